// The recipe index + margin against months worked out by hand from ui/domain/data/rates-history.csv
// (issue 33). Instalment k of a path starting in month S falls in S + (k − 1) and reads the close
// of the month before it; WIBOR 3M refixes at instalments 4, 7, 10…, WIBOR 6M at 7, 13, 19…
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rateStressTest } from './analysis';
import { CalculationError } from './errors';
import { simulate } from './mortgage';
import { checkScenario, EMPTY_SCENARIO } from './scenarioForm';
import { captureError, settings } from './test-support';
import type { Settings, VariableRate } from './types';
import { variableRatePath, withVariableRatePath } from './variableRate';

function recipe(years: number, variableRate: VariableRate): Settings {
  return { ...settings(300_000, 7, years), fixedInterestRate: false, variableRate };
}

describe('variableRatePath, by hand from the CSV', () => {
  it.each([
    {
      name: 'HISTORY, WIBOR 3M from 1997-02 + 2 pp: 22,22 (1997-01) + 2, then 1997-04, -07, -10',
      run: recipe(1, {
        index: 'WIBOR_3M',
        marginPercent: 2,
        indexPercent: 22.22,
        mode: 'HISTORY',
        startMonth: '1997-02',
      }),
      first: 24.22,
      changes: [
        { month: 4, annualInterestRatePercent: 24.96 },
        { month: 7, annualInterestRatePercent: 28.19 },
        { month: 10, annualInterestRatePercent: 27.23 },
      ],
    },
    {
      name: 'HISTORY, WIBOR 6M from 1997-03 + 1,5 pp: 22,6 (1997-02), then 25,74 (1997-08)',
      run: recipe(1, {
        index: 'WIBOR_6M',
        marginPercent: 1.5,
        indexPercent: 22.6,
        mode: 'HISTORY',
        startMonth: '1997-03',
      }),
      first: 24.1,
      changes: [{ month: 7, annualInterestRatePercent: 27.24 }],
    },
    {
      name: 'CHANGES, WIBOR 6M from 2021-01, 3,88 % + 2 pp: 0,25 → 0,25 (2021-06), 2,84, 7,35',
      run: recipe(2, {
        index: 'WIBOR_6M',
        marginPercent: 2,
        indexPercent: 3.88,
        mode: 'CHANGES',
        startMonth: '2021-01',
      }),
      first: 5.88,
      changes: [
        { month: 13, annualInterestRatePercent: 8.47 },
        { month: 19, annualInterestRatePercent: 12.98 },
      ],
    },
    {
      name: 'HISTORY, WIBOR 3M from 2021-01 + 2 pp, fixed 3,5 % for 12 months',
      run: recipe(2, {
        index: 'WIBOR_3M',
        marginPercent: 2,
        indexPercent: 0.21,
        mode: 'HISTORY',
        startMonth: '2021-01',
        fixedMonths: 12,
        fixedRatePercent: 3.5,
      }),
      first: 3.5,
      // 2021-12 2,54; 2022-03 4,77; 2022-06 7,05; 2022-09 7,21.
      changes: [
        { month: 13, annualInterestRatePercent: 4.54 },
        { month: 16, annualInterestRatePercent: 6.77 },
        { month: 19, annualInterestRatePercent: 9.05 },
        { month: 22, annualInterestRatePercent: 9.21 },
      ],
    },
    {
      name: 'FLAT WIBOR 3M 3,85 % + 2 pp, switched at 25 to POLSTR 3,5 % with −0,3 pp',
      run: recipe(5, {
        index: 'WIBOR_3M',
        marginPercent: 2,
        indexPercent: 3.85,
        mode: 'FLAT',
        switchTo: {
          month: 25,
          index: 'POLSTR_1M',
          indexPercent: 3.5,
          spreadAdjustmentPercent: -0.3,
        },
      }),
      first: 5.85,
      changes: [{ month: 25, annualInterestRatePercent: 5.2 }],
    },
    {
      name: 'FLAT Własny −0,5 %: the index is read as 0, the rate is the margin',
      run: recipe(1, { index: 'WLASNY', marginPercent: 1.2, indexPercent: -0.5, mode: 'FLAT' }),
      first: 1.2,
      changes: [],
    },
  ])('$name', ({ run, first, changes }) => {
    const path = variableRatePath(run);
    expect(path.annualInterestRatePercent).toBe(first);
    expect(path.rateChanges).toEqual(changes);
    expect(path.clamped).toEqual([]);
  });

  it('HISTORY from 1997-02 + 2 pp over 40 years: first rate 24,22 %, 28,5 % at 13, no clamp', () => {
    const path = variableRatePath(
      recipe(40, {
        index: 'WIBOR_3M',
        marginPercent: 2,
        indexPercent: 22.22,
        mode: 'HISTORY',
        startMonth: '1997-02',
      }),
    );
    expect(path.annualInterestRatePercent).toBe(24.22);
    expect(path.rateChanges[3]).toEqual({ month: 13, annualInterestRatePercent: 28.5 });
    expect(path.clamped).toEqual([]);
    expect(path.indexFloored).toEqual([]);
    // Instalment k reads 1997-01 + (k − 1): 352 reads 2026-04, the refix at 355 reads 2026-07.
    expect(path.assumption).toEqual({
      assumedFromMonth: '2026-05',
      lastKnownMonth: '2026-04',
      instalment: 355,
    });
  });

  it('CHANGES from 1997-02, 3,85 % + 2 pp: the index floored at 0, the rate at the 2 % margin', () => {
    const path = variableRatePath(
      recipe(40, {
        index: 'WIBOR_3M',
        marginPercent: 2,
        indexPercent: 3.85,
        mode: 'CHANGES',
        startMonth: '1997-02',
      }),
    );
    expect(path.annualInterestRatePercent).toBe(5.85);
    // 4: 3,85 + 22,96 − 22,22; 19: + 19,95 − 22,22 = 1,58; 22: + 17 − 22,22 < 0.
    expect(path.rateChanges.slice(0, 7)).toEqual([
      { month: 4, annualInterestRatePercent: 6.59 },
      { month: 7, annualInterestRatePercent: 9.82 },
      { month: 10, annualInterestRatePercent: 8.86 },
      { month: 13, annualInterestRatePercent: 10.13 },
      { month: 16, annualInterestRatePercent: 7.37 },
      { month: 19, annualInterestRatePercent: 3.58 },
      { month: 22, annualInterestRatePercent: 2 },
    ]);
    // 40: 2000-04's 18,52 lifts it to 0,15; from 52 (2001-04) it never comes back above 0.
    expect(path.rateChanges[7]).toEqual({ month: 40, annualInterestRatePercent: 2.15 });
    expect(path.indexFloored).toEqual([
      { from: 22, to: 39 },
      { from: 52, to: 480 },
    ]);
    expect(path.rateChanges.at(-1)).toEqual({ month: 52, annualInterestRatePercent: 2 });
    expect(path.clamped).toEqual([]);
  });

  it('names the months past the data: from 2026-04 the 2026-06 read holds 2026-04', () => {
    const path = variableRatePath(
      recipe(1, {
        index: 'WIBOR_3M',
        marginPercent: 2,
        indexPercent: 3.85,
        mode: 'HISTORY',
        startMonth: '2026-04',
      }),
    );
    expect(path.annualInterestRatePercent).toBe(5.85);
    expect(path.rateChanges).toEqual([]);
    expect(path.assumption).toEqual({
      assumedFromMonth: '2026-05',
      lastKnownMonth: '2026-04',
      instalment: 4,
    });
  });

  it('a run with the recipe simulates with its first rate, as a variable rate', () => {
    const run = recipe(2, {
      index: 'WIBOR_6M',
      marginPercent: 2,
      indexPercent: 3.88,
      mode: 'CHANGES',
      startMonth: '2021-01',
    });
    const ready = withVariableRatePath(run);
    expect(ready.annualInterestRatePercent).toBe(5.88);
    expect(ready.fixedInterestRate).toBe(false);
    expect(simulate(ready).repaymentPlan.entries[12]?.annualInterestRatePercent).toBe(8.47);
  });
});

describe('variableRatePath refuses', () => {
  const base: VariableRate = {
    index: 'WIBOR_3M',
    marginPercent: 2,
    indexPercent: 3.85,
    mode: 'FLAT',
  };
  it.each([
    ['a margin above 20 pp', { ...base, marginPercent: 20.5 }, 'variableRate.marginPercent'],
    ['a negative margin', { ...base, marginPercent: -0.1 }, 'variableRate.marginPercent'],
    ['an index below −5 %', { ...base, indexPercent: -5.01 }, 'variableRate.indexPercent'],
    ['an index above 40 %', { ...base, indexPercent: 40.5 }, 'variableRate.indexPercent'],
    [
      'a first rate of 0 %',
      { ...base, marginPercent: 0, indexPercent: 0 },
      'variableRate.marginPercent',
    ],
    [
      'a switch in month 1',
      {
        ...base,
        switchTo: { month: 1, index: 'POLSTR_1M', indexPercent: 3, spreadAdjustmentPercent: 0 },
      },
      'variableRate.switchTo.month',
    ],
    [
      'a switch past the term',
      {
        ...base,
        switchTo: { month: 13, index: 'POLSTR_1M', indexPercent: 3, spreadAdjustmentPercent: 0 },
      },
      'variableRate.switchTo.month',
    ],
    [
      'a history start before the series',
      { ...base, mode: 'HISTORY', startMonth: '1997-01' },
      'variableRate.startMonth',
    ],
    [
      'a history start past the data',
      { ...base, mode: 'CHANGES', startMonth: '2026-06' },
      'variableRate.startMonth',
    ],
    [
      'WIBOR 6M from 1997-02 (its series starts then)',
      { ...base, index: 'WIBOR_6M', mode: 'HISTORY', startMonth: '1997-02' },
      'variableRate.startMonth',
    ],
    [
      'HISTORY on POLSTR 1M',
      { ...base, index: 'POLSTR_1M', mode: 'HISTORY', startMonth: '2021-01' },
      'variableRate.index',
    ],
    [
      'CHANGES on Własny',
      { ...base, index: 'WLASNY', mode: 'CHANGES', startMonth: '2021-01' },
      'variableRate.index',
    ],
  ] as [string, VariableRate, string][])('%s', (_name, variableRate, field) => {
    const error = captureError(() => variableRatePath(recipe(1, variableRate)));
    expect(error).toBeInstanceOf(CalculationError);
    expect((error as CalculationError).argument).toBe(field);
  });
});

describe('variableRatePath, over any recipe', () => {
  const seriesMode = fc.record({
    index: fc.constantFrom('WIBOR_3M' as const, 'WIBOR_6M' as const),
    marginPercent: fc.integer({ min: 1, max: 2000 }).map((value) => value / 100),
    indexPercent: fc.integer({ min: -500, max: 4000 }).map((value) => value / 100),
    mode: fc.constantFrom('HISTORY' as const, 'CHANGES' as const),
    // 1997-03 to 2026-05: every start both series can serve.
    startMonth: fc.integer({ min: 0, max: 350 }).map((offset) => {
      const ordinal = 1997 * 12 + 2 + offset;
      return `${Math.floor(ordinal / 12)}-${String((ordinal % 12) + 1).padStart(2, '0')}`;
    }),
  });
  const years = fc.integer({ min: 1, max: 40 });

  it('never puts a rate below the margin in HISTORY and CHANGES', () => {
    fc.assert(
      fc.property(seriesMode, years, (variableRate, term) => {
        const path = variableRatePath(recipe(term, variableRate));
        const rates = [
          path.annualInterestRatePercent,
          ...path.rateChanges.map((change) => change.annualInterestRatePercent),
        ];
        for (const rate of rates) expect(rate).toBeGreaterThanOrEqual(variableRate.marginPercent);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the stress test of a run with a recipe (issue 33)', () => {
  // WIBOR 3M 3,85 % + 2 pp, flat: 5,85 % for 25 years.
  const run = withVariableRatePath(
    recipe(25, { index: 'WIBOR_3M', marginPercent: 2, indexPercent: 3.85, mode: 'FLAT' }),
  );
  const at = (rate: number) =>
    simulate({ ...settings(300_000, rate, 25), fixedInterestRate: false }).repaymentPlan;

  it('moves the index part and never below a 0 % index: −5 pp leaves the 2 % margin', () => {
    const rows = rateStressTest(run, simulate(run), -5);
    const own = rows.at(-1);
    expect(rows.map((row) => row.rise)).toEqual([1, 2.5, 5, -5]);
    expect(own?.own).toBe(true);
    expect(own?.totalInterest).toBe(at(2).totalInterestPayment);
    expect(rows[0]?.totalInterest).toBe(at(6.85).totalInterestPayment);
  });

  it('keeps the own row with the run: settings.stressOwnPercent is the default', () => {
    const rows = rateStressTest({ ...run, stressOwnPercent: 10 }, simulate(run));
    expect(rows.at(-1)?.totalInterest).toBe(at(15.85).totalInterestPayment);
  });

  it('lets a run without a recipe fall with the shift as before, to 0,85 %', () => {
    const fixed = settings(300_000, 5.85, 25);
    const rows = rateStressTest(fixed, simulate(fixed), -5);
    expect(rows.at(-1)?.totalInterest).toBe(at(0.85).totalInterestPayment);
  });
});

describe('the form’s check of a recipe (issue 33)', () => {
  const recipeValues: VariableRate = {
    index: 'WIBOR_3M',
    marginPercent: 2,
    indexPercent: 3.85,
    mode: 'FLAT',
  };
  const base = { loanAmount: 300_000, annualInterestRatePercent: 5.85, loanTermYears: 25 };

  it('saves a flat recipe as a variable rate, with the recipe and no changes', () => {
    const check = checkScenario(
      { ...EMPTY_SCENARIO, variableRate: true, recipe: recipeValues },
      base,
    );
    expect(check.extras).toEqual({ fixedInterestRate: false, variableRate: recipeValues });
  });

  it('keeps a path without a recipe as before: no changes is a fixed rate', () => {
    const check = checkScenario({ ...EMPTY_SCENARIO, variableRate: true }, base);
    expect(check.extras).toEqual({ fixedInterestRate: true });
  });
});
