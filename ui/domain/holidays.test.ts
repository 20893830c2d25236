import { describe, expect, it } from 'vitest';
import { civilDateOf, dayNumber, isoWeekday } from './civilDate';
import {
  easterSunday,
  isPolishPublicHoliday,
  isWorkingDay,
  polishPublicHolidays,
} from './holidays';

/** The day number of a `YYYY-MM-DD` the test writes out. */
function day(text: string): number {
  const number = dayNumber(text);
  if (number === null) throw new Error(`Not a date: ${text}`);
  return number;
}

// Written by hand from published calendars, each checked against:
// - 2025: money.pl, "Niedziele handlowe w 2025 r." (the list of days off, 24 December included);
// - 2026: kadry.infor.pl, "Dni wolne od pracy 2026. Kalendarz polskich świąt" (25 Nov 2025);
// - 2027: worldpublicholiday.com/pl/poland/2027 (movable feasts; the page predates 24 December);
// - 2028: wolnedni.com/kalendarz-swiat-2028.html;
// - 2025–2030 movable feasts: the table of movable feasts at jerzyslupsk.pl/tabela-swiat
//   (Wielkanoc, Zesłanie Ducha Świętego, Boże Ciało), and python-dateutil's easter() as a
//   second, independent computation.
// The fixed days are art. 1 pkt 1 of the act (t.j. Dz.U. z 2025 r. poz. 296).
const PUBLISHED: Record<number, string[]> = {
  2025: [
    '2025-01-01',
    '2025-01-06',
    '2025-04-20',
    '2025-04-21',
    '2025-05-01',
    '2025-05-03',
    '2025-06-08',
    '2025-06-19',
    '2025-08-15',
    '2025-11-01',
    '2025-11-11',
    '2025-12-24',
    '2025-12-25',
    '2025-12-26',
  ],
  2026: [
    '2026-01-01',
    '2026-01-06',
    '2026-04-05',
    '2026-04-06',
    '2026-05-01',
    '2026-05-03',
    '2026-05-24',
    '2026-06-04',
    '2026-08-15',
    '2026-11-01',
    '2026-11-11',
    '2026-12-24',
    '2026-12-25',
    '2026-12-26',
  ],
  2027: [
    '2027-01-01',
    '2027-01-06',
    '2027-03-28',
    '2027-03-29',
    '2027-05-01',
    '2027-05-03',
    '2027-05-16',
    '2027-05-27',
    '2027-08-15',
    '2027-11-01',
    '2027-11-11',
    '2027-12-24',
    '2027-12-25',
    '2027-12-26',
  ],
  2028: [
    '2028-01-01',
    '2028-01-06',
    '2028-04-16',
    '2028-04-17',
    '2028-05-01',
    '2028-05-03',
    '2028-06-04',
    '2028-06-15',
    '2028-08-15',
    '2028-11-01',
    '2028-11-11',
    '2028-12-24',
    '2028-12-25',
    '2028-12-26',
  ],
  2029: [
    '2029-01-01',
    '2029-01-06',
    '2029-04-01',
    '2029-04-02',
    '2029-05-01',
    '2029-05-03',
    '2029-05-20',
    '2029-05-31',
    '2029-08-15',
    '2029-11-01',
    '2029-11-11',
    '2029-12-24',
    '2029-12-25',
    '2029-12-26',
  ],
  2030: [
    '2030-01-01',
    '2030-01-06',
    '2030-04-21',
    '2030-04-22',
    '2030-05-01',
    '2030-05-03',
    '2030-06-09',
    '2030-06-20',
    '2030-08-15',
    '2030-11-01',
    '2030-11-11',
    '2030-12-24',
    '2030-12-25',
    '2030-12-26',
  ],
};

describe.each(Object.entries(PUBLISHED))('the public holidays of %s', (year, dates) => {
  it('are the fourteen days the published calendar lists', () => {
    expect(polishPublicHolidays(Number(year))).toEqual(dates);
  });

  it('each count as a holiday, and the day before Easter does not', () => {
    for (const date of dates) expect(isPolishPublicHoliday(day(date)), date).toBe(true);
    expect(isPolishPublicHoliday(easterSunday(Number(year)) - 1)).toBe(false);
  });
});

describe('Easter Sunday', () => {
  // Checked against python-dateutil's easter() and the jerzyslupsk.pl table (2018–2040).
  it.each([
    [1818, '1818-03-22', 'the earliest possible date'],
    [1943, '1943-04-25', 'the latest possible date'],
    [1961, '1961-04-02', ''],
    [2000, '2000-04-23', 'a century year that is a leap year'],
    [2008, '2008-03-23', 'an early Easter'],
    [2011, '2011-04-24', ''],
    [2016, '2016-03-27', ''],
    [2019, '2019-04-21', ''],
    [2024, '2024-03-31', ''],
    [2038, '2038-04-25', 'the latest possible date again'],
    [2100, '2100-03-28', 'a century year that is not a leap year'],
    [2285, '2285-03-22', 'the earliest possible date again'],
  ])('of %i is %s %s', (year, date) => {
    expect(civilDateOf(easterSunday(year))).toBe(date);
    expect(isoWeekday(easterSunday(year))).toBe(7);
  });

  it('puts Corpus Christi on a Thursday and Pentecost on a Sunday in 2038', () => {
    const holidays = polishPublicHolidays(2038);
    expect(holidays).toContain('2038-06-13');
    expect(holidays).toContain('2038-06-24');
    expect(isoWeekday(day('2038-06-24'))).toBe(4);
  });
});

describe('the changes to the list', () => {
  it('make 6 January a holiday from 2011 (Dz.U. 2010 nr 224 poz. 1459)', () => {
    expect(polishPublicHolidays(2010)).not.toContain('2010-01-06');
    expect(polishPublicHolidays(2011)).toContain('2011-01-06');
  });

  it('make 24 December a holiday from 2025 (Dz.U. 2024 poz. 1965)', () => {
    expect(polishPublicHolidays(2024)).not.toContain('2024-12-24');
    expect(isWorkingDay(day('2024-12-24'))).toBe(true);
    expect(polishPublicHolidays(2025)).toContain('2025-12-24');
    expect(isWorkingDay(day('2025-12-24'))).toBe(false);
  });
});

describe('a working day', () => {
  it.each([
    ['2026-04-03', true, 'Good Friday is not a holiday'],
    ['2026-04-04', false, 'a Saturday'],
    ['2026-04-05', false, 'Easter Sunday'],
    ['2026-04-06', false, 'Easter Monday'],
    ['2026-04-07', true, 'a Tuesday'],
    ['2026-06-04', false, 'Corpus Christi'],
    ['2026-06-05', true, 'the Friday after it'],
    ['2026-11-11', false, 'Independence Day, a Wednesday'],
    ['2026-12-31', true, "New Year's Eve"],
  ])('%s is %s: %s', (date, working) => {
    expect(isWorkingDay(day(date))).toBe(working);
  });
});
