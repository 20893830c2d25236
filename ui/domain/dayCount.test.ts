import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyInterest, monthlyRate } from './annuity';
import {
  DAY_COUNTS,
  type DayCount,
  dayCountSchedule,
  type DayCountLoan,
  periodInterest,
  periodRate,
  setPeriodRate,
} from './dayCount';
import { CalculationError } from './errors';
import { MONTHS_MAX } from './limits';
import { simulate } from './mortgage';
import { paymentPeriods } from './paymentDates';
import { entriesOf, grosze, rateArbitrary, settings } from './test-support';
import type { MortgageType } from './types';

describe('periodInterest', () => {
  it.each([
    // balance (gr), % a year, day count, days, interest (gr): worked out by hand
    // 300 000 zł × 7 % × 36 / 365 = 756 000 / 365 = 2 071,2329 zł
    [30_000_000, 7, 'ACT_365', 36, 207_123],
    // 300 000 zł × 7 % × 36 / 360 = 2 100 zł exactly
    [30_000_000, 7, 'ACT_360', 36, 210_000],
    // 182,50 zł × 1 % × 1 / 365 = 0,005 zł: half a grosz rounds up …
    [18_250, 1, 'ACT_365', 1, 1],
    // … and a grosz less is below the half
    [18_249, 1, 'ACT_365', 1, 0],
    // 120 000 zł × 6,25 % × 31 / 360 = 645,8333 zł
    [12_000_000, 6.25, 'ACT_360', 31, 64_583],
    // 100 mln zł × 7,123456 % × 62 / 365 = 1 210 011,704 zł: the product passes 2^53 (BigInt)
    [10_000_000_000, 7.123456, 'ACT_365', 62, 121_001_170],
    // the same over 360 days: 1 226 817,4222 zł
    [10_000_000_000, 7.123456, 'ACT_360', 62, 122_681_742],
    // MONTHLY ignores the days: 300 000 zł × 7 % / 12 = 1 750 zł
    [30_000_000, 7, 'MONTHLY', 36, 175_000],
  ] as const)(
    '%i gr at %d %% (%s) over %i days is %i gr',
    (balance, percent, dayCount, days, expected) => {
      expect(periodInterest(periodRate(percent, dayCount), balance, days)).toBe(expected);
    },
  );

  it('equals the engine monthly interest under MONTHLY, whatever the days', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        rateArbitrary(),
        fc.integer({ min: 1, max: 62 }),
        (balance, percent, days) => {
          const rate = periodRate(percent, 'MONTHLY');
          expect(periodInterest(rate, balance, days)).toBe(
            monthlyInterest(monthlyRate(percent), balance),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('is balance × rate × days / 365 rounded half-up, exactly, for every rate the form takes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        rateArbitrary(),
        fc.integer({ min: 1, max: 62 }),
        fc.constantFrom<DayCount>('ACT_365', 'ACT_360'),
        (balance, percent, days, dayCount) => {
          // The exact quotient in BigInt, from the rate's decimal text (at most six decimals).
          const [whole = '0', fraction = ''] = String(percent).split('.');
          const units = BigInt(whole + fraction.padEnd(6, '0'));
          const numerator = BigInt(balance) * units * BigInt(days);
          const denominator = BigInt(100 * 1_000_000 * (dayCount === 'ACT_365' ? 365 : 360));
          const expected = Number((2n * numerator + denominator) / (2n * denominator));
          expect(periodInterest(periodRate(percent, dayCount), balance, days)).toBe(expected);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('follows a rate changed in place', () => {
    const rate = periodRate(7, 'ACT_365');
    setPeriodRate(rate, 7.3);
    // 300 000 zł × 7,3 % × 30 / 365 = 1 800 zł exactly
    expect(periodInterest(rate, 30_000_000, 30)).toBe(180_000);
    const monthly = periodRate(7, 'MONTHLY');
    setPeriodRate(monthly, 7.2);
    expect(periodInterest(monthly, 30_000_000, 30)).toBe(180_000); // 300 000 × 7,2 % / 12
  });
});

/** The loan: 300 000 zł at 7 % for 25 years, paid out 2026-03-10, first payment 2026-04-15. */
const DAYS = paymentPeriods(
  { payoutDate: '2026-03-10', firstPaymentDate: '2026-04-15', paymentDay: 15 },
  300,
).map((period) => period.days);

function loan(dayCount: DayCount, overrides: Partial<DayCountLoan> = {}): DayCountLoan {
  return {
    loan: 30_000_000,
    annualInterestRatePercent: 7,
    months: 300,
    mortgageType: 'ANNUITY',
    dayCount,
    days: DAYS,
    ...overrides,
  };
}

/** [days, instalment, principal, interest, balance] of a row, in grosze. */
type Row = [number, number, number, number, number];

function rowsOf(dayCount: DayCount, overrides: Partial<DayCountLoan> = {}): Row[] {
  return dayCountSchedule(loan(dayCount, overrides)).rows.map((row) => [
    row.days,
    row.instalment,
    row.principal,
    row.interest,
    row.balance,
  ]);
}

describe("the issue's annuity: 300 000 zł, 7 %, 25 years, payout 2026-03-10, first payment 2026-04-15", () => {
  // The instalment, as the spec computes it: 300 000 × i / (1 − (1 + i)^−300), i = 7 % / 12,
  // is 2 120,34 zł (the engine and a spreadsheet's PMT agree).
  it('keeps the annuity formula instalment of 2 120,34 zł', () => {
    expect(dayCountSchedule(loan('ACT_365')).due).toBe(212_034);
    expect(simulate(settings(300_000, 7, 25)).totalMonthlyRate).toBe(2120.34);
  });

  it('ACT_365: the first three instalments, by hand', () => {
    expect(rowsOf('ACT_365').slice(0, 3)).toEqual([
      // 300 000,00 × 0,07 × 36 / 365 = 2 071,23; principal 2 120,34 − 2 071,23 = 49,11
      [36, 212_034, 4_911, 207_123, 29_995_089],
      // 299 950,89 × 0,07 × 30 / 365 = 1 725,7448 → 1 725,74; principal 394,60
      [30, 212_034, 39_460, 172_574, 29_955_629],
      // 299 556,29 × 0,07 × 31 / 365 = 1 780,9237 → 1 780,92; principal 339,42
      [31, 212_034, 33_942, 178_092, 29_921_687],
    ]);
  });

  it('ACT_360: the first three instalments, by hand', () => {
    expect(rowsOf('ACT_360').slice(0, 3)).toEqual([
      // 300 000,00 × 0,07 × 36 / 360 = 2 100,00; principal 20,34
      [36, 212_034, 2_034, 210_000, 29_997_966],
      // 299 979,66 × 0,07 × 30 / 360 = 1 749,8814 → 1 749,88; principal 370,46
      [30, 212_034, 37_046, 174_988, 29_960_920],
      // 299 609,20 × 0,07 × 31 / 360 = 1 805,9777 → 1 805,98; principal 314,36
      [31, 212_034, 31_436, 180_598, 29_929_484],
    ]);
  });

  // The balance before the 300th instalment comes from 299 periods, too many for a hand; it was
  // computed apart from this code, in exact rational arithmetic (Python's fractions, the same
  // rules), and the last row's interest is then checked by hand.
  it('ACT_365: the last instalment, on 2051-03-15 after 28 days, clears 4 811,53 zł', () => {
    const rows = rowsOf('ACT_365');
    expect(rows).toHaveLength(300);
    // 4 811,53 × 0,07 × 28 / 365 = 25,8373 → 25,84; instalment 4 837,37
    expect(rows.at(-1)).toEqual([28, 483_737, 481_153, 2_584, 0]);
    expect(rows.at(-2)?.[4]).toBe(481_153);
    expect(dayCountSchedule(loan('ACT_365')).totalInterest).toBe(33_881_903);
  });

  it('ACT_360: the last instalment clears 20 172,77 zł, the price of 365/360', () => {
    const rows = rowsOf('ACT_360');
    expect(rows).toHaveLength(300);
    // 20 172,77 × 0,07 × 28 / 360 = 109,8295 → 109,83; instalment 20 282,60
    expect(rows.at(-1)).toEqual([28, 2_028_260, 2_017_277, 10_983, 0]);
    expect(dayCountSchedule(loan('ACT_360')).totalInterest).toBe(35_426_426);
  });

  it('pays interest alone when a long first period costs more than the instalment', () => {
    // Paid out 2026-03-01, first payment 2026-04-28: 58 days; 300 000 × 0,07 × 58 / 360 = 3 383,33 zł.
    const days = paymentPeriods(
      { payoutDate: '2026-03-01', firstPaymentDate: '2026-04-28', paymentDay: 28 },
      300,
    ).map((period) => period.days);
    const rows = rowsOf('ACT_360', { days });
    expect(rows[0]).toEqual([58, 338_333, 0, 338_333, 30_000_000]);
    // The second is an ordinary one: 30 days, 1 750,00 interest, 370,34 principal.
    expect(rows[1]).toEqual([30, 212_034, 37_034, 175_000, 29_962_966]);
  });
});

describe('a decreasing loan: 120 000 zł, 6 %, 10 years, same dates', () => {
  const decreasing = { loan: 12_000_000, annualInterestRatePercent: 6, months: 120 };
  const options = { ...decreasing, mortgageType: 'LINEAR' as MortgageType };

  it('ACT_365: 1 000 zł of principal each month and interest by the days', () => {
    const rows = rowsOf('ACT_365', options);
    expect(rows).toHaveLength(120);
    expect(rows.slice(0, 3)).toEqual([
      [36, 171_014, 100_000, 71_014, 11_900_000], // 120 000 × 0,06 × 36 / 365 = 710,1370
      [30, 158_685, 100_000, 58_685, 11_800_000], // 119 000 × 0,06 × 30 / 365 = 586,8493
      [31, 160_132, 100_000, 60_132, 11_700_000], // 118 000 × 0,06 × 31 / 365 = 601,3151
    ]);
    // 2036-02-15 to 2036-03-15 is 29 days (2036 is a leap year): 1 000 × 0,06 × 29 / 365 = 4,7671
    expect(rows.at(-1)).toEqual([29, 100_477, 100_000, 477, 0]);
  });

  it('ACT_360: the same principal, more interest', () => {
    const rows = rowsOf('ACT_360', options);
    expect(rows.slice(0, 3)).toEqual([
      [36, 172_000, 100_000, 72_000, 11_900_000], // 120 000 × 0,06 × 36 / 360 = 720,00
      [30, 159_500, 100_000, 59_500, 11_800_000], // 119 000 × 0,06 × 30 / 360 = 595,00
      [31, 160_967, 100_000, 60_967, 11_700_000], // 118 000 × 0,06 × 31 / 360 = 609,6667
    ]);
    expect(rows.at(-1)).toEqual([29, 100_483, 100_000, 483, 0]); // 60 × 29 / 360 = 4,8333
  });
});

describe('MONTHLY', () => {
  it.each([
    [300_000, 7, 25, 'ANNUITY'],
    [300_000, 7, 25, 'LINEAR'],
    [1_234_567, 7.25, 40, 'ANNUITY'],
    [30_000, 0.01, 1, 'LINEAR'],
    [100_000_000, 60, 40, 'ANNUITY'],
  ] as const)(
    'gives the engine schedule to the grosz: %i zł, %d %%, %i years, %s',
    (amount, percent, years, type) => {
      const engine = entriesOf(simulate(settings(amount, percent, years, type)).repaymentPlan);
      const rows = dayCountSchedule({
        loan: amount * 100,
        annualInterestRatePercent: percent,
        months: years * 12,
        mortgageType: type,
        dayCount: 'MONTHLY',
        days: [],
      }).rows;
      expect(rows.map((row) => [row.instalment, row.principal, row.interest, row.balance])).toEqual(
        engine.map((entry) => [
          grosze(entry.totalMonthlyPayment),
          grosze(entry.principalPayment),
          grosze(entry.interestPayment),
          grosze(entry.remainingDebt),
        ]),
      );
    },
  );
});

describe('every day-count schedule', () => {
  it('repays the loan exactly, never goes below zero, and adds up row by row', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3_000_000, max: 10_000_000_000 }),
        rateArbitrary(),
        fc.integer({ min: 1, max: MONTHS_MAX }),
        fc.constantFrom<MortgageType>('ANNUITY', 'LINEAR'),
        fc.constantFrom(...DAY_COUNTS),
        fc.array(fc.integer({ min: 28, max: 62 }), {
          minLength: MONTHS_MAX,
          maxLength: MONTHS_MAX,
        }),
        (amount, percent, months, mortgageType, dayCount, days) => {
          const schedule = dayCountSchedule({
            loan: amount,
            annualInterestRatePercent: percent,
            months,
            mortgageType,
            dayCount,
            days,
          });
          let principal = 0;
          let interest = 0;
          let breach: string | undefined;
          schedule.rows.forEach((row, index) => {
            principal += row.principal;
            interest += row.interest;
            if (
              row.balance < 0 ||
              row.principal < 0 ||
              row.instalment !== row.principal + row.interest
            ) {
              breach ??= `row ${index + 1}`;
            }
          });
          expect(breach).toBeUndefined();
          expect(principal).toBe(amount);
          expect(schedule.rows.at(-1)?.balance).toBe(0);
          expect(schedule.rows.length).toBeLessThanOrEqual(months);
          expect(schedule.totalInterest).toBe(interest);
          expect(schedule.totalRepayment).toBe(amount + interest);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('refused loans', () => {
  it.each([
    ['no loan', { loan: 0 }, 'not-positive'],
    ['a loan in fractions of a grosz', { loan: 1.5 }, 'not-positive'],
    ['a zero rate', { annualInterestRatePercent: 0 }, 'not-positive'],
    ['no instalments', { months: 0 }, 'out-of-range'],
    ['fewer periods than instalments', { days: DAYS.slice(0, 299) }, 'malformed'],
    ['a period of no days', { days: [0, ...DAYS.slice(1)] }, 'malformed'],
  ] as const)('%s', (_name, overrides, kind) => {
    expect(() => dayCountSchedule(loan('ACT_365', overrides))).toThrow(CalculationError);
    try {
      dayCountSchedule(loan('ACT_365', overrides));
    } catch (error) {
      expect((error as CalculationError).kind).toBe(kind);
    }
  });
});
