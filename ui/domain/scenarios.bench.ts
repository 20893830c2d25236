import { expect, test } from 'vitest';
import { simulate } from './mortgage';
import { annualPercentageRate } from './rrso';
import type { RateChange, Result, Settings } from './types';

/** The longest schedule the form allows: 1 234 567 zł, 7,25 %, 40 years, 480 months. */
const longest: Settings = {
  loanAmount: 1_234_567,
  annualInterestRatePercent: 7.25,
  fixedInterestRate: true,
  loanTermYears: 40,
  mortgageType: 'ANNUITY',
};

/** Issue 11: 100 zł every month from instalment 1, lowering the instalment each time. */
const overpaying: Settings = {
  ...longest,
  overpayments: [{ month: 1, amount: 100, repeat: 'MONTHLY', effect: 'LOWER_INSTALMENT' }],
};

/** Issue 12: 160 rate changes (one every 3 months, each a real change) and a monthly overpayment. */
const rateChanges: RateChange[] = Array.from({ length: 160 }, (_, index) => ({
  month: 2 + 3 * index,
  annualInterestRatePercent: 6 + ((index * 37) % 50) / 20,
}));
const variable: Settings = {
  ...longest,
  fixedInterestRate: false,
  rateChanges,
  overpayments: [{ month: 1, amount: 200, repeat: 'MONTHLY', effect: 'LOWER_INSTALMENT' }],
};

/** Issue 13: the RRSO of a 480-month schedule with every kind of cost. */
const withCosts: Settings = {
  ...longest,
  costs: {
    commissionPercent: 2,
    oneOffCosts: 1500,
    monthlyInsurance: 60,
    monthlyFees: 15,
    bridgeMarginPercent: 1,
    bridgeMonths: 6,
  },
};

/** Budgets in milliseconds (tinybench reports ms): 50 µs per run, 200 µs per RRSO. */
const SIMULATE_BUDGET_MS = 0.05;
const RRSO_BUDGET_MS = 0.2;

// Kept in module variables so the engine cannot drop the calls as dead code.
let sink: Result | undefined;
let rate = 0;

// Only the Node project collects benchmarks (vitest.config.ts), as for mortgage.bench.ts.
test('scenario runs stay within their median budgets', async ({ bench, annotate }) => {
  const names = {
    overpaying: '100 zł monthly LOWER_INSTALMENT, 480 months',
    variable: '160 rate changes + monthly overpayment, 480 months',
    rrso: 'annualPercentageRate, 480 months with costs',
  } as const;
  const results = await bench.compare(
    bench(names.overpaying, () => {
      sink = simulate(overpaying);
    }),
    bench(names.variable, () => {
      sink = simulate(variable);
    }),
    bench(names.rrso, () => {
      rate = annualPercentageRate(withCosts);
    }),
  );
  expect(sink?.repaymentPlan.entries.length).toBeGreaterThan(0);
  expect(rate).toBeGreaterThan(7.25);
  const budgets = [
    [names.overpaying, SIMULATE_BUDGET_MS],
    [names.variable, SIMULATE_BUDGET_MS],
    [names.rrso, RRSO_BUDGET_MS],
  ] as const;
  // Every median is reported before any budget is judged, so one overrun hides no figure.
  for (const [name] of budgets) {
    await annotate(`${name}: median ${(results.get(name).latency.p50 * 1000).toFixed(1)} µs`);
  }
  for (const [name, budget] of budgets) {
    expect.soft(results.get(name).latency.p50, name).toBeLessThanOrEqual(budget);
  }
});
