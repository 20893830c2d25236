import { describe, expect, it } from 'vitest';
import {
  addMonths,
  calendarMonthGenitive,
  calendarMonthText,
  instalmentMonth,
  monthOfOrdinal,
  monthOrdinal,
} from './calendar';

describe('calendar months (YYYY-MM)', () => {
  it.each([
    ['2021-01', 0, '2021-01'],
    ['2021-01', 11, '2021-12'],
    ['2021-01', 12, '2022-01'],
    ['2021-12', 1, '2022-01'],
    ['2021-03', -3, '2020-12'],
    ['1997-02', 351, '2026-05'],
  ])('%s plus %i months is %s', (month, count, result) => {
    expect(addMonths(month, count)).toBe(result);
  });

  it('places instalment k in the first instalment’s month + (k − 1)', () => {
    expect(instalmentMonth('2021-01', 1)).toBe('2021-01');
    expect(instalmentMonth('2021-01', 22)).toBe('2022-10');
    expect(instalmentMonth('2026-04', 480)).toBe('2066-03');
  });

  it.each(['2021-13', '2021-00', '21-01', '2021-1', '2021-01-01', '', ' 2021-01'])(
    'reads "%s" as no month',
    (text) => {
      expect(monthOrdinal(text)).toBeNull();
      expect(() => addMonths(text, 1)).toThrow(RangeError);
    },
  );

  it('round-trips ordinals', () => {
    expect(monthOfOrdinal(monthOrdinal('2026-04') ?? 0)).toBe('2026-04');
    expect(monthOrdinal(42)).toBeNull();
  });

  it.each([
    ['2021-01', 'styczeń 2021', 'stycznia 2021'],
    ['2022-10', 'październik 2022', 'października 2022'],
    ['2026-05', 'maj 2026', 'maja 2026'],
    ['2020-09', 'wrzesień 2020', 'września 2020'],
  ])('names %s "%s", and "od %s" in the genitive', (month, nominative, genitive) => {
    expect(calendarMonthText(month)).toBe(nominative);
    expect(calendarMonthGenitive(month)).toBe(genitive);
  });
});
