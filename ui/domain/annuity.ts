// The engine's rate arithmetic: a month's interest as an exact integer division, and the annuity
// instalment, re-amortised month after month without a pow call each time. Both give, to the
// grosz, what the spreadsheet formulas give (mortgage.spreadsheet.test.ts).
import { MONTHS_PER_YEAR, RATE_DECIMALS_MAX } from './limits';
import { divideHalfUp, roundHalfUp } from './money';
import type { Grosze } from './types';

/** Percent per year over months per year: the spec's monthly rate is annual percent / 1200. */
const PERCENT_MONTHS = 100 * MONTHS_PER_YEAR;
/** Rates with at most this many decimals (every rate the form keeps) get exact integer interest. */
const MAX_EXACT_RATE_DECIMALS = RATE_DECIMALS_MAX;
/** The slack the SHORTEN_TERM count allows for float noise before rounding up. */
const TERM_EPSILON = 1e-9;

// Vitest's module runner reads an imported binding through a getter at every use; binding the
// helpers the 480-month loop calls once keeps it at bundled speed (4–8x faster under test).
const divide = divideHalfUp;
const round = roundHalfUp;

/**
 * The monthly rate as an exact fraction `units / denominator` of the balance, when it is one.
 *
 * A rate typed by the borrower is a short decimal (7.25, 6.91), but 6.91 / 1200 is not exact in
 * binary, so a float product can land either side of a .5 grosz boundary. For rates with up to
 * six decimals the rate becomes an integer over a power of ten and the interest an exact integer
 * division. Only when that product would pass 2^53 (more than four decimals on a large balance)
 * does `monthlyInterest` fall back to floats, where `roundHalfUp` still cuts the noise at 15 digits.
 */
export interface MonthlyRate {
  annualPercent: number;
  units: number;
  denominator: number;
  /** The largest balance whose product with `units` stays a safe integer; 0 when inexact. */
  safeBalance: Grosze;
}

/** Finds the exact fraction for `annualPercent` / 1200, if it has at most six decimals. */
export function monthlyRate(annualPercent: number): MonthlyRate {
  const rate: MonthlyRate = { annualPercent: 0, units: 0, denominator: 1, safeBalance: 0 };
  setMonthlyRate(rate, annualPercent);
  return rate;
}

/** Makes `rate` the exact fraction for `annualPercent` (in place: a path may change 160 times). */
export function setMonthlyRate(rate: MonthlyRate, annualPercent: number): void {
  rate.annualPercent = annualPercent;
  let scale = 1;
  for (let decimals = 0; decimals <= MAX_EXACT_RATE_DECIMALS; decimals += 1, scale *= 10) {
    const scaled = annualPercent * scale;
    const units = Math.round(scaled);
    if (Math.abs(scaled - units) <= 1e-9 * scaled) {
      rate.units = units;
      rate.denominator = PERCENT_MONTHS * scale;
      rate.safeBalance = Math.floor(Number.MAX_SAFE_INTEGER / units);
      return;
    }
  }
  rate.units = 0;
  rate.denominator = 1;
  rate.safeBalance = 0;
}

/** One month's interest on `balance` in grosze, rounded half-up. */
export function monthlyInterest(rate: MonthlyRate, balance: Grosze): Grosze {
  return balance <= rate.safeBalance
    ? divide(balance * rate.units, rate.denominator)
    : round((balance * rate.annualPercent) / PERCENT_MONTHS);
}

/** The fixed annuity instalment in grosze: P·r / (1 − (1 + r)^−n), rounded half-up. */
export function annuityInstalment(loan: Grosze, annualPercent: number, months: number): Grosze {
  const monthlyRate = annualPercent / PERCENT_MONTHS;
  // Written as the spreadsheet PMT writes it, so both round the same float.
  return round((loan * monthlyRate) / (1 - 1 / Math.pow(1 + monthlyRate, months)));
}

const pmt = annuityInstalment;

/** One unit in the last place of a double near 1, relatively: 2^−52. */
const ULP = 2 ** -52;

/**
 * A run's annuity arithmetic, with what depends on the rate alone cached across months.
 *
 * `instalment` re-amortises as `annuityInstalment` does, to the same grosz, but faster month
 * after month.
 * LOWER_INSTALMENT every month needs (1 + i)^−R, then (1 + i)^−(R−1), …, and a pow per month is
 * most of such a run's time. So when the rate is the same and R fell by one, the previous
 * 1 / (1 + i)^R is multiplied by 1 + i instead, and B·i / (1 − (1 + i)^−R) is taken as a product
 * with the reciprocal; a new rate or R starts from (1 + i)^R by repeated squaring, within R/2
 * units in the last place, not from a pow call (a path of 160 changes starts 160 times). After m
 * such steps the power is within (R + m + 4) units in the last place of 1 / Math.pow(1 + i, R)
 * (each step, the pow and the reciprocal are off by at most one), which
 * moves the result relatively by at most that many units over 1 − (1 + i)^−R; the few roundings
 * after that add at most a dozen more. Only when the result lies closer than this slack (plus the
 * 15-digit cut of `roundHalfUp`) to a half grosz could it round apart from the exact expression,
 * and then the exact expression decides. So, whatever the order of calls, every result is the
 * grosz `annuityInstalment` gives; the tests compare it with formulajs PMT month by month.
 */
export class AnnuityMath {
  private annualPercent = Number.NaN;
  private monthlyRate = 0;
  private base = 1;
  private logBase = 0;
  private months = -1;
  private inverse = 1;
  private steps = 0;

  /** Caches what depends on the rate alone: i, 1 + i and (when asked for) ln(1 + i). */
  private useRate(annualPercent: number): void {
    if (annualPercent === this.annualPercent) return;
    this.annualPercent = annualPercent;
    this.monthlyRate = annualPercent / PERCENT_MONTHS;
    this.base = 1 + this.monthlyRate;
    // Only SHORTEN_TERM needs the logarithm; a path of 160 changes need not pay for it.
    this.logBase = Number.NaN;
    this.months = -1;
  }

  /**
   * SHORTEN_TERM's count: min(left, ceil(−ln(1 − B·i/A) / ln(1 + i) − 1e−9)), at least 1, and
   * `left` when B·i ≥ A (the instalment no longer covers the interest: no finite term repays
   * it). log1p is the same logarithm without the cancellation 1 + i suffers at low rates,
   * where it would cost more than the slack.
   */
  term(balance: Grosze, instalment: Grosze, annualPercent: number, left: number): number {
    this.useRate(annualPercent);
    const share = (balance * this.monthlyRate) / instalment;
    if (share >= 1) return left;
    if (Number.isNaN(this.logBase)) this.logBase = Math.log1p(this.monthlyRate);
    const count = Math.ceil(-Math.log1p(-share) / this.logBase - TERM_EPSILON);
    return count < left ? (count < 1 ? 1 : count) : left;
  }

  /** roundHalfUp(B·i / (1 − 1 / (1 + i)^R)) for B = `balance`, i = rate / 1200, R = `months`. */
  instalment(balance: Grosze, annualPercent: number, months: number): Grosze {
    this.useRate(annualPercent);
    if (months === this.months - 1) {
      this.inverse *= this.base;
      this.steps += 1;
    } else {
      // (1 + i)^R by repeated squaring; a product of R factors is within R/2 units in the last
      // place, so counting R steps keeps the slack below honest.
      let power = 1;
      let square = this.base;
      for (let exponent = months; exponent > 0; exponent >>= 1) {
        if ((exponent & 1) === 1) power *= square;
        square *= square;
      }
      this.inverse = 1 / power;
      this.steps = months;
    }
    this.months = months;
    // Within a few units in the last place of the exact expression, which decides near a half.
    const invertedShare = 1 / (1 - this.inverse);
    const raw = balance * this.monthlyRate * invertedShare;
    const whole = Math.floor(raw);
    const fraction = raw - whole;
    const slack = raw * ((this.steps + 16) * ULP * invertedShare + 1e-14);
    if (Math.abs(fraction - 0.5) > slack) return fraction < 0.5 ? whole : whole + 1;
    return pmt(balance, annualPercent, months);
  }
}
