import { useId } from 'react';
import { INCOME_KINDS, type CapacityAssumptions } from '../../domain/capacityInput';
import type { CapacityFormValues } from '../../domain/capacityForm';
import { CAPACITY_COPY } from '../../domain/copy/capacity';
import { CAPACITY_BORROWERS_MAX } from '../../domain/limits';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { NumberField } from '../SimulationForm/NumberField';
import { SelectField } from '../SimulationForm/SelectField';
import { Stack } from '../Stack/Stack';
import * as styles from './CapacityForm.css';
import type { FieldHelper, FormChange } from './fieldProps';

const copy = CAPACITY_COPY;
const KIND_OPTIONS = INCOME_KINDS.map((kind) => [kind, copy.kinds[kind]] as const);

export interface BorrowerFieldsProps {
  values: CapacityFormValues;
  assumptions: CapacityAssumptions;
  field: FieldHelper;
  onChange: FormChange;
}

/** Each borrower's net income and its kind; a second borrower can be added and removed. */
export function BorrowerFields({ values, assumptions, field, onChange }: BorrowerFieldsProps) {
  const scope = useId();
  const two = values.borrowers.length > 1;
  const setKind = (index: number, kind: (typeof INCOME_KINDS)[number]) => {
    onChange((current) => ({
      ...current,
      borrowers: current.borrowers.map((borrower, at) =>
        at === index ? { ...borrower, kind } : borrower,
      ),
    }));
  };
  return (
    <Stack space="md">
      <Heading level={3}>{copy.incomeTitle}</Heading>
      <div className={styles.fields}>
        <NumberField
          label={two ? copy.incomeFirst : copy.incomeHousehold}
          kind="money"
          {...field('income0', 'zdolnosc-dochod-1')}
        />
        <SelectField
          id={`${scope}rodzaj-1`}
          label={copy.kindLabel}
          value={values.borrowers[0]?.kind ?? 'EMPLOYMENT'}
          options={KIND_OPTIONS}
          onChange={(kind) => {
            setKind(0, kind);
          }}
        />
        {two && (
          <>
            <NumberField
              label={copy.incomeSecond}
              kind="money"
              {...field('income1', 'zdolnosc-dochod-2')}
            />
            <SelectField
              id={`${scope}rodzaj-2`}
              label={copy.kindSecondLabel}
              value={values.borrowers[1]?.kind ?? 'EMPLOYMENT'}
              options={KIND_OPTIONS}
              onChange={(kind) => {
                setKind(1, kind);
              }}
            />
          </>
        )}
      </div>
      <p className={styles.intro}>{copy.kindHint(assumptions)}</p>
      <div className={styles.actions}>
        {two ? (
          <Button
            tone="secondary"
            onClick={() => {
              onChange((current) => ({ ...current, borrowers: current.borrowers.slice(0, 1) }));
            }}
          >
            {copy.removeBorrower}
          </Button>
        ) : (
          <Button
            tone="secondary"
            disabled={values.borrowers.length >= CAPACITY_BORROWERS_MAX}
            onClick={() => {
              onChange((current) => ({
                ...current,
                borrowers: [...current.borrowers, { income: '', kind: 'EMPLOYMENT' }],
              }));
            }}
          >
            {copy.addBorrower}
          </Button>
        )}
      </div>
    </Stack>
  );
}
