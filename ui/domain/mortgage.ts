import { CalculationError } from './errors';
import {
  LOAN_AMOUNT_MAX,
  LOAN_AMOUNT_MIN,
  MONTHS_PER_YEAR,
  RATE_MAX,
  RATE_MIN,
  TERM_MAX,
  TERM_MIN,
} from './limits';
import { divideHalfUp, GROSZE_PER_ZLOTY, roundHalfUp, toZloty } from './money';
import { isMortgageType } from './types';
import type { Grosze, MortgageType, RepaymentEntry, Result, Settings } from './types';

/** Percent per year over months per year: the spec's monthly rate is annual percent / 1200. */
const PERCENT_MONTHS = 100 * MONTHS_PER_YEAR;
/** Rates with at most this many decimals get exact integer interest (see `monthlyRate`). */
const MAX_EXACT_RATE_DECIMALS = 6;

/** Describes a refused value for an error message, whatever its type. */
function show(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
    case 'bigint':
    case 'boolean':
    case 'undefined':
      return String(value);
    case 'symbol':
      return value.toString();
    case 'function':
      return 'a function';
    case 'object':
      return value === null ? 'null' : 'an object';
  }
}

interface Bounds {
  min: number;
  max: number;
  integer: boolean;
}

/** Returns `value` as a number inside `bounds`, or throws the CalculationError that says why not. */
function requireNumber(value: unknown, argument: string, bounds: Bounds): number {
  if (value === null || value === undefined) {
    throw new CalculationError('null', argument, `${argument} is ${show(value)}.`);
  }
  if (typeof value === 'string' && value.trim() === '') {
    throw new CalculationError('blank', argument, `${argument} is blank.`);
  }
  if (typeof value !== 'number' || Number.isNaN(value)) {
    throw new CalculationError('nan', argument, `${argument} is not a number: ${show(value)}.`);
  }
  if (value < 0) {
    throw new CalculationError('negative', argument, `${argument} is negative: ${value}.`);
  }
  if (value === 0) {
    throw new CalculationError('not-positive', argument, `${argument} must be positive.`);
  }
  if (value < bounds.min || value > bounds.max) {
    throw new CalculationError(
      'out-of-range',
      argument,
      `${argument} must be between ${bounds.min} and ${bounds.max}: ${value}.`,
    );
  }
  if (bounds.integer && !Number.isInteger(value)) {
    throw new CalculationError('not-integer', argument, `${argument} must be whole: ${value}.`);
  }
  return value;
}

/** Returns `value` as a MortgageType, or throws the CalculationError that says why not. */
function requireMortgageType(value: unknown): MortgageType {
  const argument = 'mortgageType';
  if (value === null || value === undefined) {
    throw new CalculationError('null', argument, `${argument} is ${show(value)}.`);
  }
  if (typeof value === 'string' && value.trim() === '') {
    throw new CalculationError('blank', argument, `${argument} is blank.`);
  }
  if (!isMortgageType(value)) {
    throw new CalculationError('unknown-enum', argument, `Unknown ${argument}: ${show(value)}.`);
  }
  return value;
}

// Vitest's module runner reads an imported binding through a getter at every use; binding the
// helpers the 480-month loop calls once keeps it at bundled speed (4–8x faster under test).
const divide = divideHalfUp;
const round = roundHalfUp;
const zloty = toZloty;

/**
 * The monthly rate as an exact fraction `units / denominator` of the balance, when it is one.
 *
 * A rate typed by the borrower is a short decimal (7.25, 6.91), but 6.91 / 1200 is not exact in
 * binary, so a float product can land either side of a .5 grosz boundary. For rates with up to
 * six decimals the rate becomes an integer over a power of ten and the interest an exact integer
 * division. Only when that product would pass 2^53 (more than four decimals on a large balance)
 * does `monthlyInterest` fall back to floats, where `roundHalfUp` still cuts the noise at 15 digits.
 */
interface MonthlyRate {
  annualPercent: number;
  units: number;
  denominator: number;
  /** The largest balance whose product with `units` stays a safe integer; 0 when inexact. */
  safeBalance: Grosze;
}

/** Finds the exact fraction for `annualPercent` / 1200, if it has at most six decimals. */
function monthlyRate(annualPercent: number): MonthlyRate {
  let scale = 1;
  for (let decimals = 0; decimals <= MAX_EXACT_RATE_DECIMALS; decimals += 1, scale *= 10) {
    const scaled = annualPercent * scale;
    const units = Math.round(scaled);
    if (Math.abs(scaled - units) <= 1e-9 * scaled) {
      return {
        annualPercent,
        units,
        denominator: PERCENT_MONTHS * scale,
        safeBalance: Math.floor(Number.MAX_SAFE_INTEGER / units),
      };
    }
  }
  return { annualPercent, units: 0, denominator: 1, safeBalance: 0 };
}

/** One month's interest on `balance` in grosze, rounded half-up. */
function monthlyInterest(rate: MonthlyRate, balance: Grosze): Grosze {
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

/**
 * Lays out the schedule. An annuity pays `instalment` minus the interest as principal (never
 * below 0 nor above the balance); a linear loan pays `share`. The last month clears the balance.
 * Totals are exact sums in grosze.
 */
function schedule(
  mortgageType: MortgageType,
  loan: Grosze,
  months: number,
  rate: MonthlyRate,
  instalment: Grosze,
  share: Grosze,
): Result {
  const annuity = mortgageType === 'ANNUITY';
  const entries = new Array<RepaymentEntry>(months);
  let balance = loan;
  let totalInterest = 0;
  let firstPayment = 0;
  for (let month = 0; month < months; month += 1) {
    const interest = balance > 0 ? monthlyInterest(rate, balance) : 0;
    let principal = balance;
    if (month < months - 1) {
      const due = annuity ? instalment - interest : share;
      principal = due < 0 ? 0 : due > balance ? balance : due;
    }
    balance -= principal;
    totalInterest += interest;
    if (month === 0) firstPayment = principal + interest;
    entries[month] = {
      totalMonthlyPayment: zloty(principal + interest),
      interestPayment: zloty(interest),
      principalPayment: zloty(principal),
      remainingDebt: zloty(balance),
    };
  }
  const totalPrincipal = loan - balance;
  return {
    totalMonthlyRate: zloty(annuity ? instalment : firstPayment),
    repaymentPlan: {
      entries,
      totalRepayment: zloty(totalPrincipal + totalInterest),
      totalInterestPayment: zloty(totalInterest),
      totalRepaymentRate: zloty(totalPrincipal),
      remainingDebt: zloty(balance),
    },
  };
}

/**
 * Simulates a fixed-rate mortgage month by month in whole grosze.
 *
 * Annuity: every instalment is the rounded annuity A; interest is the rounded monthly interest on
 * the balance and principal the rest, never below 0 nor above the balance; month n clears the
 * balance. Linear: principal is P / n rounded and month n takes the remainder; the first
 * instalment is reported as the monthly rate. Throws CalculationError unless the amount, rate
 * and term are positive numbers within the form's limits (whole złoty, whole years).
 */
export function simulate(settings: Settings): Result {
  // Settings may come from stored data, whatever the static type says.
  const given = settings as Settings | null | undefined;
  if (given === null || given === undefined) {
    throw new CalculationError('null', 'settings', `settings is ${show(settings)}.`);
  }
  const loanAmount = requireNumber(settings.loanAmount, 'loanAmount', {
    min: LOAN_AMOUNT_MIN,
    max: LOAN_AMOUNT_MAX,
    integer: true,
  });
  const annualPercent = requireNumber(
    settings.annualInterestRatePercent,
    'annualInterestRatePercent',
    {
      min: RATE_MIN,
      max: RATE_MAX,
      integer: false,
    },
  );
  const years = requireNumber(settings.loanTermYears, 'loanTermYears', {
    min: TERM_MIN,
    max: TERM_MAX,
    integer: true,
  });
  const mortgageType = requireMortgageType(settings.mortgageType);

  const loan = loanAmount * GROSZE_PER_ZLOTY;
  const months = years * MONTHS_PER_YEAR;
  const rate = monthlyRate(annualPercent);

  switch (mortgageType) {
    case 'ANNUITY':
      return schedule(
        mortgageType,
        loan,
        months,
        rate,
        annuityInstalment(loan, annualPercent, months),
        0,
      );
    case 'LINEAR':
      // P ≥ 3 000 000 gr and n ≤ 480 make the share ≥ 6 250 gr, so (n − 1) shares never pass P.
      return schedule(mortgageType, loan, months, rate, 0, divide(loan, months));
    default: {
      mortgageType satisfies never;
      throw new CalculationError('unknown-enum', 'mortgageType', 'Unknown mortgageType.');
    }
  }
}
