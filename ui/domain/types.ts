import { MORTGAGE_TYPES } from './recordFields';
import type { MortgageType, Settings } from './records';

export { MORTGAGE_TYPES } from './recordFields';
export type {
  Costs,
  MortgageType,
  Overpayment,
  OverpaymentEffect,
  OverpaymentFee,
  OverpaymentRepeat,
  RateChange,
  RateIndex,
  RepaymentEntry,
  RepaymentPlan,
  Result,
  Settings,
  Simulation,
  FormulaIndex,
  VariableRate,
} from './records';

/** True when `value` is one of MORTGAGE_TYPES, e.g. when reading stored data. */
export function isMortgageType(value: unknown): value is MortgageType {
  return MORTGAGE_TYPES.some((type) => type === value);
}

/** Money in złoty as shown to the borrower (at most two decimals). */
export type Zloty = number;
/** Money in integer grosze, used for every calculation. */
export type Grosze = number;

/** The form's starting values (spec point 4); not simulatable until the borrower fills them in. */
export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  loanAmount: 0,
  annualInterestRatePercent: 0,
  fixedInterestRate: true,
  loanTermYears: 0,
  mortgageType: 'ANNUITY',
});
