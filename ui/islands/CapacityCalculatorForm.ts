// The capacity page's form state (issue 35): what was typed, which fields were left (so their
// messages show), the checks, and the amount of the reverse solve.
import { useMemo, useState } from 'react';
import {
  assumptionsOf,
  checkCapacityForm,
  emptyCapacityValues,
  type CapacityField,
  type CapacityFormValues,
} from '../domain/capacityForm';
import { checkLoanAmount } from '../domain/validation';

/** The fields a result needs, all blank: the form has not been started. */
function isBlank(values: CapacityFormValues): boolean {
  return [
    values.borrowers[0]?.income ?? '',
    values.persons,
    values.age,
    values.term,
    values.rate,
    values.price,
  ].every((text) => text.trim() === '');
}

/** The form's values, its checks, and the messages of the fields the borrower has left. */
export function useCapacityForm(initial?: CapacityFormValues) {
  const [values, setValues] = useState<CapacityFormValues>(() => initial ?? emptyCapacityValues());
  const [touched, setTouched] = useState<ReadonlySet<CapacityField> | 'all'>(() =>
    initial === undefined ? new Set() : 'all',
  );
  const check = useMemo(() => checkCapacityForm(values), [values]);
  const assumptions = useMemo(() => assumptionsOf(values), [values]);
  const shown = useMemo(() => {
    if (touched === 'all') return check.messages;
    return Object.fromEntries(
      Object.entries(check.messages).filter(([field]) => touched.has(field as CapacityField)),
    );
  }, [check, touched]);
  return {
    values,
    change: setValues,
    blur: (field: CapacityField) => {
      setTouched((current) => (current === 'all' ? current : new Set(current).add(field)));
    },
    /** The whole form from elsewhere (a shared link), every message shown. */
    replace: (next: CapacityFormValues) => {
      setValues(next);
      setTouched('all');
    },
    check,
    shown,
    assumptions,
    blank: isBlank(values),
  };
}

/** The reverse solve's amount: its text, its check, and whether its message shows. */
export function useIncomeAmount() {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const check = checkLoanAmount(text);
  return {
    text,
    amount: check.ok ? check.value : null,
    message: touched && !check.ok ? check.message : null,
    change: setText,
    blur: () => {
      setTouched(true);
    },
  };
}
