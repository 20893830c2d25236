import { useEffect, useMemo } from 'react';
import { hasOverpayments, type Settings, type Simulation } from '../../domain';
import { scheduleOf } from '../../domain/schedule';
import { RealCost } from '../RealCost/RealCost';
import { RepaymentChart } from '../RepaymentChart/RepaymentChart';
import { ResultsSummary } from '../ResultsSummary/ResultsSummary';
import { CostBreakdown } from '../CostBreakdown/CostBreakdown';
import { DebtChart } from '../DebtChart/DebtChart';
import { ReportGoalTools } from '../GoalTools/ReportGoalTools';
import { Deferred } from '../../runtime/Deferred';
import { ScheduleTable } from '../ScheduleTable/ScheduleTable';
import { StressTest } from '../StressTest/StressTest';
import { SettingsSummary } from '../SettingsSummary/SettingsSummary';
import * as styles from './SimulationReport.css';

export interface SimulationReportProps {
  /** A run that passed the read check (or was just computed). */
  simulation: Simulation;
  /** `Wstaw do nadpłat` (issue 36): start a new run from these settings; no tools without it. */
  onInsertOverpayments?: ((settings: Settings) => void) | undefined;
  /** Keeps `Własny wzrost` with a saved run (issue 33); a shared run has nowhere to keep it. */
  onOwnRiseChange?: ((points: number | null) => void) | undefined;
}

/** The body of a run's report: both summaries, then the chart and the schedule when there is a plan. */
export function SimulationReport({
  simulation,
  onInsertOverpayments,
  onOwnRiseChange,
}: SimulationReportProps) {
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
          {/* Below the first screen: each part is drawn in its own turn once the page is up,
              so no single task builds the whole report (issue 10). */}
          <Deferred>
            <RepaymentChart
              rows={schedule.rows}
              mortgageType={settings.mortgageType}
              showRate={columns.includes('annualInterestRatePercent')}
            />
          </Deferred>
          {result !== undefined && hasOverpayments(settings) && (
            <Deferred>
              <DebtChart settings={settings} result={result} />
            </Deferred>
          )}
          {result !== undefined && (
            <Deferred>
              <CostBreakdown settings={settings} result={result} />
            </Deferred>
          )}
          {/* Not deferred: its first screenful is cheap and the rest follows in steps. */}
          <ScheduleTable rows={schedule.rows} columns={columns} totals={totals} />
          {result !== undefined && (
            <Deferred>
              <StressTest settings={settings} result={result} onOwnRiseChange={onOwnRiseChange} />
            </Deferred>
          )}
          <Deferred>
            <RealCost plan={plan} settings={settings} />
          </Deferred>
          {onInsertOverpayments !== undefined && (
            <Deferred>
              <ReportGoalTools settings={settings} onInsert={onInsertOverpayments} />
            </Deferred>
          )}
        </>
      )}
    </>
  );
}
