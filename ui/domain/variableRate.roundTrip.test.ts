// A run built from a recipe (issue 33) keeps its schedule to the grosz wherever it travels: saved
// (the schema's read of a stored record), shared by link, and exported and imported as a backup.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backupJson, readBackup } from './backup';
import { simulate } from './mortgage';
import { SimulationSchema } from './records';
import { parse } from './schema';
import { decodeShareLink, encodeShareLink } from './shareLink';
import { createSimulation } from './simulation';
import { MORTGAGE_TYPES, type Settings, type VariableRate } from './types';
import { withVariableRatePath } from './variableRate';

const recipe: fc.Arbitrary<VariableRate> = fc.oneof(
  fc.record({
    index: fc.constantFrom('WIBOR_3M' as const, 'WIBOR_6M' as const),
    marginPercent: fc.integer({ min: 1, max: 2000 }).map((value) => value / 100),
    indexPercent: fc.integer({ min: -500, max: 4000 }).map((value) => value / 100),
    mode: fc.constantFrom('HISTORY' as const, 'CHANGES' as const),
    startMonth: fc.integer({ min: 0, max: 350 }).map((offset) => {
      const ordinal = 1997 * 12 + 2 + offset;
      return `${Math.floor(ordinal / 12)}-${String((ordinal % 12) + 1).padStart(2, '0')}`;
    }),
  }),
  fc.record({
    index: fc.constantFrom('POLSTR_1M' as const, 'WLASNY' as const),
    marginPercent: fc.integer({ min: 1, max: 2000 }).map((value) => value / 100),
    indexPercent: fc.integer({ min: 0, max: 4000 }).map((value) => value / 100),
    mode: fc.constant('FLAT' as const),
    switchTo: fc.record({
      month: fc.integer({ min: 2, max: 12 }),
      index: fc.constant('POLSTR_1M' as const),
      indexPercent: fc.integer({ min: 0, max: 1000 }).map((value) => value / 100),
      spreadAdjustmentPercent: fc.integer({ min: -100, max: 100 }).map((value) => value / 100),
    }),
  }),
);

const run = fc.record({
  loanAmount: fc.integer({ min: 30_000, max: 2_000_000 }),
  loanTermYears: fc.integer({ min: 1, max: 40 }),
  mortgageType: fc.constantFrom(...MORTGAGE_TYPES),
  variableRate: recipe,
});

describe('a run with a recipe', () => {
  it('gives the same schedule saved, shared by link, and backed up and imported', async () => {
    await fc.assert(
      fc.asyncProperty(run, async (drawn) => {
        const settings: Settings = withVariableRatePath({
          ...drawn,
          annualInterestRatePercent: 1,
          fixedInterestRate: false,
        });
        const saved = createSimulation(settings, { id: 'a', timestamp: 0 });
        expect(saved.settings.fixedInterestRate).toBe(false);
        expect(saved.label.endsWith(' - zmienne')).toBe(true);
        const stored = parse(SimulationSchema, JSON.parse(JSON.stringify(saved)));
        const shared = await decodeShareLink(await encodeShareLink(saved.settings));
        const text = backupJson([saved], 0);
        const imported = readBackup(text, text.length).simulations[0];
        const plan = saved.result?.repaymentPlan;
        expect(stored.ok && simulate(stored.value.settings).repaymentPlan).toEqual(plan);
        expect(simulate(shared.settings).repaymentPlan).toEqual(plan);
        expect(imported && simulate(imported.settings).repaymentPlan).toEqual(plan);
        expect(shared.settings.variableRate).toEqual(drawn.variableRate);
        expect(imported?.settings.variableRate).toEqual(drawn.variableRate);
      }),
      { numRuns: 40 },
    );
  });
});

describe('records across the recipe’s schema version', () => {
  const old = createSimulation(
    {
      loanAmount: 300_000,
      annualInterestRatePercent: 7,
      fixedInterestRate: false,
      loanTermYears: 25,
      mortgageType: 'ANNUITY',
      rateChanges: [{ month: 13, annualInterestRatePercent: 8 }],
      rateIndex: 'WIBOR_3M',
    },
    { id: 'old', timestamp: 0 },
  );

  it.each([1, 2, 3])('opens a version-%i record unchanged, with its own figures', (version) => {
    const stored = { ...old, schemaVersion: version };
    const parsed = parse(SimulationSchema, JSON.parse(JSON.stringify(stored)));
    expect(parsed.ok && parsed.value).toEqual(stored);
    expect(parsed.ok && simulate(parsed.value.settings)).toEqual(old.result);
  });

  it('keeps the old label and the fixed flag of a run without a recipe', () => {
    expect(old.label).toBe('300\u00a0000 zł - 7% - 25 lat - Stała (annuitetowa) - zmienne');
    const fixed = createSimulation(
      { ...old.settings, rateChanges: undefined, rateIndex: undefined, fixedInterestRate: true },
      { id: 'fixed', timestamp: 0 },
    );
    expect(fixed.label).toBe('300\u00a0000 zł - 7% - 25 lat - Stała (annuitetowa)');
    expect(fixed.settings.fixedInterestRate).toBe(true);
  });

  it('labels a flat recipe ` - zmienne` and saves it as variable', () => {
    const flat = createSimulation(
      withVariableRatePath({
        ...old.settings,
        rateChanges: undefined,
        rateIndex: undefined,
        variableRate: { index: 'WIBOR_3M', marginPercent: 2, indexPercent: 3.85, mode: 'FLAT' },
      }),
      { id: 'flat', timestamp: 0 },
    );
    expect(flat.label).toBe('300\u00a0000 zł - 5,85% - 25 lat - Stała (annuitetowa) - zmienne');
    expect(flat.settings.fixedInterestRate).toBe(false);
    expect(flat.settings.rateChanges).toBeUndefined();
  });
});
