import type { ReactNode } from 'react';
import * as styles from './Field.css';

/** The class of a field's control (input, select), and of a group's legend, for what Field does not draw. */
export { control as fieldControlClass, label as fieldLabelClass } from './Field.css';

/** What the control inside a Field must carry, so its label and descriptions reach it. */
interface FieldControlProps {
  id: string;
  /** The message's id, then the hint's: a screen reader reads the problem first. */
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  /** The control's id; the message and the hint are named after it (`-blad`, `-podpowiedz`). */
  id: string;
  label: string;
  /** Shown under the control, and read as its description. */
  hint?: string | undefined;
  /** The error shown under the control; null or absent shows nothing. */
  message?: string | null | undefined;
  /** A line under the hint that says where the value came from, read after it (issue 33). */
  note?: string | undefined;
  /**
   * A field inside a group whose legend already says what it is for (a month and a year under
   * `Początek`): its label is set in regular weight, under the bold legend.
   */
  nested?: boolean;
  /** Draws the control, given its id and its description's ids. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, a control, and an optional message and hint wired to it by `aria-describedby`. */
export function Field({ id, label, hint, message, note, nested = false, children }: FieldProps) {
  const hintId = `${id}-podpowiedz`;
  const messageId = `${id}-blad`;
  const noteId = `${id}-uwaga`;
  const shown = message !== null && message !== undefined;
  const describedBy =
    [
      shown ? messageId : null,
      hint === undefined ? null : hintId,
      note === undefined ? null : noteId,
    ]
      .filter((part) => part !== null)
      .join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={nested ? undefined : styles.label}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy })}
      {shown && (
        <p id={messageId} className={styles.message}>
          {message}
        </p>
      )}
      {hint !== undefined && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {note !== undefined && (
        <p id={noteId} className={styles.hint}>
          {note}
        </p>
      )}
    </div>
  );
}
