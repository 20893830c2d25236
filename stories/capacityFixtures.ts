// The capacity page's inputs for stories (issue 35): the common case of the domain's hand-worked
// tests (ui/domain/capacity.test.ts), so the figures the stories check are those worked by hand.
import { DEFAULT_ASSUMPTIONS, type CapacityInput } from '../ui/domain/capacityInput';

/** 10 000 zł a month, 2 people, age 35, 25 years at 6 % variable, 1 000 000 zł with 200 000 down. */
export function capacityInput(changes: Partial<CapacityInput> = {}): CapacityInput {
  return {
    borrowers: [{ netIncome: 10_000, kind: 'EMPLOYMENT' }],
    persons: 2,
    otherInstalments: 0,
    cardLimits: 0,
    age: 35,
    termYears: 25,
    annualRatePercent: 6,
    mortgageType: 'ANNUITY',
    fixedForFiveYears: false,
    price: 1_000_000,
    contribution: 200_000,
    cover: 'NONE',
    assumptions: DEFAULT_ASSUMPTIONS,
    ...changes,
  };
}

/** One borrower with a high income, so the value or the contribution limit binds. */
export const HIGH_INCOME = { borrowers: [{ netIncome: 30_000, kind: 'EMPLOYMENT' as const }] };

/** Text as jest-dom compares it: every run of whitespace, NBSPs included, as one space. */
export function plain(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ');
}
