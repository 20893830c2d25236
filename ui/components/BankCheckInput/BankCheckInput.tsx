import { useId, useRef } from 'react';
import { BANK_CHECK_COPY } from '../../domain/copy/bankCheck';
import { BANK_SCHEDULE_CHARS_MAX } from '../../domain/limits';
import { Button } from '../Button/Button';
import { Field, fieldControlClass } from '../Field/Field';
import * as panelStyles from '../Field/FormPanel.css';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import * as styles from './BankCheckInput.css';

const copy = BANK_CHECK_COPY.input;

export interface BankCheckInputProps {
  /** The pasted text; kept only in the page's memory. */
  text: string;
  onText: (text: string) => void;
  /**
   * A paste, as plain text (never HTML), before it reaches the box: true when it was refused
   * outright (too long), so it never lands in the box.
   */
  onPaste: (text: string) => boolean;
  /** `Odczytaj harmonogram`. */
  onRead: () => void;
  /** A CSV file was chosen. */
  onFile: (file: File) => void;
  /** Why the paste or the file was refused, or null. */
  refusal: string | null;
}

/** Where the bank's schedule comes in: a pasted text or a CSV file, read on request. */
export function BankCheckInput({
  text,
  onText,
  onPaste,
  onRead,
  onFile,
  refusal,
}: BankCheckInputProps) {
  const scope = useId();
  const titleId = `${scope}tytul`;
  const refusalId = `${scope}odmowa`;
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <Stack as="section" space="md" aria-labelledby={titleId} className={panelStyles.panel}>
      <Heading level={2} id={titleId}>
        {copy.title}
      </Heading>
      <Field id={`${scope}tekst`} label={copy.label} hint={copy.hint}>
        {(control) => (
          <textarea
            {...control}
            aria-describedby={
              refusal === null
                ? control['aria-describedby']
                : `${refusalId} ${control['aria-describedby'] ?? ''}`.trim()
            }
            aria-invalid={refusal !== null}
            className={`${fieldControlClass} ${styles.textarea}`}
            // One character over the parser's limit: a longer paste is cut there by the browser
            // and refused as too long, so a 5 MB paste never sits in the page's memory.
            maxLength={BANK_SCHEDULE_CHARS_MAX + 1}
            spellCheck={false}
            autoComplete="off"
            value={text}
            onChange={(event) => {
              onText(event.currentTarget.value);
            }}
            onPaste={(event) => {
              if (onPaste(event.clipboardData.getData('text/plain'))) event.preventDefault();
            }}
          />
        )}
      </Field>
      <div className={panelStyles.actions}>
        <Button onClick={onRead}>{copy.read}</Button>
        <Button
          tone="secondary"
          onClick={() => {
            fileRef.current?.click();
          }}
        >
          {copy.openFile}
        </Button>
        {/* The real file input: the button above opens it, so a screen reader meets one control. */}
        <input
          ref={fileRef}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          hidden
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // The same file may be chosen again later.
            event.currentTarget.value = '';
            if (file !== undefined) onFile(file);
          }}
        />
      </div>
      <div role="alert">
        {refusal !== null && (
          <p id={refusalId} className={styles.refusal}>
            {refusal}
          </p>
        )}
      </div>
    </Stack>
  );
}
