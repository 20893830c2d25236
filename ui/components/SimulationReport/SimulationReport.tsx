import { useEffect, useMemo } from 'react';
import type { Simulation } from '../../domain';
import { RepaymentChart } from '../RepaymentChart/RepaymentChart';
import { ResultsSummary } from '../ResultsSummary/ResultsSummary';
import { numberEntries } from '../ScheduleTable/scheduleRows';
import { ScheduleTable } from '../ScheduleTable/ScheduleTable';
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
  const schedule = useMemo(() => numberEntries(plan?.entries ?? []), [plan]);

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
        <ResultsSummary result={result} mortgageType={settings.mortgageType} />
      </div>
      {plan !== undefined && (
        <>
          <RepaymentChart rows={schedule.rows} mortgageType={settings.mortgageType} />
          <ScheduleTable rows={schedule.rows} totals={plan} />
        </>
      )}
    </>
  );
}
