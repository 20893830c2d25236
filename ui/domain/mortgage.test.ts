import { describe, expect, it } from 'vitest';
import { CalculationError } from './errors';
import { simulate } from './mortgage';
import { entriesOf, settings } from './test-support';
import type { Settings } from './types';

describe('simulate, against figures published by banks and textbooks', () => {
  describe.each([
    { amount: 300_000, years: 20, rate: 6.91, instalment: 2309.72 },
    { amount: 65_000, years: 10, rate: 9.55, instalment: 842.86 },
    { amount: 300_000, years: 25, rate: 7, instalment: 2120.34 },
  ])(
    'an annuity of $amount zł over $years years at $rate %',
    ({ amount, years, rate, instalment }) => {
      const result = simulate(settings(amount, rate, years, 'ANNUITY'));

      it(`charges ${instalment} zł a month`, () => {
        expect(result.totalMonthlyRate).toBe(instalment);
      });

      it('charges that instalment in every month but the last', () => {
        const entries = entriesOf(result.repaymentPlan);
        expect(entries).toHaveLength(years * 12);
        for (const entry of entries.slice(0, -1))
          expect(entry.totalMonthlyPayment).toBe(instalment);
      });
    },
  );

  it('puts the total interest on 65 000 zł over 10 years at 9,55 % within 1,20 zł of the bank’s 36 143,74 zł', () => {
    const { totalInterestPayment } = simulate(settings(65_000, 9.55, 10)).repaymentPlan;
    expect(Math.abs(totalInterestPayment - 36_143.74)).toBeLessThanOrEqual(1.2);
  });

  describe('400 000 zł over 25 years at 8 %', () => {
    it('costs 3 087 zł a month, to the złoty, as an annuity', () => {
      expect(Math.round(simulate(settings(400_000, 8, 25, 'ANNUITY')).totalMonthlyRate)).toBe(3087);
    });

    it('starts at 4 000,00 zł as a decreasing loan', () => {
      expect(simulate(settings(400_000, 8, 25, 'LINEAR')).totalMonthlyRate).toBe(4000);
    });

    it('repays 1 333,33 zł of principal and 2 666,67 zł of interest in the first decreasing instalment', () => {
      const [first] = entriesOf(simulate(settings(400_000, 8, 25, 'LINEAR')).repaymentPlan);
      expect(first).toMatchObject({ principalPayment: 1333.33, interestPayment: 2666.67 });
    });
  });

  it('lays out a one-year loan in 12 monthly entries', () => {
    expect(simulate(settings(30_000, 0.01, 1)).repaymentPlan.entries).toHaveLength(12);
  });
});

describe('simulate, given an unusable argument', () => {
  const valid = settings(300_000, 7, 25);
  // Stored data is not typed, so the engine must refuse what the type system would have.
  const withField = (field: keyof Settings, value: unknown): unknown => ({
    ...valid,
    [field]: value,
  });

  describe.each([
    { field: 'loanAmount', value: null, kind: 'null' },
    { field: 'loanAmount', value: undefined, kind: 'null' },
    { field: 'loanAmount', value: '', kind: 'blank' },
    { field: 'loanAmount', value: ' \u00A0 ', kind: 'blank' },
    { field: 'loanAmount', value: Number.NaN, kind: 'nan' },
    { field: 'loanAmount', value: '300000', kind: 'nan' },
    { field: 'loanAmount', value: -300_000, kind: 'negative' },
    { field: 'loanAmount', value: 0, kind: 'not-positive' },
    { field: 'loanAmount', value: 29_999, kind: 'out-of-range' },
    { field: 'loanAmount', value: Number.POSITIVE_INFINITY, kind: 'out-of-range' },
    { field: 'loanAmount', value: 300_000.5, kind: 'not-integer' },
    { field: 'annualInterestRatePercent', value: null, kind: 'null' },
    { field: 'annualInterestRatePercent', value: '   ', kind: 'blank' },
    { field: 'annualInterestRatePercent', value: Number.NaN, kind: 'nan' },
    { field: 'annualInterestRatePercent', value: -7, kind: 'negative' },
    { field: 'annualInterestRatePercent', value: 0, kind: 'not-positive' },
    { field: 'annualInterestRatePercent', value: 60.01, kind: 'out-of-range' },
    { field: 'loanTermYears', value: undefined, kind: 'null' },
    { field: 'loanTermYears', value: '', kind: 'blank' },
    { field: 'loanTermYears', value: Number.NaN, kind: 'nan' },
    { field: 'loanTermYears', value: -1, kind: 'negative' },
    { field: 'loanTermYears', value: 0, kind: 'not-positive' },
    { field: 'loanTermYears', value: 41, kind: 'out-of-range' },
    { field: 'loanTermYears', value: 2.5, kind: 'not-integer' },
    { field: 'mortgageType', value: null, kind: 'null' },
    { field: 'mortgageType', value: '', kind: 'blank' },
    { field: 'mortgageType', value: 'BALLOON', kind: 'unknown-enum' },
    { field: 'mortgageType', value: 'annuity', kind: 'unknown-enum' },
  ] as const)('when $field is $value', ({ field, value, kind }) => {
    it(`throws a CalculationError of kind ${kind} naming ${field}`, () => {
      const error = captureError(() => simulate(withField(field, value) as Settings));
      expect(error).toBeInstanceOf(CalculationError);
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({ name: 'CalculationError', kind, argument: field });
    });
  });

  it('throws a CalculationError of kind null when the settings themselves are missing', () => {
    expect(captureError(() => simulate(null as unknown as Settings))).toMatchObject({
      kind: 'null',
    });
  });
});

function captureError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}
