// Reads the contract's day count and dates (issue 37) into the periods the engine runs on. A run
// without a day count, or with `MONTHLY`, has none: it is computed exactly as the spec's rule
// (a twelfth of the yearly rate each month), and any dates it carries are not read.
import { CalculationError } from './errors';
import { paymentPeriods, type PaymentPeriod } from './paymentDates';
import { field, show } from './readValue';
import type { DayCount, Settings } from './records';

/** The day count of a run and, for `ACT_365` and `ACT_360`, each instalment's dates and days. */
export interface DayCountTerms {
  readonly dayCount: DayCount;
  /** Null under `MONTHLY`. */
  readonly periods: readonly PaymentPeriod[] | null;
  /** The payout, `YYYY-MM-DD`; null under `MONTHLY`. */
  readonly payoutDate: string | null;
}

/** The spec's rule, a twelfth of the yearly rate a month: no dates. */
export const MONTHLY: DayCountTerms = { dayCount: 'MONTHLY', periods: null, payoutDate: null };

function requireDate(value: unknown, argument: string): string {
  if (typeof value !== 'string') {
    throw new CalculationError('malformed', argument, `${argument} is not a date: ${show(value)}.`);
  }
  return value;
}

/**
 * The day count of `settings` and the `months` instalments' periods. Throws CalculationError when
 * a real-day count lacks its payout date or payment day, a date does not exist, the first payment
 * is not after the payout, or `firstInstalmentMonth` names another month than the first payment.
 */
export function readDayCount(settings: Settings, months: number): DayCountTerms {
  // Read directly, not through `field`: every run passes here, and the engine's bench holds its
  // imported helpers' calls per run down (see mortgage.ts).
  const dayCount: unknown = settings.dayCount;
  if (dayCount === undefined || dayCount === null || dayCount === 'MONTHLY') return MONTHLY;
  if (dayCount !== 'ACT_365' && dayCount !== 'ACT_360') {
    throw new CalculationError('unknown-enum', 'dayCount', `dayCount is ${show(dayCount)}.`);
  }
  const payoutDate = requireDate(field(settings, 'payoutDate'), 'payoutDate');
  const firstPaymentDate = field(settings, 'firstPaymentDate');
  const paymentDay = field(settings, 'paymentDay');
  if (typeof paymentDay !== 'number') {
    throw new CalculationError('malformed', 'paymentDay', `paymentDay is ${show(paymentDay)}.`);
  }
  const periods = paymentPeriods(
    {
      payoutDate,
      firstPaymentDate:
        firstPaymentDate === undefined || firstPaymentDate === null
          ? undefined
          : requireDate(firstPaymentDate, 'firstPaymentDate'),
      paymentDay,
      shiftToWorkingDay: field(settings, 'shiftToWorkingDay') === true,
    },
    months,
  );
  const firstMonth = field(settings, 'firstInstalmentMonth');
  const due = periods[0]?.due ?? '';
  if (typeof firstMonth === 'string' && !due.startsWith(`${firstMonth}-`)) {
    throw new CalculationError(
      'out-of-range',
      'firstInstalmentMonth',
      `firstInstalmentMonth ${firstMonth} is not the first payment's month (${due}).`,
    );
  }
  return { dayCount, periods, payoutDate };
}
