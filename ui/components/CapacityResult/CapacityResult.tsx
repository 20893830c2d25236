import { useId, type ReactNode } from 'react';
import {
  incomeShare,
  LIVING_COSTS_RANGE_PERCENT,
  type CapacityResult as Result,
} from '../../domain/capacity';
import { CAPACITY_COPY } from '../../domain/copy/capacity';
import { formatMoney, formatPercent } from '../../domain/format';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import * as styles from './CapacityResult.css';
import { LimitsTable } from './LimitsTable';
import { bindingRuleText } from './ruleText';

const copy = CAPACITY_COPY.result;
/** Percent shares are shown to one decimal. */
const SHARE_DECIMALS = 10;

/** What the result shows: nothing yet, a form to correct, or the figures. */
export type CapacityResultState =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | {
      kind: 'ready';
      result: Result;
      annualRatePercent: number;
      /** The BGK setting in force, for the refusal's text. */
      bgkContributionMaxPercent: number;
      /** `Symuluj tę kwotę`: its address, still being written, or an amount home cannot take. */
      simulate: { href: string } | 'pending' | 'unavailable';
    };

export interface CapacityResultProps {
  state: CapacityResultState;
  /** The share control, under the figures. */
  share?: ReactNode;
}

const grosze = (value: number) => formatMoney(value / 100);
const percent = (value: number) => formatPercent(value);
const share = (instalment: number, income: number) => {
  const value = incomeShare(instalment, income);
  return value === null ? '–' : percent(Math.round(value * SHARE_DECIMALS) / SHARE_DECIMALS);
};

/** The largest loan, the rule that sets it, every limit, the instalments and the range. */
export function CapacityResult({ state, share: shareControl }: CapacityResultProps) {
  const headingId = useId();
  return (
    <Stack as="section" space="md" className={styles.card} aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {copy.title}
      </Heading>
      {state.kind === 'ready' ? (
        <Figures {...state} />
      ) : (
        <p className={styles.text}>{state.kind === 'empty' ? copy.empty : copy.invalid}</p>
      )}
      {state.kind === 'ready' && shareControl}
    </Stack>
  );
}

function Figures({
  result,
  annualRatePercent,
  bgkContributionMaxPercent,
  simulate,
}: Extract<CapacityResultState, { kind: 'ready' }>) {
  const { value } = result;
  return (
    <>
      <div>
        <p className={styles.note}>{copy.amountLabel}</p>
        <p className={styles.amount}>{formatMoney(result.amount)}</p>
      </div>
      <p className={styles.binding}>{copy.binding(bindingRuleText(result))}</p>
      <LimitsTable result={result} />
      <p className={styles.note}>
        {copy.incomeDetail(
          grosze(result.countedIncome),
          grosze(result.maxInstalment),
          percent(result.stressedRatePercent),
          result.assessmentMonths,
        )}
      </p>
      {value.bgkRefusal === 'CONTRIBUTION' && (
        <p className={styles.text}>{copy.bgkRefused.CONTRIBUTION(bgkContributionMaxPercent)}</p>
      )}
      {value.bgkRefusal === 'TERM' && <p className={styles.text}>{copy.bgkRefused.TERM}</p>}
      {value.rule === 'BGK' && (
        <p className={styles.text}>
          {copy.bgk(grosze(value.guarantee), grosze(value.guaranteeFee))}
        </p>
      )}
      {value.insuranceCost > 0 && (
        <p className={styles.text}>{copy.insuranceCost(grosze(value.insuranceCost))}</p>
      )}
      {result.amount > 0 && (
        <>
          <p className={styles.text}>
            {copy.instalment(
              percent(annualRatePercent),
              grosze(result.instalment),
              share(result.instalment, result.countedIncome),
            )}
          </p>
          <p className={styles.text}>
            {copy.stressedInstalment(
              percent(result.stressedRatePercent),
              grosze(result.stressedInstalment),
              share(result.stressedInstalment, result.countedIncome),
            )}
          </p>
        </>
      )}
      <p className={styles.text}>
        {copy.range(formatMoney(result.range.low), formatMoney(result.range.high))}{' '}
        {copy.rangeNote(LIVING_COSTS_RANGE_PERCENT)}
      </p>
      <p className={styles.note}>{copy.bankNote}</p>
      <div className={styles.actions}>
        {typeof simulate === 'object' && (
          <a href={simulate.href} className={styles.link}>
            {copy.simulate}
          </a>
        )}
        {simulate === 'unavailable' && result.amount > 0 && (
          <p className={styles.note}>{copy.simulateUnavailable}</p>
        )}
      </div>
    </>
  );
}
