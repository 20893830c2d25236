// The loan of issue 36's worked examples, for the stories of `Nadpłaty z celem` and its parts.
import type { Settings } from '../ui/domain';

/** The loan: 400 000 zł at 6,5 % over 25 years, an instalment of 2 700,83 zł. */
export const GOAL_LOAN: Settings = {
  loanAmount: 400_000,
  annualInterestRatePercent: 6.5,
  fixedInterestRate: true,
  loanTermYears: 25,
  mortgageType: 'ANNUITY',
};

/** The same loan with its first instalment in January 2026. */
export const GOAL_LOAN_DATED: Settings = { ...GOAL_LOAN, firstInstalmentMonth: '2026-01' };

/** The same loan's main fields as the settings form holds them once valid. */
export const GOAL_LOAN_BASE = {
  loanAmount: 400_000,
  annualInterestRatePercent: 6.5,
  loanTermYears: 25,
};
