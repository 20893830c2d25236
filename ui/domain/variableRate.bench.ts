import { expect, test } from 'vitest';
import { simulate } from './mortgage';
import type { Result, Settings } from './types';
import { variableRatePath, withVariableRatePath, type VariableRatePath } from './variableRate';

/** Issue 33: 40 years of WIBOR 3M + 2 pp replayed from 1997-02, with 200 zł overpaid monthly. */
const recipe: Settings = {
  loanAmount: 1_234_567,
  annualInterestRatePercent: 24.22,
  fixedInterestRate: false,
  loanTermYears: 40,
  mortgageType: 'ANNUITY',
  variableRate: {
    index: 'WIBOR_3M',
    marginPercent: 2,
    indexPercent: 22.22,
    mode: 'HISTORY',
    startMonth: '1997-02',
  },
  overpayments: [{ month: 1, amount: 200, repeat: 'MONTHLY', effect: 'LOWER_INSTALMENT' }],
};

/** The budget in milliseconds (tinybench reports ms): 50 µs, recipe to schedule. */
const RECIPE_BUDGET_MS = 0.05;

// Kept in a module variable so the engine cannot drop the calls as dead code.
let sink: Result | undefined;
let path: VariableRatePath | undefined;

// Only the Node project collects benchmarks (vitest.config.ts), as for mortgage.bench.ts.
test('a WIBOR 3M HISTORY recipe stays within its median budget', async ({ bench, annotate }) => {
  const names = {
    path: 'WIBOR 3M HISTORY recipe → rateChanges, 480 months',
    run: 'WIBOR 3M HISTORY recipe → schedule, monthly overpayment, 480 months',
  } as const;
  const results = await bench.compare(
    bench(names.path, () => {
      path = variableRatePath(recipe);
    }),
    bench(names.run, () => {
      sink = simulate(withVariableRatePath(recipe));
    }),
  );
  expect(path?.rateChanges.length).toBeGreaterThan(0);
  expect(sink?.repaymentPlan.entries.length).toBeGreaterThan(0);
  for (const name of Object.values(names)) {
    await annotate(`${name}: median ${(results.get(name).latency.p50 * 1000).toFixed(1)} µs`);
  }
  // The budget holds the whole run, the recipe's path included.
  expect(results.get(names.run).latency.p50, names.run).toBeLessThanOrEqual(RECIPE_BUDGET_MS);
});
