import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CalculationError } from './errors';
import { simulate, validateSettings } from './mortgage';
import { SettingsSchema, SimulationSchema } from './records';
import { parse } from './schema';
import { arbitraryOf } from './schema.arbitrary';
import { createSimulation } from './simulation';
import { scenarioArbitrary } from './test-support';
import type { Settings } from './types';

/** What a call threw, as the data layer sees it, or 'ok'. */
function outcome(run: () => unknown): unknown {
  try {
    run();
    return 'ok';
  } catch (error) {
    return error;
  }
}

describe('validateSettings', () => {
  it('refuses exactly what simulate refuses, with the same error, for any record the schema reads', () => {
    // The schema alone lets through cross-field breaches (a month past the term, unsorted
    // changes, costs over half the loan), so this draws plenty of refusals and acceptances.
    fc.assert(
      fc.property(arbitraryOf(SettingsSchema, { maxArrayLength: 4 }), (settings) => {
        const validated = outcome(() => {
          validateSettings(settings);
        });
        const simulated = outcome(() => simulate(settings));
        expect(validated === 'ok').toBe(simulated === 'ok');
        if (validated === 'ok') return;
        expect(validated).toBeInstanceOf(CalculationError);
        expect(validated).toEqual(simulated);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts every scenario the form can build', () => {
    fc.assert(
      fc.property(
        scenarioArbitrary({ overpayments: true, fee: true, rateChanges: true, costs: true }),
        (settings) => {
          expect(() => {
            validateSettings(settings);
          }).not.toThrow();
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('validateSettings, on the calendar fields', () => {
  const loan = {
    loanAmount: 300_000,
    annualInterestRatePercent: 7,
    fixedInterestRate: true,
    loanTermYears: 25,
    mortgageType: 'ANNUITY',
  } as const;

  it.each(['2026-13', '26-04', '2026-4', '1899-12', '2200-01', 202604])(
    'refuses firstInstalmentMonth %s as malformed, as the schema does',
    (month) => {
      const refused = { ...loan, firstInstalmentMonth: month } as unknown as Settings;
      expect(outcome(() => simulate(refused))).toMatchObject({
        kind: 'malformed',
        argument: 'firstInstalmentMonth',
      });
      expect(parse(SettingsSchema, refused).ok).toBe(false);
    },
  );

  it('refuses an unknown rate index and accepts the known ones', () => {
    expect(outcome(() => simulate({ ...loan, rateIndex: 'WIBOR_1M' } as never))).toMatchObject({
      kind: 'unknown-enum',
      argument: 'rateIndex',
    });
    expect(outcome(() => simulate({ ...loan, rateIndex: 'WIBOR_6M' }))).toBe('ok');
  });

  it('computes the same figures whatever firstInstalmentMonth says', () => {
    expect(simulate({ ...loan, firstInstalmentMonth: '2021-01' })).toEqual(simulate(loan));
  });
});

describe('a saved scenario run', () => {
  it('reads back from storage exactly as createSimulation saved it: nothing is dropped', () => {
    fc.assert(
      fc.property(
        scenarioArbitrary({ overpayments: true, fee: true, rateChanges: true, costs: true }),
        (settings: Settings) => {
          const saved = createSimulation(
            { ...settings, firstInstalmentMonth: '2026-04', rateIndex: 'WIBOR_3M' },
            { id: 'run-1', timestamp: 1_767_225_600_000 },
          );
          const stored = structuredClone(saved);
          expect(parse(SimulationSchema, stored)).toEqual({ ok: true, value: saved });
          expect(parse(SettingsSchema, settings)).toEqual({ ok: true, value: settings });
        },
      ),
      { numRuns: 200 },
    );
  });
});
