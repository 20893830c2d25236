import type { RepaymentEntry, RepaymentPlan } from '../../domain';

/** One instalment of the schedule with its number, i.e. its 1-based position in the saved plan. */
export interface ScheduleRow extends RepaymentEntry {
  month: number;
}

/** The plan's totals that the schedule's SUMA row shows. */
export type ScheduleTotals = Pick<
  RepaymentPlan,
  'totalRepayment' | 'totalRepaymentRate' | 'totalInterestPayment' | 'remainingDebt'
>;

/** The plan's entries numbered by position, and the positions of the `null` ones left out. */
export interface NumberedSchedule {
  rows: ScheduleRow[];
  skippedMonths: number[];
}

/**
 * Numbers the entries 1..n by their position and leaves out `null` ones (spec point 3). Numbers
 * follow the saved position, not the count of rows shown, so instalment 7 stays 7 after a gap.
 */
export function numberEntries(entries: readonly (RepaymentEntry | null)[]): NumberedSchedule {
  const rows: ScheduleRow[] = [];
  const skippedMonths: number[] = [];
  entries.forEach((entry, index) => {
    if (entry === null) skippedMonths.push(index + 1);
    else rows.push({ month: index + 1, ...entry });
  });
  return { rows, skippedMonths };
}
