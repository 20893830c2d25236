import { useMemo } from 'react';
import { formatMoney, simulate, type Result, type Settings } from '../../domain';
import { overpaymentSavings, withoutOverpayments } from '../../domain/analysis';
import { CHART_COPY, DEBT_CHART_COPY } from '../../domain/copy/report';
import { LineChart } from '../LineChart/LineChart';
import { SERIES_STYLES, type LineSeries } from '../LineChart/lineSeries';

export interface DebtChartProps {
  settings: Settings;
  result: Result;
}

const SERIES: readonly LineSeries[] = [
  { label: DEBT_CHART_COPY.withOverpayments, ...SERIES_STYLES[0] },
  { label: DEBT_CHART_COPY.withoutOverpayments, ...SERIES_STYLES[1] },
];

/** The debt left, month by month; after the last instalment it is 0. */
function debtLine(result: Result, months: number): (number | null)[] {
  const entries = result.repaymentPlan.entries;
  return Array.from({ length: months }, (_, index) =>
    index < entries.length ? (entries[index]?.remainingDebt ?? null) : 0,
  );
}

/**
 * `Pozostały dług` (issue 11): the debt left with the run's overpayments and without them, on
 * one money axis, with a sentence of the key figures as its text alternative.
 */
export function DebtChart({ settings, result }: DebtChartProps) {
  const chart = useMemo(() => {
    try {
      const baseline = simulate(withoutOverpayments(settings));
      const savings = overpaymentSavings(settings, result, baseline);
      const months = Math.max(
        baseline.repaymentPlan.entries.length,
        result.repaymentPlan.entries.length,
      );
      return {
        months: Array.from({ length: months }, (_, index) => index + 1),
        values: [debtLine(result, months), debtLine(baseline, months)],
        description: DEBT_CHART_COPY.description(
          result.repaymentPlan.entries.length,
          baseline.repaymentPlan.entries.length,
          formatMoney(savings.interestSaved),
        ),
      };
    } catch {
      // An old run whose settings the engine now refuses has no baseline to draw against.
      return null;
    }
  }, [settings, result]);
  if (chart === null) return null;
  return (
    <LineChart
      title={DEBT_CHART_COPY.title}
      headingLevel={2}
      months={chart.months}
      series={SERIES}
      values={chart.values}
      description={chart.description}
      emptyText={CHART_COPY.empty}
      failedText={CHART_COPY.failed}
    />
  );
}
