// The RRSO solver. The payments are positive and the drawdown comes first, so the net present
// value g(j) = Σ p_k·(1 + j)^−k − D, in the monthly rate j, is convex and strictly decreasing with
// g(0) > 0 (the instalments repay the loan plus interest, more than D). Newton's method from any
// start then lands left of the root after at most one step and climbs to it monotonically; the
// bisection below only runs if float trouble stops it.
import { annexTimes } from './aprTimes';
import { roundHalfUp } from './money';
import type { LoanTerms } from './terms';
import type { Result } from './types';

/** Newton stops when a step moves the monthly rate by less than this. */
const TOLERANCE = 1e-14;
const NEWTON_STEPS = 100;
const BISECTION_STEPS = 200;

/**
 * g(j) and g′(j) for the payments `p` and the net drawdown `net`: at months 1..N, or, for a run
 * with dates, at `times` (in months from the payout, fractions included).
 */
function presentValue(
  j: number,
  payments: Float64Array,
  net: number,
  times: Float64Array | null,
): { value: number; slope: number } {
  const v = 1 / (1 + j);
  let discount = 1;
  let sum = 0;
  let weighted = 0;
  if (times !== null) {
    const logV = -Math.log1p(j);
    for (let k = 0; k < payments.length; k += 1) {
      const time = times[k] ?? 0;
      const present = (payments[k] ?? 0) * Math.exp(time * logV);
      sum += present;
      weighted += time * present;
    }
    return { value: sum - net, slope: -weighted * v };
  }
  for (let k = 0; k < payments.length; k += 1) {
    discount *= v;
    const present = (payments[k] ?? 0) * discount;
    sum += present;
    weighted += (k + 1) * present;
  }
  return { value: sum - net, slope: -weighted * v };
}

/** The monthly rate j > 0 at which the payments are worth `net` today. */
function solveMonthlyRate(
  net: number,
  payments: Float64Array,
  guess: number,
  times: Float64Array | null,
): number {
  let low = 0;
  let high = Infinity;
  let j = guess > 0 && Number.isFinite(guess) ? guess : 0;
  for (let step = 0; step < NEWTON_STEPS; step += 1) {
    const { value, slope } = presentValue(j, payments, net, times);
    if (value === 0) return j;
    if (value > 0) low = Math.max(low, j);
    else high = Math.min(high, j);
    let next = j - value / slope;
    if (!Number.isFinite(next) || next <= -1) break;
    if (next < low) next = low;
    if (Math.abs(next - j) <= TOLERANCE * Math.max(1, j)) return next;
    j = next;
  }
  // Bisection: find an upper bracket, then halve.
  if (high === Infinity) {
    high = Math.max(1, 2 * low);
    while (presentValue(high, payments, net, times).value > 0 && high < 1e12) high *= 2;
  }
  for (let step = 0; step < BISECTION_STEPS && high - low > TOLERANCE * high; step += 1) {
    const middle = (low + high) / 2;
    if (presentValue(middle, payments, net, times).value > 0) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/**
 * The RRSO of `terms` on their schedule as signed (no overpayments), in percent, 2 decimals: the X
 * solving Σ drawdowns·(1 + X)^−t = Σ payments·(1 + X)^−t (Annex I of Directive 2014/17/EU,
 * adopted by the 2017 mortgage credit act). The loan is drawn at t = 0, where the commission and
 * one-off costs are paid; instalment k, with its insurance and fees, is paid at t = k/12 years, or,
 * for a run with a day count, at its real date (aprTimes.ts).
 */
export function annualPercentageRateOf(terms: LoanTerms, signed: Result): number {
  const costs = terms.costs;
  const monthly = costs === null ? 0 : costs.insurance + costs.fees;
  const upfront = costs === null ? 0 : costs.commission + costs.oneOff;
  const entries = signed.repaymentPlan.entries;
  const payments = new Float64Array(entries.length);
  for (let k = 0; k < entries.length; k += 1) {
    payments[k] = Math.round((entries[k]?.totalMonthlyPayment ?? 0) * 100) + monthly;
  }
  const periods = terms.dates.periods;
  const times =
    periods === null || terms.dates.payoutDate === null
      ? null
      : annexTimes(terms.dates.payoutDate, periods, entries.length);
  const monthlyRate = solveMonthlyRate(
    terms.loan - upfront,
    payments,
    terms.annualPercent / 1200,
    times,
  );
  // (1 + j)^12 − 1 without the cancellation of subtracting 1 from a number near 1.
  const annual = Math.expm1(12 * Math.log1p(monthlyRate));
  return roundHalfUp(annual * 10_000) / 100;
}
