// The engine with interest by the real days (issue 37): simulate() on settings with a day count
// and the contract's dates. The expected figures are worked out by hand in the comments (the
// same loan as dayCount.test.ts, where the last rows' balances were checked in exact rational
// arithmetic apart from this code).
import { describe, expect, it } from 'vitest';
import { CalculationError } from './errors';
import { simulate, validateSettings } from './mortgage';
import { annualPercentageRate } from './rrso';
import { parse } from './schema';
import { SimulationSchema } from './records';
import { entriesOf, settings } from './test-support';
import type { Settings } from './types';

/** The loan: 300 000 zł at 7 % for 25 years, paid out 2026-03-10, first payment 2026-04-15. */
function dated(overrides: Partial<Settings> = {}): Settings {
  return {
    ...settings(300_000, 7, 25),
    dayCount: 'ACT_365',
    payoutDate: '2026-03-10',
    firstPaymentDate: '2026-04-15',
    paymentDay: 15,
    ...overrides,
  };
}

/** [instalment, principal, interest, balance] of each entry, in złoty. */
function rows(run: Settings): number[][] {
  return entriesOf(simulate(run).repaymentPlan).map((entry) => [
    entry.totalMonthlyPayment,
    entry.principalPayment,
    entry.interestPayment,
    entry.remainingDebt,
  ]);
}

describe("the issue's annuity through the engine", () => {
  it('ACT_365: the instalment of 2 120,34 zł, the first three rows and the last', () => {
    const result = simulate(dated());
    expect(result.totalMonthlyRate).toBe(2120.34);
    const all = rows(dated());
    expect(all).toHaveLength(300);
    expect(all.slice(0, 3)).toEqual([
      [2120.34, 49.11, 2071.23, 299_950.89], // 300 000 × 0,07 × 36 / 365 = 2 071,2329
      [2120.34, 394.6, 1725.74, 299_556.29], // 299 950,89 × 0,07 × 30 / 365 = 1 725,7448
      [2120.34, 339.42, 1780.92, 299_216.87], // 299 556,29 × 0,07 × 31 / 365 = 1 780,9237
    ]);
    // 4 811,53 × 0,07 × 28 / 365 = 25,8373 on 2051-03-15
    expect(all.at(-1)).toEqual([4837.37, 4811.53, 25.84, 0]);
    expect(result.repaymentPlan.totalInterestPayment).toBe(338_819.03);
  });

  it('ACT_360: the first three rows and a last instalment of 20 282,60 zł', () => {
    const all = rows(dated({ dayCount: 'ACT_360' }));
    expect(all.slice(0, 3)).toEqual([
      [2120.34, 20.34, 2100, 299_979.66], // 300 000 × 0,07 × 36 / 360 = 2 100
      [2120.34, 370.46, 1749.88, 299_609.2], // 299 979,66 × 0,07 × 30 / 360 = 1 749,8814
      [2120.34, 314.36, 1805.98, 299_294.84], // 299 609,20 × 0,07 × 31 / 360 = 1 805,9777
    ]);
    // 20 172,77 × 0,07 × 28 / 360 = 109,8295: the last instalment carries the price of 365/360
    expect(all.at(-1)).toEqual([20_282.6, 20_172.77, 109.83, 0]);
  });

  it('a decreasing loan: 120 000 zł, 6 %, 10 years, 1 000 zł of principal and interest by the days', () => {
    const all = rows(
      dated({
        loanAmount: 120_000,
        annualInterestRatePercent: 6,
        loanTermYears: 10,
        mortgageType: 'LINEAR',
      }),
    );
    expect(all).toHaveLength(120);
    expect(all.slice(0, 3)).toEqual([
      [1710.14, 1000, 710.14, 119_000], // 120 000 × 0,06 × 36 / 365 = 710,1370
      [1586.85, 1000, 586.85, 118_000], // 119 000 × 0,06 × 30 / 365 = 586,8493
      [1601.32, 1000, 601.32, 117_000], // 118 000 × 0,06 × 31 / 365 = 601,3151
    ]);
    // 2036-02-15 to 2036-03-15 is 29 days (a leap year): 1 000 × 0,06 × 29 / 365 = 4,7671
    expect(all.at(-1)).toEqual([1004.77, 1000, 4.77, 0]);
  });
});

describe('a payment moved over Easter Monday 2027 (29 March)', () => {
  // Paid out 2027-02-10, payment day 28, the first payment on Monday the 29th: Easter Monday.
  const easter = dated({
    payoutDate: '2027-02-10',
    firstPaymentDate: '2027-03-29',
    paymentDay: 28,
  });

  it('without shifting: paid on the holiday after 47 days', () => {
    const all = rows(easter);
    // 300 000 × 0,07 × 47 / 365 = 2 704,1096: more than the instalment, so interest alone
    expect(all[0]).toEqual([2704.11, 0, 2704.11, 300_000]);
    // 29 March to 28 April is 30 days: 300 000 × 0,07 × 30 / 365 = 1 726,0274; principal 394,31
    expect(all[1]).toEqual([2120.34, 394.31, 1726.03, 299_605.69]);
  });

  it('shifted to Tuesday the 30th: 48 days, then 29 to 28 April', () => {
    const all = rows({ ...easter, shiftToWorkingDay: true });
    // 300 000 × 0,07 × 48 / 365 = 2 761,6438, interest alone
    expect(all[0]).toEqual([2761.64, 0, 2761.64, 300_000]);
    // 30 March to 28 April is 29 days: 300 000 × 0,07 × 29 / 365 = 1 668,4932; principal 451,85
    expect(all[1]).toEqual([2120.34, 451.85, 1668.49, 299_548.15]);
  });
});

describe('scenarios keep working with the real days', () => {
  it('a rate change from instalment 13 counts the new rate by the days too', () => {
    const base = rows(dated());
    const changed = rows(
      dated({
        fixedInterestRate: false,
        rateChanges: [{ month: 13, annualInterestRatePercent: 8 }],
      }),
    );
    expect(changed.slice(0, 12)).toEqual(base.slice(0, 12));
    const balance = changed[11]?.[3] ?? 0;
    // Instalment 13 falls on 2027-04-15 after 31 days: balance × 0,08 × 31 / 365, rounded
    const expected = Math.floor((balance * 100 * 8 * 31) / 36_500 + 0.5) / 100;
    expect(changed[12]?.[2]).toBe(expected);
  });

  it('an overpayment shortens the term and the costs add to the totals', () => {
    const run = dated({
      overpayments: [{ month: 1, amount: 100_000, repeat: 'ONCE', effect: 'SHORTEN_TERM' }],
      costs: { monthlyInsurance: 50, commissionAmount: 3000 },
    });
    const result = simulate(run);
    expect(result.repaymentPlan.entries.length).toBeLessThan(300);
    expect(result.repaymentPlan.totalOverpayment).toBe(100_000);
    expect(result.annualPercentageRate).toBeGreaterThan(7);
  });
});

/** The net present value, at an annual rate, of the payout and the payments at times in years. */
function npv(rate: number, loan: number, payments: number[], years: number[]): number {
  return payments.reduce((sum, payment, k) => sum + payment / (1 + rate) ** (years[k] ?? 0), -loan);
}

describe('the RRSO of a run with dates (Annex I: whole months ÷ 12 plus days ÷ 365)', () => {
  it('puts the first payment 1 month and 5 days after the payout, the rest whole months on', () => {
    const run = dated({ costs: { commissionAmount: 6000, monthlyInsurance: 100 } });
    const result = simulate(run);
    const rrso = result.annualPercentageRate ?? 0;
    const payments = entriesOf(result.repaymentPlan).map(
      (entry) => entry.totalMonthlyPayment + 100,
    );
    // 2026-04-15 is one month back to 2026-03-15, 5 days after the payout on the 10th; each next
    // payment is one whole month later.
    const years = payments.map((_, k) => (k + 1) / 12 + 5 / 365);
    // The rounded RRSO brackets the rate at which the flows are worth nothing.
    expect(npv((rrso - 0.005) / 100, 294_000, payments, years)).toBeGreaterThan(0);
    expect(npv((rrso + 0.005) / 100, 294_000, payments, years)).toBeLessThan(0);
    expect(annualPercentageRate(run)).toBe(rrso);
  });
});

describe('refused and older records', () => {
  it.each([
    ['a real-day count without its payout date', { payoutDate: undefined }, 'payoutDate'],
    ['a real-day count without its payment day', { paymentDay: undefined }, 'paymentDay'],
    ['a payout date that does not exist', { payoutDate: '2026-02-30' }, 'payoutDate'],
    ['a first payment before the payout', { firstPaymentDate: '2026-03-01' }, 'firstPaymentDate'],
    [
      'a first instalment month that disagrees',
      { firstInstalmentMonth: '2026-05' },
      'firstInstalmentMonth',
    ],
  ] as const)('refuses %s', (_name, overrides, argument) => {
    const run = { ...dated(), ...overrides } as Settings;
    expect(() => {
      validateSettings(run);
    }).toThrow(CalculationError);
    try {
      simulate(run);
    } catch (error) {
      expect((error as CalculationError).argument).toBe(argument);
    }
  });

  it('takes a first instalment month that agrees, and computes MONTHLY exactly as a run without it', () => {
    expect(() => {
      validateSettings(dated({ firstInstalmentMonth: '2026-04' }));
    }).not.toThrow();
    expect(simulate(dated({ dayCount: 'MONTHLY' }))).toEqual(simulate(settings(300_000, 7, 25)));
  });

  it('still opens version-1 and version-2 records, and reads version 3 with the new fields', () => {
    const record = {
      id: 'a',
      label: 'x',
      settings: settings(300_000, 7, 25),
      timestamp: 1,
    };
    for (const schemaVersion of [undefined, 1, 2]) {
      const parsed = parse(SimulationSchema, { ...record, schemaVersion });
      expect(parsed.ok).toBe(true);
    }
    const parsed = parse(SimulationSchema, { ...record, settings: dated(), schemaVersion: 3 });
    expect(parsed.ok && parsed.value.settings.dayCount).toBe('ACT_365');
  });
});
