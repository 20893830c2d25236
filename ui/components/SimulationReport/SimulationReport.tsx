import { useEffect, useMemo } from 'react';
import { hasOverpayments, type Simulation } from '../../domain';
import { scheduleOf } from '../../domain/schedule';
import { RealCost } from '../RealCost/RealCost';
import { RepaymentChart } from '../RepaymentChart/RepaymentChart';
import { ResultsSummary } from '../ResultsSummary/ResultsSummary';
import { CostBreakdown } from '../CostBreakdown/CostBreakdown';
import { DebtChart } from '../DebtChart/DebtChart';
import { ScheduleTable } from '../ScheduleTable/ScheduleTable';
import { StressTest } from '../StressTest/StressTest';
import { SettingsSummary } from '../SettingsSummary/SettingsSummary';
import * as styles from './SimulationReport.css';

export interface SimulationReportProps {
  /** A run that passed the read check (or was just computed). */
  simulation: Simulation;
}

/** The body of a run's report: both summaries, then the chart and the schedule when there is a plan. */
export function SimulationReport({ simulation }: SimulationReportProps) {
  const { settings, result } = simulation;
  const plan = result?.repaymentPlan;
  const { schedule, columns, totals } = useMemo(() => scheduleOf(simulation), [simulation]);

  useEffect(() => {
    const { skippedMonths } = schedule;
    if (skippedMonths.length > 0) {
      console.warn(
        `[SimulationReport] Skipped ${skippedMonths.length} empty (null) entries of the repayment plan at positions ${skippedMonths.join(', ')}.`,
      );
    }
  }, [schedule]);

  return (
    <>
      <div className={styles.summaries}>
        <SettingsSummary settings={settings} />
        <ResultsSummary result={result} mortgageType={settings.mortgageType} settings={settings} />
      </div>
      {plan !== undefined && totals !== null && (
        <>
          <RepaymentChart
            rows={schedule.rows}
            mortgageType={settings.mortgageType}
            showRate={columns.includes('annualInterestRatePercent')}
          />
          {result !== undefined && hasOverpayments(settings) && (
            <DebtChart settings={settings} result={result} />
          )}
          {result !== undefined && <CostBreakdown settings={settings} result={result} />}
          <ScheduleTable rows={schedule.rows} columns={columns} totals={totals} />
          {result !== undefined && <StressTest settings={settings} result={result} />}
          <RealCost plan={plan} settings={settings} />
        </>
      )}
    </>
  );
}
