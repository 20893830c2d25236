// The months the rate in force changes: the borrower's path, the end of a bridge margin, and a
// stress test's shift, merged into one sorted list the month loop walks.
import { RATE_MAX, RATE_MIN } from './limits';
import { roundRate } from './terms';
import type { LoanTerms } from './terms';

/** How a run is laid out: the settings' own schedule, or a variant of it. */
export interface RunOptions {
  /** Percentage points added to every rate in force (a stress test), clamped to 0,01–60 %. */
  readonly shift?: number;
  /** False lays out the contract as signed, without its overpayments (RRSO, savings). */
  readonly overpayments?: boolean;
  /**
   * A variable rate's margin (issue 33): from instalment `from` on, a shifted rate never falls
   * below `percent`, so the shift moves the index part and never takes it below 0 %.
   */
  readonly floor?: { readonly percent: number; readonly from: number };
}

/** No floor: a month never reaches it. */
const NO_FLOOR = { percent: 0, from: Infinity };

/** The rate in force in `month` given the path's rate: plus the bridge margin and the shift. */
function rateInForce(
  terms: LoanTerms,
  pathPercent: number,
  month: number,
  shift: number,
  floor: { readonly percent: number; readonly from: number },
): number {
  const margin = month <= terms.bridgeMonths ? terms.bridgeMarginPercent : 0;
  if (margin === 0 && shift === 0) return pathPercent;
  let sum = roundRate(pathPercent + margin + shift);
  if (month >= floor.from && sum < floor.percent) sum = floor.percent;
  return sum > RATE_MAX ? RATE_MAX : sum < RATE_MIN ? RATE_MIN : sum;
}

/** The months the rate in force changes, with the new rate; a change to the same rate is none. */
export function rateSteps(
  terms: LoanTerms,
  shift: number,
  floor: { readonly percent: number; readonly from: number } = NO_FLOOR,
): { first: number; months: readonly number[]; percents: readonly number[] } {
  const first = rateInForce(terms, terms.annualPercent, 1, shift, floor);
  const changeMonths = terms.changeMonths;
  const changeRates = terms.changeRates;
  const bridgeEnd = terms.bridgeMonths > 0 ? terms.bridgeMonths + 1 : Infinity;
  // The borrower's path alone: its rates are the rates in force, and the month loop skips a
  // change to the rate already in force.
  if (bridgeEnd === Infinity && shift === 0) {
    return { first, months: changeMonths, percents: changeRates };
  }
  const months: number[] = [];
  const percents: number[] = [];
  let current = first;
  let path = terms.annualPercent;
  let next = 0;
  let bridgeDone = bridgeEnd === Infinity;
  while (next < changeMonths.length || !bridgeDone) {
    const changeMonth = changeMonths[next] ?? Infinity;
    const month = bridgeDone ? changeMonth : Math.min(changeMonth, bridgeEnd);
    if (changeMonth === month) {
      path = changeRates[next] ?? path;
      next += 1;
    }
    if (month === bridgeEnd) bridgeDone = true;
    const percent = rateInForce(terms, path, month, shift, floor);
    if (percent !== current) {
      months.push(month);
      percents.push(percent);
      current = percent;
    }
  }
  return { first, months, percents };
}
