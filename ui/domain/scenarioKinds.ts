// Which scenario extras a run has (issues 11–13): plain predicates on its settings, with no
// import but types, so labels and the table read them without the engine's reader (terms.ts
// re-exports them).
import type { Settings } from './types';

/** True when the run has at least one overpayment row (its entries then carry `overpayment`). */
export function hasOverpayments(settings: Settings): boolean {
  return (settings.overpayments?.length ?? 0) > 0;
}

/** True when the run has rate changes; a saved run is then `fixedInterestRate: false`. */
export function hasRateChanges(settings: Settings): boolean {
  return (settings.rateChanges?.length ?? 0) > 0;
}

/**
 * True when the run carries any cost of credit: a commission, one-off or monthly cost, or a
 * bridge margin over at least one instalment. Only such runs get `costs` on entries, the cost
 * totals on the plan and `annualPercentageRate` on the result.
 */
export function hasCosts(settings: Settings): boolean {
  const costs = settings.costs;
  if (costs === undefined) return false;
  const positive = (value: number | undefined) => value !== undefined && value > 0;
  return (
    positive(costs.commissionPercent) ||
    positive(costs.commissionAmount) ||
    positive(costs.oneOffCosts) ||
    positive(costs.monthlyInsurance) ||
    positive(costs.monthlyFees) ||
    (positive(costs.bridgeMarginPercent) && positive(costs.bridgeMonths))
  );
}
