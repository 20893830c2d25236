import { useId, useState } from 'react';
import { MORTGAGE_TYPES } from '../../domain';
import { MORTGAGE_TYPE_COPY } from '../../domain/copy/shared';
import { CONTRIBUTION_COVERS, type CapacityAssumptions } from '../../domain/capacityInput';
import type { CapacityField, CapacityFormValues } from '../../domain/capacityForm';
import { CAPACITY_COPY } from '../../domain/copy/capacity';
import { FORM_COPY } from '../../domain/copy/form';
import { Disclosure } from '../Disclosure/Disclosure';
import { Heading } from '../Heading/Heading';
import { NumberField } from '../SimulationForm/NumberField';
import { RadioGroup } from '../SimulationForm/RadioGroup';
import { Stack } from '../Stack/Stack';
import { AssumptionFields } from './AssumptionFields';
import { BorrowerFields } from './BorrowerFields';
import * as styles from './CapacityForm.css';
import { fieldProps, type FormChange } from './fieldProps';

const copy = CAPACITY_COPY;
const TYPE_OPTIONS = MORTGAGE_TYPES.map((type) => [type, MORTGAGE_TYPE_COPY[type]] as const);
const FIXED_OPTIONS = [
  ['TAK', copy.fixedOptions.yes],
  ['NIE', copy.fixedOptions.no],
] as const;
const COVER_OPTIONS = CONTRIBUTION_COVERS.map((cover) => [cover, copy.covers[cover]] as const);

export interface CapacityFormProps {
  values: CapacityFormValues;
  /** Each field's message, for the fields that show one now (touched and wrong). */
  messages: Partial<Record<CapacityField, string>>;
  /** The assumptions in force, for the hints that name them. */
  assumptions: CapacityAssumptions;
  onChange: FormChange;
  onBlur: (field: CapacityField) => void;
  /** Opens the assumptions at first (a shared link that changed them). */
  assumptionsOpen?: boolean;
}

/** The capacity page's inputs: incomes, household and debts, the loan, the property, assumptions. */
export function CapacityForm({
  values,
  messages,
  assumptions,
  onChange,
  onBlur,
  assumptionsOpen = false,
}: CapacityFormProps) {
  const [open, setOpen] = useState(assumptionsOpen);
  const scope = useId();
  const field = fieldProps(values, messages, onChange, onBlur, scope);
  return (
    <Stack
      as="form"
      space="lg"
      className={styles.form}
      aria-labelledby={`${scope}dane`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <Heading level={2} id={`${scope}dane`}>
        {copy.formTitle}
      </Heading>
      <BorrowerFields values={values} assumptions={assumptions} field={field} onChange={onChange} />
      <Stack space="md">
        <Heading level={3}>{copy.householdTitle}</Heading>
        <div className={styles.fields}>
          <NumberField
            label={copy.personsLabel}
            hint={copy.personsHint(assumptions)}
            kind="count"
            {...field('persons', 'zdolnosc-osoby')}
          />
          <NumberField
            label={copy.ageLabel}
            hint={copy.ageHint(assumptions)}
            kind="count"
            {...field('age', 'zdolnosc-wiek')}
          />
          <NumberField
            label={copy.otherInstalmentsLabel}
            kind="money"
            {...field('otherInstalments', 'zdolnosc-inne-raty')}
          />
          <NumberField
            label={copy.cardLimitsLabel}
            hint={copy.cardLimitsHint(assumptions)}
            kind="money"
            {...field('cardLimits', 'zdolnosc-limity')}
          />
        </div>
      </Stack>
      <Stack space="md">
        <Heading level={3}>{copy.loanTitle}</Heading>
        <div className={styles.fields}>
          <NumberField
            label={FORM_COPY.termLabel}
            hint={FORM_COPY.termHint}
            kind="term"
            {...field('term', 'zdolnosc-okres')}
          />
          <NumberField
            label={FORM_COPY.rateLabel}
            hint={FORM_COPY.rateHint}
            kind="rate"
            {...field('rate', 'zdolnosc-oprocentowanie')}
          />
        </div>
        <RadioGroup
          legend={FORM_COPY.typeLegend}
          name="zdolnosc-rodzaj-rat"
          value={values.mortgageType}
          options={TYPE_OPTIONS}
          onChange={(mortgageType) => {
            onChange((current) => ({ ...current, mortgageType }));
          }}
        />
        <RadioGroup
          legend={copy.fixedLegend}
          name="zdolnosc-stala"
          value={values.fixedForFiveYears ? 'TAK' : 'NIE'}
          options={FIXED_OPTIONS}
          onChange={(choice) => {
            onChange((current) => ({ ...current, fixedForFiveYears: choice === 'TAK' }));
          }}
        />
        <p className={styles.intro}>{copy.fixedHint(assumptions)}</p>
      </Stack>
      <Stack space="md">
        <Heading level={3}>{copy.propertyTitle}</Heading>
        <div className={styles.fields}>
          <NumberField label={copy.priceLabel} kind="money" {...field('price', 'zdolnosc-cena')} />
          <NumberField
            label={copy.contributionLabel}
            kind="money"
            {...field('contribution', 'zdolnosc-wklad')}
          />
        </div>
        <RadioGroup
          legend={copy.coverLegend}
          name="zdolnosc-zabezpieczenie"
          value={values.cover}
          options={COVER_OPTIONS}
          onChange={(cover) => {
            onChange((current) => ({ ...current, cover }));
          }}
        />
      </Stack>
      <Disclosure
        id={`${scope}zalozenia`}
        label={copy.assumptionsTitle}
        open={open}
        onToggle={() => {
          setOpen((current) => !current);
        }}
      >
        <AssumptionFields values={values} field={field} onChange={onChange} />
      </Disclosure>
    </Stack>
  );
}
