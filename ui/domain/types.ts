/** Instalment types, as the spec names them; the tuple also feeds story argTypes. */
export const MORTGAGE_TYPES = ['ANNUITY', 'LINEAR'] as const;
export type MortgageType = (typeof MORTGAGE_TYPES)[number];

/** True when `value` is one of MORTGAGE_TYPES, e.g. when reading stored data. */
export function isMortgageType(value: unknown): value is MortgageType {
  return MORTGAGE_TYPES.some((type) => type === value);
}

/** Money in złoty as shown to the borrower (at most two decimals). */
export type Zloty = number;
/** Money in integer grosze, used for every calculation. */
export type Grosze = number;

export interface Settings {
  /** Whole złoty, 30 000 to 100 000 000. */
  loanAmount: number;
  /** Annual rate (RRSO) in percent, 0.01 to 60. */
  annualInterestRatePercent: number;
  /** The spec's default is true: the rate is fixed for the whole term. */
  fixedInterestRate: boolean;
  /** Whole years, 1 to 40. */
  loanTermYears: number;
  mortgageType: MortgageType;
}

export interface RepaymentEntry {
  totalMonthlyPayment: Zloty;
  interestPayment: Zloty;
  principalPayment: Zloty;
  remainingDebt: Zloty;
}

export interface RepaymentPlan {
  /** Saved data may hold `null` entries; the report skips them with a warning. */
  entries: (RepaymentEntry | null)[];
  totalRepayment: Zloty;
  totalInterestPayment: Zloty;
  /** Total principal repaid. */
  totalRepaymentRate: Zloty;
  remainingDebt: Zloty;
}

export interface Result {
  /** The instalment; for a decreasing loan, the first one. */
  totalMonthlyRate: Zloty;
  repaymentPlan: RepaymentPlan;
}

export interface Simulation {
  id: string;
  label: string;
  settings: Settings;
  /** Optional on the report page (spec point 3). */
  result?: Result | undefined;
  /** Epoch milliseconds. */
  timestamp: number;
}

/** The form's starting values (spec point 4); not simulatable until the borrower fills them in. */
export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  loanAmount: 0,
  annualInterestRatePercent: 0,
  fixedInterestRate: true,
  loanTermYears: 0,
  mortgageType: 'ANNUITY',
});
