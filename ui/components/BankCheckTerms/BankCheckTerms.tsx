import { useId, type ReactNode } from 'react';
import type { BankCheckField, BankCheckValues } from '../../domain/bankCheckForm';
import { BANK_CHECK_COPY } from '../../domain/copy/bankCheck';
import { MORTGAGE_TYPE_COPY } from '../../domain/copy/shared';
import { CONTRACT_COPY } from '../../domain/copy/contract';
import { formatPercent } from '../../domain/format';
import { DAY_COUNTS, MORTGAGE_TYPES, type DayCount } from '../../domain/records';
import { Button } from '../Button/Button';
import { Field, fieldControlClass } from '../Field/Field';
import * as panelStyles from '../Field/FormPanel.css';
import { Heading } from '../Heading/Heading';
import { NumberField } from '../SimulationForm/NumberField';
import { RadioGroup } from '../SimulationForm/RadioGroup';
import * as formStyles from '../SimulationForm/SimulationForm.css';
import { Stack } from '../Stack/Stack';
import * as readingStyles from '../BankCheckReading/BankCheckReading.css';

const copy = BANK_CHECK_COPY.terms;
const TYPE_OPTIONS = MORTGAGE_TYPES.map((type) => [type, MORTGAGE_TYPE_COPY[type]] as const);

export interface BankCheckTermsProps {
  values: BankCheckValues;
  /** The problems to show, by field (only those the borrower has touched, or all after `Sprawdź`). */
  messages: Partial<Record<BankCheckField, string>>;
  onChange: (values: BankCheckValues) => void;
  onBlur: (field: BankCheckField) => void;
  /** `Sprawdź`. */
  onCheck: () => void;
  /** What was read, shown above the form. */
  reading?: ReactNode;
  /** The rate each day count reads off the first rows, named in the rate's hint. */
  inferredRates?: Readonly<Record<DayCount, number>> | null;
}

/** The loan the pasted rows imply, for the borrower to correct, and `Sprawdź`. */
export function BankCheckTerms({
  values,
  messages,
  onChange,
  onBlur,
  onCheck,
  reading,
  inferredRates = null,
}: BankCheckTermsProps) {
  const scope = useId();
  const titleId = `${scope}tytul`;
  const change = (patch: Partial<BankCheckValues>) => {
    onChange({ ...values, ...patch });
  };
  const number = (
    field: 'loan' | 'months' | 'rate' | 'paymentDay',
    label: string,
    kind: 'money' | 'count' | 'rate',
    hint?: string,
  ) => {
    const message = messages[field] ?? null;
    return (
      <NumberField
        id={`${scope}${field}`}
        label={label}
        {...(hint === undefined ? {} : { hint })}
        // An empty rate asks each day count to read its own off the rows: no "0" in it.
        {...(field === 'rate' ? { placeholder: '' } : {})}
        kind={kind}
        value={values[field]}
        message={message}
        invalid={message !== null}
        onChange={(text) => {
          change({ [field]: text });
        }}
        onBlur={() => {
          onBlur(field);
        }}
      />
    );
  };
  const date = (field: 'payoutDate' | 'firstPaymentDate', label: string) => {
    const message = messages[field] ?? null;
    return (
      <Field id={`${scope}${field}`} label={label} message={message}>
        {(control) => (
          <input
            {...control}
            type="date"
            className={fieldControlClass}
            value={values[field]}
            aria-invalid={message !== null}
            onChange={(event) => {
              change({ [field]: event.currentTarget.value });
            }}
            onBlur={() => {
              onBlur(field);
            }}
          />
        )}
      </Field>
    );
  };
  return (
    <Stack
      as="form"
      space="md"
      aria-labelledby={titleId}
      className={panelStyles.panel}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onCheck();
      }}
    >
      <Heading level={2} id={titleId}>
        {copy.title}
      </Heading>
      {reading}
      <p className={readingStyles.text}>{copy.intro}</p>
      <div className={formStyles.fields}>
        {number('loan', copy.loan, 'money')}
        {number('months', copy.months, 'count')}
        {number(
          'rate',
          copy.rate,
          'rate',
          inferredRates === null
            ? copy.rateHint
            : copy.rateFound(
                DAY_COUNTS.map(
                  (count) =>
                    `${CONTRACT_COPY.dayCounts[count]}: ${formatPercent(inferredRates[count])}`,
                ).join('; '),
              ),
        )}
      </div>
      <RadioGroup
        legend={copy.mortgageType}
        name={`${scope}rodzaj`}
        value={values.mortgageType}
        options={TYPE_OPTIONS}
        onChange={(mortgageType) => {
          change({ mortgageType });
        }}
      />
      <div className={formStyles.fields}>
        {date('payoutDate', copy.payoutDate)}
        {date('firstPaymentDate', copy.firstPaymentDate)}
        {number('paymentDay', copy.paymentDay, 'count')}
      </div>
      <label className={panelStyles.checkbox}>
        <input
          type="checkbox"
          checked={values.shiftToWorkingDay}
          onChange={(event) => {
            change({ shiftToWorkingDay: event.currentTarget.checked });
          }}
        />
        {copy.shift}
      </label>
      <div>
        <Button type="submit">{copy.check}</Button>
      </div>
    </Stack>
  );
}
