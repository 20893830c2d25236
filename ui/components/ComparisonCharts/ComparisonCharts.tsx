import { useId, useMemo } from 'react';
import { formatMoney } from '../../domain';
import { comparisonSeries, keyFigures, type AvailableRun } from '../../domain/comparison';
import { COMPARE_COPY } from '../../domain/copy/compare';
import { LineChart } from '../LineChart/LineChart';
import { seriesStyle, type LineSeries } from '../LineChart/lineSeries';
import { card } from '../../theme/patterns.css';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import * as styles from './ComparisonCharts.css';

export interface ComparisonChartsProps {
  /** The runs to draw, each in the colour and dash of its place in the address. */
  runs: readonly AvailableRun[];
}

type ChartKey = keyof typeof COMPARE_COPY.charts;

const CHARTS: readonly ChartKey[] = ['debt', 'interest', 'instalment'];

/** One sentence per run for the chart `chart`: its text alternative. */
function describe(chart: ChartKey, run: AvailableRun): string {
  const name = COMPARE_COPY.runName(run.position);
  const figures = keyFigures(run.simulation);
  const { lastMonth, totalInterest, firstInstalment, lowestInstalment, highestInstalment } =
    figures;
  if (lastMonth === null) return COMPARE_COPY.describe.noPlan(name);
  switch (chart) {
    case 'debt':
      return COMPARE_COPY.describe.debt(
        name,
        formatMoney(run.simulation.settings.loanAmount),
        lastMonth,
      );
    case 'interest':
      return COMPARE_COPY.describe.interest(name, formatMoney(totalInterest ?? 0), lastMonth);
    case 'instalment':
      return COMPARE_COPY.describe.instalment(
        name,
        formatMoney(firstInstalment ?? 0),
        formatMoney(lowestInstalment ?? 0),
        formatMoney(highestInstalment ?? 0),
      );
    default:
      chart satisfies never;
      return name;
  }
}

/** Debt left, interest paid so far and the instalment, month by month, every run overlaid. */
export function ComparisonCharts({ runs }: ComparisonChartsProps) {
  const titleId = useId();
  const lines = useMemo(
    (): LineSeries[] =>
      runs.map((run) => ({
        label: COMPARE_COPY.legendItem(COMPARE_COPY.runName(run.position), run.simulation.label),
        shortLabel: COMPARE_COPY.runName(run.position),
        ...seriesStyle(run.position - 1),
      })),
    [runs],
  );
  const { months, series } = useMemo(() => {
    const aligned = comparisonSeries(
      runs.map((run) => run.simulation.result?.repaymentPlan.entries ?? []),
    );
    return {
      months: aligned.months,
      series: {
        debt: aligned.runs.map((run) => run.debt),
        interest: aligned.runs.map((run) => run.cumulativeInterest),
        instalment: aligned.runs.map((run) => run.instalment),
      } satisfies Record<ChartKey, unknown>,
    };
  }, [runs]);

  return (
    <Stack as="section" space="xl" aria-labelledby={titleId} className={card}>
      <Heading level={2} id={titleId}>
        {COMPARE_COPY.chartsTitle}
      </Heading>
      {CHARTS.map((chart) => (
        <LineChart
          key={chart}
          title={COMPARE_COPY.charts[chart]}
          months={months}
          series={lines}
          values={series[chart]}
          emptyText={COMPARE_COPY.chartEmpty}
          failedText={COMPARE_COPY.chartFailed}
          description={
            <ul className={styles.descriptions}>
              {runs.map((run) => (
                <li key={run.id}>{describe(chart, run)}</li>
              ))}
            </ul>
          }
        />
      ))}
    </Stack>
  );
}
