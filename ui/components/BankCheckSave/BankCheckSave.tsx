import { useId } from 'react';
import type { BankSaveRefusal } from '../../domain/bankCheckForm';
import { BANK_CHECK_COPY } from '../../domain/copy/bankCheck';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import * as readingStyles from '../BankCheckReading/BankCheckReading.css';

const copy = BANK_CHECK_COPY.save;

/** What saving the recomputed run gave: nothing yet, under way, the new report's address, a failure. */
export type BankSaveStatus =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; href: string } | { kind: 'failed' };

export interface BankCheckSaveProps {
  /** Why the run cannot be saved, or null when it can. */
  refusal: BankSaveRefusal | null;
  onSave: () => void;
  save: BankSaveStatus;
}

/** `Zapisz jako symulację` for the recomputed run, or why the record cannot hold it. */
export function BankCheckSave({ refusal, onSave, save }: BankCheckSaveProps) {
  const reasonId = `${useId()}powod`;
  // While saving and once saved the button keeps its focus (aria-disabled, not disabled, which
  // would drop focus to the page) and takes no second click, so one check saves one run.
  const done = save.kind === 'saving' || save.kind === 'saved';
  return (
    <Stack space="sm" align="start">
      <Button
        disabled={refusal !== null}
        aria-disabled={done ? true : undefined}
        aria-describedby={refusal === null ? undefined : reasonId}
        onClick={() => {
          if (!done) onSave();
        }}
      >
        {copy.button}
      </Button>
      <div role="status">
        {refusal !== null && (
          <p id={reasonId} className={readingStyles.text}>
            {copy.cannot(copy.reasons[refusal])}
          </p>
        )}
        {save.kind === 'saved' && (
          <p className={readingStyles.text}>
            {copy.saved}
            <a href={save.href}>{copy.open}</a>
          </p>
        )}
        {save.kind === 'failed' && <p className={readingStyles.text}>{copy.failed}</p>}
      </div>
    </Stack>
  );
}
