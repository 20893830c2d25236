import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulate } from './mortgage';
import {
  breakEvenReturn,
  monthlyReturn,
  netWorthsAt,
  overpayOrInvestFlows,
} from './overpayOrInvest';
import { settings } from './test-support';
import type { Settings } from './types';

const cents = (zloty: number) => Math.round(zloty * 100);
// 400 000 zł at 6,5 % over 25 years, with a 2 % fee in the first three years.
const loan: Settings = {
  ...settings(400_000, 6.5, 25),
  overpaymentFee: { percent: 2, months: 36 },
};
const x = { monthlyAmount: 1000, from: 1 };

describe('Nadpłacać czy inwestować?', () => {
  it('compounds monthly at (1 + r/100)^(1/12) − 1', () => {
    expect((1 + monthlyReturn(12)) ** 12).toBeCloseTo(1.12, 12);
    expect(monthlyReturn(0)).toBe(0);
  });

  it('at a 0 % return and the planned end, overpaying wins by the interest saved net of fees', () => {
    const flows = overpayOrInvestFlows(loan, x);
    expect(flows.horizon).toBe(300);
    const worths = netWorthsAt(flows, 0, 19);
    const base = simulate(settings(400_000, 6.5, 25)).repaymentPlan;
    const run = simulate({
      ...loan,
      overpayments: [{ month: 1, amount: 1000, repeat: 'MONTHLY', effect: 'SHORTEN_TERM' }],
    }).repaymentPlan;
    const saved =
      cents(base.totalInterestPayment) -
      cents(run.totalInterestPayment) -
      cents(run.totalOverpaymentFees ?? 0);
    expect(cents(run.totalOverpaymentFees ?? 0)).toBeGreaterThan(0);
    expect(worths.overpay - worths.invest).toBe(saved);
    // The invest side holds 300 × 1 000 zł and no debt.
    expect(worths.invest).toBe(300 * 100_000);
  });

  it('invests 1 000 zł at 12 % for two months exactly: 1 000,00, then 1 009,49 + 1 000,00', () => {
    const flows = overpayOrInvestFlows(loan, { ...x, horizonMonths: 2 });
    // 100 000 gr × 1,12^(1/12) = 100 948,88 → 100 949 gr; the gain of 949 gr taxed at 19 %: 180 gr.
    const worths = netWorthsAt(flows, 12, 19);
    const debt = cents(
      simulate(settings(400_000, 6.5, 25)).repaymentPlan.entries[1]?.remainingDebt ?? 0,
    );
    expect(worths.invest + debt).toBe(200_949 - 180);
  });

  it('needs more than the loan’s effective rate to break even, because of the tax', () => {
    const flows = overpayOrInvestFlows(loan, x);
    const effective = ((1 + 6.5 / 1200) ** 12 - 1) * 100;
    const worths = netWorthsAt(flows, effective, 19);
    expect(worths.overpay).toBeGreaterThan(worths.invest);
    const breakEven = breakEvenReturn(flows, 19);
    expect(breakEven).not.toBeNull();
    expect(breakEven ?? 0).toBeGreaterThan(effective);
    // To 0,01 pp: 0,01 less leaves overpaying ahead, the answer does not.
    const at = netWorthsAt(flows, breakEven ?? 0, 19);
    const below = netWorthsAt(flows, (breakEven ?? 0) - 0.01, 19);
    expect(at.invest).toBeGreaterThanOrEqual(at.overpay);
    expect(below.invest).toBeLessThan(below.overpay);
  });

  it('never lowers the invest side for a higher return', () => {
    const flows = overpayOrInvestFlows(loan, { monthlyAmount: 500, from: 13, horizonMonths: 120 });
    fc.assert(
      fc.property(
        fc.double({ min: -20, max: 30, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.integer({ min: 0, max: 50 }),
        (low, rise, tax) => {
          const lower = netWorthsAt(flows, low, tax).invest;
          const higher = netWorthsAt(flows, low + rise, tax).invest;
          expect(higher).toBeGreaterThanOrEqual(lower);
        },
      ),
      { numRuns: 200 },
    );
  });
});
