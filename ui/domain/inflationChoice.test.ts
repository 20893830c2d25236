import { describe, expect, it } from 'vitest';
import { checkInflation, defaultHistoricalStart, defaultInflation } from './inflationChoice';

describe('the constant mode’s default inflation', () => {
  it('is the latest GUS CPI y/y when the banner knows it', () => {
    expect(defaultInflation({ value: 2.1 })).toEqual({ source: 'CPI', annualPercent: 2.1 });
    expect(defaultInflation({ value: -0.5 })).toEqual({ source: 'CPI', annualPercent: -0.5 });
  });

  it.each([null, undefined, { value: Number.NaN }, { value: 60 }, { value: -12 }])(
    'is the NBP target of 2,5 %% without a usable CPI (%j)',
    (cpi) => {
      expect(defaultInflation(cpi)).toEqual({ source: 'NBP_TARGET', annualPercent: 2.5 });
    },
  );
});

describe('the inflation field', () => {
  it.each([
    ['2,5', 2.5],
    ['2.5', 2.5],
    ['-10', -10],
    ['50', 50],
    ['0', 0],
    ['-0', 0],
    [' 12,25 ', 12.25],
    // The form's own number rule: a trailing or leading separator is read, not refused.
    ['2,', 2],
    [',5', 0.5],
  ])('reads %j as %d %% a year', (text, value) => {
    expect(checkInflation(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['-', 'not-a-number'],
    ['1e2', 'not-a-number'],
    ['-10,01', 'too-low'],
    ['50,5', 'too-high'],
  ])('refuses %j: %s', (text, problem) => {
    expect(checkInflation(text)).toEqual({ ok: false, problem });
  });
});

describe('the historical mode’s default start', () => {
  const range = { first: '1997-01', last: '2026-02' };

  it('is the run’s own first instalment month when the series covers it', () => {
    expect(defaultHistoricalStart(range, 300, '2021-01')).toBe('2021-01');
  });

  it('otherwise ends a schedule as long as the loan at the series’ last month', () => {
    // 300 months up to February 2026 start in March 2001.
    expect(defaultHistoricalStart(range, 300)).toBe('2001-03');
    expect(defaultHistoricalStart(range, 12)).toBe('2025-03');
    expect(defaultHistoricalStart(range, 300, '2030-01')).toBe('2001-03');
  });

  it('never starts before the series does', () => {
    expect(defaultHistoricalStart(range, 480)).toBe('1997-01');
    expect(defaultHistoricalStart(range, 300, '1990-05')).toBe('2001-03');
  });

  it('refuses a range that is not YYYY-MM', () => {
    expect(() => defaultHistoricalStart({ first: '1997', last: '2026-02' }, 12)).toThrow(
      RangeError,
    );
  });
});
