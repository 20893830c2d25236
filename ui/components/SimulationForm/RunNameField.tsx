import { RUN_NAME_COPY } from '../../domain/copy/results';
import { RUN_NAME_MAX_LENGTH } from '../../domain/limits';
import { Field, fieldControlClass } from '../Field/Field';
import * as styles from './SimulationForm.css';

/** The input's name in the form, by which the submit reads it. */
const RUN_NAME_FIELD = 'nazwa-symulacji';

/**
 * The run's optional name, `Nazwa (opcjonalnie)` (issue 32). Uncontrolled: the page reads it
 * only when a run starts (`runNameIn`), so typing it re-renders nothing else, and text typed
 * before the page hydrated is kept.
 */
export function RunNameField({
  idPrefix,
  initialName = '',
  onNameChange,
}: {
  idPrefix: string;
  /** The name the input starts with (a form restored in the tab). */
  initialName?: string;
  /** Hears each change, to keep the form in the tab. */
  onNameChange?: (name: string) => void;
}) {
  return (
    <div className={styles.optionalField}>
      <Field
        id={`${idPrefix}${RUN_NAME_FIELD}`}
        label={RUN_NAME_COPY.label}
        hint={RUN_NAME_COPY.hint}
      >
        {(control) => (
          <input
            {...control}
            name={RUN_NAME_FIELD}
            className={fieldControlClass}
            maxLength={RUN_NAME_MAX_LENGTH}
            defaultValue={initialName}
            onChange={(event) => {
              onNameChange?.(event.currentTarget.value);
            }}
          />
        )}
      </Field>
    </div>
  );
}

/**
 * The name typed in the form inside `container`, as typed: `createSimulation` cleans it
 * (`cleanRunName`), so the home page's first load carries none of that.
 */
export function runNameIn(container: HTMLElement | null): string | undefined {
  const input = container?.querySelector(`input[name="${RUN_NAME_FIELD}"]`);
  return input instanceof HTMLInputElement ? input.value : undefined;
}
