// The inputs of the report's `Koszt realny` section (issue 16): the default constant inflation,
// the checked text of the inflation field, and the default start of the historical mode.
import { monthOfOrdinal, monthOrdinal, type CalendarMonth } from './calendar';
import { INFLATION_MAX, INFLATION_MIN } from './limits';
import { NBP_INFLATION_TARGET } from './realValues';
import { parseNumber, stripGroupingSpaces } from './validation';

/** Where the constant mode's default came from: the banner's GUS CPI y/y, or the NBP target. */
export type InflationDefault =
  { source: 'CPI'; annualPercent: number } | { source: 'NBP_TARGET'; annualPercent: number };

/**
 * The constant mode's default: the latest GUS CPI y/y when it is known and within the field's
 * range (−10..50 %), otherwise the NBP inflation target of 2,5 %.
 */
export function defaultInflation(cpi: { value: number } | null | undefined): InflationDefault {
  const value = cpi?.value;
  if (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= INFLATION_MIN &&
    value <= INFLATION_MAX
  ) {
    return { source: 'CPI', annualPercent: value };
  }
  return { source: 'NBP_TARGET', annualPercent: NBP_INFLATION_TARGET };
}

/** Why the inflation field's text cannot be used. */
export type InflationProblem = 'required' | 'not-a-number' | 'too-low' | 'too-high';

/** The inflation field's text read as a percent a year (comma or dot, leading minus), or why not. */
export function checkInflation(
  text: string,
): { ok: true; value: number } | { ok: false; problem: InflationProblem } {
  if (stripGroupingSpaces(text) === '') return { ok: false, problem: 'required' };
  const value = parseNumber('rate', text);
  if (value === null) return { ok: false, problem: 'not-a-number' };
  if (value < INFLATION_MIN) return { ok: false, problem: 'too-low' };
  if (value > INFLATION_MAX) return { ok: false, problem: 'too-high' };
  return { ok: true, value };
}

/**
 * The historical mode's default first month, inside the CPI series' `range`: the run's own first
 * instalment month when it has one in range, else the start that ends a schedule of `months`
 * instalments at the series' last month (the latest stretch of real data as long as the loan),
 * but never before the series' first month.
 */
export function defaultHistoricalStart(
  range: { first: CalendarMonth; last: CalendarMonth },
  months: number,
  firstInstalmentMonth?: CalendarMonth,
): CalendarMonth {
  const first = monthOrdinal(range.first);
  const last = monthOrdinal(range.last);
  if (first === null || last === null) {
    throw new RangeError(`Not a YYYY-MM range: ${range.first}..${range.last}`);
  }
  const own = monthOrdinal(firstInstalmentMonth);
  if (own !== null && own >= first && own <= last) return monthOfOrdinal(own);
  const span = Math.max(1, Math.floor(months));
  return monthOfOrdinal(Math.min(last, Math.max(first, last - span + 1)));
}
