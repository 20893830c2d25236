import type { CapacityFormValues } from '../../domain/capacityForm';
import { CAPACITY_COPY } from '../../domain/copy/capacity';
import { NumberField } from '../SimulationForm/NumberField';
import { Stack } from '../Stack/Stack';
import * as styles from './CapacityForm.css';
import type { FieldHelper, FormChange } from './fieldProps';

const copy = CAPACITY_COPY.assumptions;

export interface AssumptionFieldsProps {
  values: CapacityFormValues;
  field: FieldHelper;
  onChange: FormChange;
}

/** The defaults a borrower may change: shares of income, living costs, buffers, BGK's rules. */
export function AssumptionFields({ values, field, onChange }: AssumptionFieldsProps) {
  return (
    <Stack space="md">
      <p className={styles.intro}>{CAPACITY_COPY.assumptionsIntro}</p>
      <div className={styles.fields}>
        <NumberField
          label={copy.businessShare}
          kind="rate"
          {...field('businessShare', 'zdolnosc-udzial-b2b')}
        />
        <NumberField
          label={copy.civilShare}
          kind="rate"
          {...field('civilShare', 'zdolnosc-udzial-zlecenie')}
        />
        <NumberField
          label={copy.firstPersonCost}
          kind="money"
          {...field('firstPersonCost', 'zdolnosc-koszt-pierwszej')}
        />
        <NumberField
          label={copy.furtherPersonCost}
          kind="money"
          {...field('furtherPersonCost', 'zdolnosc-koszt-kolejnej')}
        />
        <NumberField
          label={copy.cardLimitShare}
          kind="rate"
          {...field('cardLimitShare', 'zdolnosc-udzial-limitow')}
        />
        <NumberField
          label={copy.ageLimit}
          kind="count"
          {...field('ageLimit', 'zdolnosc-wiek-graniczny')}
        />
        <NumberField
          label={copy.incomeThreshold}
          hint={copy.incomeThresholdHint}
          kind="money"
          {...field('incomeThreshold', 'zdolnosc-prog-dochodu')}
        />
        <NumberField
          label={copy.fixedBuffer}
          kind="points"
          {...field('fixedBuffer', 'zdolnosc-bufor-stala')}
        />
        <NumberField
          label={copy.variableBuffer}
          kind="points"
          {...field('variableBuffer', 'zdolnosc-bufor-zmienna')}
        />
        <NumberField
          label={copy.insuranceCost}
          kind="rate"
          {...field('insuranceCost', 'zdolnosc-koszt-ubezpieczenia')}
        />
        <NumberField
          label={copy.bgkContributionMax}
          kind="rate"
          {...field('bgkContributionMax', 'zdolnosc-bgk-wklad')}
        />
      </div>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={values.assumptions.bgkCheck}
          onChange={(event) => {
            const bgkCheck = event.currentTarget.checked;
            onChange((current) => ({
              ...current,
              assumptions: { ...current.assumptions, bgkCheck },
            }));
          }}
        />
        {copy.bgkCheck}
      </label>
    </Stack>
  );
}
