import { expect, test } from 'vitest';
import { payOffBy, type GoalAnswer } from './goals';
import { breakEvenReturn, overpayOrInvestFlows } from './overpayOrInvest';
import type { Settings } from './types';

/** The longest schedule the form allows: 1 234 567 zł, 7,25 %, 40 years, 480 months. */
const longest: Settings = {
  loanAmount: 1_234_567,
  annualInterestRatePercent: 7.25,
  fixedInterestRate: true,
  loanTermYears: 40,
  mortgageType: 'ANNUITY',
  overpaymentFee: { percent: 2, months: 36 },
};

/** Budgets in milliseconds (issue 36): a goal-seek 2 ms, a break-even return 10 ms. */
const GOAL_SEEK_BUDGET_MS = 2;
const BREAK_EVEN_BUDGET_MS = 10;

// Kept in module variables so the engine cannot drop the calls as dead code.
let answer: GoalAnswer | undefined;
let breakEven: number | null = null;

// Only the Node project collects benchmarks (vitest.config.ts), as for mortgage.bench.ts.
test('Nadpłaty z celem stays within its median budgets', async ({ bench, annotate }) => {
  const names = {
    goalSeek: 'Spłać do: end by instalment 240 of 480',
    breakEven: 'break-even return: 1 000 zł a month over 480 months',
  } as const;
  const results = await bench.compare(
    bench(names.goalSeek, () => {
      answer = payOffBy(longest, 240);
    }),
    bench(names.breakEven, () => {
      breakEven = breakEvenReturn(
        overpayOrInvestFlows(longest, { monthlyAmount: 1000, from: 1 }),
        19,
      );
    }),
  );
  expect(answer?.ok).toBe(true);
  expect(breakEven).toBeGreaterThan(7.25);
  const budgets = [
    [names.goalSeek, GOAL_SEEK_BUDGET_MS],
    [names.breakEven, BREAK_EVEN_BUDGET_MS],
  ] as const;
  for (const [name] of budgets) {
    await annotate(`${name}: median ${results.get(name).latency.p50.toFixed(3)} ms`);
  }
  for (const [name, budget] of budgets) {
    expect.soft(results.get(name).latency.p50, name).toBeLessThanOrEqual(budget);
  }
});
