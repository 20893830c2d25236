// Issue 34's invariants: an offer identical to the current loan gains nothing in any month;
// lowering only the new margin never lowers G by more than a grosz of rounding per month; with
// the same term and instalment type, no fee and no costs, a lower rate pays off at month 0.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareRefinance } from './refinance';
import { defaultOffer, type Offer, type RefinanceInput } from './refinanceInput';
import { MORTGAGE_TYPES } from './recordFields';

const runs = { numRuns: 150 };
const DECISION = '2026-11';

/** A current loan and the index, variable or fixed for a whole number of years. */
const loanArbitrary = fc.record({
  balance: fc.integer({ min: 1_000_000, max: 200_000_000 }).map((grosze) => grosze / 100),
  monthsLeft: fc.integer({ min: 12, max: 420 }),
  mortgageType: fc.constantFrom(...MORTGAGE_TYPES),
  ratePercent: fc.integer({ min: 100, max: 1_200 }).map((basis) => basis / 100),
  fixedYears: fc.integer({ min: 0, max: 5 }),
  marginPercent: fc.integer({ min: 50, max: 400 }).map((basis) => basis / 100),
  indexPercent: fc.integer({ min: 0, max: 900 }).map((basis) => basis / 100),
});
type Loan = typeof loanArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** The offer that repeats the current loan exactly: same term, rate path and margin, no costs. */
function sameAs(loan: Loan): Offer {
  return {
    ...defaultOffer(loan.monthsLeft),
    fixedRatePercent: loan.ratePercent,
    fixedYears: loan.fixedYears,
    marginPercent: loan.marginPercent,
    valuation: 0,
    mortgageEntry: 0,
    mortgageRemoval: 0,
    pcc: 0,
  };
}

function inputOf(loan: Loan, offers: Offer[]): RefinanceInput {
  return {
    current: {
      balance: loan.balance,
      monthsLeft: loan.monthsLeft,
      mortgageType: loan.mortgageType,
      ratePercent: loan.ratePercent,
      fixedMonthsLeft: loan.fixedYears * 12,
      marginPercent: loan.marginPercent,
      contractMonth: '2020-01',
      feePercent: 0,
    },
    indexPercent: loan.indexPercent,
    offers,
    refund: false,
    horizonYears: 5,
  };
}

describe('the planner', () => {
  it('gives G = 0 in every month to an option identical to the current loan', () => {
    fc.assert(
      fc.property(loanArbitrary, (loan) => {
        const [, same] = compareRefinance(inputOf(loan, [sameAs(loan)]), DECISION).options;
        expect(same?.gain.every((gain) => gain === 0)).toBe(true);
        expect(same?.breakEven).toBe(0);
      }),
      runs,
    );
  });

  it('never loses more than a grosz a month of G when only the new margin is lowered', () => {
    fc.assert(
      fc.property(
        loanArbitrary,
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 0, max: 10_000 }).map((grosze) => grosze / 100),
        (loan, cut, costs) => {
          const high = { ...sameAs(loan), otherCosts: costs };
          const low = { ...high, marginPercent: Math.max(0, loan.marginPercent - cut / 100) };
          const [, lower, higher] = compareRefinance(inputOf(loan, [low, high]), DECISION).options;
          lower?.gain.forEach((gain, month) => {
            expect(gain).toBeGreaterThanOrEqual((higher?.gain[month] ?? 0) - month);
          });
        },
      ),
      runs,
    );
  });

  it('pays off at month 0 when the new rate is lower, with no fee and no costs', () => {
    fc.assert(
      fc.property(loanArbitrary, fc.integer({ min: 1, max: 50 }), (loan, cut) => {
        const variable = { ...loan, fixedYears: 0 };
        const offer = { ...sameAs(variable), marginPercent: loan.marginPercent - cut / 100 };
        const [, move] = compareRefinance(inputOf(variable, [offer]), DECISION).options;
        expect(move?.breakEven).toBe(0);
      }),
      runs,
    );
  });
});
