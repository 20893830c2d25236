import { Field, fieldControlClass } from '../Field/Field';

export interface SelectFieldProps<T extends string> {
  id: string;
  label: string;
  /** Read after the label but not shown, e.g. ", nadpłata 2" for a field inside a row. */
  labelSuffix?: string;
  value: T;
  /** The choices, in order, with the text each shows. */
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}

/** A labelled native select, styled like the number fields. */
export function SelectField<T extends string>({
  id,
  label,
  labelSuffix,
  value,
  options,
  onChange,
}: SelectFieldProps<T>) {
  return (
    <Field id={id} label={label}>
      {(control) => (
        <select
          {...control}
          name={id}
          // The row a field sits in joins its name as one phrase ("Od raty nr, nadpłata 2"); a
          // hidden span inside the label would be read with a pause before the comma.
          aria-label={labelSuffix === undefined ? undefined : `${label}${labelSuffix}`}
          value={value}
          className={fieldControlClass}
          onChange={(event) => {
            const chosen = options.find(([option]) => option === event.currentTarget.value);
            if (chosen) onChange(chosen[0]);
          }}
        >
          {options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
