// Figures the result card and the report derive from a run: what the overpayments saved, what a
// rate rise would cost, the extreme instalments, and which events fell after the schedule ended.
import { percentagePointsText } from './labels';
import { roundHalfUp, toZloty } from './money';
import { runSchedule, simulate } from './mortgage';
import { REPEAT_STEP } from './scenarioTerms';
import { readTerms } from './terms';
import type { Result, Settings, Zloty } from './types';

/** The same settings without overpayments (and their fee): the baseline savings are measured on. */
export function withoutOverpayments(settings: Settings): Settings {
  const baseline: Settings = { ...settings };
  delete baseline.overpayments;
  delete baseline.overpaymentFee;
  return baseline;
}

/** What a run's overpayments did, against the same loan without them (issue 11's result card). */
export interface OverpaymentSavings {
  /** `Oszczędność na odsetkach`: the baseline's total interest minus the run's. */
  interestSaved: Zloty;
  /** The early-repayment fees paid, shown beside the savings. */
  fees: Zloty;
  /** All overpayments actually paid. */
  totalOverpayment: Zloty;
  /** How many instalments fewer than the baseline (`Kredyt krótszy o …`, see `shorterLoanText`). */
  monthsShorter: number;
  /** The last month an overpayment was paid in, or null when none was. */
  lastOverpaymentMonth: number | null;
  /**
   * `Rata po ostatniej nadpłacie`: the instalment in the month after the last overpayment, or
   * null when that overpayment repaid the loan (or there was none).
   */
  instalmentAfterLastOverpayment: Zloty | null;
}

/**
 * Compares `result` (the run of `settings`) with the same loan without overpayments. `baseline`
 * may be passed when the caller already simulated `withoutOverpayments(settings)` (the debt chart
 * needs it too); otherwise it is simulated here. Throws CalculationError like `simulate`.
 */
export function overpaymentSavings(
  settings: Settings,
  result: Result = simulate(settings),
  baseline: Result = simulate(withoutOverpayments(settings)),
): OverpaymentSavings {
  const plan = result.repaymentPlan;
  const entries = plan.entries;
  let lastOverpaymentMonth: number | null = null;
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    if ((entries[index]?.overpayment ?? 0) > 0) {
      lastOverpaymentMonth = index + 1;
      break;
    }
  }
  const after = lastOverpaymentMonth === null ? undefined : entries[lastOverpaymentMonth];
  const cents = (zloty: number) => Math.round(zloty * 100);
  return {
    interestSaved: toZloty(
      cents(baseline.repaymentPlan.totalInterestPayment) - cents(plan.totalInterestPayment),
    ),
    fees: plan.totalOverpaymentFees ?? 0,
    totalOverpayment: plan.totalOverpayment ?? 0,
    monthsShorter: baseline.repaymentPlan.entries.length - entries.length,
    lastOverpaymentMonth,
    instalmentAfterLastOverpayment: after?.totalMonthlyPayment ?? null,
  };
}

/** The rises the report's `Test wzrostu stóp` table shows, in percentage points (issue 12). */
const STRESS_TEST_RISES = [1, 2.5, 5] as const;

/** One row of `Test wzrostu stóp`. */
export interface StressTestRow {
  /** Percentage points added to every rate in force. */
  rise: (typeof STRESS_TEST_RISES)[number];
  /** The row's label: `+1 pkt proc.`, `+2,5 pkt proc.`, `+5 pkt proc.`. */
  label: string;
  /** The first instalment with the rise. */
  firstInstalment: Zloty;
  /** Its change against the run's own first instalment, in złoty. */
  firstInstalmentChange: Zloty;
  /** The same change in percent of the run's own first instalment, rounded half-up to 2 decimals. */
  firstInstalmentChangePercent: number;
  /** The total interest with the rise. */
  totalInterest: Zloty;
}

/**
 * The `Test wzrostu stóp` table: for +1, +2,5 and +5 pp added to every rate in force (the start,
 * every change and the bridge margin's months), each clamped to 60 %, the first instalment, its
 * change against the run's own first instalment (`result.totalMonthlyRate`, so an old run is
 * compared with what it shows) and the total interest. Everything else (overpayments, costs) is
 * kept. Throws CalculationError like `simulate`.
 */
export function rateStressTest(
  settings: Settings,
  result: Result = simulate(settings),
): StressTestRow[] {
  const terms = readTerms(settings);
  const own = Math.round(result.totalMonthlyRate * 100);
  return STRESS_TEST_RISES.map((rise) => {
    const stressed = runSchedule(terms, { shift: rise });
    const first = Math.round(stressed.totalMonthlyRate * 100);
    return {
      rise,
      label: percentagePointsText(rise),
      firstInstalment: stressed.totalMonthlyRate,
      firstInstalmentChange: toZloty(first - own),
      firstInstalmentChangePercent: own > 0 ? roundHalfUp(((first - own) / own) * 10_000) / 100 : 0,
      totalInterest: stressed.repaymentPlan.totalInterestPayment,
    };
  });
}

// The extreme instalments live with the totals, so the table reads them without the engine.
export { instalmentExtremes } from './totals';

/** Scenario events that fell after a run's schedule ended, for the report to mention. */
export interface EventsAfterEnd {
  /** The schedule's last instalment. */
  lastMonth: number;
  /**
   * Overpayment occurrences that repaid nothing: those in months after the last instalment, and
   * those in the last instalment's month when its entry records no overpayment.
   */
  overpayments: number;
  /** Rate changes from months after the last instalment. */
  rateChanges: number;
}

/**
 * Counts the overpayments and rate changes of `settings` that fell after `result`'s schedule
 * ended (overpayments can shorten it, and rounding at high rates can end it a month early).
 */
export function eventsAfterEnd(settings: Settings, result: Result): EventsAfterEnd {
  const entries = result.repaymentPlan.entries;
  const lastMonth = entries.length;
  const lastPaidNothing = (entries[lastMonth - 1]?.overpayment ?? 0) === 0;
  let overpayments = 0;
  for (const row of settings.overpayments ?? []) {
    const step = REPEAT_STEP[row.repeat];
    const last = step === 0 ? row.month : (row.untilMonth ?? settings.loanTermYears * 12);
    for (let month = row.month; month <= last; month += step) {
      if (month > lastMonth || (month === lastMonth && lastPaidNothing)) overpayments += 1;
      if (step === 0) break;
    }
  }
  const rateChanges = (settings.rateChanges ?? []).filter((change) => change.month > lastMonth);
  return { lastMonth, overpayments, rateChanges: rateChanges.length };
}
