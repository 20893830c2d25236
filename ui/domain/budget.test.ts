import { describe, expect, it } from 'vitest';
import { simulate } from './mortgage';
import { SCHEMA_VERSION, SimulationSchema } from './records';
import { parse } from './schema';
import { createSimulation } from './simulation';
import { entriesOf, settings } from './test-support';
import type { Overpayment, Settings } from './types';

// 30 000 zł at 12 % (1 % a month) over one year: A = 2 665,46 zł (see overpayments.test.ts).
const small = (type: Settings['mortgageType'] = 'ANNUITY') => settings(30_000, 12, 1, type);

const budget = (amount: number, month = 1, extra: Partial<Overpayment> = {}): Overpayment => ({
  month,
  amount,
  repeat: 'BUDGET',
  effect: 'SHORTEN_TERM',
  ...extra,
});

describe('a BUDGET row: the instalment and the overpayment together come to the budget (issue 36)', () => {
  it('overpays 1 000 zł after instalment 1 of a 3 665,46 zł budget, worked on paper', () => {
    const entries = entriesOf(
      simulate({ ...small(), overpayments: [budget(3665.46)] }).repaymentPlan,
    );
    // Instalment 1: interest 300,00, principal 2 365,46, debt 27 634,54, less the 1 000,00.
    expect(entries[0]).toMatchObject({
      totalMonthlyPayment: 2665.46,
      interestPayment: 300,
      principalPayment: 2365.46,
      overpayment: 1000,
      remainingDebt: 26_634.54,
    });
    // Instalment 2: interest 266,35 on 26 634,54, principal 2 399,11, debt 24 235,43 − 1 000,00.
    expect(entries[1]).toMatchObject({
      interestPayment: 266.35,
      principalPayment: 2399.11,
      overpayment: 1000,
      remainingDebt: 23_235.43,
    });
  });

  it('gives an annuity the schedule of a MONTHLY row of the budget less the instalment', () => {
    const byBudget = simulate({ ...small(), overpayments: [budget(3665.46)] });
    const byAmount = simulate({
      ...small(),
      overpayments: [{ month: 1, amount: 1000, repeat: 'MONTHLY', effect: 'SHORTEN_TERM' }],
    });
    expect(byBudget).toEqual(byAmount);
  });

  it('overpays nothing, and charges no fee, when the budget is below the instalment', () => {
    const plain = entriesOf(simulate(small()).repaymentPlan);
    const run = simulate({
      ...small(),
      overpayments: [budget(2000)],
      overpaymentFee: { percent: 3, months: 12 },
    });
    const entries = entriesOf(run.repaymentPlan);
    expect(entries.map((entry) => entry.remainingDebt)).toEqual(
      plain.map((entry) => entry.remainingDebt),
    );
    expect(entries.every((entry) => entry.overpayment === 0 && entry.overpaymentFee === 0)).toBe(
      true,
    );
  });

  it('caps the overpayment at the debt left and charges the fee on what was paid', () => {
    const run = simulate({
      ...small(),
      overpayments: [budget(40_000)],
      overpaymentFee: { percent: 2, months: 12 },
    });
    const entries = entriesOf(run.repaymentPlan);
    expect(entries).toHaveLength(1);
    // 30 000 − 2 365,46 = 27 634,54 overpaid; 2 % of it is 552,69 zł.
    expect(entries[0]).toMatchObject({ overpayment: 27_634.54, overpaymentFee: 552.69 });
    expect(run.repaymentPlan.remainingDebt).toBe(0);
  });

  it('follows a decreasing instalment: the overpayment grows as the interest falls', () => {
    // S = 2 500,00; instalment 1 is 2 800,00, then 1 000 overpaid (debt 27 500 − 1 000 = 26 500);
    // instalment 2 is 2 500 + 1 % of 26 500 = 2 765,00, leaving 1 035,00 of the budget.
    const entries = entriesOf(
      simulate({ ...small('LINEAR'), overpayments: [budget(3800)] }).repaymentPlan,
    );
    expect(entries[0]).toMatchObject({ totalMonthlyPayment: 2800, overpayment: 1000 });
    expect(entries[1]).toMatchObject({ totalMonthlyPayment: 2765, overpayment: 1035 });
  });

  it('is saved under the new schema version', () => {
    const saved = createSimulation(
      { ...small(), overpayments: [budget(3665.46)] },
      { id: 'a', timestamp: 0 },
    );
    expect(saved.schemaVersion).toBe(SCHEMA_VERSION);
    // Budget rows came with version 4 (issue 36); later versions keep them.
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(4);
  });

  it.each([2, 3])('still opens a version-%i record unchanged', (version) => {
    const older = {
      ...createSimulation(small(), { id: 'b', timestamp: 0 }),
      schemaVersion: version,
    };
    expect(parse(SimulationSchema, structuredClone(older))).toEqual({ ok: true, value: older });
  });
});
