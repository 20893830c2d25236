import { useId } from 'react';
import { REFINANCE_COPY } from '../../domain/copy/refinance';
import { NumberField } from '../SimulationForm/NumberField';
import { RadioGroup } from '../SimulationForm/RadioGroup';
import { SelectField } from '../SimulationForm/SelectField';
import { Stack } from '../Stack/Stack';
import * as styles from './RefinanceForm.css';

const copy = REFINANCE_COPY.source;
const SOURCE_OPTIONS = [
  ['TYPED', copy.typed],
  ['RUN', copy.run],
] as const;

/** A saved run the picker lists. */
export interface PickableRun {
  id: string;
  label: string;
  /** Its last instalment: `Po racie nr …` goes up to the one before it. */
  last: number;
}

export interface RunSourceProps {
  runs: readonly PickableRun[];
  source: 'TYPED' | 'RUN';
  onSource: (source: 'TYPED' | 'RUN') => void;
  /** The chosen run's id, when the source is a run. */
  runId: string | null;
  onRun: (id: string) => void;
  /** `Po racie nr …` as typed, and its message. */
  after: string;
  afterMessage: string | null;
  onAfter: (text: string) => void;
  onAfterBlur: () => void;
  /** A note: where the fields came from, or that the run named by the link is not stored. */
  note: string | null;
}

/** Where the current loan comes from: typed, or a saved run after a chosen instalment. */
export function RunSource({
  runs,
  source,
  onSource,
  runId,
  onRun,
  after,
  afterMessage,
  onAfter,
  onAfterBlur,
  note,
}: RunSourceProps) {
  const scope = useId();
  const chosen = runs.find((run) => run.id === runId) ?? runs[0];
  return (
    <Stack space="md">
      {runs.length > 0 ? (
        <RadioGroup
          legend={copy.legend}
          name={`${scope}zrodlo`}
          value={source}
          options={SOURCE_OPTIONS}
          onChange={onSource}
        />
      ) : (
        <p className={styles.note}>{copy.noRuns}</p>
      )}
      {source === 'RUN' && chosen !== undefined && (
        <div className={styles.fields}>
          <SelectField
            id={`${scope}symulacja`}
            label={copy.runLabel}
            value={chosen.id}
            options={runs.map((run) => [run.id, run.label] as const)}
            onChange={onRun}
          />
          <NumberField
            id={`${scope}po-racie`}
            label={copy.afterLabel}
            hint={copy.afterHint(Math.max(1, chosen.last - 1))}
            kind="count"
            value={after}
            message={afterMessage}
            invalid={afterMessage !== null}
            onChange={onAfter}
            onBlur={onAfterBlur}
          />
        </div>
      )}
      {note !== null && (
        <p role="status" className={styles.note}>
          {note}
        </p>
      )}
    </Stack>
  );
}
