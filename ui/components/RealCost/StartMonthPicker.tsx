import { useId } from 'react';
import { POLISH_MONTHS } from '../../domain';
import { monthOfOrdinal, monthOrdinal, type CalendarMonth } from '../../domain/calendar';
import { REAL_COST_COPY } from '../../domain/copy/compare';
import { Field, fieldLabelClass } from '../Field/Field';
import * as formStyles from '../SimulationForm/SimulationForm.css';
import * as styles from './RealCost.css';

export interface StartMonthPickerProps {
  /** The months the CPI series covers. */
  range: { first: CalendarMonth; last: CalendarMonth };
  value: CalendarMonth;
  onChange: (month: CalendarMonth) => void;
}

/** The historical mode's first month, as a month and a year, kept inside the series. */
export function StartMonthPicker({ range, value, onChange }: StartMonthPickerProps) {
  const monthId = useId();
  const yearId = useId();
  const first = monthOrdinal(range.first) ?? 0;
  const last = monthOrdinal(range.last) ?? first;
  const current = Math.min(last, Math.max(first, monthOrdinal(value) ?? last));
  const year = Math.floor(current / 12);
  const years = Array.from(
    { length: Math.floor(last / 12) - Math.floor(first / 12) + 1 },
    (_, index) => Math.floor(first / 12) + index,
  );
  // Only the months of the chosen year that the series covers.
  const months = POLISH_MONTHS.map((name, index) => ({ name, ordinal: year * 12 + index })).filter(
    ({ ordinal }) => ordinal >= first && ordinal <= last,
  );
  const choose = (ordinal: number) => {
    onChange(monthOfOrdinal(Math.min(last, Math.max(first, ordinal))));
  };

  return (
    <fieldset className={formStyles.fieldset}>
      <legend className={fieldLabelClass}>{REAL_COST_COPY.startLegend}</legend>
      <div className={styles.picker}>
        <Field id={monthId} label={REAL_COST_COPY.startMonth} nested>
          {(control) => (
            <select
              {...control}
              className={styles.select}
              value={current}
              onChange={(event) => {
                choose(Number(event.currentTarget.value));
              }}
            >
              {months.map(({ name, ordinal }) => (
                <option key={ordinal} value={ordinal}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={yearId} label={REAL_COST_COPY.startYear} nested>
          {(control) => (
            <select
              {...control}
              className={styles.select}
              value={year}
              onChange={(event) => {
                // The same month in the new year, moved inside the series where it has no such month.
                choose(Number(event.currentTarget.value) * 12 + (current % 12));
              }}
            >
              {years.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </fieldset>
  );
}
