import { PMT } from '@formulajs/formulajs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bridgeMarginText } from './labels';
import { hasCosts, simulate, validateSettings } from './mortgage';
import { annualPercentageRate } from './rrso';
import { createSimulation } from './simulation';
import {
  captureError,
  entriesOf,
  grosze,
  scenarioArbitrary,
  settings,
  spreadsheetRound,
} from './test-support';
import type { Costs, RepaymentEntry, Settings } from './types';

const withCosts = (loan: Settings, costs: Costs): Settings => ({ ...loan, costs });

function at(entries: RepaymentEntry[], month: number): RepaymentEntry {
  const entry = entries[month - 1];
  if (entry === undefined) throw new Error(`no instalment ${month}`);
  return entry;
}

function figure(result: number | Error): number {
  if (result instanceof Error) throw result;
  return Math.abs(result);
}

/** (1 + r/12)^12 − 1 in percent: the effective annual rate of a nominal rate. */
const effectiveAnnual = (percent: number) => ((1 + percent / 1200) ** 12 - 1) * 100;

describe('costs on the schedule and the plan', () => {
  const loan = settings(300_000, 7.25, 25);

  it('put the monthly insurance and fees on every entry', () => {
    const entries = entriesOf(
      simulate(withCosts(loan, { monthlyInsurance: 60, monthlyFees: 15.5 })).repaymentPlan,
    );
    expect(entries).toHaveLength(300);
    for (const entry of entries) expect(entry.costs).toBe(75.5);
  });

  it('total the commission (percent rounded half-up, plus the amount), one-off and monthly costs', () => {
    // 1,5 % of 300 001 zł is 4 500,015 zł, which rounds half-up to 4 500,02 zł.
    const plan = simulate(
      withCosts(settings(300_001, 7.25, 25), {
        commissionPercent: 1.5,
        commissionAmount: 1000,
        oneOffCosts: 2500.5,
        monthlyInsurance: 60,
      }),
    ).repaymentPlan;
    expect(plan.totalCosts).toBe(4500.02 + 1000 + 2500.5 + 60 * 300);
  });

  it('count monthly costs only over the months the schedule really runs', () => {
    const plan = simulate({
      ...withCosts(loan, { monthlyInsurance: 100 }),
      overpayments: [{ month: 60, amount: 1_000_000, repeat: 'ONCE', effect: 'SHORTEN_TERM' }],
    }).repaymentPlan;
    expect(plan.entries).toHaveLength(60);
    expect(plan.totalCosts).toBe(6000);
  });

  it('make the cost of credit interest + costs + overpayment fees, and the total the loan + that', () => {
    const plan = simulate({
      ...withCosts(loan, { commissionPercent: 2, monthlyInsurance: 60, oneOffCosts: 800 }),
      overpayments: [{ month: 1, amount: 500, repeat: 'MONTHLY', effect: 'SHORTEN_TERM' }],
      overpaymentFee: { percent: 2, months: 36 },
    }).repaymentPlan;
    expect(grosze(plan.totalCostOfCredit ?? 0)).toBe(
      grosze(plan.totalInterestPayment) +
        grosze(plan.totalCosts ?? 0) +
        grosze(plan.totalOverpaymentFees ?? 0),
    );
    expect(grosze(plan.totalAmountToPay ?? 0)).toBe(
      30_000_000 + grosze(plan.totalCostOfCredit ?? 0),
    );
    expect(plan.totalOverpaymentFees).toBe(360);
  });

  it('leave a run without costs exactly as it was: no cost fields, no RRSO', () => {
    const result = simulate(withCosts(loan, { commissionPercent: 0, bridgeMarginPercent: 2 }));
    expect(result).toEqual(simulate(loan));
    expect(result).not.toHaveProperty('annualPercentageRate');
    expect(hasCosts(withCosts(loan, {}))).toBe(false);
  });
});

describe('the bridge margin', () => {
  const loan = settings(400_000, 7, 30);
  const bridged = withCosts(loan, { bridgeMarginPercent: 1.5, bridgeMonths: 6 });

  it('raises the rate in force for instalments 1..bridgeMonths', () => {
    const entries = entriesOf(simulate(bridged).repaymentPlan);
    expect(entries.slice(0, 8).map((entry) => entry.annualInterestRatePercent)).toEqual([
      8.5, 8.5, 8.5, 8.5, 8.5, 8.5, 7, 7,
    ]);
    expect(simulate(bridged).totalMonthlyRate).toBe(
      spreadsheetRound(figure(PMT(8.5 / 1200, 360, 400_000))),
    );
  });

  it('re-amortises at its end like a rate change: PMT over the instalments left', () => {
    const entries = entriesOf(simulate(bridged).repaymentPlan);
    expect(at(entries, 7).totalMonthlyPayment).toBe(
      spreadsheetRound(figure(PMT(7 / 1200, 354, at(entries, 6).remainingDebt))),
    );
  });

  it('adds to a rate path month by month, rounded to six decimals', () => {
    const entries = entriesOf(
      simulate({
        ...withCosts(settings(400_000, 7.1, 30), { bridgeMarginPercent: 0.2, bridgeMonths: 12 }),
        rateChanges: [{ month: 7, annualInterestRatePercent: 8.1 }],
      }).repaymentPlan,
    );
    expect([1, 6, 7, 12, 13].map((month) => at(entries, month).annualInterestRatePercent)).toEqual([
      7.3, 7.3, 8.3, 8.3, 8.1,
    ]);
  });

  it('alone leaves the run fixed-rate, with no rateChanges entry, and is named in words', () => {
    const saved = createSimulation(bridged, { id: 'x', timestamp: 0 });
    expect(saved.settings.fixedInterestRate).toBe(true);
    expect(saved.settings).not.toHaveProperty('rateChanges');
    expect(saved.label).not.toContain('zmienne');
    expect(bridgeMarginText(bridged.costs)).toBe('marża pomostowa 1,5 pkt proc. przez 6 rat');
  });
});

describe('costs, refused', () => {
  const loan = settings(300_000, 58, 25);

  describe.each([
    {
      rule: 'a negative cost',
      costs: { monthlyFees: -1 },
      kind: 'negative',
      argument: 'costs.monthlyFees',
    },
    {
      rule: 'a cost as text',
      costs: { oneOffCosts: '100' },
      kind: 'nan',
      argument: 'costs.oneOffCosts',
    },
    {
      rule: 'a commission over 10 %',
      costs: { commissionPercent: 10.5 },
      kind: 'out-of-range',
      argument: 'costs.commissionPercent',
    },
    {
      rule: 'commission and one-off costs of half the loan',
      costs: { commissionPercent: 10, commissionAmount: 100_000, oneOffCosts: 20_000 },
      kind: 'out-of-range',
      argument: 'costs',
    },
    {
      rule: 'insurance over 10 000 zł a month',
      costs: { monthlyInsurance: 10_000.01 },
      kind: 'out-of-range',
      argument: 'costs.monthlyInsurance',
    },
    {
      rule: 'fees over 10 000 zł a month',
      costs: { monthlyFees: 10_001 },
      kind: 'out-of-range',
      argument: 'costs.monthlyFees',
    },
    {
      rule: 'a cost with three decimals',
      costs: { monthlyFees: 10.005 },
      kind: 'too-many-decimals',
      argument: 'costs.monthlyFees',
    },
    {
      rule: 'a bridge margin over 10 pp',
      costs: { bridgeMarginPercent: 10.5, bridgeMonths: 6 },
      kind: 'out-of-range',
      argument: 'costs.bridgeMarginPercent',
    },
    {
      rule: 'a rate plus bridge margin over 60 %',
      costs: { bridgeMarginPercent: 2.5, bridgeMonths: 6 },
      kind: 'out-of-range',
      argument: 'costs.bridgeMarginPercent',
    },
    {
      rule: 'a bridge over the whole term',
      costs: { bridgeMarginPercent: 1, bridgeMonths: 300 },
      kind: 'out-of-range',
      argument: 'costs.bridgeMonths',
    },
    {
      rule: 'a fractional bridge',
      costs: { bridgeMarginPercent: 1, bridgeMonths: 2.5 },
      kind: 'not-integer',
      argument: 'costs.bridgeMonths',
    },
    { rule: 'costs that are not an object', costs: 100, kind: 'malformed', argument: 'costs' },
  ])('$rule', ({ costs, kind, argument }) => {
    it(`is refused with ${kind}, by simulate, validateSettings and annualPercentageRate`, () => {
      const refused = { ...loan, costs } as unknown as Settings;
      expect(captureError(() => simulate(refused))).toMatchObject({ kind, argument });
      expect(
        captureError(() => {
          validateSettings(refused);
        }),
      ).toMatchObject({ kind, argument });
      expect(captureError(() => annualPercentageRate(refused))).toMatchObject({ kind, argument });
    });
  });

  it('judges rate + margin against every rate in force during the bridge', () => {
    const path = {
      ...settings(300_000, 50, 25),
      rateChanges: [{ month: 4, annualInterestRatePercent: 59 }],
    };
    expect(() =>
      simulate(withCosts(path, { bridgeMarginPercent: 2, bridgeMonths: 3 })),
    ).not.toThrow();
    expect(
      captureError(() => simulate(withCosts(path, { bridgeMarginPercent: 2, bridgeMonths: 4 }))),
    ).toMatchObject({ kind: 'out-of-range', argument: 'costs.bridgeMarginPercent' });
  });

  it('accepts a commission just below half the loan', () => {
    expect(() => simulate(withCosts(loan, { commissionAmount: 149_999.99 }))).not.toThrow();
  });
});

describe('annualPercentageRate (RRSO)', () => {
  it('is (1 + 0,07/12)^12 − 1 = 7,23 % for 7 % over 25 years without costs', () => {
    expect(effectiveAnnual(7)).toBeCloseTo(7.229, 3);
    expect(annualPercentageRate(settings(300_000, 7, 25))).toBe(7.23);
  });

  it('matches BS Złotów’s published 9,52 % within 0,05 pp (360 000 zł, 9,02 %, 360 months, 3 600 zł)', () => {
    // The bank counts real days between payments (Annex I allows either convention); this
    // engine uses 12 equal months, as the issue fixes, so a few hundredths of a point differ.
    const rrso = annualPercentageRate(
      withCosts(settings(360_000, 9.02, 30), { commissionAmount: 3600 }),
    );
    expect(Math.abs(rrso - 9.52)).toBeLessThanOrEqual(0.05);
  });

  it('matches which.co.uk’s APRC of 5,3 % within 0,05 pp (125 000, 3,5 % for 24 months then 5,5 %, fee 999)', () => {
    const rrso = annualPercentageRate({
      ...withCosts(settings(125_000, 3.5, 25), { oneOffCosts: 999 }),
      rateChanges: [{ month: 25, annualInterestRatePercent: 5.5 }],
    });
    expect(Math.abs(rrso - 5.3)).toBeLessThanOrEqual(0.05);
  });

  it('follows the contract as signed: overpayments do not change it', () => {
    const loan = withCosts(settings(300_000, 7, 25), {
      commissionPercent: 2,
      monthlyInsurance: 60,
    });
    const overpaying = {
      ...loan,
      overpayments: [{ month: 1, amount: 2000, repeat: 'MONTHLY', effect: 'SHORTEN_TERM' }],
    } satisfies Settings;
    expect(annualPercentageRate(overpaying)).toBe(annualPercentageRate(loan));
    expect(simulate(overpaying).annualPercentageRate).toBe(annualPercentageRate(loan));
  });

  it('is saved on runs with costs', () => {
    const loan = withCosts(settings(300_000, 7, 25), { commissionPercent: 2 });
    const saved = createSimulation(loan, { id: 'x', timestamp: 0 });
    expect(saved.result?.annualPercentageRate).toBe(annualPercentageRate(loan));
    expect(saved.result?.annualPercentageRate).toBeGreaterThan(7.23);
  });

  it('solves the extreme corner: costs just under half of a one-year loan, 20 000 zł a month', () => {
    const rrso = annualPercentageRate(
      withCosts(settings(30_000, 60, 1), {
        commissionAmount: 14_999.99,
        monthlyInsurance: 10_000,
        monthlyFees: 10_000,
      }),
    );
    expect(Number.isFinite(rrso)).toBe(true);
    expect(rrso).toBeGreaterThan(1_000_000);
    expect(rrso).toBeLessThan(1_000_000_000);
  });
});

describe('annualPercentageRate, over every valid input of the form', () => {
  const runs = { numRuns: 300 };
  const any = scenarioArbitrary({ costs: true, rateChanges: true });

  /** The cash flows of the contract as signed, in grosze: net drawdown and monthly payments. */
  function flows(loan: Settings): { net: number; payments: number[] } {
    const costs = loan.costs ?? {};
    const signed = simulate({ ...loan, overpayments: [] });
    const monthly = grosze(costs.monthlyInsurance ?? 0) + grosze(costs.monthlyFees ?? 0);
    const commission =
      Math.round(Number((loan.loanAmount * (costs.commissionPercent ?? 0)).toPrecision(15))) +
      grosze(costs.commissionAmount ?? 0);
    return {
      net: loan.loanAmount * 100 - commission - grosze(costs.oneOffCosts ?? 0),
      payments: entriesOf(signed.repaymentPlan).map(
        (entry) => grosze(entry.totalMonthlyPayment) + monthly,
      ),
    };
  }

  /** Σ payments·(1 + X)^(−k/12) − net drawdown, at an annual rate X in percent. */
  function presentValue({ net, payments }: { net: number; payments: number[] }, percent: number) {
    const v = (1 + percent / 100) ** (-1 / 12);
    return payments.reduce((sum, payment, k) => sum + payment * v ** (k + 1), 0) - net;
  }

  it('converges: the cash flows balance at the RRSO, within its rounding', () => {
    fc.assert(
      fc.property(any, (loan) => {
        const rrso = annualPercentageRate(loan);
        expect(Number.isFinite(rrso)).toBe(true);
        const cashFlows = flows(loan);
        // The RRSO is rounded to 0,01 pp: the true root lies within half of that.
        expect(presentValue(cashFlows, rrso - 0.005 - 1e-9)).toBeGreaterThanOrEqual(0);
        expect(presentValue(cashFlows, rrso + 0.005 + 1e-9)).toBeLessThanOrEqual(0);
      }),
      runs,
    );
  });

  it('is never more than 0,01 pp below the effective annual rate of the lowest rate in force', () => {
    fc.assert(
      fc.property(any, (loan) => {
        const lowest = Math.min(
          ...entriesOf(simulate({ ...loan, overpayments: [] }).repaymentPlan).map(
            (entry) => entry.annualInterestRatePercent ?? loan.annualInterestRatePercent,
          ),
        );
        expect(annualPercentageRate(loan)).toBeGreaterThanOrEqual(effectiveAnnual(lowest) - 0.01);
      }),
      runs,
    );
  });

  it('never falls when any cost is added', () => {
    const field = fc.constantFrom(
      'commissionPercent',
      'commissionAmount',
      'oneOffCosts',
      'monthlyInsurance',
      'monthlyFees',
      'bridgeMarginPercent',
    );
    fc.assert(
      fc.property(any, field, fc.integer({ min: 1, max: 100_000 }), (loan, key, hundredths) => {
        const costs = loan.costs ?? {};
        const added = { ...costs, [key]: (costs[key] ?? 0) + hundredths / 100 };
        if (key === 'bridgeMarginPercent')
          added.bridgeMonths = Math.max(1, costs.bridgeMonths ?? 0);
        const more = { ...loan, costs: added };
        try {
          validateSettings(more);
        } catch {
          return; // over a limit: not a cost the form could add
        }
        expect(annualPercentageRate(more)).toBeGreaterThanOrEqual(annualPercentageRate(loan));
      }),
      runs,
    );
  });
});
