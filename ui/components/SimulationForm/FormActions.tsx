import { useId } from 'react';
import { FORM_COPY } from '../../domain/copy/form';
import { Button } from '../Button/Button';
import * as styles from './SimulationForm.css';

export interface FormActionsProps {
  /** The button is off: something is missing or wrong, or a save is under way. */
  blocked: boolean;
  /** Why it is off, shown beside it as its description. */
  status: string;
  /** The reason the last save failed. */
  saveError: string | null;
}

/** The start button, the line that says why it is off, and the save's outcome. */
export function FormActions({ blocked, status, saveError }: FormActionsProps) {
  const statusId = useId();
  return (
    <div className={styles.actions}>
      <Button type="submit" disabled={blocked} aria-describedby={blocked ? statusId : undefined}>
        {FORM_COPY.submit}
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
