// Test-only helpers; nothing here is exported from index.ts.
import fc from 'fast-check';
import { LOAN_AMOUNT_MAX, LOAN_AMOUNT_MIN, TERM_MAX, TERM_MIN } from './limits';
import { MORTGAGE_TYPES } from './types';
import type { MortgageType, RepaymentEntry, Settings } from './types';

/** Whole grosze of a złoty figure; schedule figures have at most two decimals, so this is exact. */
export function grosze(zloty: number): number {
  return Math.round(zloty * 100);
}

/**
 * Rounds half-up to the grosz the way a spreadsheet's ROUND(x; 2) does: the value is first cut to
 * the 15 significant digits a spreadsheet keeps (fewer would turn 1 016 099 113,497 95 gr into ,50).
 */
export function spreadsheetRound(zloty: number): number {
  return Math.floor(Number((zloty * 100).toPrecision(15)) + 0.5) / 100;
}

/** A settings record for the tests. */
export function settings(
  loanAmount: number,
  annualInterestRatePercent: number,
  loanTermYears: number,
  mortgageType: MortgageType = 'ANNUITY',
): Settings {
  return {
    loanAmount,
    annualInterestRatePercent,
    fixedInterestRate: true,
    loanTermYears,
    mortgageType,
  };
}

/** Non-null schedule entries; the engine never writes nulls, so a null fails the test. */
export function entriesOf(plan: { entries: (RepaymentEntry | null)[] }): RepaymentEntry[] {
  return plan.entries.map((entry, index) => {
    if (entry === null) throw new Error(`entry ${index + 1} is null`);
    return entry;
  });
}

/** Rates the form accepts: two decimals from 0,01 % up to `maxPercent`. */
export function rateArbitrary(maxPercent = 60): fc.Arbitrary<number> {
  return fc
    .integer({ min: 1, max: Math.round(maxPercent * 100) })
    .map((hundredths) => hundredths / 100);
}

/** Any settings the form accepts, optionally capped in rate or fixed in type. */
export function settingsArbitrary(
  options: { maxPercent?: number; types?: readonly MortgageType[] } = {},
): fc.Arbitrary<Settings> {
  return fc.record({
    loanAmount: fc.integer({ min: LOAN_AMOUNT_MIN, max: LOAN_AMOUNT_MAX }),
    annualInterestRatePercent: rateArbitrary(options.maxPercent),
    fixedInterestRate: fc.constant(true),
    loanTermYears: fc.integer({ min: TERM_MIN, max: TERM_MAX }),
    mortgageType: fc.constantFrom(...(options.types ?? MORTGAGE_TYPES)),
  });
}
