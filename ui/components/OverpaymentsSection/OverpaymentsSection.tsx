import { OVERPAYMENT_EFFECTS, OVERPAYMENT_REPEATS, OVERPAYMENTS_MAX } from '../../domain';
import { OVERPAYMENTS_COPY } from '../../domain/copy/scenario';
import { fieldId, newOverpaymentRow, type OverpaymentRowValues } from '../../domain/scenarioForm';
import { Suspense, useState } from 'react';
import { lazyComponent } from '../../runtime/lazy';
import { Button } from '../Button/Button';
import { Disclosure } from '../Disclosure/Disclosure';
import { LoadingState } from '../LoadingState/LoadingState';
import { NumberField } from '../SimulationForm/NumberField';
import type { SectionProps } from '../SimulationForm/sectionProps';
import { SelectField } from '../SimulationForm/SelectField';
import { Stack } from '../Stack/Stack';
import * as styles from './OverpaymentsSection.css';

const REPEAT_OPTIONS = OVERPAYMENT_REPEATS.map(
  (repeat) => [repeat, OVERPAYMENTS_COPY.repeats[repeat]] as const,
);
const EFFECT_OPTIONS = OVERPAYMENT_EFFECTS.map(
  (effect) => [effect, OVERPAYMENTS_COPY.effects[effect]] as const,
);

// The goal tools are their own chunk, loaded when the borrower opens them (issue 36).
const { Component: GoalToolsInForm } = lazyComponent(() =>
  import('../GoalTools/GoalToolsInForm').then((module) => module.default),
);

/** The `Nadpłaty` section (issue 11): up to 20 rows and the optional early-repayment fee. */
function OverpaymentsSection(props: SectionProps) {
  const { values, update, message, touch, idPrefix, base, mortgageType = 'ANNUITY' } = props;
  const rows = values.overpayments;
  const [goalsOpen, setGoalsOpen] = useState(false);

  function changeRow(key: number, change: Partial<OverpaymentRowValues>) {
    update((current) => ({
      ...current,
      overpayments: current.overpayments.map((row) =>
        row.key === key ? { ...row, ...change } : row,
      ),
    }));
  }

  function field(row: OverpaymentRowValues, index: number, name: 'kwota' | 'od' | 'do') {
    const key = fieldId('nadplata', row.key, name);
    const shown = message(key);
    return {
      id: `${idPrefix}${key}`,
      labelSuffix: OVERPAYMENTS_COPY.inRow('', index + 1),
      message: shown,
      invalid: shown !== null,
      onBlur: () => {
        touch(key);
      },
    };
  }

  const feeKey = fieldId('nadplata', 'prowizja', 'procent');
  const feeMessage = message(feeKey);

  return (
    <Stack space="md">
      <p className={styles.intro}>{OVERPAYMENTS_COPY.intro}</p>
      {rows.map((row, index) => (
        <Stack as="fieldset" space="sm" align="start" key={row.key} className={styles.row}>
          <legend className={styles.legend}>{OVERPAYMENTS_COPY.rowLegend(index + 1)}</legend>
          <div className={styles.fields}>
            <NumberField
              {...field(row, index, 'kwota')}
              label={OVERPAYMENTS_COPY.amount}
              kind="money"
              value={row.amount}
              onChange={(amount) => {
                changeRow(row.key, { amount });
              }}
            />
            <NumberField
              {...field(row, index, 'od')}
              label={OVERPAYMENTS_COPY.month}
              kind="count"
              value={row.month}
              onChange={(month) => {
                changeRow(row.key, { month });
              }}
            />
            <SelectField
              id={`${idPrefix}${fieldId('nadplata', row.key, 'powtarzaj')}`}
              label={OVERPAYMENTS_COPY.repeat}
              labelSuffix={OVERPAYMENTS_COPY.inRow('', index + 1)}
              value={row.repeat}
              options={REPEAT_OPTIONS}
              onChange={(repeat) => {
                changeRow(row.key, { repeat });
              }}
            />
            {row.repeat !== 'ONCE' && (
              <NumberField
                {...field(row, index, 'do')}
                label={OVERPAYMENTS_COPY.untilMonth}
                hint={OVERPAYMENTS_COPY.untilHint}
                kind="count"
                value={row.untilMonth}
                onChange={(untilMonth) => {
                  changeRow(row.key, { untilMonth });
                }}
              />
            )}
            <SelectField
              id={`${idPrefix}${fieldId('nadplata', row.key, 'efekt')}`}
              label={OVERPAYMENTS_COPY.effect}
              labelSuffix={OVERPAYMENTS_COPY.inRow('', index + 1)}
              value={row.effect}
              options={EFFECT_OPTIONS}
              onChange={(effect) => {
                changeRow(row.key, { effect });
              }}
            />
          </div>
          <Button
            tone="secondary"
            aria-label={OVERPAYMENTS_COPY.inRow(OVERPAYMENTS_COPY.remove, index + 1)}
            onClick={() => {
              update((current) => ({
                ...current,
                overpayments: current.overpayments.filter((candidate) => candidate.key !== row.key),
              }));
            }}
          >
            {OVERPAYMENTS_COPY.remove}
          </Button>
        </Stack>
      ))}
      <div className={styles.actions}>
        <Button
          tone="secondary"
          disabled={rows.length >= OVERPAYMENTS_MAX}
          onClick={() => {
            update((current) => ({
              ...current,
              overpayments: [...current.overpayments, newOverpaymentRow()],
            }));
          }}
        >
          {OVERPAYMENTS_COPY.add}
        </Button>
        {rows.length >= OVERPAYMENTS_MAX && (
          <p className={styles.note}>{OVERPAYMENTS_COPY.maxRows}</p>
        )}
      </div>
      {rows.length > 0 && (
        <div className={styles.fee}>
          <NumberField
            id={`${idPrefix}${feeKey}`}
            label={OVERPAYMENTS_COPY.fee}
            hint={OVERPAYMENTS_COPY.feeHint}
            kind="rate"
            value={values.overpaymentFee}
            message={feeMessage}
            invalid={feeMessage !== null}
            onChange={(overpaymentFee) => {
              update((current) => ({ ...current, overpaymentFee }));
            }}
            onBlur={() => {
              touch(feeKey);
            }}
          />
        </div>
      )}
      <Disclosure
        id={`${idPrefix}nadplaty-z-celem`}
        label={OVERPAYMENTS_COPY.goalsToggle}
        open={goalsOpen}
        onToggle={() => {
          setGoalsOpen((open) => !open);
        }}
      >
        <Suspense fallback={<LoadingState />}>
          <GoalToolsInForm
            values={values}
            update={update}
            base={base}
            mortgageType={mortgageType}
          />
        </Suspense>
      </Disclosure>
    </Stack>
  );
}

export default OverpaymentsSection;
