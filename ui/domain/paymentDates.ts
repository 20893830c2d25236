// The dates a loan's instalments are paid on, and the days each one's interest runs, for interest
// by the real days (issue 37). The contract names a payment day; each instalment falls due on that
// day of its month (the first one on the first payment date), and when `shiftToWorkingDay` is on,
// a due date on a Saturday, a Sunday or a public holiday is paid on the next working day. Days run
// between the dates actually paid, so a shifted payment lengthens its own period and shortens the
// next. All arithmetic is on whole day numbers (civilDate.ts): no `Date`, no time zone.
import {
  type CivilDate,
  civilDateOf,
  type DayNumber,
  dayNumberOf,
  parseCivilDate,
} from './civilDate';
import { CalculationError } from './errors';
import { isWorkingDay } from './holidays';
import { MONTHS_MAX, MONTHS_PER_YEAR, PAYMENT_DAY_MAX, PAYMENT_DAY_MIN } from './limits';

/** What the payment dates depend on (the contract's `Szczegóły jak w umowie`). */
export interface PaymentDateSettings {
  /** The day the loan was paid out (`Data wypłaty kredytu`), `YYYY-MM-DD`. */
  payoutDate: CivilDate;
  /** The first instalment's due date (`Data pierwszej raty`); default: see `defaultFirstPaymentDate`. */
  firstPaymentDate?: CivilDate | undefined;
  /** The day of the month instalments fall due on (`Dzień spłaty raty`), 1..28. */
  paymentDay: number;
  /** Pay a due date that is not a working day on the next working day (`Przesuń na dzień roboczy`). */
  shiftToWorkingDay?: boolean | undefined;
}

/** One instalment's dates. */
export interface PaymentPeriod {
  /** The date the contract sets: the first payment date, then `paymentDay` of each month. */
  due: CivilDate;
  /** The date paid: `due`, or the next working day when it is not one and shifting is on. */
  paid: CivilDate;
  /** Days from the previous date paid (the payout, for the first instalment) to `paid`. */
  days: number;
}

function parts(text: CivilDate, argument: string) {
  const date = parseCivilDate(text);
  if (date === null) {
    throw new CalculationError('malformed', argument, `${argument} must be a YYYY-MM-DD date.`);
  }
  return date;
}

function checkPaymentDay(paymentDay: number): void {
  if (!Number.isInteger(paymentDay)) {
    throw new CalculationError('not-integer', 'paymentDay', 'paymentDay must be a whole day.');
  }
  if (paymentDay < PAYMENT_DAY_MIN || paymentDay > PAYMENT_DAY_MAX) {
    throw new CalculationError(
      'out-of-range',
      'paymentDay',
      `paymentDay must be ${PAYMENT_DAY_MIN}..${PAYMENT_DAY_MAX}.`,
    );
  }
}

/** The first due date a contract sets by default: `paymentDay` of the month after the payout's. */
export function defaultFirstPaymentDate(payoutDate: CivilDate, paymentDay: number): CivilDate {
  checkPaymentDay(paymentDay);
  const payout = parts(payoutDate, 'payoutDate');
  const ordinal = payout.year * MONTHS_PER_YEAR + payout.month; // the next month, 0-based
  const year = Math.floor(ordinal / MONTHS_PER_YEAR);
  return civilDateOf(dayNumberOf(year, (ordinal % MONTHS_PER_YEAR) + 1, paymentDay));
}

/** The next working day on or after `day` (a run of days off is at most five long). */
function nextWorkingDay(day: DayNumber): DayNumber {
  let paid = day;
  while (!isWorkingDay(paid)) paid += 1;
  return paid;
}

/**
 * The dates of `count` instalments and the days each one's interest runs. Throws a
 * `CalculationError` for a date that is not `YYYY-MM-DD`, a payment day outside 1..28, a first
 * payment date not after the payout, or a count outside 1..MONTHS_MAX.
 */
export function paymentPeriods(settings: PaymentDateSettings, count: number): PaymentPeriod[] {
  if (!Number.isInteger(count) || count < 1 || count > MONTHS_MAX) {
    throw new CalculationError('out-of-range', 'count', `count must be 1..${MONTHS_MAX}.`);
  }
  checkPaymentDay(settings.paymentDay);
  const payout = parts(settings.payoutDate, 'payoutDate');
  const firstText =
    settings.firstPaymentDate ?? defaultFirstPaymentDate(settings.payoutDate, settings.paymentDay);
  const first = parts(firstText, 'firstPaymentDate');
  const payoutDay = dayNumberOf(payout.year, payout.month, payout.day);
  const firstDay = dayNumberOf(first.year, first.month, first.day);
  if (firstDay <= payoutDay) {
    throw new CalculationError(
      'out-of-range',
      'firstPaymentDate',
      'firstPaymentDate must come after payoutDate.',
    );
  }
  const shift = settings.shiftToWorkingDay === true;
  const periods: PaymentPeriod[] = [];
  let previous = payoutDay;
  for (let index = 0; index < count; index += 1) {
    const ordinal = first.year * MONTHS_PER_YEAR + first.month - 1 + index;
    const year = Math.floor(ordinal / MONTHS_PER_YEAR);
    const month = (ordinal % MONTHS_PER_YEAR) + 1;
    // Days 1..28 exist in every month; the first date may name another day (a 30th, say).
    const day = index === 0 ? first.day : settings.paymentDay;
    const due = dayNumberOf(year, month, day);
    const paid = shift ? nextWorkingDay(due) : due;
    periods.push({ due: civilDateOf(due), paid: civilDateOf(paid), days: paid - previous });
    previous = paid;
  }
  return periods;
}
