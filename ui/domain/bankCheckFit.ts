// The arithmetic of the bank-schedule check (bankCheck.ts): the rate a day count reads off the
// rows (the coarsest of 2, 3 or 4 decimals that reproduces the first regular rows), and the walk
// down the rows under one day count, each row from the bank's balance before it, with the engine's
// interest (`periodInterest`) and principal rule, following the rate changes it finds.
import type { BankScheduleRow } from './bankSchedule';
import { annuityInstalment } from './annuity';
import type { PeriodDays, PreparedRows } from './bankCheckRows';
import type { BankCheckTerms, ConventionFit } from './bankCheckTypes';
import { periodInterest, periodRate, type PeriodRate, setPeriodRate } from './dayCount';
import { MONTHS_PER_YEAR, RATE_MAX, RATE_MIN } from './limits';
import { divideHalfUp } from './money';
import { DAY_COUNTS, type DayCount } from './records';
import type { Grosze } from './types';
/** A difference of at most this many grosze is a rounding: the row is not off. */
export const TOLERANCE: Grosze = 1;
/** The longest period the `days` cause tries: two long months, a broken first period at most. */
export const PERIOD_DAYS_MAX = 62;
/** The longest first period read off the first row's interest: a first payment within a year. */
const FIRST_PERIOD_DAYS_MAX = 366;
/** The decimals a rate is read to, coarsest first: WIBOR has two, a margin on it up to four. */
const RATE_DECIMALS = [2, 3, 4] as const;
/** The first regular rows (after the broken first period) a rate is inferred from. */
const RATE_ROWS = 3;
/** The rows off at one steady rate a rate change needs. */
const CHANGE_ROWS = 3;
/** Fewer are enough when the schedule ends, but never a single row. */
const CHANGE_ROWS_AT_END = 2;
const PERCENT = 100;
const YEAR_DAYS: Readonly<Record<DayCount, number>> = { MONTHLY: 0, ACT_365: 365, ACT_360: 360 };

/** What one day count's check runs on. */
export interface Context {
  prepared: PreparedRows;
  terms: BankCheckTerms;
  /** The balance before each row. */
  before: Grosze[];
}

/** A rate read off the rows, with the decimals it took. */
interface FoundRate {
  percent: number;
  decimals: number;
}

/** The rate a row's interest implies under `dayCount`, in per cent; null when it cannot tell. */
function impliedRate(context: Context, dayCount: DayCount, days: readonly number[], index: number) {
  const before = context.before[index] ?? 0;
  const interest = context.prepared.rows[index]?.interest ?? 0;
  const period = days[index] ?? 0;
  if (before <= 0 || interest <= 0) return null;
  if (dayCount === 'MONTHLY') return (interest * MONTHS_PER_YEAR * PERCENT) / before;
  if (period <= 0) return null;
  return (interest * YEAR_DAYS[dayCount] * PERCENT) / (before * period);
}

/**
 * The coarsest rate (2, 3 or 4 decimals) that reproduces the interest of rows `indices`: every
 * row exactly if any rate does, else every row within a grosz, else the most rows. With
 * `everyRow`, null unless every row is reproduced within a grosz.
 */
function fitRate(
  context: Context,
  dayCount: DayCount,
  days: readonly number[],
  indices: readonly number[],
  everyRow: boolean,
): FoundRate | null {
  let best: { rate: FoundRate; key: number[] } | null = null;
  for (const decimals of RATE_DECIMALS) {
    const scale = 10 ** decimals;
    for (const index of indices) {
      const implied = impliedRate(context, dayCount, days, index);
      if (implied === null) continue;
      const percent = Math.round(implied * scale) / scale;
      if (percent < RATE_MIN || percent > RATE_MAX) continue;
      const rate = periodRate(percent, dayCount);
      let exact = 0;
      let within = 0;
      let total = 0;
      for (const row of indices) {
        const expected = periodInterest(rate, context.before[row] ?? 0, days[row] ?? 0);
        const difference = Math.abs((context.prepared.rows[row]?.interest ?? 0) - expected);
        if (difference === 0) exact += 1;
        if (difference <= TOLERANCE) within += 1;
        total += difference;
      }
      const key = [exact === indices.length ? 0 : 1, -within, decimals, total];
      if (best === null || compareKeys(key, best.key) < 0)
        best = { rate: { percent, decimals }, key };
    }
  }
  if (best === null || (everyRow && -(best.key[1] ?? 0) < indices.length)) return null;
  return best.rate;
}

function compareKeys(left: readonly number[], right: readonly number[]): number {
  for (let index = 0; index < left.length; index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The rate the first regular rows imply under `dayCount`. */
function inferRate(context: Context, dayCount: DayCount, days: readonly number[]) {
  const indices: number[] = [];
  const count = context.prepared.rows.length;
  for (let index = 1; index < count && indices.length < RATE_ROWS; index += 1) {
    if (impliedRate(context, dayCount, days, index) !== null) indices.push(index);
  }
  if (indices.length === 0 && impliedRate(context, dayCount, days, 0) !== null) indices.push(0);
  return fitRate(context, dayCount, days, indices, false);
}

/** One day count's check: its fit and what it expected of each row. */
export interface Walk {
  fit: ConventionFit;
  decimals: number;
  days: readonly number[];
  interest: Grosze[];
  principal: Grosze[];
  /** The rate in force at each row, in per cent. */
  percents: number[];
  /** The rows a rate change starts at, with the interest expected at the rate before it. */
  changes: Map<number, Grosze>;
}

/** The steady rate rows `from`… imply when they are off at `rate`, or null. */
function changedRate(
  context: Context,
  rate: PeriodRate,
  days: readonly number[],
  from: number,
): number | null {
  const count = Math.min(CHANGE_ROWS, context.prepared.rows.length - from);
  if (count < CHANGE_ROWS_AT_END) return null;
  const indices: number[] = [];
  for (let index = from; index < from + count; index += 1) {
    const expected = periodInterest(rate, context.before[index] ?? 0, days[index] ?? 0);
    const bank = context.prepared.rows[index]?.interest ?? 0;
    if (Math.abs(bank - expected) <= TOLERANCE) return null;
    indices.push(index);
  }
  const found = fitRate(context, rate.dayCount, days, indices, true);
  return found === null || found.percent === rate.annualPercent ? null : found.percent;
}

/** True when the instalment before row `index` is missing (its line could not be read). */
export function afterGap(rows: readonly BankScheduleRow[], index: number): boolean {
  const number = rows[index]?.number ?? null;
  const previous = index > 0 ? (rows[index - 1]?.number ?? null) : null;
  return number !== null && previous !== null && number - previous > 1;
}

/** Checks every row under `dayCount` from `percent`, following the rate changes it finds. */
function walk(context: Context, dayCount: DayCount, found: FoundRate, days: readonly number[]) {
  const { rows } = context.prepared;
  const { loan, months } = context.terms;
  const annuity = context.terms.mortgageType === 'ANNUITY';
  const rate = periodRate(found.percent, dayCount);
  let due = annuity ? annuityInstalment(loan, found.percent, months) : divideHalfUp(loan, months);
  const result: Walk = {
    fit: {
      dayCount,
      annualInterestRatePercent: found.percent,
      rowsOff: 0,
      absoluteInterestDifference: 0,
    },
    decimals: found.decimals,
    days,
    interest: [],
    principal: [],
    percents: [],
    changes: new Map(),
  };
  let previousOff = false;
  rows.forEach((row, index) => {
    const before = context.before[index] ?? 0;
    // After a line the parser could not read, this row's period and balance before it are not
    // known: it is taken as the bank gives it, and the result says it was not checked.
    if (afterGap(rows, index)) {
      result.interest.push(row.interest);
      result.principal.push(context.prepared.principals[index] ?? 0);
      result.percents.push(rate.annualPercent);
      previousOff = false;
      return;
    }
    const period = days[index] ?? 0;
    let interest = periodInterest(rate, before, period);
    let off = Math.abs(row.interest - interest) > TOLERANCE;
    if (off && index > 0 && !previousOff) {
      const percent = changedRate(context, rate, days, index);
      if (percent !== null) {
        result.changes.set(index, interest);
        setPeriodRate(rate, percent);
        if (annuity) due = annuityInstalment(before, percent, Math.max(months - index, 1));
        interest = periodInterest(rate, before, period);
        off = Math.abs(row.interest - interest) > TOLERANCE;
      }
    }
    let principal = before;
    if (index !== months - 1) {
      const owed = annuity ? (row.instalment ?? due) - interest : due;
      principal = owed < 0 ? 0 : owed > before ? before : owed;
    }
    result.interest.push(interest);
    result.principal.push(principal);
    result.percents.push(rate.annualPercent);
    if (off) result.fit.rowsOff += 1;
    result.fit.absoluteInterestDifference += Math.abs(row.interest - interest);
    previousOff = off;
  });
  return result;
}

/** The best fit first: fewest rows off, the smallest total, the coarsest rate, the list's order. */
function byFit(left: Walk, right: Walk): number {
  return compareKeys(
    [left.fit.rowsOff, left.fit.absoluteInterestDifference, left.decimals],
    [right.fit.rowsOff, right.fit.absoluteInterestDifference, right.decimals],
  );
}

/** Each day count's check of the rows: those it can check, the best first. */
export function walks(context: Context, days: PeriodDays): Walk[] {
  const count = context.prepared.rows.length;
  const done: Walk[] = [];
  for (const dayCount of DAY_COUNTS) {
    if (dayCount !== 'MONTHLY' && days.status !== 'days') continue;
    const periods = days.status === 'days' ? [...days.days] : new Array<number>(count).fill(0);
    const given = context.terms.annualInterestRatePercent;
    const found =
      given === null ? inferRate(context, dayCount, periods) : { percent: given, decimals: 0 };
    if (found === null) continue;
    if (dayCount !== 'MONTHLY' && periods[0] === 0) {
      periods[0] = firstDays(context, dayCount, found.percent, periods);
    }
    done.push(walk(context, dayCount, found, periods));
  }
  return done.sort(byFit);
}

/** The first period's days the first row's interest implies (without a payout date to count from). */
function firstDays(context: Context, dayCount: DayCount, percent: number, days: readonly number[]) {
  const interest = context.prepared.rows[0]?.interest ?? 0;
  const loan = context.before[0] ?? 0;
  const implied = Math.round((interest * YEAR_DAYS[dayCount] * PERCENT) / (loan * percent));
  return implied >= 1 && implied <= FIRST_PERIOD_DAYS_MAX ? implied : (days[1] ?? 0);
}
