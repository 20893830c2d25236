// `Sprawdź harmonogram banku` (issue 37): the loan a pasted schedule implies, and the schedule
// checked line by line under each day count. Each row is recomputed from the bank's own balance
// before it (so one wrong row is flagged alone, never carried into the next) with the engine's
// interest (dayCount.ts `periodInterest`, so a schedule this app made matches to the grosz) and its
// principal rule. A run of at least three rows off at one steady rate that is not the rate in
// force reads as a rate change, and the check goes on at the new rate; a wrong day count cannot
// pass for one, since its implied rate moves with the 28, 30 and 31 days of the months. The day
// count that leaves the fewest rows off (then the smallest total difference) explains the schedule.
import type { BankScheduleRow } from './bankSchedule';
import {
  afterGap,
  type Context,
  PERIOD_DAYS_MAX,
  TOLERANCE,
  type Walk,
  walks,
} from './bankCheckFit';
import {
  balancesBefore,
  monthsOf,
  paymentDayOf,
  periodDays,
  type PeriodDays,
  prepareRows,
  type PreparedRows,
  shiftsToWorkingDay,
} from './bankCheckRows';
import type {
  BankCheckResult,
  BankCheckTerms,
  DifferenceCause,
  InferredLoan,
  RowDifference,
} from './bankCheckTypes';
import { civilDateOf } from './civilDate';
import { BANK_CHECK_RESULT_COPY, type BankCheckRefusalReason } from './copy/bankCheckResult';
import { periodInterest, periodRate } from './dayCount';
import { LOAN_AMOUNT_MAX, MONTHS_MAX, RATE_MAX, RATE_MIN } from './limits';
import { GROSZE_PER_ZLOTY } from './money';
import type { DayCount } from './records';
import type { Grosze, MortgageType } from './types';

/** An off row within this many grosze is the bank's other rounding (down, up, per day). */
const ROUNDING_GROSZE: Grosze = 2;

/** Why rows cannot be checked (a copy text for each in BANK_CHECK_RESULT_COPY.refusals), or null. */
export function bankCheckRefusal(rows: readonly BankScheduleRow[]): BankCheckRefusalReason | null {
  const inferred = inferOrRefuse(rows);
  return typeof inferred === 'string' ? inferred : null;
}

/** Why row `index` is off under `fit`, most likely, from its interest and principal differences. */
function causeOf(
  context: Context,
  fit: Walk,
  index: number,
  interestDifference: Grosze,
  principalDifference: Grosze,
): DifferenceCause {
  const difference = Math.abs(interestDifference);
  if (difference <= TOLERANCE) {
    const kind = Math.abs(principalDifference) <= ROUNDING_GROSZE ? 'rounding' : 'unexplained';
    return { kind };
  }
  // Rounding down or up instead of half-up moves a grosz at most: within ROUNDING_GROSZE.
  if (difference <= ROUNDING_GROSZE) return { kind: 'rounding' };
  const { dayCount } = fit.fit;
  if (dayCount === 'MONTHLY') return { kind: 'unexplained' };
  const expectedDays = fit.days[index] ?? 0;
  const bank = (fit.interest[index] ?? 0) + interestDifference;
  const rate = periodRate(fit.percents[index] ?? 0, dayCount);
  const before = context.before[index] ?? 0;
  let best: number | null = null;
  for (let days = 1; days <= PERIOD_DAYS_MAX; days += 1) {
    const matches = Math.abs(bank - periodInterest(rate, before, days)) <= TOLERANCE;
    // The number of days nearest the dates' own, when several match (a small balance).
    if (
      matches &&
      days !== expectedDays &&
      (best === null || Math.abs(days - expectedDays) < Math.abs(best - expectedDays))
    ) {
      best = days;
    }
  }
  return best === null ? { kind: 'unexplained' } : { kind: 'days', days: best, expectedDays };
}

/** The rows the best fit leaves off, and the rows its rate changes start at. */
function differencesOf(context: Context, fit: Walk): RowDifference[] {
  const differences: RowDifference[] = [];
  context.prepared.rows.forEach((row, index) => {
    const before = fit.changes.get(index);
    const expectedInterest = before ?? fit.interest[index] ?? 0;
    const expectedPrincipal = fit.principal[index] ?? 0;
    const interestDifference = row.interest - expectedInterest;
    const principalDifference = row.principal === null ? null : row.principal - expectedPrincipal;
    let cause: DifferenceCause;
    if (before !== undefined) {
      cause = {
        kind: 'rate-change',
        fromInstalment: row.number ?? index + 1,
        annualInterestRatePercent: fit.percents[index] ?? 0,
      };
    } else if (
      Math.abs(interestDifference) > TOLERANCE ||
      Math.abs(principalDifference ?? 0) > TOLERANCE
    ) {
      cause = causeOf(context, fit, index, interestDifference, principalDifference ?? 0);
    } else {
      return;
    }
    differences.push({
      number: row.number ?? index + 1,
      line: row.line,
      date: row.date,
      bankInterest: row.interest,
      expectedInterest,
      interestDifference,
      bankPrincipal: row.principal,
      expectedPrincipal,
      principalDifference,
      cause,
    });
  });
  return differences;
}

function termsAreValid(terms: BankCheckTerms): boolean {
  const rate = terms.annualInterestRatePercent;
  return (
    Number.isSafeInteger(terms.loan) &&
    terms.loan > 0 &&
    terms.loan <= LOAN_AMOUNT_MAX * GROSZE_PER_ZLOTY &&
    Number.isInteger(terms.months) &&
    terms.months >= 1 &&
    terms.months <= MONTHS_MAX &&
    (rate === null || (rate >= RATE_MIN && rate <= RATE_MAX))
  );
}

function refusedResult(rows: readonly BankScheduleRow[], reason: BankCheckRefusalReason) {
  const notices = [BANK_CHECK_RESULT_COPY.refusals[reason]];
  return { fits: [], differences: [], interestDifference: 0, explained: false, rows, notices };
}

const NOTICES: Readonly<Record<Exclude<PeriodDays['status'], 'days'>, string>> = {
  'no-dates': BANK_CHECK_RESULT_COPY.notices.onlyMonthly,
  'payout-after-first': BANK_CHECK_RESULT_COPY.notices.payoutAfterFirst,
  'no-payment-dates': BANK_CHECK_RESULT_COPY.notices.noPaymentDates,
};

/**
 * Checks the bank's rows line by line under each day count it can (the best fit first), and
 * gives the best fit's differing rows with their likely causes. Never throws: rows or terms that
 * cannot be checked give no fits and a notice saying why.
 */
export function checkBankSchedule(
  rows: readonly BankScheduleRow[],
  terms: BankCheckTerms,
): BankCheckResult {
  const prepared = prepareRows(rows);
  if (typeof prepared === 'string') return refusedResult(rows, prepared);
  if (!termsAreValid(terms)) return refusedResult(rows, 'bad-terms');
  const context: Context = { prepared, terms, before: balancesBefore(prepared, terms.loan) };
  const days = periodDays(prepared, terms);
  const notices = days.status === 'days' ? [] : [NOTICES[days.status]];
  const unchecked = rows.flatMap((row, index) =>
    afterGap(rows, index) && row.number !== null ? [row.number] : [],
  );
  if (unchecked.length > 0) notices.push(BANK_CHECK_RESULT_COPY.notices.afterGap(unchecked));
  const fits = walks(context, days);
  const best = fits[0];
  if (best === undefined) return refusedResult(rows, 'no-rate');
  const differences = differencesOf(context, best);
  let interestDifference = 0;
  rows.forEach((row, index) => {
    interestDifference += row.interest - (best.interest[index] ?? 0);
  });
  return {
    fits: fits.map((fit) => fit.fit),
    differences,
    interestDifference,
    explained: differences.every((difference) => difference.cause.kind === 'rate-change'),
    rows,
    notices,
  };
}

/** Equal instalments (the last aside) read as an annuity, equal principal as a decreasing loan. */
function mortgageTypeOf(prepared: PreparedRows): MortgageType {
  const { rows, principals } = prepared;
  const instalment = (index: number) =>
    rows[index]?.instalment ?? (principals[index] ?? 0) + (rows[index]?.interest ?? 0);
  let equalInstalments = 0;
  let equalPrincipal = 0;
  for (let index = 1; index < rows.length - 1; index += 1) {
    if (Math.abs(instalment(index) - instalment(index - 1)) <= TOLERANCE) equalInstalments += 1;
    const principal = (principals[index] ?? 0) - (principals[index - 1] ?? 0);
    if (Math.abs(principal) <= TOLERANCE) equalPrincipal += 1;
  }
  return equalPrincipal > equalInstalments ? 'LINEAR' : 'ANNUITY';
}

/**
 * The loan the pasted rows imply, for the borrower to read and correct; null when they cannot be
 * checked at all (`bankCheckRefusal` says why). Without dates every day count gets the rate read
 * as a twelfth of a year, and the payout and payment day stay null.
 */
export function inferLoan(rows: readonly BankScheduleRow[]): InferredLoan | null {
  const inferred = inferOrRefuse(rows);
  return typeof inferred === 'string' ? null : inferred;
}

function inferOrRefuse(rows: readonly BankScheduleRow[]): InferredLoan | BankCheckRefusalReason {
  const prepared = prepareRows(rows);
  if (typeof prepared === 'string') return prepared;
  const { loan, dates } = prepared;
  const paymentDay = dates === null ? null : paymentDayOf(dates);
  const terms: BankCheckTerms = {
    loan,
    months: rows.length,
    mortgageType: mortgageTypeOf(prepared),
    annualInterestRatePercent: null,
    payoutDate: null,
    firstPaymentDate: dates === null ? null : (rows[0]?.date ?? null),
    paymentDay,
    shiftToWorkingDay: false,
  };
  const context: Context = { prepared, terms, before: balancesBefore(prepared, loan) };
  const fits = walks(context, periodDays(prepared, terms));
  const monthly = fits.find((fit) => fit.fit.dayCount === 'MONTHLY')?.fit;
  if (monthly === undefined) return 'no-rate';
  const rateOf = (dayCount: DayCount) =>
    (fits.find((fit) => fit.fit.dayCount === dayCount)?.fit ?? monthly).annualInterestRatePercent;
  const best = fits[0];
  const firstDate = dates?.[0];
  const payoutDate =
    best === undefined || best.fit.dayCount === 'MONTHLY' || firstDate === undefined
      ? null
      : civilDateOf(firstDate - (best.days[0] ?? 0));
  const rates = {
    MONTHLY: monthly.annualInterestRatePercent,
    ACT_365: rateOf('ACT_365'),
    ACT_360: rateOf('ACT_360'),
  };
  return {
    loan,
    months: monthsOf(prepared, terms.mortgageType, Object.values(rates)),
    mortgageType: terms.mortgageType,
    annualInterestRatePercent: rates,
    firstPaymentDate: terms.firstPaymentDate,
    paymentDay,
    shiftToWorkingDay:
      dates !== null && paymentDay !== null && shiftsToWorkingDay(dates, paymentDay),
    payoutDate,
  };
}

/** The terms to check against, as inferred: each day count's own rate, or `dayCount`'s for all. */
export function termsFromInferred(inferred: InferredLoan, dayCount?: DayCount): BankCheckTerms {
  return {
    loan: inferred.loan,
    months: inferred.months,
    mortgageType: inferred.mortgageType,
    annualInterestRatePercent:
      dayCount === undefined ? null : inferred.annualInterestRatePercent[dayCount],
    payoutDate: inferred.payoutDate,
    firstPaymentDate: inferred.firstPaymentDate,
    paymentDay: inferred.paymentDay,
    shiftToWorkingDay: inferred.shiftToWorkingDay,
  };
}
