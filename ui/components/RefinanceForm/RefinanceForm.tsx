import { useId, type ReactNode } from 'react';
import { MORTGAGE_TYPES, POLISH_MONTHS } from '../../domain';
import { REFINANCE_COPY } from '../../domain/copy/refinance';
import { FORM_COPY } from '../../domain/copy/form';
import { MORTGAGE_TYPE_COPY } from '../../domain/copy/shared';
import type { RefinanceField, RefinanceFormValues } from '../../domain/refinanceForm';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { NumberField } from '../SimulationForm/NumberField';
import { RadioGroup } from '../SimulationForm/RadioGroup';
import { SelectField } from '../SimulationForm/SelectField';
import { Stack } from '../Stack/Stack';
import { fieldHelper, type RefinanceChange } from './fields';
import { OfferFields } from './OfferFields';
import * as styles from './RefinanceForm.css';

const copy = REFINANCE_COPY;
const TYPE_OPTIONS = MORTGAGE_TYPES.map((type) => [type, MORTGAGE_TYPE_COPY[type]] as const);
const MONTH_OPTIONS = POLISH_MONTHS.map((name, index) => [String(index + 1), name] as const);

export interface RefinanceFormProps {
  values: RefinanceFormValues;
  /** Each field's message, for the fields that show one now. */
  messages: Partial<Record<RefinanceField, string>>;
  onChange: RefinanceChange;
  onBlur: (field: RefinanceField) => void;
  /** Where the current loan comes from: the saved-run picker, shown above its fields. */
  source?: ReactNode;
  /** Adds an offer (a copy of the last one); absent when there are as many as allowed. */
  onAddOffer?: (() => void) | undefined;
}

/** The planner's inputs: the current loan, the options, and how they are compared. */
export function RefinanceForm({
  values,
  messages,
  onChange,
  onBlur,
  source,
  onAddOffer,
}: RefinanceFormProps) {
  const scope = useId();
  const field = fieldHelper(values, messages, onChange, onBlur, scope);
  const set = (change: Partial<RefinanceFormValues>) => {
    onChange((current) => ({ ...current, ...change }));
  };
  return (
    <Stack
      as="form"
      space="lg"
      className={styles.form}
      aria-labelledby={`${scope}obecny`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <Heading level={2} id={`${scope}obecny`}>
        {copy.source.title}
      </Heading>
      {source}
      <div className={styles.fields}>
        <NumberField label={copy.current.balance} kind="money" {...field.current('balance')} />
        <NumberField label={copy.current.monthsLeft} kind="term" {...field.current('monthsLeft')} />
        <NumberField label={copy.current.rate} kind="rate" {...field.current('ratePercent')} />
        <NumberField
          label={copy.current.fixedMonths}
          hint={copy.current.fixedHint}
          kind="term"
          {...field.current('fixedMonthsLeft')}
        />
        <NumberField
          label={copy.current.index}
          hint={copy.current.indexHint}
          kind="rate"
          {...field.current('indexPercent')}
        />
        <NumberField
          label={copy.current.margin}
          hint={copy.current.marginHint}
          kind="points"
          {...field.current('marginPercent')}
        />
      </div>
      <RadioGroup
        legend={FORM_COPY.typeLegend}
        name={`${scope}rodzaj`}
        value={values.mortgageType}
        options={TYPE_OPTIONS}
        onChange={(mortgageType) => {
          set({ mortgageType });
        }}
      />
      <fieldset className={styles.fields}>
        <legend>{copy.current.contract}</legend>
        <SelectField
          id={`${scope}umowa-miesiac`}
          label={copy.current.contractMonth}
          labelSuffix={`, ${copy.current.contract}`}
          value={String(values.contractMonth)}
          options={MONTH_OPTIONS}
          onChange={(month) => {
            set({ contractMonth: Number(month) });
          }}
        />
        <NumberField
          label={copy.current.contractYear}
          labelSuffix={`, ${copy.current.contract}`}
          kind="count"
          {...field.current('contractYear')}
        />
      </fieldset>
      <div className={styles.fields}>
        <NumberField
          label={copy.current.feePercent}
          hint={copy.current.feeHint}
          kind="rate"
          {...field.current('feePercent')}
        />
        <NumberField
          label={copy.current.commissionPaid}
          kind="money"
          {...field.current('commissionPaid')}
        />
        <NumberField
          label={copy.current.originalMonths}
          kind="term"
          {...field.current('originalMonths')}
        />
      </div>

      <Heading level={2}>{copy.options.title}</Heading>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={values.newFixed.on}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            onChange((current) => ({ ...current, newFixed: { ...current.newFixed, on } }));
          }}
        />
        {copy.options.newFixedToggle}
      </label>
      {values.newFixed.on && (
        <div className={styles.fields}>
          <NumberField
            label={copy.options.newFixedRate}
            kind="rate"
            {...field.newFixed('ratePercent')}
          />
          <NumberField
            label={copy.options.newFixedYears}
            kind="term"
            {...field.newFixed('years')}
          />
          <NumberField label={copy.options.annexFee} kind="money" {...field.newFixed('annexFee')} />
        </div>
      )}
      {values.offers.map((offer, index) => (
        <OfferFields
          // Offers have no identity but their place; removing one re-renders those after it.
          key={index}
          index={index}
          count={values.offers.length}
          offer={offer}
          field={field}
          onAddCosts={(addCostsToLoan) => {
            onChange((current) => ({
              ...current,
              offers: current.offers.map((one, at) =>
                at === index ? { ...one, addCostsToLoan } : one,
              ),
            }));
          }}
          onRemove={
            values.offers.length > 1
              ? () => {
                  onChange((current) => ({
                    ...current,
                    offers: current.offers.filter((_, at) => at !== index),
                  }));
                }
              : undefined
          }
        />
      ))}
      <div className={styles.actions}>
        {onAddOffer === undefined ? (
          <p className={styles.note}>{copy.options.addOfferLimit}</p>
        ) : (
          <Button tone="secondary" onClick={onAddOffer}>
            {copy.options.addOffer}
          </Button>
        )}
      </div>

      <Heading level={2}>{copy.comparison.title}</Heading>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={values.refund}
          onChange={(event) => {
            set({ refund: event.currentTarget.checked });
          }}
        />
        {copy.comparison.refund}
      </label>
      <p className={styles.note}>{copy.comparison.refundHint}</p>
      <div className={styles.fields}>
        <NumberField
          label={copy.comparison.horizon}
          kind="term"
          {...field.current('horizonYears')}
        />
        <NumberField
          label={copy.comparison.ownStress}
          hint={copy.comparison.ownStressHint}
          kind="points"
          {...field.current('ownStressPoints')}
        />
      </div>
    </Stack>
  );
}
