import { describe, expect, it } from 'vitest';
import { afterEndNote, costBreakdown, scenarioFigures } from './highlights';
import { simulate } from './mortgage';
import type { Settings } from './types';

const plain: Settings = {
  loanAmount: 400_000,
  annualInterestRatePercent: 7,
  fixedInterestRate: true,
  loanTermYears: 20,
  mortgageType: 'ANNUITY',
};

const labels = (settings: Settings, scope: 'card' | 'report') =>
  scenarioFigures(settings, simulate(settings), scope).map(({ label }) => label);

describe('the scenario figures', () => {
  it('are none for a run without extras, which keeps the spec’s three figures only', () => {
    expect(scenarioFigures(plain, simulate(plain), 'report')).toEqual([]);
  });

  it('show the savings of a shortening overpayment, and how much shorter the loan is', () => {
    // vbank.pl's example: 20 000 zł once after the first instalment, about 55 000 zł saved.
    const settings: Settings = {
      ...plain,
      overpayments: [{ month: 1, amount: 20_000, repeat: 'ONCE', effect: 'SHORTEN_TERM' }],
    };
    const figures = scenarioFigures(settings, simulate(settings), 'card');
    expect(figures.map(({ label }) => label)).toEqual([
      'Oszczędność na odsetkach',
      'Kredyt krótszy o',
      'Rata po ostatniej nadpłacie',
    ]);
    const saved = Number(figures[0]?.value.replace(/[^\d,]/g, '').replace(',', '.'));
    expect(saved).toBeGreaterThan(54_000);
    expect(saved).toBeLessThan(56_500);
    expect(figures[1]?.value).toMatch(/^\d+ (rok|lata|lat)( i \d+ (miesiąc|miesiące|miesięcy))?$/);
  });

  it('hide the instalment after the last overpayment when that overpayment repays the loan', () => {
    const settings: Settings = {
      ...plain,
      overpayments: [{ month: 12, amount: 1_000_000, repeat: 'ONCE', effect: 'SHORTEN_TERM' }],
    };
    expect(labels(settings, 'card')).not.toContain('Rata po ostatniej nadpłacie');
  });

  it('show the RRSO with costs and the cost totals, noting the rate is read as nominal', () => {
    const settings: Settings = { ...plain, costs: { commissionPercent: 2, monthlyInsurance: 60 } };
    const figures = scenarioFigures(settings, simulate(settings), 'card');
    expect(figures.map(({ label }) => label)).toEqual([
      'RRSO z kosztami',
      'Całkowity koszt kredytu',
      'Całkowita kwota do zapłaty',
    ]);
    expect(figures[0]?.notes).toEqual(['Oprocentowanie z formularza traktujemy jako nominalne.']);
  });

  it('state the saving net of the overpayment fees, never as "w tym" (issue 32)', () => {
    const settings: Settings = {
      ...plain,
      overpayments: [{ month: 1, amount: 20_000, repeat: 'ONCE', effect: 'SHORTEN_TERM' }],
      overpaymentFee: { percent: 2, months: 36 },
    };
    const figures = scenarioFigures(settings, simulate(settings), 'card');
    const byKey = new Map(figures.map((figure) => [figure.key, figure]));
    const zloty = (text: string | undefined) =>
      Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));
    const gross = zloty(byKey.get('interestSaved')?.value);
    const net = byKey.get('netSaved');
    expect(net?.label).toBe('Oszczędność po odjęciu prowizji');
    // The fee is 2 % of 20 000 zł: 400 zł.
    expect(zloty(net?.value)).toBeCloseTo(gross - 400, 2);
    expect(net?.notes).toEqual([
      'Oszczędność na odsetkach minus prowizje za nadpłaty (400,00\u00a0zł).',
    ]);
    expect(JSON.stringify(figures)).not.toContain('w tym');
    // Without costs, the fees still make the total to pay differ from the total repayment.
    expect(byKey.get('totalAmountToPay')?.label).toBe('Całkowita kwota do zapłaty');
  });

  it('give a variable-rate run’s card its highest instalment and its month (issue 32)', () => {
    const settings: Settings = {
      ...plain,
      fixedInterestRate: false,
      rateChanges: [{ month: 13, annualInterestRatePercent: 9 }],
    };
    const figures = scenarioFigures(settings, simulate(settings), 'card');
    expect(figures.map(({ label }) => label)).toEqual(['Najwyższa rata']);
    expect(figures[0]?.value).toMatch(/\(rata nr 13\)$/);
  });

  it('name the lowest and the highest instalment of a variable rate on the report', () => {
    const settings: Settings = {
      ...plain,
      fixedInterestRate: false,
      rateChanges: [{ month: 13, annualInterestRatePercent: 9 }],
    };
    const figures = scenarioFigures(settings, simulate(settings), 'report');
    expect(figures.map(({ label }) => label)).toEqual(['Najniższa rata', 'Najwyższa rata']);
    expect(figures[0]?.value).toMatch(/\(rata nr 1\)$/);
    expect(figures[1]?.value).toMatch(/\(rata nr 13\)$/);
  });
});

describe('the cost breakdown', () => {
  it('sums to the total cost of credit, with shares that add up to about 100 %', () => {
    const settings: Settings = {
      ...plain,
      costs: { commissionPercent: 2, monthlyInsurance: 60, monthlyFees: 10, oneOffCosts: 1_500 },
    };
    const result = simulate(settings);
    const rows = costBreakdown(settings, result) ?? [];
    const total = rows.reduce((sum, row) => sum + Math.round(row.amount * 100), 0) / 100;
    expect(total).toBeCloseTo(result.repaymentPlan.totalCostOfCredit ?? Number.NaN, 2);
    // Commission: 2 % of 400 000 zł; insurance: 60 zł × 240 instalments.
    expect(rows.find((row) => row.key === 'commission')?.amount).toBe(8_000);
    expect(rows.find((row) => row.key === 'insurance')?.amount).toBe(14_400);
    const shares = rows.reduce((sum, row) => sum + row.share, 0);
    expect(shares).toBeGreaterThan(99.7);
    expect(shares).toBeLessThan(100.3);
  });

  it('is absent for a run without costs', () => {
    expect(costBreakdown(plain, simulate(plain))).toBeNull();
  });
});

describe('events after the end', () => {
  it('are mentioned when overpayments shorten the loan past later rows', () => {
    const settings: Settings = {
      ...plain,
      loanTermYears: 5,
      overpayments: [
        { month: 1, amount: 200_000, repeat: 'ONCE', effect: 'SHORTEN_TERM' },
        { month: 59, amount: 1_000, repeat: 'ONCE', effect: 'SHORTEN_TERM' },
      ],
    };
    expect(afterEndNote(settings, simulate(settings))).toMatch(/^Kredyt spłacono wcześniej/);
    expect(afterEndNote(plain, simulate(plain))).toBeNull();
  });
});
