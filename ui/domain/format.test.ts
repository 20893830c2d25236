import { describe, expect, it } from 'vitest';
import { formatAmount, formatDateTime, formatDecimal, formatMoney, formatPercent } from './format';

/** Reads a formatted figure with every kind of space as a plain one. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it.each([
    { zloty: 2120.34, shows: '2 120,34 zł' },
    { zloty: 300_000, shows: '300 000,00 zł' },
    { zloty: 1234, shows: '1 234,00 zł' },
    { zloty: 0.5, shows: '0,50 zł' },
    { zloty: 0, shows: '0,00 zł' },
    { zloty: 100_000_000, shows: '100 000 000,00 zł' },
  ])('shows $zloty as "$shows"', ({ zloty, shows }) => {
    expect(plain(formatMoney(zloty))).toBe(shows);
  });

  it('uses only non-breaking spaces, so a figure never wraps across lines', () => {
    expect(formatMoney(2_120_000.34)).not.toContain(' ');
  });
});

describe('formatAmount', () => {
  it.each([
    { value: 300_000, shows: '300 000' },
    { value: 30_000, shows: '30 000' },
    { value: 1234, shows: '1 234' },
    { value: 999, shows: '999' },
    { value: 100_000_000, shows: '100 000 000' },
  ])('shows $value as "$shows"', ({ value, shows }) => {
    expect(plain(formatAmount(value))).toBe(shows);
  });
});

describe('formatPercent', () => {
  it.each([
    { value: 7.25, shows: '7,25%' },
    { value: 7, shows: '7%' },
    { value: 6.91, shows: '6,91%' },
    { value: 0.01, shows: '0,01%' },
    { value: 60, shows: '60%' },
    { value: 7.125, shows: '7,125%' },
  ])('shows $value as "$shows"', ({ value, shows }) => {
    expect(formatPercent(value)).toBe(shows);
  });
});

describe('formatDateTime', () => {
  it('shows a winter instant in Warsaw time (UTC+1), with seconds', () => {
    const shown = formatDateTime(Date.UTC(2025, 0, 15, 12, 34, 56));
    expect(shown).toContain('15.01.2025');
    expect(shown).toContain('13:34:56');
  });

  it('shows a summer instant in Warsaw time (UTC+2), with seconds', () => {
    const shown = formatDateTime(Date.UTC(2025, 6, 1, 22, 0, 5));
    expect(shown).toContain('02.07.2025');
    expect(shown).toContain('00:00:05');
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 8.64e15 + 1])('shows nothing for %s', (value) => {
    expect(formatDateTime(value)).toBe('');
  });
});

describe('the rate field display', () => {
  it.each([
    [7.125, '7,125'],
    [59.999, '59,999'],
    [7.25, '7,25'],
    [60, '60'],
  ])('shows %d as %s, never rounding what the borrower typed', (value, text) => {
    expect(formatDecimal(value)).toBe(text);
  });
});

describe('negative zero', () => {
  it.each([
    ['money', () => formatMoney(-0), '0,00\u00a0zł'],
    ['money rounding to zero', () => formatMoney(-0.004), '0,00\u00a0zł'],
    ['an amount', () => formatAmount(-0), '0'],
    ['a rate', () => formatPercent(-0), '0%'],
    ['a field value', () => formatDecimal(-0), '0'],
  ])('is never printed as "-0" (%s)', (_name, format, text) => {
    expect(format()).toBe(text);
  });

  it('leaves a real negative figure its sign', () => {
    expect(formatMoney(-1.5)).toBe('-1,50\u00a0zł');
  });
});
