import { IPMT, PMT, PPMT } from '@formulajs/formulajs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulate } from './mortgage';
import { entriesOf, settingsArbitrary, spreadsheetRound } from './test-support';

/** A formulajs result, which is an Error value (not a throw) when the arguments are bad. */
function figure(result: number | Error): number {
  if (result instanceof Error) throw result;
  return Math.abs(result);
}

// A fixed seed keeps this a reproducible cross-check rather than a search; the property tests search.
const crossCheck = { numRuns: 600, seed: 20_251_121 };

describe('simulate, cross-checked with spreadsheet formulas over 600 random valid loans', () => {
  it('sets the annuity instalment to |PMT| rounded half-up to the grosz', () => {
    fc.assert(
      fc.property(settingsArbitrary({ types: ['ANNUITY'] }), (loan) => {
        const monthlyRate = loan.annualInterestRatePercent / 1200;
        const months = loan.loanTermYears * 12;
        const pmt = figure(PMT(monthlyRate, months, loan.loanAmount));
        expect(simulate(loan).totalMonthlyRate).toBe(spreadsheetRound(pmt));
      }),
      crossCheck,
    );
  });

  it('charges |IPMT(r; 1; n; P)| rounded to the grosz as the first month’s interest, for both types', () => {
    fc.assert(
      fc.property(settingsArbitrary(), (loan) => {
        const monthlyRate = loan.annualInterestRatePercent / 1200;
        const months = loan.loanTermYears * 12;
        const ipmt = figure(IPMT(monthlyRate, 1, months, loan.loanAmount));
        const [first] = entriesOf(simulate(loan).repaymentPlan);
        expect(first?.interestPayment).toBe(spreadsheetRound(ipmt));
      }),
      crossCheck,
    );
  });

  it('repays within one grosz of |PPMT(r; 1; n; P)| in the first annuity month', () => {
    fc.assert(
      fc.property(settingsArbitrary({ types: ['ANNUITY'] }), (loan) => {
        const monthlyRate = loan.annualInterestRatePercent / 1200;
        const months = loan.loanTermYears * 12;
        const ppmt = figure(PPMT(monthlyRate, 1, months, loan.loanAmount));
        const [first] = entriesOf(simulate(loan).repaymentPlan);
        // Half a grosz from rounding the instalment and half from rounding the interest.
        expect(Math.abs((first?.principalPayment ?? Number.NaN) - ppmt)).toBeLessThanOrEqual(
          0.01 + 1e-9,
        );
      }),
      crossCheck,
    );
  });
});
