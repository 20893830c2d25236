// What the bank-schedule check (bankCheck.ts) reads off the pasted rows before any arithmetic:
// whether they can be checked at all, the bank's principal and the balance before each row, the
// dates as day numbers, the days of each period, and the payment day and working-day shift the
// dates show. Everything in whole grosze and day numbers; hostile rows give a refusal, not a throw.
import type { BankScheduleRow } from './bankSchedule';
import type { BankCheckTerms } from './bankCheckTypes';
import { type DayNumber, dayNumber, dayNumberOf, partsOfDayNumber } from './civilDate';
import type { BankCheckRefusalReason } from './copy/bankCheckResult';
import { isWorkingDay } from './holidays';
import { LOAN_AMOUNT_MAX, MONTHS_MAX, MONTHS_PER_YEAR, PAYMENT_DAY_MAX } from './limits';
import { GROSZE_PER_ZLOTY } from './money';
import { paymentPeriods } from './paymentDates';
import { annuityInstalment } from './annuity';
import type { Grosze, MortgageType } from './types';

/** The largest amount a row may hold: the largest loan the simulator takes. */
const AMOUNT_MAX: Grosze = LOAN_AMOUNT_MAX * GROSZE_PER_ZLOTY;

/** The pasted rows, read for the check. */
export interface PreparedRows {
  rows: readonly BankScheduleRow[];
  /** The balance before the first row: its balance + its principal, or all the principal. */
  loan: Grosze;
  /** The bank's principal of each row: its column, or the instalment − the interest. */
  principals: Grosze[];
  /** Each row's date as a day number; null when the schedule has no dates. */
  dates: DayNumber[] | null;
}

function badAmount(amount: Grosze | null): BankCheckRefusalReason | null {
  if (amount === null) return null;
  if (amount < 0) return 'negative';
  // NaN and Infinity fail this too; past it every amount is a safe integer or a fraction.
  if (!(amount <= AMOUNT_MAX)) return 'too-large';
  return Number.isInteger(amount) ? null : 'negative';
}

/** The dates of `rows` as day numbers, null without dates, or a refusal when out of order. */
function datesOf(rows: readonly BankScheduleRow[]): DayNumber[] | null | 'dates-out-of-order' {
  const dates: DayNumber[] = [];
  for (const row of rows) {
    const day = dayNumber(row.date);
    if (day === null) return null;
    const previous = dates.at(-1);
    if (previous !== undefined && day <= previous) return 'dates-out-of-order';
    dates.push(day);
  }
  return dates;
}

/** The rows ready to check, or why they cannot be checked. */
export function prepareRows(
  rows: readonly BankScheduleRow[],
): PreparedRows | BankCheckRefusalReason {
  if (rows.length < 2) return 'too-few-rows';
  if (rows.length > MONTHS_MAX) return 'too-many-rows';
  const principals: Grosze[] = [];
  let withInterest = 0;
  for (const row of rows) {
    for (const amount of [row.interest, row.principal, row.instalment, row.balance]) {
      const bad = badAmount(amount);
      if (bad !== null) return bad;
    }
    const principal = row.principal ?? (row.instalment ?? row.interest) - row.interest;
    if (principal < 0) return 'negative';
    principals.push(principal);
    if (row.interest > 0) withInterest += 1;
  }
  if (withInterest < 2) return 'no-interest';
  const first = rows[0]?.balance ?? null;
  const loan =
    first === null
      ? principals.reduce((sum, principal) => sum + principal, 0)
      : first + (principals[0] ?? 0);
  if (loan <= 0) return 'no-loan';
  if (loan > AMOUNT_MAX) return 'too-large';
  const dates = datesOf(rows);
  if (dates === 'dates-out-of-order') return dates;
  return { rows, loan, principals, dates };
}

/** The balance before each row under `loan`: the bank's balance of the row above, when given. */
export function balancesBefore(prepared: PreparedRows, loan: Grosze): Grosze[] {
  const before: Grosze[] = [];
  let balance = loan;
  prepared.rows.forEach((row, index) => {
    before.push(balance);
    balance = row.balance ?? balance - (prepared.principals[index] ?? 0);
  });
  return before;
}

/** Each period's days, with the first one unknown (0) when there is no payout date to count from. */
export type PeriodDays =
  | { status: 'days'; days: number[] }
  | { status: 'no-dates' | 'payout-after-first' | 'no-payment-dates' };

/**
 * The days of each row's period: between the dates paid as pasted (the first from the payout),
 * or, without dates, from the contract's payment dates (paymentDates.ts).
 */
export function periodDays(prepared: PreparedRows, terms: BankCheckTerms): PeriodDays {
  const payout = dayNumber(terms.payoutDate);
  const { dates } = prepared;
  if (dates !== null) {
    const first = dates[0] ?? 0;
    if (payout !== null && payout >= first) return { status: 'payout-after-first' };
    const days = dates.map((date, index) => date - (dates[index - 1] ?? payout ?? date));
    return { status: 'days', days };
  }
  if (terms.payoutDate === null || terms.paymentDay === null) return { status: 'no-dates' };
  try {
    const periods = paymentPeriods(
      {
        payoutDate: terms.payoutDate,
        firstPaymentDate: terms.firstPaymentDate ?? undefined,
        paymentDay: terms.paymentDay,
        shiftToWorkingDay: terms.shiftToWorkingDay,
      },
      prepared.rows.length,
    );
    return { status: 'days', days: periods.map((period) => period.days) };
  } catch {
    return { status: 'no-payment-dates' };
  }
}

/** The day of the month most dates fall on (the earliest row's on a tie); null above 28. */
export function paymentDayOf(dates: readonly DayNumber[]): number | null {
  const counts = new Map<number, number>();
  let best: number | null = null;
  for (const date of dates) {
    const { day } = partsOfDayNumber(date);
    const count = (counts.get(day) ?? 0) + 1;
    counts.set(day, count);
    if (best === null || count > (counts.get(best) ?? 0)) best = day;
  }
  return best === null || best > PAYMENT_DAY_MAX ? null : best;
}

/** The next working day on or after `day`. */
function nextWorkingDay(day: DayNumber): DayNumber {
  let paid = day;
  while (!isWorkingDay(paid)) paid += 1;
  return paid;
}

/** The `paymentDay` of the month `date` falls in, and of the month before, as day numbers. */
function dueDatesNear(date: DayNumber, paymentDay: number): DayNumber[] {
  const { year, month } = partsOfDayNumber(date);
  const ordinal = year * MONTHS_PER_YEAR + month - 2; // the month before, 0-based
  const previous = dayNumberOf(
    Math.floor(ordinal / MONTHS_PER_YEAR),
    (ordinal % MONTHS_PER_YEAR) + 1,
    paymentDay,
  );
  return [dayNumberOf(year, month, paymentDay), previous];
}

/**
 * Whether due dates that were not working days were paid on the next one: at least one date is
 * moved so, every other date off the payment day is too (the first may be a contract's own), and
 * no date falls on a payment day that is not a working day.
 */
export function shiftsToWorkingDay(dates: readonly DayNumber[], paymentDay: number): boolean {
  let shifted = 0;
  for (const [index, date] of dates.entries()) {
    const { day } = partsOfDayNumber(date);
    if (day === paymentDay) {
      if (!isWorkingDay(date)) return false;
      continue;
    }
    const moved = dueDatesNear(date, paymentDay).some(
      (due) => due < date && nextWorkingDay(due) === date,
    );
    if (moved) shifted += 1;
    else if (index > 0) return false;
  }
  return shifted > 0;
}

/**
 * The number of instalments: the rows pasted, or, when the last of them leaves a balance (one
 * page of a longer schedule), the term the rows imply: a decreasing loan's balance ÷ its equal
 * principal, an annuity's the term whose standard instalment at one of `percents` is the rows'
 * (the closest, to the grosz when it can be).
 */
export function monthsOf(
  prepared: PreparedRows,
  mortgageType: MortgageType,
  percents: readonly number[],
): number {
  const { rows, loan, principals } = prepared;
  const count = rows.length;
  const left = rows[count - 1]?.balance ?? null;
  if (left === null || left <= 0) return count;
  // The second row is a regular one: the first may cover a broken period.
  const regular = count > 1 ? 1 : 0;
  if (mortgageType !== 'ANNUITY') {
    const principal = principals[regular] ?? 0;
    if (principal <= 0) return count;
    return Math.min(MONTHS_MAX, Math.max(count + 1, Math.round(loan / principal)));
  }
  const row = rows[regular];
  const instalment = row?.instalment ?? (principals[regular] ?? 0) + (row?.interest ?? 0);
  let months = count + 1;
  let gap = Number.POSITIVE_INFINITY;
  for (const percent of percents) {
    if (!(percent > 0)) continue;
    for (let term = count + 1; term <= MONTHS_MAX; term += 1) {
      const distance = Math.abs(annuityInstalment(loan, percent, term) - instalment);
      if (distance < gap) {
        gap = distance;
        months = term;
      }
    }
  }
  return months;
}
