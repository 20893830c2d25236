import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { acceptedInput, acceptsKey, type NumberKind } from '../../domain';
import { lazyModule } from '../../runtime/lazy';
import { Field, fieldControlClass } from '../Field/Field';
import { useEarlyInput } from '../../runtime/useEarlyInput';

export interface NumberFieldProps {
  /** The input's id (and name); one unique to this field when absent, so copies never clash. */
  id?: string;
  label: string;
  /** Read after the label but not shown, e.g. ", nadpłata 2" for a field inside a row. */
  labelSuffix?: string;
  hint?: string;
  /** A line under the hint, read with it: how the value was made (issue 33). */
  note?: string | undefined;
  /** How the field reads text: money, a term or count of instalments, a rate or points. */
  kind: NumberKind;
  value: string;
  /** Shown once the field has been touched; null shows nothing. */
  message: string | null;
  invalid: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
  /**
   * A refused paste says nothing: the spec's rate field shows no required or numeric message
   * (issue 32 keeps that rule). Every other field says the paste was not a number.
   */
  quietPaste?: boolean;
  /** What an empty field shows; "0" unless empty means something else (the bank check's rate). */
  placeholder?: string;
}

// What a paste leaves in the field is decided by code fetched with the first paste.
const pasting = lazyModule(() => import('../../domain/numberPaste'));

/** A labelled number input whose keys and pastes are filtered by the domain's rules. */
export function NumberField({
  id,
  label,
  labelSuffix,
  hint,
  note,
  kind,
  value,
  message,
  invalid,
  onChange,
  onBlur,
  quietPaste = false,
  placeholder = '0',
}: NumberFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const inputRef = useRef<HTMLInputElement>(null);
  // Set by a refused paste, so it is never refused silently; the next change clears it.
  const [pasteMessage, setPasteMessage] = useState<string | null>(null);
  // Text typed into the server-rendered field before React took over is kept, filtered as typed.
  useEarlyInput(inputRef, (input) => {
    if (input.value === value) return;
    const accepted = acceptedInput(kind, input.value);
    if (accepted === null) input.value = value;
    else onChange(accepted);
  });

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const { selectionStart, selectionEnd } = event.currentTarget;
    if (!acceptsKey(kind, value, event.key, selectionStart, selectionEnd)) event.preventDefault();
  }

  // The field takes what a paste leaves once its unit is dropped (`350 000 zł` → `350 000`), or
  // keeps its value and says why.
  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const { selectionStart, selectionEnd } = event.currentTarget;
    const pasted = event.clipboardData.getData('text');
    pasting.load().then(
      ({ pastedText, PASTE_REFUSED }) => {
        const next = pastedText(kind, value, pasted, selectionStart, selectionEnd);
        setPasteMessage(next === null && !quietPaste ? PASTE_REFUSED : null);
        if (next !== null) onChange(next);
      },
      (error: unknown) => {
        // Offline before the code was cached: the field keeps its value.
        console.warn('[NumberField] Could not read the paste.', error);
      },
    );
  }

  return (
    <Field id={inputId} label={label} hint={hint} note={note} message={pasteMessage ?? message}>
      {(control) => (
        <input
          ref={inputRef}
          {...control}
          name={inputId}
          // The row a field sits in joins its name as one phrase ("Od raty nr, nadpłata 2"); a
          // hidden span inside the label would be read with a pause before the comma.
          aria-label={labelSuffix === undefined ? undefined : `${label}${labelSuffix}`}
          type="text"
          inputMode={kind === 'term' || kind === 'count' ? 'numeric' : 'decimal'}
          autoComplete="off"
          // A number has no spelling: Chromium's spell checker would re-check the field after
          // every keystroke for nothing.
          spellCheck={false}
          placeholder={placeholder}
          value={value}
          aria-invalid={invalid || pasteMessage !== null}
          className={fieldControlClass}
          onKeyDown={handleKeyDown}
          onPaste={handlePaste}
          onChange={(event) => {
            // Every input path ends here, including those the key filter never sees (IME,
            // Android keyboards, autofill, drop), so the same rule applies to all of them.
            const accepted = acceptedInput(kind, event.currentTarget.value);
            if (accepted === null) return;
            setPasteMessage(null);
            onChange(accepted);
          }}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}
