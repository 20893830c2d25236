import { useState } from 'react';
import {
  checkInterestRate,
  checkLoanAmount,
  checkLoanTerm,
  DEFAULT_SETTINGS,
  formatAmount,
  formatDecimal,
  type FieldCheck,
  type MortgageType,
} from '../../domain';

/** What the borrower has typed, as text, before it is checked. */
export interface FormValues {
  amount: string;
  rate: string;
  term: string;
  mortgageType: MortgageType;
}

/** The spec's three number fields, in its order. */
export const BASE_FIELDS = ['amount', 'rate', 'term'] as const;
type FieldName = (typeof BASE_FIELDS)[number];

const CHECKS: Record<FieldName, (text: string) => FieldCheck> = {
  amount: checkLoanAmount,
  rate: checkInterestRate,
  term: checkLoanTerm,
};

/**
 * The spec's fields (amount, rate, term, instalment type): what was typed, each field's check,
 * and the props a NumberField needs. A field shows its message once touched.
 */
export function useBaseFields(initialValues: Partial<FormValues> | undefined, touchedAll: boolean) {
  // The model starts at the spec's defaults (0), shown as empty fields with a "0" placeholder.
  const [values, setValues] = useState<FormValues>({
    amount: '',
    rate: '',
    term: '',
    mortgageType: DEFAULT_SETTINGS.mortgageType,
    ...initialValues,
  });
  const [touched, setTouched] = useState<Record<FieldName, boolean>>({
    amount: touchedAll,
    rate: touchedAll,
    term: touchedAll,
  });
  const checks = {
    amount: CHECKS.amount(values.amount),
    rate: CHECKS.rate(values.rate),
    term: CHECKS.term(values.term),
  };

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

  return {
    values,
    setValues,
    checks,
    /** The settings read so far, for the scenario sections' checks. */
    base: {
      loanAmount: checks.amount.ok ? checks.amount.value : undefined,
      annualInterestRatePercent: checks.rate.ok ? checks.rate.value : undefined,
      loanTermYears: checks.term.ok ? checks.term.value : undefined,
    },
    /** Shows every field's message (a submit with something missing). */
    touchAll: () => {
      setTouched({ amount: true, rate: true, term: true });
    },
    /** What the field `name`'s NumberField needs besides its label and kind. */
    fieldProps: (name: FieldName) => {
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
    },
  };
}
