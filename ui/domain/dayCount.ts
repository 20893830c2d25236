// Interest by the real days (issue 37), apart from the engine until it joins the month loop:
//
//   interest of instalment k = balance × yearly rate × days of period k ÷ 365 (or 360),
//
// exact to the grosz and rounded half-up as the engine rounds (annuity.ts), where `MONTHLY` is the
// spec's rule, balance × rate ÷ 12, for any period. The schedule follows the rules:
// - annuity: the standard formula's instalment (monthly rate = yearly ÷ 12) stays equal; the
//   principal is the instalment − that period's interest, none when the interest is larger (the
//   instalment is then the interest alone, as after a long first period); the last clears the debt;
// - decreasing: principal = loan ÷ n every period, interest by the days; the last clears the debt.
// No rate changes, overpayments or costs yet. The engine's loop will call `periodInterest` where it
// calls `monthlyInterest` today, and `periodPrincipal` is its principal rule (strategies.ts), so
// `MONTHLY` here gives the engine's schedule to the grosz (dayCount.test.ts checks it).
import { monthlyInterest, monthlyRate, type MonthlyRate } from './annuity';
import { CalculationError } from './errors';
import { MONTHS_MAX, RATE_DECIMALS_MAX } from './limits';
import { divideHalfUp, roundHalfUp } from './money';
import type { DayCount } from './records';
import { ANNUITY, LINEAR } from './strategies';
import type { Grosze, MortgageType } from './types';

export { DAY_COUNTS } from './records';
export type { DayCount } from './records';

// Vitest's module runner reads an imported binding through a getter at every use; binding the
// helpers the 480-period loop calls once keeps it at bundled speed (as in annuity.ts).
const divide = divideHalfUp;
const round = roundHalfUp;
const interestOfMonth = monthlyInterest;
const RATE_DECIMALS = RATE_DECIMALS_MAX;

/** The days of the year a day count divides by. */
const YEAR_DAYS: Readonly<Record<Exclude<DayCount, 'MONTHLY'>, number>> = {
  ACT_365: 365,
  ACT_360: 360,
};

/**
 * A yearly rate ready for `periodInterest`. With at most six decimals the rate is the fraction
 * `units / (100 × scale)`, so a period's interest is one exact integer division; a product past
 * 2^53 (a long period at a six-decimal rate on a large balance) is done in BigInt.
 */
export interface PeriodRate {
  dayCount: DayCount;
  annualPercent: number;
  /** The percent × `scale`, a whole number; 0 when the rate has more than six decimals. */
  units: number;
  scale: number;
  /** The spec's monthly rate, which `MONTHLY` uses. */
  monthly: MonthlyRate;
}

/** The rate `annualPercent` (percent a year) for day count `dayCount`. */
export function periodRate(annualPercent: number, dayCount: DayCount): PeriodRate {
  const rate: PeriodRate = {
    dayCount,
    annualPercent: 0,
    units: 0,
    scale: 1,
    monthly: monthlyRate(annualPercent),
  };
  setPeriodRate(rate, annualPercent);
  return rate;
}

/** Makes `rate` the rate `annualPercent` (in place, as the engine's loop changes its rate). */
export function setPeriodRate(rate: PeriodRate, annualPercent: number): void {
  rate.annualPercent = annualPercent;
  if (rate.monthly.annualPercent !== annualPercent) rate.monthly = monthlyRate(annualPercent);
  let scale = 1;
  for (let decimals = 0; decimals <= RATE_DECIMALS; decimals += 1, scale *= 10) {
    const scaled = annualPercent * scale;
    const units = Math.round(scaled);
    if (Math.abs(scaled - units) <= 1e-9 * scaled) {
      rate.units = units;
      rate.scale = scale;
      return;
    }
  }
  rate.units = 0;
  rate.scale = 1;
}

/**
 * The interest of one period on `balance` grosze over `days` days, rounded half-up to the grosz;
 * `MONTHLY` ignores the days (the spec's balance × rate ÷ 1200).
 */
export function periodInterest(rate: PeriodRate, balance: Grosze, days: number): Grosze {
  if (rate.dayCount === 'MONTHLY') return interestOfMonth(rate.monthly, balance);
  const yearDays = YEAR_DAYS[rate.dayCount];
  if (rate.units === 0) return round((balance * rate.annualPercent * days) / (100 * yearDays));
  const denominator = 100 * rate.scale * yearDays;
  const numerator = balance * rate.units * days;
  if (Number.isSafeInteger(numerator)) return divide(numerator, denominator);
  const big = BigInt(balance) * BigInt(rate.units) * BigInt(days);
  const whole = BigInt(denominator);
  return Number((2n * big + whole) / (2n * whole));
}

/**
 * One period's principal, the engine's rule: the last period clears `balance`; otherwise an
 * annuity pays `due` − interest (none when the interest is larger), a decreasing loan pays `due`,
 * and never more than the balance. `interestInDue` is 1 for an annuity, 0 for a decreasing loan.
 */
function periodPrincipal(
  due: Grosze,
  interestInDue: 0 | 1,
  interest: Grosze,
  balance: Grosze,
  last: boolean,
): Grosze {
  if (last) return balance;
  const owed = due - interestInDue * interest;
  return owed < 0 ? 0 : owed > balance ? balance : owed;
}

/** A loan for `dayCountSchedule`: the spec's terms, a day count and each period's days. */
export interface DayCountLoan {
  /** The loan in grosze. */
  loan: Grosze;
  annualInterestRatePercent: number;
  /** The number of instalments, 1..MONTHS_MAX. */
  months: number;
  mortgageType: MortgageType;
  dayCount: DayCount;
  /** Each instalment's days (`PaymentPeriod.days`), at least `months` of them; `MONTHLY` reads none. */
  days: readonly number[];
}

/** One instalment of a day-count schedule, in grosze. */
interface DayCountRow {
  /** The period's days (0 under `MONTHLY` when no days were given). */
  days: number;
  instalment: Grosze;
  principal: Grosze;
  interest: Grosze;
  /** The balance after this instalment. */
  balance: Grosze;
}

/** A day-count schedule and its totals, in grosze. */
export interface DayCountSchedule {
  /** The annuity's equal instalment, or the decreasing loan's principal share. */
  due: Grosze;
  rows: DayCountRow[];
  totalInterest: Grosze;
  totalRepayment: Grosze;
}

function check(loan: DayCountLoan): void {
  if (!Number.isSafeInteger(loan.loan) || loan.loan <= 0) {
    throw new CalculationError('not-positive', 'loan', 'loan must be whole grosze above 0.');
  }
  if (!(loan.annualInterestRatePercent > 0)) {
    throw new CalculationError(
      'not-positive',
      'annualInterestRatePercent',
      'The rate must be above 0.',
    );
  }
  if (!Number.isInteger(loan.months) || loan.months < 1 || loan.months > MONTHS_MAX) {
    throw new CalculationError('out-of-range', 'months', `months must be 1..${MONTHS_MAX}.`);
  }
  if (loan.dayCount === 'MONTHLY') return;
  for (let index = 0; index < loan.months; index += 1) {
    const days = loan.days[index];
    if (days === undefined || !Number.isInteger(days) || days < 1) {
      throw new CalculationError('malformed', 'days', 'Each period needs its days, a whole >= 1.');
    }
  }
}

/**
 * The schedule of `loan` with interest counted by `loan.dayCount` (see the file comment for the
 * rules). It ends when the balance reaches 0, as the engine's does.
 */
export function dayCountSchedule(loan: DayCountLoan): DayCountSchedule {
  check(loan);
  const strategy = loan.mortgageType === 'ANNUITY' ? ANNUITY : LINEAR;
  const rate = periodRate(loan.annualInterestRatePercent, loan.dayCount);
  const due = strategy.start(loan.loan, loan.annualInterestRatePercent, loan.months);
  const rows: DayCountRow[] = [];
  let balance = loan.loan;
  let totalInterest = 0;
  for (let index = 0; index < loan.months && balance > 0; index += 1) {
    const days = loan.days[index] ?? 0;
    const interest = periodInterest(rate, balance, days);
    const last = index === loan.months - 1;
    const principal = periodPrincipal(due, strategy.interestInDue, interest, balance, last);
    balance -= principal;
    totalInterest += interest;
    rows.push({ days, instalment: principal + interest, principal, interest, balance });
  }
  return { due, rows, totalInterest, totalRepayment: loan.loan + totalInterest };
}
