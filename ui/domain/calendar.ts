// Calendar months as `YYYY-MM` strings, the form the settings, the data and the URLs use. They are
// counted as whole months (year × 12 + month − 1), so no Date or time zone is ever involved.
import { POLISH_MONTHS, POLISH_MONTHS_GENITIVE } from './months';

/** A calendar month, `YYYY-MM`. */
export type CalendarMonth = string;

const CALENDAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month's ordinal (year × 12 + month − 1), or null when `text` is not `YYYY-MM`. */
export function monthOrdinal(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = CALENDAR_MONTH.exec(text);
  if (match === null) return null;
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

/** The `YYYY-MM` of a month ordinal. */
export function monthOfOrdinal(ordinal: number): CalendarMonth {
  const year = Math.floor(ordinal / 12);
  const month = ordinal - year * 12 + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The calendar month `count` months after `month` (before it when negative). */
export function addMonths(month: CalendarMonth, count: number): CalendarMonth {
  const ordinal = monthOrdinal(month);
  if (ordinal === null) throw new RangeError(`Not a YYYY-MM month: ${month}`);
  return monthOfOrdinal(ordinal + count);
}

/** The calendar month instalment `instalment` (1-based) falls in, given the first instalment's. */
export function instalmentMonth(firstInstalmentMonth: CalendarMonth, instalment: number): string {
  return addMonths(firstInstalmentMonth, instalment - 1);
}

function parts(month: CalendarMonth): { year: string; index: number } {
  const ordinal = monthOrdinal(month);
  if (ordinal === null) throw new RangeError(`Not a YYYY-MM month: ${month}`);
  return { year: month.slice(0, 4), index: ordinal % 12 };
}

/** The month in words, nominative, as a picker or a schedule shows it: "styczeń 2021". */
export function calendarMonthText(month: CalendarMonth): string {
  const { year, index } = parts(month);
  return `${POLISH_MONTHS[index] ?? ''} ${year}`;
}

/** The month in words, genitive, as "od …" needs it: "stycznia 2021". */
export function calendarMonthGenitive(month: CalendarMonth): string {
  const { year, index } = parts(month);
  return `${POLISH_MONTHS_GENITIVE[index] ?? ''} ${year}`;
}
