import { useState, type SyntheticEvent } from 'react';
import {
  checkInterestRate,
  checkLoanAmount,
  checkLoanTerm,
  DEFAULT_SETTINGS,
  formatAmount,
  formatDecimal,
  MORTGAGE_TYPE_LABELS,
  MORTGAGE_TYPES,
  type FieldCheck,
  type MortgageType,
  type Settings,
} from '../../domain';
import { FORM_COPY } from '../../domain/copy';
import { Button } from '../Button/Button';
import { NumberField } from './NumberField';
import * as styles from './SimulationForm.css';

/** What the borrower has typed, as text, before it is checked. */
export interface FormValues {
  amount: string;
  rate: string;
  term: string;
  mortgageType: MortgageType;
}

type FieldName = 'amount' | 'rate' | 'term';

export interface SimulationFormProps {
  onSubmit: (settings: Settings) => void;
  /** The reason the last save failed, shown next to the button. */
  saveError?: string | null;
  /** True while a run is being saved. */
  busy?: boolean;
  /** Stories and tests start from given texts; the page starts empty. */
  initialValues?: Partial<FormValues>;
  /** Marks every field touched, so its message shows from the start. */
  initiallyTouched?: boolean;
}

const CHECKS: Record<FieldName, (text: string) => FieldCheck> = {
  amount: checkLoanAmount,
  rate: checkInterestRate,
  term: checkLoanTerm,
};

/** The settings form "Ustawienia symulacji": fields, instalment type and the start button. */
export function SimulationForm({
  onSubmit,
  saveError = null,
  busy = false,
  initialValues,
  initiallyTouched = false,
}: SimulationFormProps) {
  // The model starts at the spec's defaults (0), shown as empty fields with a "0" placeholder.
  const [values, setValues] = useState<FormValues>({
    amount: '',
    rate: '',
    term: '',
    mortgageType: DEFAULT_SETTINGS.mortgageType,
    ...initialValues,
  });
  const [touched, setTouched] = useState<Record<FieldName, boolean>>({
    amount: initiallyTouched,
    rate: initiallyTouched,
    term: initiallyTouched,
  });

  const checks = {
    amount: CHECKS.amount(values.amount),
    rate: CHECKS.rate(values.rate),
    term: CHECKS.term(values.term),
  };
  const valid = checks.amount.ok && checks.rate.ok && checks.term.ok;

  function change(name: FieldName, text: string) {
    setValues((current) => ({ ...current, [name]: text }));
  }

  function blur(name: FieldName) {
    setTouched((current) => ({ ...current, [name]: true }));
    const check = checks[name];
    // Valid amounts and rates are shown grouped the Polish way: "300 000", "7,25"; the rate
    // keeps every decimal typed, so what is shown is what is simulated.
    if (check.ok && name === 'amount') change(name, formatAmount(check.value));
    if (check.ok && name === 'rate') change(name, formatDecimal(check.value));
  }

  function submit(event: SyntheticEvent<HTMLFormElement, SubmitEvent>) {
    event.preventDefault();
    if (!checks.amount.ok || !checks.rate.ok || !checks.term.ok || busy) {
      setTouched({ amount: true, rate: true, term: true });
      return;
    }
    onSubmit({
      ...DEFAULT_SETTINGS,
      loanAmount: checks.amount.value,
      annualInterestRatePercent: checks.rate.value,
      loanTermYears: checks.term.value,
      mortgageType: values.mortgageType,
    });
  }

  function fieldProps(name: FieldName) {
    const check = checks[name];
    const shown = touched[name] && !check.ok;
    return {
      value: values[name],
      message: shown ? check.message : null,
      invalid: shown,
      onChange: (text: string) => {
        change(name, text);
      },
      onBlur: () => {
        blur(name);
      },
    };
  }

  return (
    <form
      className={styles.form}
      aria-labelledby="ustawienia-symulacji"
      noValidate
      onSubmit={submit}
    >
      <h2 id="ustawienia-symulacji" className={styles.title}>
        {FORM_COPY.title}
      </h2>
      <div className={styles.fields}>
        <NumberField
          id="kwota-kredytu"
          label={FORM_COPY.amountLabel}
          hint={FORM_COPY.amountHint}
          kind="integer"
          {...fieldProps('amount')}
        />
        <NumberField
          id="oprocentowanie"
          label={FORM_COPY.rateLabel}
          hint={FORM_COPY.rateHint}
          kind="decimal"
          {...fieldProps('rate')}
        />
        <NumberField
          id="okres-kredytowania"
          label={FORM_COPY.termLabel}
          hint={FORM_COPY.termHint}
          kind="integer"
          {...fieldProps('term')}
        />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{FORM_COPY.typeLegend}</legend>
        <div className={styles.radios}>
          {MORTGAGE_TYPES.map((type) => (
            <label key={type} className={styles.radio}>
              <input
                type="radio"
                name="rodzaj-rat"
                value={type}
                checked={values.mortgageType === type}
                onChange={() => {
                  setValues((current) => ({ ...current, mortgageType: type }));
                }}
              />
              {MORTGAGE_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" disabled={!valid || busy}>
          {FORM_COPY.submit}
        </Button>
        <p role="status" aria-live="polite" className={styles.saveError}>
          {saveError}
        </p>
      </div>
    </form>
  );
}
