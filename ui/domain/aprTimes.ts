// The times of a dated run's cash flows for the RRSO (issue 37), as Annex I of Directive
// 2014/17/EU measures them and issue 37 reads it: a period that is not a whole number of months
// is whole months plus days; the months are counted backwards from the payment towards the
// payout, the days left over run from the payout (excluded) to there (included), and a year is
// twelve equal months or 365 days (the Annex's 366 in a leap year is weighed in
// docs/decisions/0009-rrso-dates.md).
import { daysInMonth, dayNumberOf, parseCivilDate, type CivilParts } from './civilDate';
import { MONTHS_PER_YEAR } from './limits';
import type { PaymentPeriod } from './paymentDates';

/** The day number of `date` moved back `months` months, its day clamped to the month's end. */
function monthsBefore(date: CivilParts, months: number): number {
  const ordinal = date.year * MONTHS_PER_YEAR + date.month - 1 - months;
  const year = Math.floor(ordinal / MONTHS_PER_YEAR);
  const month = (ordinal % MONTHS_PER_YEAR) + 1;
  return dayNumberOf(year, month, Math.min(date.day, daysInMonth(year, month)));
}

/**
 * Each of the first `count` payments' time after the payout `payoutDate`, in months (whole
 * months plus days × 12 / 365), read from the dates the payments are made on.
 */
export function annexTimes(
  payoutDate: string,
  periods: readonly PaymentPeriod[],
  count: number,
): Float64Array {
  const payout = parseCivilDate(payoutDate);
  const times = new Float64Array(count);
  if (payout === null) return times;
  const start = dayNumberOf(payout.year, payout.month, payout.day);
  for (let k = 0; k < count; k += 1) {
    const paid = parseCivilDate(periods[k]?.paid);
    if (paid === null) continue;
    let months = (paid.year - payout.year) * MONTHS_PER_YEAR + paid.month - payout.month;
    while (months > 0 && monthsBefore(paid, months) < start) months -= 1;
    const days = monthsBefore(paid, months) - start;
    times[k] = months + (days * MONTHS_PER_YEAR) / 365;
  }
  return times;
}
