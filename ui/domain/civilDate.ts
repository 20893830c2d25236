// Civil dates (`YYYY-MM-DD`, the proleptic Gregorian calendar) as whole day numbers, so the
// payment dates and the days between them never meet a time zone, a daylight-saving hour or a
// `Date` read in local time. Day 0 is 1970-01-01; the conversions are Howard Hinnant's
// `days_from_civil` and `civil_from_days` (http://howardhinnant.github.io/date_algorithms.html),
// exact for every year from 0 to 9999.

/** A calendar date, `YYYY-MM-DD`. */
export type CivilDate = string;

/** A day as a whole number: days since 1970-01-01 (negative before it). */
export type DayNumber = number;

/** A date's parts: month 1..12, day 1..31. */
export interface CivilParts {
  year: number;
  month: number;
  day: number;
}

const CIVIL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Days in 400 Gregorian years: the calendar repeats after an era. */
const DAYS_PER_ERA = 146_097;
/** Day number of 0000-03-01, the first day of era 0 counted from March. */
const ERA_OFFSET = 719_468;

/** True in a Gregorian leap year. */
function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The number of days in `month` (1..12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The parts of a `YYYY-MM-DD` text, or null when it is not a real date (2026-02-30 is not). */
export function parseCivilDate(text: unknown): CivilParts | null {
  if (typeof text !== 'string') return null;
  const match = CIVIL_DATE.exec(text);
  if (match === null) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** The day number of a date given by its parts (the parts must form a real date). */
export function dayNumberOf(year: number, month: number, day: number): DayNumber {
  // Counting years from March puts the leap day last, so a year's day count is one formula.
  const marchYear = month <= 2 ? year - 1 : year;
  const era = Math.floor(marchYear / 400);
  const yearOfEra = marchYear - era * 400;
  const monthFromMarch = month > 2 ? month - 3 : month + 9;
  const dayOfYear = Math.floor((153 * monthFromMarch + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * DAYS_PER_ERA + dayOfEra - ERA_OFFSET;
}

/** The parts of day number `dayNumber`. */
export function partsOfDayNumber(dayNumber: DayNumber): CivilParts {
  const shifted = dayNumber + ERA_OFFSET;
  const era = Math.floor(shifted / DAYS_PER_ERA);
  const dayOfEra = shifted - era * DAYS_PER_ERA;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day };
}

/** The day number of a `YYYY-MM-DD` text, or null when it is not a real date. */
export function dayNumber(text: unknown): DayNumber | null {
  const parts = parseCivilDate(text);
  return parts === null ? null : dayNumberOf(parts.year, parts.month, parts.day);
}

/** The `YYYY-MM-DD` text of day number `dayNumber`. */
export function civilDateOf(dayNumber: DayNumber): CivilDate {
  const { year, month, day } = partsOfDayNumber(dayNumber);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The ISO weekday of day number `dayNumber`: 1 Monday … 6 Saturday, 7 Sunday. */
export function isoWeekday(dayNumber: DayNumber): number {
  // 1970-01-01 was a Thursday (4).
  const fromMonday = (((dayNumber + 3) % 7) + 7) % 7;
  return fromMonday + 1;
}
