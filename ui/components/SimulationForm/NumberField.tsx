import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { acceptedInput, acceptsKey, acceptsPasteAt, type NumberFieldKind } from '../../domain';
import { Field, fieldControlClass } from '../Field/Field';
import { useEarlyInput } from '../../runtime/useEarlyInput';

export interface NumberFieldProps {
  /** The input's id (and name); one unique to this field when absent, so copies never clash. */
  id?: string;
  label: string;
  /** Read after the label but not shown, e.g. ", nadpłata 2" for a field inside a row. */
  labelSuffix?: string;
  hint?: string;
  kind: NumberFieldKind;
  value: string;
  /** Shown once the field has been touched; null shows nothing. */
  message: string | null;
  invalid: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A labelled number input whose keys and pastes are filtered by the domain's rules. */
export function NumberField({
  id,
  label,
  labelSuffix,
  hint,
  kind,
  value,
  message,
  invalid,
  onChange,
  onBlur,
}: NumberFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const inputRef = useRef<HTMLInputElement>(null);
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

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    const { selectionStart, selectionEnd } = event.currentTarget;
    const pasted = event.clipboardData.getData('text');
    if (!acceptsPasteAt(kind, value, pasted, selectionStart, selectionEnd)) event.preventDefault();
  }

  return (
    <Field id={inputId} label={label} hint={hint} message={message}>
      {(control) => (
        <input
          ref={inputRef}
          {...control}
          name={inputId}
          // The row a field sits in joins its name as one phrase ("Od raty nr, nadpłata 2"); a
          // hidden span inside the label would be read with a pause before the comma.
          aria-label={labelSuffix === undefined ? undefined : `${label}${labelSuffix}`}
          type="text"
          inputMode={kind === 'integer' ? 'numeric' : 'decimal'}
          autoComplete="off"
          // A number has no spelling: Chromium's spell checker would re-check the field after
          // every keystroke for nothing.
          spellCheck={false}
          placeholder="0"
          value={value}
          aria-invalid={invalid}
          className={fieldControlClass}
          onKeyDown={handleKeyDown}
          onPaste={handlePaste}
          onChange={(event) => {
            // Every input path ends here, including those the key filter never sees (IME,
            // Android keyboards, autofill, drop), so the same rule applies to all of them.
            const accepted = acceptedInput(kind, event.currentTarget.value);
            if (accepted !== null) onChange(accepted);
          }}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}
