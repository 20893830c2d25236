import { fieldLabelClass } from '../Field/Field';
import * as styles from './SimulationForm.css';

export interface RadioGroupProps<T extends string> {
  legend: string;
  /** Read but not shown, where the choices' texts say enough (`%` or `zł` beside a field). */
  legendHidden?: boolean;
  /** The radios' name, one per page. */
  name: string;
  value: T;
  /** The choices, in order, with the text each shows. */
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}

/** A choice of a few options as radio buttons under a bold legend, each a 44 px target. */
export function RadioGroup<T extends string>({
  legend,
  legendHidden = false,
  name,
  value,
  options,
  onChange,
}: RadioGroupProps<T>) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={legendHidden ? 'visually-hidden' : fieldLabelClass}>{legend}</legend>
      <div className={styles.radios}>
        {options.map(([option, text]) => (
          <label key={option} className={styles.radio}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => {
                onChange(option);
              }}
            />
            {text}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
