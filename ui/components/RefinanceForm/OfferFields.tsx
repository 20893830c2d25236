import { REFINANCE_COPY } from '../../domain/copy/refinance';
import { formatDecimal } from '../../domain/format';
import {
  MORTGAGE_ENTRY_FEE,
  MORTGAGE_REMOVAL_FEE,
  MORTGAGE_TAX,
  VALUATION_DEFAULT,
} from '../../domain/refinanceDefaults';
import type { OfferValues } from '../../domain/refinanceForm';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { NumberField } from '../SimulationForm/NumberField';
import { Stack } from '../Stack/Stack';
import type { RefinanceFields } from './fields';
import * as styles from './RefinanceForm.css';

const copy = REFINANCE_COPY.options;

export interface OfferFieldsProps {
  index: number;
  count: number;
  offer: OfferValues;
  field: RefinanceFields;
  onAddCosts: (checked: boolean) => void;
  /** Absent for the only offer. */
  onRemove?: (() => void) | undefined;
}

/** One offer of `Przenoszę kredyt`: the new loan's terms and its costs. */
export function OfferFields({
  index,
  count,
  offer,
  field,
  onAddCosts,
  onRemove,
}: OfferFieldsProps) {
  const name = copy.offerName(index + 1, count);
  const suffix = count > 1 ? `, ${name}` : undefined;
  const number = (key: Parameters<RefinanceFields['offer']>[1]) => ({
    ...field.offer(index, key),
    ...(suffix !== undefined && { labelSuffix: suffix }),
  });
  return (
    <Stack as="section" space="md" className={styles.offer} aria-label={name}>
      <Heading level={3}>{name}</Heading>
      <div className={styles.fields}>
        <NumberField label={copy.offerMonths} kind="term" {...number('months')} />
        <NumberField label={copy.offerMargin} kind="points" {...number('marginPercent')} />
        <NumberField
          label={copy.offerFixedYears}
          hint={copy.offerFixedHint}
          kind="term"
          {...number('fixedYears')}
        />
        <NumberField label={copy.offerFixedRate} kind="rate" {...number('fixedRatePercent')} />
        <NumberField label={copy.commission} kind="rate" {...number('commissionPercent')} />
        <NumberField
          label={copy.valuation}
          hint={copy.valuationHint(formatDecimal(VALUATION_DEFAULT))}
          kind="money"
          {...number('valuation')}
        />
        <NumberField
          label={copy.mortgageEntry}
          hint={copy.mortgageEntryHint(formatDecimal(MORTGAGE_ENTRY_FEE))}
          kind="money"
          {...number('mortgageEntry')}
        />
        <NumberField
          label={copy.mortgageRemoval}
          hint={copy.mortgageRemovalHint(formatDecimal(MORTGAGE_REMOVAL_FEE))}
          kind="money"
          {...number('mortgageRemoval')}
        />
        <NumberField
          label={copy.pcc}
          hint={copy.pccHint(formatDecimal(MORTGAGE_TAX))}
          kind="money"
          {...number('pcc')}
        />
        <NumberField label={copy.otherCosts} kind="money" {...number('otherCosts')} />
        <NumberField label={copy.bridgeMargin} kind="points" {...number('bridgeMarginPercent')} />
        <NumberField label={copy.bridgeMonths} kind="count" {...number('bridgeMonths')} />
        <NumberField label={copy.insurance} kind="money" {...number('insuranceMonthly')} />
        <NumberField label={copy.insuranceMonths} kind="count" {...number('insuranceMonths')} />
      </div>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={offer.addCostsToLoan}
          aria-label={suffix === undefined ? undefined : `${copy.addCosts}${suffix}`}
          onChange={(event) => {
            onAddCosts(event.currentTarget.checked);
          }}
        />
        {copy.addCosts}
      </label>
      {onRemove !== undefined && (
        <div className={styles.actions}>
          <Button
            tone="secondary"
            onClick={onRemove}
            aria-label={`${copy.removeOffer}${suffix ?? ''}`}
          >
            {copy.removeOffer}
          </Button>
        </div>
      )}
    </Stack>
  );
}
