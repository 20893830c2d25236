import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths } from './calendar';
import { CPI_YOY_SERIES, historicalInflation } from './history';
import { simulate } from './mortgage';
import { realValues } from './realValues';
import { captureError, entriesOf, scenarioArbitrary, settings } from './test-support';
import type { InflationAssumption } from './realValues';
import type { RepaymentEntry } from './types';

// Deflated values are not money that changes hands: the engine's exactness rules (integer
// grosze, exact half-up interest) do not apply to them. They are computed in floats, and only
// the figures shown are rounded half-up to the grosz, so these tests compare to the grosz.

const constant = (annualPercent: number): InflationAssumption => ({
  kind: 'CONSTANT',
  annualPercent,
});

/** An entry paying `instalment` zł, all principal unless told otherwise. */
const paying = (instalment: number, extra: Partial<RepaymentEntry> = {}): RepaymentEntry => ({
  totalMonthlyPayment: instalment,
  interestPayment: 0,
  principalPayment: instalment,
  remainingDebt: 0,
  ...extra,
});

describe('realValues with constant inflation', () => {
  it('equals the nominal figures at 0 % inflation', () => {
    const plan = simulate(settings(300_000, 7.25, 25)).repaymentPlan;
    const real = realValues(plan.entries, constant(0));
    expect(real.totalPaidReal).toBe(plan.totalRepayment);
    expect(real.totalPaid).toBe(plan.totalRepayment);
    expect(real.realInterest).toBe(plan.totalInterestPayment);
    expect(real.lastInstalmentReal).toBe(plan.entries.at(-1)?.totalMonthlyPayment);
    for (const month of real.months) expect(month.instalmentReal).toBe(month.instalment);
  });

  it('deflates 12 payments of 1 000 zł at 1 % a month, worked out by hand', () => {
    // (1 + π)^(1/12) = 1,01 when π = 1,01^12 − 1 = 12,6825 %, so month k is divided by 1,01^k:
    // 990,10; 980,30; 970,59; … 887,45, which sum to 1 000 × (1 − 1,01^−12) / 0,01 = 11 255,08.
    const real = realValues(
      Array.from({ length: 12 }, () => paying(1000)),
      constant((1.01 ** 12 - 1) * 100),
    );
    expect(real.months.map((month) => month.instalmentReal)).toEqual([
      990.1, 980.3, 970.59, 960.98, 951.47, 942.05, 932.72, 923.48, 914.34, 905.29, 896.32, 887.45,
    ]);
    expect(real.totalPaid).toBe(12_000);
    expect(real.totalPaidReal).toBe(11_255.08);
    expect(real.lastInstalmentReal).toBe(887.45);
    // All of it was principal: in today's money the borrower repaid 744,92 zł less than borrowed.
    expect(real.realInterest).toBe(-744.92);
  });

  it('counts instalments, overpayments, their fees and monthly costs, month by month', () => {
    const real = realValues(
      [paying(1000, { overpayment: 500, overpaymentFee: 15, costs: 60 })],
      constant((1.01 ** 12 - 1) * 100),
    );
    // 1 575 zł / 1,01 = 1 559,41 zł.
    expect(real.months[0]).toMatchObject({ paid: 1575, paidReal: 1559.41, instalmentReal: 990.1 });
    expect(real.totalPaidReal).toBe(1559.41);
  });

  it('shows a real cost below zero when inflation outruns the rate', () => {
    const plan = simulate(settings(300_000, 1, 25)).repaymentPlan;
    expect(realValues(plan.entries, constant(10)).realInterest).toBeLessThan(0);
  });

  it('skips null entries of old records, still counting months by position', () => {
    const real = realValues([null, paying(1000)], constant((1.01 ** 12 - 1) * 100));
    expect(real.months.map((month) => month.paidReal)).toEqual([0, 980.3]);
  });

  it.each([
    [-10.5, 'out-of-range'],
    [50.5, 'out-of-range'],
    [Number.NaN, 'nan'],
  ])('refuses an inflation of %s %%', (percent, kind) => {
    expect(captureError(() => realValues([paying(1)], constant(percent)))).toMatchObject({ kind });
  });
});

describe('realValues, for every run and any two inflations from −10 to 50 %', () => {
  it('never gives a higher real value for the higher inflation', () => {
    fc.assert(
      fc.property(
        scenarioArbitrary({ overpayments: true, costs: true }),
        fc.integer({ min: -1000, max: 5000 }),
        fc.integer({ min: -1000, max: 5000 }),
        (loan, a, b) => {
          const [low = 0, high = 0] = [a / 100, b / 100].sort((x, y) => x - y);
          const entries = entriesOf(simulate(loan).repaymentPlan);
          const atLow = realValues(entries, constant(low));
          const atHigh = realValues(entries, constant(high));
          expect(atHigh.totalPaidReal).toBeLessThanOrEqual(atLow.totalPaidReal);
          expect(atHigh.realInterest).toBeLessThanOrEqual(atLow.realInterest);
          const rises = atHigh.months.findIndex(
            (month, index) => month.paidReal > (atLow.months[index]?.paidReal ?? 0),
          );
          expect(rises).toBe(-1);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('realValues with historical inflation (the CPI series of the CSV)', () => {
  const csv = new Map(
    readFileSync(fileURLToPath(new URL('./data/rates-history.csv', import.meta.url)), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((row) => {
        const [month = '', , , cpi = ''] = row.trim().split(',');
        return [month, cpi === '' ? null : Number(cpi)] as const;
      }),
  );

  it('divides month k by Π (1 + cpi/100)^(1/12) over the k months from the start, as the CSV gives', () => {
    const real = realValues(
      Array.from({ length: 24 }, () => paying(100)),
      historicalInflation('2022-01'),
    );
    let factor = 1;
    real.months.forEach((month, index) => {
      const cpi = csv.get(addMonths('2022-01', index));
      if (cpi === null || cpi === undefined) throw new Error('no CPI in the CSV');
      factor *= (1 + cpi / 100) ** (1 / 12);
      expect(month.factor).toBeCloseTo(factor, 12);
    });
    // 2022 had 9,4–17,9 % y/y: a year of it takes about an eighth off 100 zł.
    expect(real.months[11]?.paidReal).toBeCloseTo(100 / factorAfter(12), 2);
    expect(real.lastKnownMonth).toBeNull();

    function factorAfter(months: number): number {
      let product = 1;
      for (let j = 0; j < months; j += 1) {
        product *= (1 + (csv.get(addMonths('2022-01', j)) ?? 0) / 100) ** (1 / 12);
      }
      return product;
    }
  });

  it('holds the last published value (February 2026) after the series ends, and names it', () => {
    const real = realValues(
      Array.from({ length: 12 }, () => paying(100)),
      historicalInflation('2025-10'),
    );
    expect(real.lastKnownMonth).toBe('2026-02');
    expect(csv.get('2026-02')).toBe(2.1);
    const ratio = (real.months[11]?.factor ?? 0) / (real.months[10]?.factor ?? 1);
    expect(ratio).toBeCloseTo(1.021 ** (1 / 12), 12);
  });

  it('refuses a start before the series and a malformed month', () => {
    expect(
      captureError(() => realValues([paying(1)], historicalInflation('1996-12'))),
    ).toMatchObject({ kind: 'out-of-range' });
    expect(
      captureError(() => realValues([paying(1)], historicalInflation('2022-1'))),
    ).toMatchObject({
      kind: 'malformed',
    });
    expect(CPI_YOY_SERIES.firstMonth).toBe('1997-01');
  });
});
