import { useId, useSyncExternalStore } from 'react';
import { FORM_COPY } from '../../domain/copy/form';
import { Button } from '../Button/Button';
import * as styles from './SimulationForm.css';

export interface FormActionsProps {
  /** The button cannot run: something is missing or wrong, or a save is under way. */
  blocked: boolean;
  /** Why it cannot, shown beside it as its description. */
  status: string;
  /** The reason the last save failed. */
  saveError: string | null;
  /** `Wyczyść formularz`. */
  onClear: () => void;
}

const never = () => () => undefined;

/**
 * The start button, the line that says why it cannot run, the save's outcome and
 * `Wyczyść formularz`. A blocked button stays in the Tab order (`aria-disabled`), so its reason
 * is heard, and a press on it shows what needs attention (issue 32). Until the page has hydrated
 * it is plainly disabled, as served: a press or Enter then would submit the form to the server.
 */
export function FormActions({ blocked, status, saveError, onClear }: FormActionsProps) {
  const statusId = useId();
  const hydrated = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  return (
    <div className={styles.actions}>
      <Button
        type="submit"
        disabled={blocked && !hydrated}
        aria-disabled={blocked}
        aria-describedby={blocked ? statusId : undefined}
      >
        {FORM_COPY.submit}
      </Button>
      <Button tone="secondary" onClick={onClear}>
        {FORM_COPY.clear}
      </Button>
      {blocked && (
        <p id={statusId} className={styles.pending}>
          {status}
        </p>
      )}
      <p role="status" aria-live="polite" className={styles.saveError}>
        {saveError}
      </p>
    </div>
  );
}
