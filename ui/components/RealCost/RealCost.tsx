import { useContext, useEffect, useId, useMemo, useState } from 'react';
import { formatDecimal, formatMoney, type RepaymentPlan, type Settings } from '../../domain';
import { calendarMonthGenitive, type CalendarMonth } from '../../domain/calendar';
import { REAL_COST_COPY } from '../../domain/copy/compare';
import type * as History from '../../domain/history';
import {
  checkInflation,
  defaultHistoricalStart,
  defaultInflation,
  type InflationDefault,
} from '../../domain/inflationChoice';
import { realValues, type InflationAssumption, type RealValues } from '../../domain/realValues';
import { Heading } from '../Heading/Heading';
import { LineChart } from '../LineChart/LineChart';
import { seriesStyle, type LineSeries } from '../LineChart/lineSeries';
import { NumberField } from '../SimulationForm/NumberField';
import { RadioGroup } from '../SimulationForm/RadioGroup';
import { Stack } from '../Stack/Stack';
import { LatestCpiContext, type LatestCpi } from './latestCpi';
import { StartMonthPicker } from './StartMonthPicker';
import * as styles from './RealCost.css';
import { lazyModule } from '../../runtime/lazy';

// The CPI series is data the report does not need until the historical mode is chosen.
const historyCode = lazyModule(() => import('../../domain/history'));

/** The two ways to assume inflation. */
export const INFLATION_MODES = ['CONSTANT', 'HISTORICAL'] as const;
export type InflationMode = (typeof INFLATION_MODES)[number];

const MODE_OPTIONS = INFLATION_MODES.map(
  (mode) =>
    [
      mode,
      mode === 'CONSTANT' ? REAL_COST_COPY.constantMode : REAL_COST_COPY.historicalMode,
    ] as const,
);

/** The CPI series module, loaded only when the historical mode is first chosen. */
type HistoryState = { status: 'idle' | 'failed' } | { status: 'ready'; module: typeof History };

// Stable between renders: the chart is built on its lines once.
const LINES: readonly LineSeries[] = [
  { label: REAL_COST_COPY.nominalSeries, ...seriesStyle(0) },
  { label: REAL_COST_COPY.realSeries, ...seriesStyle(1) },
];

export interface RealCostProps {
  /** The run's schedule and totals. */
  plan: RepaymentPlan;
  /** The run's settings: its term and, if set, its first instalment's month. */
  settings: Settings;
  /** The mode shown first; stories open the historical one. */
  initialMode?: InflationMode;
}

/** What the constant mode's note says about the value in use. */
function constantNote(typed: boolean, value: number, fallback: InflationDefault, cpi: LatestCpi) {
  if (typed) return REAL_COST_COPY.typedValue(formatDecimal(value));
  if (fallback.source === 'CPI' && cpi !== null && cpi !== undefined) {
    return REAL_COST_COPY.defaultFromCpi(formatDecimal(value), `${cpi.month} ${cpi.year}`);
  }
  // While the reading is on its way, the target is in use but not yet called a fallback.
  return cpi === null ? REAL_COST_COPY.defaultFromTarget(formatDecimal(value)) : null;
}

/** The last instalment that was saved (old records may end on null entries), and its number. */
function lastInstalment(plan: RepaymentPlan): { month: number; nominal: number } | null {
  for (let index = plan.entries.length - 1; index >= 0; index -= 1) {
    const entry = plan.entries[index];
    if (entry !== null && entry !== undefined) {
      return { month: index + 1, nominal: entry.totalMonthlyPayment };
    }
  }
  return null;
}

/** The figures and the chart, once an assumption gives real values. */
function RealFigures({ plan, real }: { plan: RepaymentPlan; real: RealValues }) {
  const last = lastInstalment(plan);
  const first = real.months[0];
  const months = useMemo(() => real.months.map(({ month }) => month), [real]);
  const values = useMemo(
    () => [
      plan.entries.map((entry) => (entry === null ? null : entry.totalMonthlyPayment)),
      real.months.map((month, index) =>
        plan.entries[index] === null ? null : month.instalmentReal,
      ),
    ],
    [plan.entries, real],
  );
  return (
    <>
      <dl aria-label={REAL_COST_COPY.figuresLabel} className={styles.figures}>
        <div className={styles.item}>
          <dt className={styles.term}>{REAL_COST_COPY.totalPaidReal}</dt>
          <dd className={styles.value}>{formatMoney(real.totalPaidReal)}</dd>
          <dd className={styles.nominal}>{REAL_COST_COPY.nominal(formatMoney(real.totalPaid))}</dd>
        </div>
        <div className={styles.item}>
          <dt className={styles.term}>{REAL_COST_COPY.realInterest}</dt>
          <dd className={styles.value}>{formatMoney(real.realInterest)}</dd>
          <dd className={styles.nominal}>
            {REAL_COST_COPY.nominal(formatMoney(plan.totalInterestPayment))}
          </dd>
        </div>
        {last !== null && real.lastInstalmentReal !== null && (
          <div className={styles.item}>
            <dt className={styles.term}>{REAL_COST_COPY.lastInstalmentReal}</dt>
            <dd className={styles.value}>{formatMoney(real.lastInstalmentReal)}</dd>
            <dd className={styles.nominal}>{REAL_COST_COPY.nominal(formatMoney(last.nominal))}</dd>
          </div>
        )}
      </dl>
      {real.realInterest < 0 && <p className={styles.note}>{REAL_COST_COPY.negativeInterest}</p>}
      <LineChart
        title={REAL_COST_COPY.chartTitle}
        months={months}
        series={LINES}
        values={values}
        emptyText={REAL_COST_COPY.chartEmpty}
        failedText={REAL_COST_COPY.chartFailed}
        description={
          first !== undefined && last !== null && real.lastInstalmentReal !== null
            ? REAL_COST_COPY.chartDescription(
                formatMoney(first.instalment),
                formatMoney(first.instalmentReal),
                last.month,
                formatMoney(last.nominal),
                formatMoney(real.lastInstalmentReal),
              )
            : REAL_COST_COPY.chartEmpty
        }
      />
    </>
  );
}

/**
 * `Koszt realny`: every payment of the run in today's złoty, under a constant inflation (by
 * default the banner's GUS CPI y/y, else the NBP target) or as inflation really went from a
 * chosen month (the CPI series, loaded when that mode is first chosen).
 */
export function RealCost({ plan, settings, initialMode = 'CONSTANT' }: RealCostProps) {
  const titleId = useId();
  const fieldId = useId();
  const modeName = useId();
  const cpi = useContext(LatestCpiContext);
  const [mode, setMode] = useState<InflationMode>(initialMode);
  // null: the field follows the default, which may still change when the CPI arrives.
  const [typed, setTyped] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [chosenStart, setChosenStart] = useState<CalendarMonth | null>(null);
  const [history, setHistory] = useState<HistoryState>({ status: 'idle' });

  const fallback = defaultInflation(cpi);
  const text = typed ?? formatDecimal(fallback.annualPercent);
  const check = checkInflation(text);
  const constantValue = check.ok ? check.value : null;
  const range = history.status === 'ready' ? history.module.historicalInflationMonths() : null;
  const start =
    range === null
      ? null
      : (chosenStart ??
        defaultHistoricalStart(range, plan.entries.length, settings.firstInstalmentMonth));

  const real = useMemo((): RealValues | null => {
    let assumption: InflationAssumption | null = null;
    if (mode === 'CONSTANT' && constantValue !== null) {
      assumption = { kind: 'CONSTANT', annualPercent: constantValue };
    } else if (mode === 'HISTORICAL' && history.status === 'ready' && start !== null) {
      assumption = history.module.historicalInflation(start);
    }
    if (assumption === null) return null;
    try {
      return realValues(plan.entries, assumption);
    } catch (error) {
      // The inputs are checked first, so this is a bug; the rest of the report stays.
      console.error('[RealCost] Could not compute real values.', error);
      return null;
    }
  }, [mode, constantValue, history, start, plan.entries]);

  useEffect(() => {
    if (mode !== 'HISTORICAL' || history.status !== 'idle') return;
    // The CPI series is data the report does not need until this mode is chosen.
    historyCode.load().then(
      (module) => {
        setHistory({ status: 'ready', module });
      },
      (error: unknown) => {
        console.warn('[RealCost] Could not load the CPI series.', error);
        setHistory({ status: 'failed' });
      },
    );
  }, [mode, history.status]);

  if (plan.entries.length === 0) {
    return (
      <Stack
        as="section"
        space="md"
        id="koszt-realny"
        aria-labelledby={titleId}
        className={styles.section}
      >
        <Heading level={2} id={titleId}>
          {REAL_COST_COPY.title}
        </Heading>
        <p className={styles.note}>{REAL_COST_COPY.empty}</p>
      </Stack>
    );
  }

  const message = touched && !check.ok ? REAL_COST_COPY.messages[check.problem] : null;
  const note =
    mode === 'CONSTANT' && constantValue !== null
      ? constantNote(typed !== null, constantValue, fallback, cpi)
      : null;

  return (
    <Stack
      as="section"
      space="md"
      id="koszt-realny"
      aria-labelledby={titleId}
      className={styles.section}
    >
      <Heading level={2} id={titleId}>
        {REAL_COST_COPY.title}
      </Heading>
      <p className={styles.text}>{REAL_COST_COPY.intro}</p>
      <div className={styles.controls}>
        <RadioGroup
          legend={REAL_COST_COPY.modeLegend}
          name={modeName}
          value={mode}
          options={MODE_OPTIONS}
          onChange={setMode}
        />
        {mode === 'CONSTANT' ? (
          <NumberField
            id={fieldId}
            label={REAL_COST_COPY.inflationLabel}
            hint={REAL_COST_COPY.inflationHint}
            kind="rate"
            value={text}
            message={message}
            invalid={message !== null}
            onChange={(value) => {
              setTyped(value);
            }}
            onBlur={() => {
              setTouched(true);
            }}
          />
        ) : (
          range !== null &&
          start !== null && (
            <StartMonthPicker range={range} value={start} onChange={setChosenStart} />
          )
        )}
      </div>
      <div className={styles.assumption} aria-live="polite">
        {mode === 'CONSTANT' && note !== null && <p className={styles.note}>{note}</p>}
        {mode === 'HISTORICAL' && history.status === 'idle' && (
          <p className={styles.note}>{REAL_COST_COPY.loadingHistory}</p>
        )}
        {mode === 'HISTORICAL' && history.status === 'failed' && (
          <p className={styles.note}>{REAL_COST_COPY.historyFailed}</p>
        )}
        {mode === 'HISTORICAL' && history.status === 'ready' && start !== null && (
          <>
            <p className={styles.assumptionTitle}>
              {REAL_COST_COPY.historicalAssumption(calendarMonthGenitive(start))}
            </p>
            <p className={styles.note}>{REAL_COST_COPY.historicalNote}</p>
            {real !== null && real.lastKnownMonth !== null && (
              <p className={styles.note}>
                {REAL_COST_COPY.lastKnown(calendarMonthGenitive(real.lastKnownMonth))}
              </p>
            )}
            <p className={styles.note}>{REAL_COST_COPY.source(history.module.CPI_SOURCE)}</p>
          </>
        )}
      </div>
      {real !== null ? (
        <RealFigures plan={plan} real={real} />
      ) : (
        mode === 'CONSTANT' && <p className={styles.note}>{REAL_COST_COPY.invalid}</p>
      )}
    </Stack>
  );
}
