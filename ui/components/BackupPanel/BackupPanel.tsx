import { useId, useRef, useState } from 'react';
import { BACKUP_COPY } from '../../domain/copy/backup';
import { DIALOG_COPY } from '../../domain/copy/dialog';
import { Button } from '../Button/Button';
import { DeleteDialog } from '../DeleteDialog/DeleteDialog';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import * as styles from './BackupPanel.css';

export interface BackupPanelProps {
  onExport: () => void;
  onImport: (file: File) => void;
  /** Called once the borrower has confirmed deleting every run. */
  onClear: () => void;
  /** Whether storage is persistent; null when the browser cannot say, undefined while reading. */
  persisted: boolean | null | undefined;
  onPersist: () => void;
  /** What the last action did, or why it failed. */
  status: string | null;
  /** Whether `status` says an action failed: it then reads as an error (issue 32). */
  statusIsError?: boolean;
  /** How many runs are saved; undefined while counting. */
  runCount?: number | undefined;
}

/** The side menu's backup section (issue 14): export, import, delete all, and persistence. */
export function BackupPanel({
  onExport,
  onImport,
  onClear,
  persisted,
  onPersist,
  status,
  statusIsError = false,
  runCount,
}: BackupPanelProps) {
  const headingId = useId();
  const reasonId = useId();
  // Nothing saved: export and delete-all stay focusable and say why they do nothing.
  const nothingSaved = runCount === 0;
  const unavailable = nothingSaved ? { 'aria-disabled': true, 'aria-describedby': reasonId } : {};
  const fileRef = useRef<HTMLInputElement>(null);
  const clearRef = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack
      as="section"
      space="sm"
      align="start"
      aria-labelledby={headingId}
      className={styles.panel}
    >
      <Heading level={3} id={headingId}>
        {BACKUP_COPY.title}
      </Heading>
      <div className={styles.buttons}>
        <Button
          tone="secondary"
          {...unavailable}
          onClick={() => {
            if (!nothingSaved) onExport();
          }}
        >
          {BACKUP_COPY.export}
        </Button>
        <Button
          tone="secondary"
          onClick={() => {
            fileRef.current?.click();
          }}
        >
          {BACKUP_COPY.import}
        </Button>
        {/* The real file input: the button above opens it. `hidden`, so a screen reader meets
            one Importuj symulacje, not a second unlabelled-looking control (issue 32 §4). */}
        <input
          ref={fileRef}
          type="file"
          accept="application/json,.json"
          hidden
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // The same file may be chosen again later.
            event.currentTarget.value = '';
            if (file !== undefined) onImport(file);
          }}
        />
        <Button
          ref={clearRef}
          tone="danger"
          {...unavailable}
          onClick={() => {
            if (!nothingSaved) setConfirming(true);
          }}
        >
          {BACKUP_COPY.clear}
        </Button>
      </div>
      {nothingSaved && (
        <p id={reasonId} className={styles.note}>
          {BACKUP_COPY.nothingSaved}
        </p>
      )}
      <p className={styles.note}>{BACKUP_COPY.fileNote}</p>
      <p
        role="status"
        aria-live="polite"
        className={statusIsError ? styles.errorStatus : styles.status}
      >
        {status}
      </p>
      <Heading level={3}>{BACKUP_COPY.persistTitle}</Heading>
      <p className={styles.note}>{BACKUP_COPY.persistWhy}</p>
      {persisted === true && <p className={styles.note}>{BACKUP_COPY.persisted}</p>}
      {persisted === null && <p className={styles.note}>{BACKUP_COPY.persistUnknown}</p>}
      {persisted === false && (
        <>
          <p className={styles.note}>{BACKUP_COPY.notPersisted}</p>
          <Button tone="secondary" onClick={onPersist}>
            {BACKUP_COPY.persist}
          </Button>
        </>
      )}
      {confirming && (
        <DeleteDialog
          label={DIALOG_COPY.deleteTitle}
          question={
            runCount === undefined
              ? BACKUP_COPY.clearQuestion
              : BACKUP_COPY.clearCountQuestion(runCount)
          }
          alternative={{
            text: BACKUP_COPY.exportFirst,
            onSelect: () => {
              setConfirming(false);
              onExport();
            },
          }}
          onConfirm={() => {
            setConfirming(false);
            onClear();
          }}
          onCancel={() => {
            setConfirming(false);
          }}
          returnFocusTo={clearRef}
        />
      )}
    </Stack>
  );
}
