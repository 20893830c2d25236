import { useId, useMemo, useState } from 'react';
import { formatMoney, formatPercent, type Settings } from '../../domain';
import { INVEST_COPY } from '../../domain/copy/goals';
import { breakEvenReturn, netWorthPath, overpayOrInvestFlows } from '../../domain/overpayOrInvest';
import { GAINS_TAX_PERCENT_MAX } from '../../domain/limits';
import { parseNumber } from '../../domain/validation';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { LineChart } from '../LineChart/LineChart';
import { seriesStyle, type LineSeries } from '../LineChart/lineSeries';
import { NumberField } from '../SimulationForm/NumberField';
import { Stack } from '../Stack/Stack';
import * as styles from './GoalTools.css';

/** The Belka tax on capital gains, 19 % (art. 30a ust. 1 ustawy o PIT, as of 2026). */
const BELKA_TAX_PERCENT = 19;

const LINES: readonly LineSeries[] = [
  { label: INVEST_COPY.overpaySide, ...seriesStyle(0) },
  { label: INVEST_COPY.investSide, ...seriesStyle(1) },
];

/** What the fields hold as typed. */
export interface InvestFields {
  amount: string;
  from: string;
  returnPercent: string;
  taxPercent: string;
  horizonYears: string;
}

const START: InvestFields = {
  amount: '',
  from: '1',
  returnPercent: '',
  taxPercent: String(BELKA_TAX_PERCENT),
  horizonYears: '',
};

interface Comparison {
  overpay: number;
  invest: number;
  breakEven: number | null;
  months: number[];
  values: number[][];
  years: number;
}

function compare(settings: Settings, fields: InvestFields): Comparison | null {
  const amount = parseNumber('money', fields.amount);
  const from = parseNumber('count', fields.from);
  const returnPercent = parseNumber('rate', fields.returnPercent);
  const taxPercent = parseNumber('rate', fields.taxPercent);
  const horizonYears =
    fields.horizonYears.trim() === '' ? null : parseNumber('count', fields.horizonYears);
  if (
    amount === null ||
    amount <= 0 ||
    from === null ||
    !Number.isInteger(from) ||
    from < 1 ||
    returnPercent === null ||
    taxPercent === null ||
    taxPercent > GAINS_TAX_PERCENT_MAX ||
    (horizonYears !== null && (!Number.isInteger(horizonYears) || horizonYears < 1))
  ) {
    return null;
  }
  try {
    const flows = overpayOrInvestFlows(settings, {
      monthlyAmount: amount,
      from,
      ...(horizonYears === null ? {} : { horizonMonths: horizonYears * 12 }),
    });
    const path = netWorthPath(flows, returnPercent, taxPercent);
    const last = flows.horizon - 1;
    const months = Array.from({ length: flows.horizon }, (_, index) => index + 1);
    return {
      overpay: (path.overpay[last] ?? 0) / 100,
      invest: (path.invest[last] ?? 0) / 100,
      breakEven: breakEvenReturn(flows, taxPercent),
      months,
      values: [Array.from(path.overpay, (v) => v / 100), Array.from(path.invest, (v) => v / 100)],
      years: Math.round((flows.horizon / 12) * 10) / 10,
    };
  } catch {
    return null;
  }
}

export interface InvestCompareProps {
  settings: Settings;
  /** Starting values, for stories. */
  initial?: Partial<InvestFields>;
}

/** `Nadpłacać czy inwestować?` (issue 36): scenarios, never advice. */
export function InvestCompare({ settings, initial }: InvestCompareProps) {
  const id = useId();
  const [fields, setFields] = useState<InvestFields>({ ...START, ...initial });
  const [asked, setAsked] = useState<InvestFields | null>(null);
  const shown = useMemo(
    () => (asked === null ? undefined : compare(settings, asked)),
    [settings, asked],
  );
  const field = (
    name: keyof InvestFields,
    label: string,
    kind: 'count' | 'money' | 'rate',
    hint?: string,
  ) => (
    <NumberField
      id={`${id}-${name}`}
      label={label}
      {...(hint === undefined ? {} : { hint })}
      kind={kind}
      value={fields[name]}
      message={null}
      invalid={false}
      onChange={(text) => {
        setFields((current) => ({ ...current, [name]: text }));
        setAsked(null);
      }}
      onBlur={() => undefined}
    />
  );
  const difference = shown == null ? 0 : shown.overpay - shown.invest;

  return (
    <Stack as="section" space="md" className={styles.tool} aria-labelledby={`${id}-title`}>
      <Heading level={3} size="md" id={`${id}-title`}>
        {INVEST_COPY.title}
      </Heading>
      <p className={styles.muted}>{INVEST_COPY.intro}</p>
      <div className={styles.fields}>
        {field('amount', INVEST_COPY.amount, 'money')}
        {field('from', INVEST_COPY.from, 'count')}
        {field('returnPercent', INVEST_COPY.returnPercent, 'rate')}
        {field('taxPercent', INVEST_COPY.taxPercent, 'rate', INVEST_COPY.taxHint)}
        {field('horizonYears', INVEST_COPY.horizon, 'count', INVEST_COPY.horizonHint)}
      </div>
      <div>
        <Button
          tone="secondary"
          onClick={() => {
            setAsked(fields);
          }}
        >
          {INVEST_COPY.compute}
        </Button>
      </div>
      <div role="status">
        {shown === null && <p className={styles.message}>{INVEST_COPY.invalid}</p>}
        {shown != null && (
          <Stack space="sm">
            <p className={styles.muted}>{INVEST_COPY.netWorth}</p>
            <dl className={styles.figures}>
              <div>
                <dt className={styles.term}>{INVEST_COPY.overpaySide}</dt>
                <dd className={styles.value}>{formatMoney(shown.overpay)}</dd>
              </div>
              <div>
                <dt className={styles.term}>{INVEST_COPY.investSide}</dt>
                <dd className={styles.value}>{formatMoney(shown.invest)}</dd>
              </div>
              <div>
                <dt className={styles.term}>{INVEST_COPY.breakEven}</dt>
                <dd className={styles.value}>
                  {shown.breakEven === null
                    ? INVEST_COPY.breakEvenNone
                    : formatPercent(shown.breakEven)}
                </dd>
              </div>
            </dl>
            <p className={styles.value}>
              {difference > 0
                ? INVEST_COPY.overpayAhead(formatMoney(difference))
                : difference < 0
                  ? INVEST_COPY.investAhead(formatMoney(-difference))
                  : INVEST_COPY.even}
            </p>
            <p className={styles.muted}>{INVEST_COPY.netWorthNote}</p>
            <p className={styles.muted}>{INVEST_COPY.certainty}</p>
          </Stack>
        )}
      </div>
      {shown != null && (
        <LineChart
          title={INVEST_COPY.chartTitle}
          months={shown.months}
          series={LINES}
          values={shown.values}
          emptyText={INVEST_COPY.chartEmpty}
          failedText={INVEST_COPY.chartFailed}
          description={INVEST_COPY.chartSummary(
            shown.years,
            formatMoney(shown.overpay),
            formatMoney(shown.invest),
          )}
        />
      )}
    </Stack>
  );
}
