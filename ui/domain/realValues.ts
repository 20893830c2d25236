// `Koszt realny` (issue 16): a schedule's payments in today's złoty. Deflated values are not money
// that changes hands, so the engine's exactness rules (integer grosze, exact half-up interest) do
// not apply to them: they are computed in floats and only the figures shown are rounded half-up
// to the grosz.
import { monthOfOrdinal, monthOrdinal } from './calendar';
import type { CalendarMonth } from './calendar';
import { CalculationError } from './errors';
import { INFLATION_MAX, INFLATION_MIN } from './limits';
import { roundHalfUp } from './money';
import type { RepaymentEntry, Zloty } from './types';

/** The NBP inflation target, the default when the GUS CPI y/y is not known, in %. */
export const NBP_INFLATION_TARGET = 2.5;

/** A monthly series from `firstMonth` on, one value a month; after the last, the last one holds. */
export interface MonthlySeries {
  readonly firstMonth: CalendarMonth;
  readonly values: readonly number[];
}

/**
 * How prices are assumed to move.
 * - CONSTANT: `annualPercent` a year (−10 to 50); month k's payment is divided by
 *   (1 + π/100)^(k/12).
 * - HISTORICAL: `Jak inflacja od {miesiąca}`: the CPI y/y of `series` (the history module's
 *   `CPI_YOY`) from `startMonth` on; month k's payment is divided by Π over j = 0..k−1 of
 *   (1 + cpi[start + j]/100)^(1/12), the series' last value holding after its end.
 */
export type InflationAssumption =
  | { readonly kind: 'CONSTANT'; readonly annualPercent: number }
  | {
      readonly kind: 'HISTORICAL';
      readonly startMonth: CalendarMonth;
      readonly series: MonthlySeries;
    };

/** One month of the schedule in nominal and real terms. */
interface RealMonth {
  /** The instalment number, 1-based, by position in the schedule. */
  month: number;
  /** What the payments of this month are divided by (1 = today's money). */
  factor: number;
  /** The instalment (principal + interest), nominal and in today's złoty. */
  instalment: Zloty;
  instalmentReal: Zloty;
  /** Everything paid this month: instalment, overpayment, its fee and the monthly costs. */
  paid: Zloty;
  paidReal: Zloty;
}

/** A schedule's payments in today's złoty. */
export interface RealValues {
  months: RealMonth[];
  /** Everything paid with the instalments (instalments, overpayments, fees, monthly costs). */
  totalPaid: Zloty;
  /** The same in today's złoty. */
  totalPaidReal: Zloty;
  /**
   * The real cost of the debt: instalments and overpayments in today's złoty minus the principal
   * they repaid. Negative when inflation outran the interest.
   */
  realInterest: Zloty;
  /** The last instalment in today's złoty; null for an empty schedule. */
  lastInstalmentReal: Zloty | null;
  /** HISTORICAL only: the series' last month when later months held its value; else null. */
  lastKnownMonth: CalendarMonth | null;
}

/** Whole grosze of a figure in złoty (schedule figures have at most two decimals). */
const cents = (zloty: number | undefined): number => Math.round((zloty ?? 0) * 100);
/** A deflated amount in grosze, shown in złoty rounded half-up to the grosz. */
const grosz = (grosze: number): Zloty => roundHalfUp(grosze) / 100;

/** The deflators for months 1..count, and the series' last month if it was passed. */
function factors(
  inflation: InflationAssumption,
  count: number,
): { factors: Float64Array; lastKnownMonth: CalendarMonth | null } {
  const result = new Float64Array(count);
  if (inflation.kind === 'CONSTANT') {
    const percent = inflation.annualPercent as unknown;
    if (typeof percent !== 'number' || !Number.isFinite(percent)) {
      throw new CalculationError('nan', 'inflation.annualPercent', 'Inflation is not a number.');
    }
    if (percent < INFLATION_MIN || percent > INFLATION_MAX) {
      throw new CalculationError(
        'out-of-range',
        'inflation.annualPercent',
        `Inflation must be between ${INFLATION_MIN} and ${INFLATION_MAX}%: ${percent}.`,
      );
    }
    const monthly = Math.log1p(percent / 100) / 12;
    for (let k = 1; k <= count; k += 1) result[k - 1] = Math.exp(monthly * k);
    return { factors: result, lastKnownMonth: null };
  }
  const start = monthOrdinal(inflation.startMonth);
  const first = monthOrdinal(inflation.series.firstMonth);
  const values = inflation.series.values;
  if (start === null || first === null || values.length === 0) {
    throw new CalculationError(
      'malformed',
      'inflation.startMonth',
      'The start month must be YYYY-MM over a non-empty series.',
    );
  }
  if (start < first) {
    throw new CalculationError(
      'out-of-range',
      'inflation.startMonth',
      `The CPI series starts in ${inflation.series.firstMonth}: ${inflation.startMonth}.`,
    );
  }
  const lastIndex = values.length - 1;
  let logFactor = 0;
  let heldLast = false;
  for (let k = 1; k <= count; k += 1) {
    const index = start - first + k - 1;
    if (index > lastIndex) heldLast = true;
    const cpi = values[index > lastIndex ? lastIndex : index] ?? 0;
    logFactor += Math.log1p(cpi / 100) / 12;
    result[k - 1] = Math.exp(logFactor);
  }
  return { factors: result, lastKnownMonth: heldLast ? monthOfOrdinal(first + lastIndex) : null };
}

/**
 * Converts a schedule's payments to today's złoty under `inflation` (see InflationAssumption).
 * The payments counted are each entry's instalment, overpayment, overpayment fee and monthly
 * costs; costs paid at drawdown are already in today's money and are not in the entries. Null
 * entries from old records count as nothing paid, months still counted by position. Pure:
 * throws CalculationError for an inflation outside −10..50 % or a start before the series.
 */
export function realValues(
  entries: readonly (RepaymentEntry | null)[],
  inflation: InflationAssumption,
): RealValues {
  const { factors: deflators, lastKnownMonth } = factors(inflation, entries.length);
  const months: RealMonth[] = [];
  // Nominal sums are kept in whole grosze, so they stay exact however long the schedule.
  let totalPaid = 0;
  let totalPaidReal = 0;
  let repaidReal = 0;
  let principal = 0;
  let lastInstalmentReal: number | null = null;
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index];
    const factor = deflators[index] ?? 1;
    const instalment = cents(entry?.totalMonthlyPayment);
    const overpayment = cents(entry?.overpayment);
    const paid = instalment + overpayment + cents(entry?.overpaymentFee) + cents(entry?.costs);
    totalPaid += paid;
    totalPaidReal += paid / factor;
    repaidReal += (instalment + overpayment) / factor;
    principal += cents(entry?.principalPayment) + overpayment;
    if (entry !== null && entry !== undefined) lastInstalmentReal = instalment / factor;
    months.push({
      month: index + 1,
      factor,
      instalment: instalment / 100,
      instalmentReal: grosz(instalment / factor),
      paid: paid / 100,
      paidReal: grosz(paid / factor),
    });
  }
  return {
    months,
    totalPaid: totalPaid / 100,
    totalPaidReal: grosz(totalPaidReal),
    realInterest: grosz(repaidReal - principal),
    lastInstalmentReal: lastInstalmentReal === null ? null : grosz(lastInstalmentReal),
    lastKnownMonth,
  };
}
