import { calendarMonthGenitive } from '../../domain/calendar';
import { RATE_PATH_COPY } from '../../domain/copy/scenario';
import { FORMULA_COPY } from '../../domain/copy/variableRate';
import type { FormulaValues } from '../../domain/formulaValues';
import { Field, fieldControlClass } from '../Field/Field';
import { NumberField } from '../SimulationForm/NumberField';
import * as formStyles from '../SimulationForm/SimulationForm.css';
import type { RateHistory } from './RatePathSection';
import * as styles from './RatePathSection.css';

/** A field without a message of its own: the builder's status line says what is wrong. */
const UNCHECKED = { message: null, invalid: false, onBlur: () => undefined };

/** The builder's fields that hold typed text. */
export type FormulaTextField = Exclude<keyof FormulaValues, 'index' | 'mode'>;

export interface FormulaModeFieldsProps {
  formula: FormulaValues;
  /** Changes one of the builder's texts. */
  set: (field: FormulaTextField, text: string) => void;
  idPrefix: string;
  /** True when `Pierwsza rata` holds a month, which `Historia wskaźnika` replays from. */
  hasStart: boolean;
  history: RateHistory | null;
}

/** The fields of the chosen way the index moves (issue 33), under `Jak może się zmieniać wskaźnik`. */
export function FormulaModeFields({
  formula,
  set,
  idPrefix,
  hasStart,
  history,
}: FormulaModeFieldsProps) {
  const { mode } = formula;
  return (
    <>
      {mode === 'HISTORY' && (
        <p className={styles.note}>
          {hasStart ? FORMULA_COPY.historyHint : RATE_PATH_COPY.historicalNeedsStart}
        </p>
      )}
      {mode === 'CHANGES' && (
        <Field
          id={`${idPrefix}formula-od`}
          label={FORMULA_COPY.changesFrom}
          hint={FORMULA_COPY.changesHint}
        >
          {(control) => (
            <input
              {...control}
              type="month"
              className={fieldControlClass}
              value={formula.changesFrom}
              onChange={(event) => {
                set('changesFrom', event.currentTarget.value);
              }}
            />
          )}
        </Field>
      )}
      {mode === 'SHOCK' && (
        <div className={formStyles.fields}>
          <NumberField
            id={`${idPrefix}formula-wzrost`}
            label={FORMULA_COPY.shockDelta}
            hint={FORMULA_COPY.shockDeltaHint}
            kind="points"
            value={formula.shockDelta}
            onChange={(text) => {
              set('shockDelta', text);
            }}
            {...UNCHECKED}
          />
          <NumberField
            id={`${idPrefix}formula-wzrost-od`}
            label={FORMULA_COPY.shockMonth}
            kind="count"
            value={formula.shockMonth}
            onChange={(text) => {
              set('shockMonth', text);
            }}
            {...UNCHECKED}
          />
        </div>
      )}
      {mode === 'SWITCH' && (
        <>
          <div className={formStyles.fields}>
            <NumberField
              id={`${idPrefix}formula-zamiana`}
              label={FORMULA_COPY.switchMonth}
              kind="count"
              value={formula.switchMonth}
              onChange={(text) => {
                set('switchMonth', text);
              }}
              {...UNCHECKED}
            />
            <NumberField
              id={`${idPrefix}formula-polstr`}
              label={FORMULA_COPY.switchValue}
              hint={FORMULA_COPY.polstrHint}
              kind="rate"
              value={formula.switchValue}
              onChange={(text) => {
                set('switchValue', text);
              }}
              {...UNCHECKED}
            />
            <NumberField
              id={`${idPrefix}formula-korekta`}
              label={FORMULA_COPY.spread}
              hint={FORMULA_COPY.spreadHint}
              kind="points"
              value={formula.spread}
              onChange={(text) => {
                set('spread', text);
              }}
              {...UNCHECKED}
            />
          </div>
          <p className={styles.note}>{FORMULA_COPY.switchOwnPath}</p>
        </>
      )}
      {(mode === 'HISTORY' || mode === 'CHANGES') && history !== null && (
        <div className={styles.note}>
          <p>
            {RATE_PATH_COPY.historicalSource(
              history.WIBOR_SOURCE,
              calendarMonthGenitive(history.RATES_HISTORY_FIRST_MONTH),
              calendarMonthGenitive(history.RATES_HISTORY_LAST_MONTH),
            )}
          </p>
          <p>{RATE_PATH_COPY.pastRates}</p>
        </div>
      )}
    </>
  );
}
