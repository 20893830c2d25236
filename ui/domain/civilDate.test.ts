import { describe, expect, it } from 'vitest';
import {
  civilDateOf,
  dayNumber,
  daysInMonth,
  isoWeekday,
  parseCivilDate,
  partsOfDayNumber,
} from './civilDate';

describe('civil dates as day numbers', () => {
  it.each([
    ['1970-01-01', 0, 4],
    ['1970-01-02', 1, 5],
    ['1969-12-31', -1, 3],
    ['2000-02-29', 11_016, 2],
    ['2000-03-01', 11_017, 3],
    ['2026-03-10', 20_522, 2],
    ['2026-04-15', 20_558, 3],
    ['2100-03-01', 47_541, 1],
  ])('%s is day %i, ISO weekday %i', (text, number, weekday) => {
    expect(dayNumber(text)).toBe(number);
    expect(civilDateOf(number)).toBe(text);
    expect(isoWeekday(number)).toBe(weekday);
  });

  it('round-trip every day from 1900 to 2100, one day apart', () => {
    const start = dayNumber('1900-01-01') ?? Number.NaN;
    const end = dayNumber('2100-12-31') ?? Number.NaN;
    // 49 leap days: 1904 to 2096 every four years (2000 included); 1900 and 2100 are not leap years.
    expect(end - start + 1).toBe(201 * 365 + 49);
    let previous = partsOfDayNumber(start - 1);
    for (let number = start; number <= end; number += 1) {
      const parts = partsOfDayNumber(number);
      const next =
        previous.day < daysInMonth(previous.year, previous.month)
          ? { ...previous, day: previous.day + 1 }
          : previous.month < 12
            ? { year: previous.year, month: previous.month + 1, day: 1 }
            : { year: previous.year + 1, month: 1, day: 1 };
      expect(parts).toEqual(next);
      expect(dayNumber(civilDateOf(number))).toBe(number);
      previous = parts;
    }
  });
});

describe('parseCivilDate', () => {
  it.each([
    '2026-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-4-15',
    '15.04.2026',
    '',
    null,
    20_260_415,
  ])('refuses %s', (text) => {
    expect(parseCivilDate(text)).toBeNull();
  });

  it('reads a leap day in a leap year', () => {
    expect(parseCivilDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
  });
});

describe('daysInMonth', () => {
  it.each([
    [2026, 2, 28],
    [2028, 2, 29],
    [2100, 2, 28],
    [2000, 2, 29],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});
