import type { NumberKind } from '../../domain';
import { COSTS_COPY } from '../../domain/copy/scenario';
import { fieldId, type CommissionUnit, type CostsValues } from '../../domain/scenarioForm';
import { NumberField } from '../SimulationForm/NumberField';
import { RadioGroup } from '../SimulationForm/RadioGroup';
import type { SectionProps } from '../SimulationForm/sectionProps';
import * as formStyles from '../SimulationForm/SimulationForm.css';
import { Stack } from '../Stack/Stack';
import * as styles from './CostsSection.css';

const UNITS: readonly CommissionUnit[] = ['PERCENT', 'AMOUNT'];
const UNIT_OPTIONS = UNITS.map((unit) => [unit, COSTS_COPY.units[unit]] as const);

type CostField = Exclude<keyof CostsValues, 'commissionUnit'>;

const FIELDS: readonly (readonly [CostField, string, string, NumberKind])[] = [
  ['insurance', 'ubezpieczenie', COSTS_COPY.insurance, 'money'],
  ['fees', 'oplaty', COSTS_COPY.fees, 'money'],
  ['oneOff', 'jednorazowe', COSTS_COPY.oneOff, 'money'],
  ['bridgeMargin', 'marza', COSTS_COPY.bridgeMargin, 'points'],
];

/** The `Koszty kredytu` section (issue 13): commission, insurance, fees and the bridge margin. */
function CostsSection({ values, update, message, touch, idPrefix }: SectionProps) {
  const costs = values.costs;

  function change(field: keyof CostsValues, text: string) {
    update((current) => ({ ...current, costs: { ...current.costs, [field]: text } }));
  }

  function numberField(field: CostField, name: string, label: string, kind: NumberKind) {
    const key = fieldId('koszty', 'kredytu', name);
    const shown = message(key);
    return (
      <NumberField
        key={key}
        id={`${idPrefix}${key}`}
        label={label}
        kind={kind}
        value={costs[field]}
        message={shown}
        invalid={shown !== null}
        onChange={(text) => {
          change(field, text);
        }}
        onBlur={() => {
          touch(key);
        }}
      />
    );
  }

  return (
    <Stack space="md">
      <p className={styles.intro}>{COSTS_COPY.intro}</p>
      <div className={formStyles.fields}>
        <Stack space="xs">
          {numberField(
            'commission',
            'prowizja',
            COSTS_COPY.commission(costs.commissionUnit),
            costs.commissionUnit === 'PERCENT' ? 'rate' : 'money',
          )}
          <RadioGroup
            legend={COSTS_COPY.commissionUnit}
            legendHidden
            name="prowizja-jednostka"
            value={costs.commissionUnit}
            options={UNIT_OPTIONS}
            onChange={(unit) => {
              change('commissionUnit', unit);
            }}
          />
        </Stack>
        {FIELDS.map(([field, name, label, kind]) => numberField(field, name, label, kind))}
        {numberField('bridgeMonths', 'marza-raty', COSTS_COPY.bridgeMonthsLabel, 'count')}
      </div>
    </Stack>
  );
}

export default CostsSection;

// The form loads `Szczegóły jak w umowie` with this section: one lazy chunk for both keeps home's
// first load from naming a chunk of its own (home's eager-JS budget, issue 37).
export { default as ContractSection } from '../ContractSection/ContractSection';
