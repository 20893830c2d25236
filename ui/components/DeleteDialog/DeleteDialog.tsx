import { Description, Title } from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { DIALOG_COPY } from '../../domain/copy/dialog';
import { Button } from '../Button/Button';
import { ModalDialog } from '../ModalDialog/ModalDialog';
import { headingClass } from '../Heading/Heading';
import * as styles from './DeleteDialog.css';

export interface DeleteDialogProps {
  /** The label of the run to delete; null keeps the dialog closed. */
  label: string | null;
  /** Another question than the spec's one-run question, e.g. for deleting every run. */
  question?: string;
  onConfirm: () => void;
  /** Cancel, Escape and a click outside all end here, and nothing is deleted. */
  onCancel: () => void;
  /** Where focus goes once the dialog closes; Radix only knows its own triggers. */
  returnFocusTo?: { readonly current: HTMLElement | null };
  /** A safe way out offered beside the two answers, e.g. `Najpierw eksportuj`. */
  alternative?: { text: string; onSelect: () => void };
}

/** The confirmation "Potwierdzenie usunięcia", an alert dialog with Anuluj focused first. */
export function DeleteDialog({
  label,
  question,
  onConfirm,
  onCancel,
  returnFocusTo,
  alternative,
}: DeleteDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      open={label !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      role="alertdialog"
      overlayClassName={styles.overlay}
      contentClassName={styles.content}
      returnFocusTo={returnFocusTo}
      // The safe choice takes focus, so Enter never deletes by accident.
      initialFocus={cancelRef}
      described
    >
      <Title className={headingClass(2)}>{DIALOG_COPY.deleteTitle}</Title>
      <Description className={styles.text}>
        {question ?? DIALOG_COPY.deleteQuestion(label ?? '')}
      </Description>
      <div className={styles.buttons}>
        <Button tone="danger" onClick={onConfirm}>
          {DIALOG_COPY.confirm}
        </Button>
        <Button ref={cancelRef} tone="secondary" onClick={onCancel}>
          {DIALOG_COPY.cancel}
        </Button>
        {alternative !== undefined && (
          <Button tone="secondary" onClick={alternative.onSelect}>
            {alternative.text}
          </Button>
        )}
      </div>
    </ModalDialog>
  );
}
