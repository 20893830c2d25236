// The planner's current loan from a saved run (issue 34): `Po racie nr …` and the fields it fills
// from the run's schedule.
import { monthOrdinal } from './calendar';
import { formatDecimal } from './format';
import type { RefinanceFormValues } from './refinanceForm';
import type { Simulation } from './types';

/** A number for a field: grouped the Polish way, every decimal kept. */
const text = (value: number) => formatDecimal(value);

/** The last instalment a run's schedule has, for `Po racie nr …`. */
export function lastInstalmentOf(run: Pick<Simulation, 'result'>): number {
  return run.result?.repaymentPlan.entries.length ?? 0;
}

/**
 * `Po racie nr …`'s default: the instalment of `decisionMonth` when the run has `Pierwsza rata`
 * (clamped to the schedule), else 1.
 */
export function defaultInstalment(run: Simulation, decisionMonth: string): number {
  const last = Math.max(1, lastInstalmentOf(run) - 1);
  const first = monthOrdinal(run.settings.firstInstalmentMonth);
  const now = monthOrdinal(decisionMonth);
  if (first === null || now === null) return 1;
  return Math.min(last, Math.max(1, now - first + 1));
}

/**
 * The form's current loan from a saved run after instalment `after`: the balance, the rate in
 * force of the next instalment, the months left and the instalment type from its schedule. The
 * contract's terms (fixed period, index, margin, date, fee) stay as typed.
 */
export function valuesFromRun(
  run: Simulation,
  after: number,
  values: RefinanceFormValues,
): RefinanceFormValues {
  const entries = run.result?.repaymentPlan.entries ?? [];
  const done = entries[after - 1];
  const next = entries[after];
  const left = entries.length - after;
  const rate = next?.annualInterestRatePercent ?? run.settings.annualInterestRatePercent;
  const monthsLeft = text(Math.max(left, 1));
  return {
    ...values,
    balance: text(done?.remainingDebt ?? run.settings.loanAmount),
    monthsLeft,
    ratePercent: text(rate),
    mortgageType: run.settings.mortgageType,
    offers: values.offers.map((one) => ({ ...one, months: monthsLeft })),
  };
}
