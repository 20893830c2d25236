import { describe, expect, it } from 'vitest';
import { CalculationError } from './errors';
import { simulate } from './mortgage';
import { RUN_NAME_MAX_LENGTH } from './limits';
import { cleanRunName } from './runLabel';
import { createSimulation, sameFigures, shownSimulation } from './simulation';
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

describe('a run’s own name (issue 32)', () => {
  const loan = settings(300_000, 7, 25, 'ANNUITY');

  it('is kept beside the label, which stays the spec’s', () => {
    const named = createSimulation(loan, { id: 'a', timestamp: 0, name: 'Oferta banku A' });
    expect(named.name).toBe('Oferta banku A');
    expect(named.label.replace(/\s/g, ' ')).toBe('300 000 zł - 7% - 25 lat - Stała (annuitetowa)');
  });

  it('is left out when none was typed', () => {
    expect(createSimulation(loan, { id: 'a', timestamp: 0, name: '   ' })).not.toHaveProperty(
      'name',
    );
    expect(createSimulation(loan, { id: 'a', timestamp: 0 })).not.toHaveProperty('name');
  });

  it.each([
    ['Oferta banku A', 'Oferta banku A'],
    ['  Oferta   banku\tA  ', 'Oferta banku A'],
    ['Oferta\u202Egnp.exe', 'Oferta gnp.exe'],
    ['Dom\u2067 nad\u2069 rzeką', 'Dom nad rzeką'],
    ['A\u0000B\u0007C\u009F', 'A B C'],
    ['Linia\npierwsza\u2028druga', 'Linia pierwsza druga'],
    ['zła\uD800para', 'zła para'],
    ['\u200E\u200F', undefined],
    ['', undefined],
  ])('cleans %j to %j', (typed, kept) => {
    expect(cleanRunName(typed)).toBe(kept);
  });

  it(`is cut to ${RUN_NAME_MAX_LENGTH} characters, never inside a surrogate pair`, () => {
    expect(cleanRunName('x'.repeat(10_000))).toBe('x'.repeat(RUN_NAME_MAX_LENGTH));
    const emoji = `${'x'.repeat(RUN_NAME_MAX_LENGTH - 1)}😀`;
    expect(cleanRunName(emoji)).toBe('x'.repeat(RUN_NAME_MAX_LENGTH - 1));
  });
});

describe('sameFigures and shownSimulation: results are derived data (issue 32)', () => {
  const loan = settings(300_000, 7.25, 25, 'ANNUITY');
  const saved = createSimulation(loan, { id: 'a', timestamp: 0 });
  const result = saved.result;
  if (result === undefined) throw new Error('no result');

  it('finds the engine’s own figures the same, and shows the saved run itself', () => {
    expect(sameFigures(result, simulate(loan))).toBe(true);
    expect(shownSimulation(saved)).toBe(saved);
  });

  it('replaces figures that differ by more than a grosz, and marks the run', () => {
    const tampered = structuredClone(saved);
    if (tampered.result) tampered.result.totalMonthlyRate = 1;
    const shown = shownSimulation(tampered);
    expect(shown).toEqual({ ...saved, resultsRecomputed: true });
    // The saved object is left as it was.
    expect(tampered.result?.totalMonthlyRate).toBe(1);
  });

  it('skips null rows and trailing rows of zeros, as older records hold them', () => {
    const older = structuredClone(result);
    older.repaymentPlan.entries[5] = null;
    older.repaymentPlan.entries.push({
      totalMonthlyPayment: 0,
      interestPayment: 0,
      principalPayment: 0,
      remainingDebt: 0,
    });
    expect(sameFigures(older, result)).toBe(true);
  });

  it('does not compare figures an older record does not have', () => {
    const withCosts = createSimulation(
      { ...loan, costs: { monthlyInsurance: 50 } },
      { id: 'b', timestamp: 0 },
    );
    const older = structuredClone(withCosts.result);
    if (older === undefined) throw new Error('no result');
    delete older.repaymentPlan.totalAmountToPay;
    delete older.annualPercentageRate;
    expect(sameFigures(older, simulate(withCosts.settings))).toBe(true);
  });

  it('throws for settings the engine refuses, so the read lists the record as damaged', () => {
    const refused = {
      ...saved,
      settings: {
        ...loan,
        overpayments: [
          { month: 999, amount: 1, repeat: 'ONCE' as const, effect: 'SHORTEN_TERM' as const },
        ],
      },
    };
    expect(() => shownSimulation(refused)).toThrow(CalculationError);
  });
});
