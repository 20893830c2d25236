// `Sprawdź harmonogram banku` (issue 37): the inferred loan as the borrower reads and corrects it,
// checked field by field with Polish messages, and the checked schedule as a run of the record
// (`Zapisz jako symulację`), or why the spec's record cannot hold it.
import type { BankCheckResult, BankCheckTerms, InferredLoan } from './bankCheckTypes';
import { parseCivilDate } from './civilDate';
import { BANK_CHECK_COPY } from './copy/bankCheck';
import {
  LOAN_AMOUNT_MAX,
  LOAN_AMOUNT_MIN,
  MONEY_MAX,
  MONTHS_MAX,
  MONTHS_PER_YEAR,
  PAYMENT_DAY_MAX,
  PAYMENT_DAY_MIN,
  RATE_DECIMALS_MAX,
  RATE_MAX,
  RATE_MIN,
  TERM_MAX,
  TERM_MIN,
} from './limits';
import { toGrosze } from './money';
import { validateSettings } from './terms';
import type { MortgageType } from './records';
import type { Settings } from './types';
import { readNumber } from './validation';

/** The terms form as typed: texts, the instalment type and the working-day switch. */
export interface BankCheckValues {
  loan: string;
  months: string;
  mortgageType: MortgageType;
  /** Empty: each day count checks with the rate it infers. */
  rate: string;
  payoutDate: string;
  firstPaymentDate: string;
  paymentDay: string;
  shiftToWorkingDay: boolean;
}

/** A field of the terms form that can hold a problem. */
export type BankCheckField =
  'loan' | 'months' | 'rate' | 'payoutDate' | 'firstPaymentDate' | 'paymentDay';

/** The terms, or null with a message per field that is wrong. */
export interface BankCheckTermsCheck {
  terms: BankCheckTerms | null;
  messages: Partial<Record<BankCheckField, string>>;
}

const MESSAGES = BANK_CHECK_COPY.terms.messages;

/** Grosze as a money field shows them: "300000" or "300000,50". */
function moneyText(grosze: number): string {
  const whole = Math.trunc(grosze / 100);
  const cents = grosze % 100;
  return cents === 0 ? String(whole) : `${String(whole)},${String(cents).padStart(2, '0')}`;
}

/** The form as it opens on `inferred`: the rate left empty, so every day count infers its own. */
export function valuesFromInferred(inferred: InferredLoan): BankCheckValues {
  return {
    loan: moneyText(inferred.loan),
    months: String(inferred.months),
    mortgageType: inferred.mortgageType,
    rate: '',
    payoutDate: inferred.payoutDate ?? '',
    firstPaymentDate: inferred.firstPaymentDate ?? '',
    paymentDay: inferred.paymentDay === null ? '' : String(inferred.paymentDay),
    shiftToWorkingDay: inferred.shiftToWorkingDay,
  };
}

/** A `YYYY-MM-DD` text as a number that sorts as dates do, or null when it is not a date. */
function dateOrder(text: string): number | null {
  const parts = parseCivilDate(text);
  if (parts === null || parts.year < 1900 || parts.year > 2199) return null;
  return parts.year * 10_000 + parts.month * 100 + parts.day;
}

/** A whole number in `min..max` typed in `text`, or null. */
function wholeNumber(text: string, min: number, max: number): number | null {
  const read = readNumber('count', text);
  if (read === null || read.decimals > 0 || read.value < min || read.value > max) return null;
  return read.value;
}

/** Checks the terms form: every field's problem, or the terms the check runs on. */
export function checkBankTerms(values: BankCheckValues): BankCheckTermsCheck {
  const messages: Partial<Record<BankCheckField, string>> = {};
  const loanRead = readNumber('money', values.loan);
  const loan =
    loanRead === null || loanRead.decimals > 2 || loanRead.value <= 0 || loanRead.value > MONEY_MAX
      ? null
      : toGrosze(loanRead.value);
  if (loan === null) messages.loan = MESSAGES.loan;
  const months = wholeNumber(values.months, 1, MONTHS_MAX);
  if (months === null) messages.months = MESSAGES.months;
  let rate: number | null = null;
  if (values.rate.trim() !== '') {
    const read = readNumber('rate', values.rate);
    if (
      read === null ||
      read.value < RATE_MIN ||
      read.value > RATE_MAX ||
      read.decimals > RATE_DECIMALS_MAX
    ) {
      messages.rate = MESSAGES.rate;
    } else {
      rate = read.value;
    }
  }
  const date = (field: 'payoutDate' | 'firstPaymentDate'): string | null => {
    const text = values[field].trim();
    if (text === '') return null;
    if (dateOrder(text) === null) messages[field] = MESSAGES.date;
    return text;
  };
  const payoutDate = date('payoutDate');
  const firstPaymentDate = date('firstPaymentDate');
  if (
    payoutDate !== null &&
    firstPaymentDate !== null &&
    messages.payoutDate === undefined &&
    messages.firstPaymentDate === undefined &&
    (dateOrder(firstPaymentDate) ?? 0) <= (dateOrder(payoutDate) ?? 0)
  ) {
    messages.firstPaymentDate = MESSAGES.firstAfterPayout;
  }
  let paymentDay: number | null = null;
  if (values.paymentDay.trim() !== '') {
    paymentDay = wholeNumber(values.paymentDay, PAYMENT_DAY_MIN, PAYMENT_DAY_MAX);
    if (paymentDay === null) messages.paymentDay = MESSAGES.paymentDay;
  }
  if (Object.keys(messages).length > 0 || loan === null || months === null) {
    return { terms: null, messages };
  }
  return {
    terms: {
      loan,
      months,
      mortgageType: values.mortgageType,
      annualInterestRatePercent: rate,
      payoutDate,
      firstPaymentDate,
      paymentDay,
      shiftToWorkingDay: values.shiftToWorkingDay,
    },
    messages,
  };
}

/** Why a checked schedule cannot be saved as a run. */
export type BankSaveRefusal = 'AMOUNT' | 'TERM' | 'RATE' | 'DATES';

/** The run's settings, or why the spec's record cannot hold the checked schedule. */
export type BankSaveableRun =
  | { readonly ok: true; readonly settings: Settings }
  | { readonly ok: false; readonly reason: BankSaveRefusal };

/** The run, once the engine's rules between its fields hold (a rate change within the term…). */
function checked(settings: Settings): BankSaveableRun {
  try {
    validateSettings(settings);
  } catch {
    return { ok: false, reason: 'RATE' };
  }
  return { ok: true, settings };
}

/**
 * The recomputed schedule as a run: the terms under the best fit's day count and rate. The
 * record holds whole złoty of 30 000–100 000 000 and whole years; a real-day count needs the
 * payout date and the payment day.
 */
export function runSettingsOfCheck(
  terms: BankCheckTerms,
  result: BankCheckResult,
): BankSaveableRun {
  const best = result.fits[0];
  if (best === undefined) return { ok: false, reason: 'RATE' };
  const loanAmount = terms.loan / 100;
  if (
    !Number.isInteger(loanAmount) ||
    loanAmount < LOAN_AMOUNT_MIN ||
    loanAmount > LOAN_AMOUNT_MAX
  ) {
    return { ok: false, reason: 'AMOUNT' };
  }
  const years = terms.months / MONTHS_PER_YEAR;
  if (!Number.isInteger(years) || years < TERM_MIN || years > TERM_MAX) {
    return { ok: false, reason: 'TERM' };
  }
  const scale = 10 ** RATE_DECIMALS_MAX;
  const rate = Math.round(best.annualInterestRatePercent * scale) / scale;
  if (!(rate >= RATE_MIN && rate <= RATE_MAX)) return { ok: false, reason: 'RATE' };
  // The rate changes the check followed go with the run (instalment k at the new rate, as the
  // engine's rateChanges read), so the saved run is the schedule that was checked.
  const rateChanges = result.differences.flatMap((difference) =>
    difference.cause.kind === 'rate-change'
      ? [
          {
            month: difference.cause.fromInstalment,
            annualInterestRatePercent:
              Math.round(difference.cause.annualInterestRatePercent * scale) / scale,
          },
        ]
      : [],
  );
  if (
    rateChanges.some(
      (change) =>
        !(
          change.annualInterestRatePercent >= RATE_MIN &&
          change.annualInterestRatePercent <= RATE_MAX
        ) || change.month > terms.months,
    )
  ) {
    return { ok: false, reason: 'RATE' };
  }
  const settings: Settings = {
    loanAmount,
    annualInterestRatePercent: rate,
    fixedInterestRate: rateChanges.length === 0,
    loanTermYears: years,
    mortgageType: terms.mortgageType,
    ...(rateChanges.length > 0 ? { rateChanges } : {}),
  };
  if (terms.firstPaymentDate !== null) {
    settings.firstInstalmentMonth = terms.firstPaymentDate.slice(0, 7);
  }
  if (best.dayCount === 'MONTHLY') return checked(settings);
  if (terms.payoutDate === null || terms.paymentDay === null) return { ok: false, reason: 'DATES' };
  settings.dayCount = best.dayCount;
  settings.payoutDate = terms.payoutDate;
  settings.paymentDay = terms.paymentDay;
  if (terms.firstPaymentDate !== null) settings.firstPaymentDate = terms.firstPaymentDate;
  if (terms.shiftToWorkingDay) settings.shiftToWorkingDay = true;
  return checked(settings);
}
