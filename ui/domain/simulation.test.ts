import { describe, expect, it } from 'vitest';
import { CalculationError } from './errors';
import { simulate } from './mortgage';
import { createSimulation } from './simulation';
import { settings } from './test-support';
import { DEFAULT_SETTINGS } from './types';

describe('createSimulation', () => {
  const loan = settings(300_000, 7, 25, 'ANNUITY');
  const simulation = createSimulation(loan, { id: 'abc-123', timestamp: 1_763_700_972_000 });

  it('keeps the id and timestamp it was given', () => {
    expect(simulation).toMatchObject({ id: 'abc-123', timestamp: 1_763_700_972_000 });
  });

  it('labels the run with its settings', () => {
    expect(simulation.label.replace(/\s/g, ' ')).toBe(
      '300 000 zł - 7% - 25 lat - Stała (annuitetowa)',
    );
  });

  it('carries the simulated result', () => {
    expect(simulation.result?.totalMonthlyRate).toBe(2120.34);
    expect(simulation.result).toEqual(simulate(loan));
  });

  it('keeps its own copy of the settings, so later form edits cannot alter it', () => {
    const editable = { ...loan };
    const saved = createSimulation(editable, { id: 'x', timestamp: 0 });
    editable.loanAmount = 1;
    expect(saved.settings).toEqual(loan);
  });

  it('refuses the untouched form defaults', () => {
    expect(() => createSimulation(DEFAULT_SETTINGS, { id: 'x', timestamp: 0 })).toThrow(
      CalculationError,
    );
  });
});

describe('DEFAULT_SETTINGS', () => {
  it('are the spec’s form defaults', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      loanAmount: 0,
      annualInterestRatePercent: 0,
      fixedInterestRate: true,
      loanTermYears: 0,
      mortgageType: 'ANNUITY',
    });
  });
});
