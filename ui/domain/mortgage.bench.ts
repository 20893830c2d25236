import { expect, test } from 'vitest';
import { simulate } from './mortgage';
import type { MortgageType, Result, Settings } from './types';

/** The longest schedule the form allows: 40 years, 480 months. */
const longest = (mortgageType: MortgageType): Settings => ({
  loanAmount: 1_234_567,
  annualInterestRatePercent: 7.25,
  fixedInterestRate: true,
  loanTermYears: 40,
  mortgageType,
});

/** The budget for one 480-month simulation: a median of 50 µs (tinybench reports ms). */
const MEDIAN_BUDGET_MS = 0.05;

// Kept in a module variable so the engine cannot drop the call as dead code.
let sink: Result | undefined;

// Only the Node project collects benchmarks (vitest.config.ts): browsers coarsen timers, so a
// median there says nothing. The engine's budget is for Node.
test('simulating a 480-month loan stays within the 50 µs median budget', async ({
  bench,
  annotate,
}) => {
  const annuity = longest('ANNUITY');
  const linear = longest('LINEAR');
  const results = await bench.compare(
    bench('annuity, 480 months', () => {
      sink = simulate(annuity);
    }),
    bench('decreasing (LINEAR), 480 months', () => {
      sink = simulate(linear);
    }),
  );
  expect(sink?.repaymentPlan.entries).toHaveLength(480);
  for (const name of ['annuity, 480 months', 'decreasing (LINEAR), 480 months'] as const) {
    const median = results.get(name).latency.p50;
    await annotate(`${name}: median ${(median * 1000).toFixed(1)} µs`);
    expect(median).toBeLessThanOrEqual(MEDIAN_BUDGET_MS);
  }
});
