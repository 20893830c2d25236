import { COSTS_COPY } from '../../domain/copy/scenario';
import { fieldId, type CommissionUnit, type CostsValues } from '../../domain/scenarioForm';
import { NumberField } from '../SimulationForm/NumberField';
import type { SectionProps } from '../SimulationForm/sectionProps';
import * as formStyles from '../SimulationForm/SimulationForm.css';
import { Stack } from '../Stack/Stack';
import * as styles from './CostsSection.css';

const UNITS: readonly CommissionUnit[] = ['PERCENT', 'AMOUNT'];

type CostField = Exclude<keyof CostsValues, 'commissionUnit'>;

const FIELDS: readonly (readonly [CostField, string, string])[] = [
  ['insurance', 'ubezpieczenie', COSTS_COPY.insurance],
  ['fees', 'oplaty', COSTS_COPY.fees],
  ['oneOff', 'jednorazowe', COSTS_COPY.oneOff],
  ['bridgeMargin', 'marza', COSTS_COPY.bridgeMargin],
];

/** The `Koszty kredytu` section (issue 13): commission, insurance, fees and the bridge margin. */
export function CostsSection({ values, update, message, touch, idPrefix }: SectionProps) {
  const costs = values.costs;

  function change(field: keyof CostsValues, text: string) {
    update((current) => ({ ...current, costs: { ...current.costs, [field]: text } }));
  }

  function numberField(field: CostField, name: string, label: string, integer = false) {
    const key = fieldId('koszty', 'kredytu', name);
    const shown = message(key);
    return (
      <NumberField
        key={key}
        id={`${idPrefix}${key}`}
        label={label}
        kind={integer ? 'integer' : 'decimal'}
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
          {numberField('commission', 'prowizja', COSTS_COPY.commission(costs.commissionUnit))}
          <fieldset className={formStyles.fieldset}>
            <legend className="visually-hidden">{COSTS_COPY.commissionUnit}</legend>
            <div className={formStyles.radios}>
              {UNITS.map((unit) => (
                <label key={unit} className={formStyles.radio}>
                  <input
                    type="radio"
                    name="prowizja-jednostka"
                    value={unit}
                    checked={costs.commissionUnit === unit}
                    onChange={() => {
                      change('commissionUnit', unit);
                    }}
                  />
                  {COSTS_COPY.units[unit]}
                </label>
              ))}
            </div>
          </fieldset>
        </Stack>
        {FIELDS.map(([field, name, label]) => numberField(field, name, label))}
        {numberField('bridgeMonths', 'marza-raty', COSTS_COPY.bridgeMonthsLabel, true)}
      </div>
    </Stack>
  );
}

export default CostsSection;
