import { DAY_COUNTS, type DayCount } from '../../domain/records';
import { CONTRACT_COPY, CONTRACT_FIELD_IDS, type ContractValues } from '../../domain/scenarioForm';
import { Field, fieldControlClass } from '../Field/Field';
import { NumberField } from '../SimulationForm/NumberField';
import { RadioGroup } from '../SimulationForm/RadioGroup';
import type { SectionProps } from '../SimulationForm/sectionProps';
import * as formStyles from '../SimulationForm/SimulationForm.css';
import { Stack } from '../Stack/Stack';
import * as styles from '../CostsSection/CostsSection.css';

const DAY_COUNT_OPTIONS = DAY_COUNTS.map(
  (count) => [count, CONTRACT_COPY.dayCounts[count]] as const,
);

/** What the section holds before the borrower changes it: the spec's twelfth of a year. */
const EMPTY_CONTRACT: ContractValues = {
  dayCount: 'MONTHLY',
  payoutDate: '',
  firstPaymentDate: '',
  paymentDay: '',
  shiftToWorkingDay: false,
};

type DateField = 'payoutDate' | 'firstPaymentDate';

/**
 * `Szczegóły jak w umowie` (issue 37): how the bank counts interest and, for the real days, the
 * payout date, the first payment date, the payment day and whether a payment moves off a holiday.
 */
function ContractSection({ values, update, message, touch, idPrefix }: SectionProps) {
  const contract = values.contract ?? EMPTY_CONTRACT;

  function change(patch: Partial<ContractValues>) {
    update((current) => {
      const contract = { ...(current.contract ?? EMPTY_CONTRACT), ...patch };
      // The spec's rule needs no dates: the section is then empty, as the form starts.
      return { ...current, contract: contract.dayCount === 'MONTHLY' ? undefined : contract };
    });
  }

  function dateField(field: DateField, label: string, hint?: string) {
    const key = CONTRACT_FIELD_IDS[field];
    const shown = message(key);
    return (
      <Field id={`${idPrefix}${key}`} label={label} hint={hint} message={shown}>
        {(control) => (
          <input
            {...control}
            name={`${idPrefix}${key}`}
            type="date"
            className={fieldControlClass}
            value={contract[field]}
            aria-invalid={shown !== null}
            onChange={(event) => {
              change({ [field]: event.currentTarget.value });
            }}
            onBlur={() => {
              touch(key);
            }}
          />
        )}
      </Field>
    );
  }

  const dayKey = CONTRACT_FIELD_IDS.paymentDay;
  const dayMessage = message(dayKey);
  return (
    <Stack space="md">
      <p className={styles.intro}>{CONTRACT_COPY.intro}</p>
      <RadioGroup<DayCount>
        legend={CONTRACT_COPY.dayCountLegend}
        name={`${idPrefix}naliczanie-odsetek`}
        value={contract.dayCount}
        options={DAY_COUNT_OPTIONS}
        onChange={(dayCount) => {
          change({ dayCount });
        }}
      />
      {contract.dayCount !== 'MONTHLY' && (
        <>
          <div className={formStyles.fields}>
            {dateField('payoutDate', CONTRACT_COPY.payoutDate)}
            {dateField(
              'firstPaymentDate',
              CONTRACT_COPY.firstPaymentDate,
              CONTRACT_COPY.firstPaymentHint,
            )}
            <NumberField
              id={`${idPrefix}${dayKey}`}
              label={CONTRACT_COPY.paymentDay}
              kind="count"
              value={contract.paymentDay}
              message={dayMessage}
              invalid={dayMessage !== null}
              onChange={(paymentDay) => {
                change({ paymentDay });
              }}
              onBlur={() => {
                touch(dayKey);
              }}
            />
          </div>
          <Stack space="xs">
            <label className={formStyles.radio}>
              <input
                type="checkbox"
                checked={contract.shiftToWorkingDay}
                aria-describedby={`${idPrefix}umowa-przesun-podpowiedz`}
                onChange={(event) => {
                  change({ shiftToWorkingDay: event.currentTarget.checked });
                }}
              />
              {CONTRACT_COPY.shift}
            </label>
            <p id={`${idPrefix}umowa-przesun-podpowiedz`} className={styles.intro}>
              {CONTRACT_COPY.shiftHint}
            </p>
          </Stack>
        </>
      )}
    </Stack>
  );
}

export default ContractSection;
