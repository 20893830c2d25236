import { FORM_SCENARIO_COPY } from '../../domain/copy/form';
import { Field, fieldControlClass } from '../Field/Field';
import * as styles from './SimulationForm.css';

export interface FirstInstalmentFieldProps {
  id: string;
  /** The month as the field holds it, `yyyy-mm`, or empty. */
  value: string;
  message: string | null;
  onChange: (month: string) => void;
  onBlur: () => void;
}

/** The optional month of the first instalment, which dates the schedule's rows. */
export function FirstInstalmentField({
  id,
  value,
  message,
  onChange,
  onBlur,
}: FirstInstalmentFieldProps) {
  return (
    <div className={styles.optionalField}>
      <Field
        id={id}
        label={FORM_SCENARIO_COPY.firstInstalment}
        hint={FORM_SCENARIO_COPY.firstInstalmentHint}
        message={message}
      >
        {(control) => (
          <input
            {...control}
            name={id}
            type="month"
            className={fieldControlClass}
            value={value}
            aria-invalid={message !== null}
            onChange={(event) => {
              onChange(event.currentTarget.value);
            }}
            onBlur={onBlur}
          />
        )}
      </Field>
    </div>
  );
}
