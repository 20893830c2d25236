// How each instalment type pays its debt, as one strategy each: the schedule's month loop
// (mortgage.ts) calls the strategy of its run and never asks which type it is.
import { annuityInstalment, type AnnuityMath } from './annuity';
import { divideHalfUp } from './money';
import type { Grosze } from './types';

// Bound once, as in annuity.ts: the month loop calls these through the strategies.
const divide = divideHalfUp;
const pmt = annuityInstalment;

/**
 * How one instalment type pays its debt. `due` is the type's parameter: the annuity instalment A,
 * or the decreasing loan's principal share S. Every method returns the new parameter or count.
 */
export interface InstalmentStrategy {
  /**
   * 1 when `due` covers the interest too (an annuity's A), 0 when it is principal alone (a
   * decreasing loan's S): the month's principal is then min(max(due − this·interest, 0), balance).
   * A number rather than a method, so the month loop stays one monomorphic expression.
   */
  readonly interestInDue: 0 | 1;
  /** The parameter for the whole term at the first month's rate. */
  start(loan: Grosze, annualPercent: number, months: number): Grosze;
  /** The parameter after a rate change, with `left` instalments to go, this one included. */
  afterRateChange(
    due: Grosze,
    balance: Grosze,
    annualPercent: number,
    left: number,
    math: AnnuityMath,
  ): Grosze;
  /** SHORTEN_TERM: the instalments left after this month, at most `left`. */
  shortenTerm(
    due: Grosze,
    balance: Grosze,
    annualPercent: number,
    left: number,
    math: AnnuityMath,
  ): number;
  /** LOWER_INSTALMENT: the parameter that repays `balance` in the `left` instalments to go. */
  lowerInstalment(
    due: Grosze,
    balance: Grosze,
    annualPercent: number,
    left: number,
    math: AnnuityMath,
  ): Grosze;
}

export const ANNUITY: InstalmentStrategy = {
  interestInDue: 1,
  start: (loan, annualPercent, months) => pmt(loan, annualPercent, months),
  afterRateChange: (_instalment, balance, annualPercent, left, math) =>
    math.instalment(balance, annualPercent, left),
  shortenTerm: (instalment, balance, annualPercent, left, math) =>
    math.term(balance, instalment, annualPercent, left),
  lowerInstalment: (_instalment, balance, annualPercent, left, math) =>
    math.instalment(balance, annualPercent, left),
};

export const LINEAR: InstalmentStrategy = {
  interestInDue: 0,
  start: (loan, _annualPercent, months) => divide(loan, months),
  afterRateChange: (share) => share,
  shortenTerm: (share, balance, _annualPercent, left) => {
    // ceil(B / S) on integers, without trusting the float quotient near a whole number.
    let count = Math.floor(balance / share);
    if (count * share < balance) count += 1;
    return count < left ? count : left;
  },
  lowerInstalment: (_share, balance, _annualPercent, left) => divide(balance, left),
};
