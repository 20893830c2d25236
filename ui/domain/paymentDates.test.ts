import { describe, expect, it } from 'vitest';
import { CalculationError } from './errors';
import { defaultFirstPaymentDate, paymentPeriods, type PaymentDateSettings } from './paymentDates';

/** `[due, paid, days]` of each period, as the tables below write them. */
function table(settings: PaymentDateSettings, count: number): [string, string, number][] {
  return paymentPeriods(settings, count).map((period) => [period.due, period.paid, period.days]);
}

describe("the issue's example: payout 2026-03-10, first payment 2026-04-15, payment day 15", () => {
  const settings = { payoutDate: '2026-03-10', firstPaymentDate: '2026-04-15', paymentDay: 15 };

  it('counts 36 days to the first payment (21 left in March, 15 in April), then whole months', () => {
    expect(table(settings, 6)).toEqual([
      ['2026-04-15', '2026-04-15', 36],
      ['2026-05-15', '2026-05-15', 30], // April has 30 days
      ['2026-06-15', '2026-06-15', 31], // May has 31
      ['2026-07-15', '2026-07-15', 30],
      ['2026-08-15', '2026-08-15', 31],
      ['2026-09-15', '2026-09-15', 31],
    ]);
  });

  it('takes the same dates when the first payment date is left to its default', () => {
    expect(table({ payoutDate: '2026-03-10', paymentDay: 15 }, 6)).toEqual(table(settings, 6));
  });

  it('pays 15 August 2026 (a Saturday and a holiday) on Monday the 17th when shifting', () => {
    expect(table({ ...settings, shiftToWorkingDay: true }, 6).slice(3)).toEqual([
      ['2026-07-15', '2026-07-15', 30],
      ['2026-08-15', '2026-08-17', 33], // the shifted period is two days longer …
      ['2026-09-15', '2026-09-15', 29], // … and the next two days shorter
    ]);
  });

  it('keeps the contract dates for all 300 instalments, the last on 2051-03-15', () => {
    const periods = paymentPeriods(settings, 300);
    expect(periods).toHaveLength(300);
    expect(periods.at(-1)).toEqual({ due: '2051-03-15', paid: '2051-03-15', days: 28 });
    // The days add up to the calendar's: 2026-03-10 to 2051-03-15 is 25 years, 6 leap days, 5 days.
    const total = periods.reduce((sum, period) => sum + period.days, 0);
    expect(total).toBe(25 * 365 + 6 + 5);
  });
});

describe('a payment moved over Easter 2027 (payment day 28)', () => {
  const settings = {
    payoutDate: '2026-12-10',
    firstPaymentDate: '2027-01-28',
    paymentDay: 28,
    shiftToWorkingDay: true,
  };

  it('pays 28 March (Easter Sunday) after Easter Monday, on Tuesday the 30th', () => {
    expect(table(settings, 5)).toEqual([
      ['2027-01-28', '2027-01-28', 49], // 21 days of December, 28 of January
      ['2027-02-28', '2027-03-01', 32], // a Sunday: paid on Monday 1 March
      ['2027-03-28', '2027-03-30', 29], // Easter Sunday, then Easter Monday: Tuesday
      ['2027-04-28', '2027-04-28', 29],
      ['2027-05-28', '2027-05-28', 30],
    ]);
  });

  it('counts whole months from due date to due date without shifting', () => {
    expect(table({ ...settings, shiftToWorkingDay: false }, 4).map((row) => row[2])).toEqual([
      49, 31, 28, 31,
    ]);
  });
});

describe('dates at month ends, year ends and in leap years', () => {
  it.each([
    // payout, first payment (default when null), payment day, the first three [due, paid, days]
    [
      '2028-01-31',
      null,
      28,
      [
        ['2028-02-28', '2028-02-28', 28],
        ['2028-03-28', '2028-03-28', 29], // 2028 is a leap year: 29 February
        ['2028-04-28', '2028-04-28', 31],
      ],
    ],
    [
      '2027-01-31',
      null,
      28,
      [
        ['2027-02-28', '2027-02-28', 28],
        ['2027-03-28', '2027-03-28', 28], // no leap day in 2027
        ['2027-04-28', '2027-04-28', 31],
      ],
    ],
    [
      '2026-12-20',
      null,
      5,
      [
        ['2027-01-05', '2027-01-05', 16], // the month after December is next year's January
        ['2027-02-05', '2027-02-05', 31],
        ['2027-03-05', '2027-03-05', 28],
      ],
    ],
    [
      '2028-02-29',
      '2028-03-30',
      1,
      [
        ['2028-03-30', '2028-03-30', 30], // a first date on another day than the payment day
        ['2028-04-01', '2028-04-01', 2],
        ['2028-05-01', '2028-05-01', 30],
      ],
    ],
  ] as const)('payout %s, first %s, day %i', (payoutDate, firstPaymentDate, paymentDay, rows) => {
    const settings = { payoutDate, firstPaymentDate: firstPaymentDate ?? undefined, paymentDay };
    expect(table(settings, 3)).toEqual(rows);
  });

  it('shifts 24 December 2027 (a Friday, a holiday since 2025) over Christmas to Monday the 27th', () => {
    const settings = {
      payoutDate: '2027-10-01',
      firstPaymentDate: '2027-11-24',
      paymentDay: 24,
      shiftToWorkingDay: true,
    };
    expect(table(settings, 3)).toEqual([
      ['2027-11-24', '2027-11-24', 54],
      ['2027-12-24', '2027-12-27', 33],
      ['2028-01-24', '2028-01-24', 28],
    ]);
  });
});

describe('defaultFirstPaymentDate', () => {
  it.each([
    ['2026-03-10', 15, '2026-04-15'],
    ['2026-03-31', 1, '2026-04-01'],
    ['2026-12-31', 28, '2027-01-28'],
    ['2028-01-30', 28, '2028-02-28'],
  ])('after a payout on %s, day %i, is %s', (payout, day, first) => {
    expect(defaultFirstPaymentDate(payout, day)).toBe(first);
  });
});

describe('refused settings', () => {
  const valid = { payoutDate: '2026-03-10', paymentDay: 15 };

  it.each([
    ['a payment day of 29', { ...valid, paymentDay: 29 }, 12, 'out-of-range'],
    ['a payment day of 0', { ...valid, paymentDay: 0 }, 12, 'out-of-range'],
    ['a payment day of 1.5', { ...valid, paymentDay: 1.5 }, 12, 'not-integer'],
    ['a payout that is not a date', { ...valid, payoutDate: '2026-02-30' }, 12, 'malformed'],
    [
      'a first payment on the payout day',
      { ...valid, firstPaymentDate: '2026-03-10' },
      12,
      'out-of-range',
    ],
    [
      'a first payment before the payout',
      { ...valid, firstPaymentDate: '2026-03-01' },
      12,
      'out-of-range',
    ],
    ['no instalments', valid, 0, 'out-of-range'],
    ['more instalments than 40 years have', valid, 481, 'out-of-range'],
  ] as const)('%s', (_name, settings, count, kind) => {
    expect(() => paymentPeriods(settings, count)).toThrow(CalculationError);
    try {
      paymentPeriods(settings, count);
    } catch (error) {
      expect((error as CalculationError).kind).toBe(kind);
    }
  });
});
