// What the form's scenario sections hold as typed, and the few helpers the form needs before any
// section is opened. The checks themselves (scenarioForm.ts) load with the first scenario input,
// so the home page's first load carries none of them.
import type { FormulaValues } from './formulaValues';
import { stripGroupingSpaces } from './validation';
import type { DayCount } from './records';
import type {
  OverpaymentEffect,
  OverpaymentRepeat,
  RateIndex,
  Settings,
  VariableRate,
} from './types';

/** One overpayment row as typed. `key` only keeps React's rows apart. */
export interface OverpaymentRowValues {
  key: number;
  amount: string;
  month: string;
  repeat: OverpaymentRepeat;
  untilMonth: string;
  effect: OverpaymentEffect;
}

/** One rate change as typed. */
export interface RateChangeRowValues {
  key: number;
  month: string;
  rate: string;
}

/** How the commission is given. */
export type CommissionUnit = 'PERCENT' | 'AMOUNT';

/** The cost fields as typed; an empty field is no cost. */
export interface CostsValues {
  commission: string;
  commissionUnit: CommissionUnit;
  insurance: string;
  fees: string;
  oneOff: string;
  bridgeMargin: string;
  bridgeMonths: string;
}

/** `Szczegóły jak w umowie` as typed (issue 37): the day count and the contract's dates. */
export interface ContractValues {
  dayCount: DayCount;
  /** `YYYY-MM-DD`, as an `<input type="date">` gives it, or empty. */
  payoutDate: string;
  firstPaymentDate: string;
  paymentDay: string;
  shiftToWorkingDay: boolean;
}

/**
 * The first instalment's rate a recipe gives: the fixed rate while it lasts, else the index
 * (never below 0 %) plus the margin, to six decimals as `variableRatePath` rounds it.
 */
export function recipeStartRate(recipe: VariableRate): number {
  if ((recipe.fixedMonths ?? 0) > 0 && recipe.fixedRatePercent !== undefined) {
    return recipe.fixedRatePercent;
  }
  return Math.round((Math.max(0, recipe.indexPercent) + recipe.marginPercent) * 1e6) / 1e6;
}

/** Everything the scenario sections hold. */
export interface ScenarioValues {
  overpayments: OverpaymentRowValues[];
  overpaymentFee: string;
  variableRate: boolean;
  rateChanges: RateChangeRowValues[];
  /** Set when the changes came from a historical scenario, so the report can name the index. */
  rateIndex?: RateIndex | undefined;
  /** Set while `Wskaźnik + marża` holds a complete recipe the changes were built from (issue 33). */
  recipe?: VariableRate | undefined;
  /** How the recipe made the rate, in words (`WIBOR 3M 3,85% + marża 2 pkt proc.`), for the rate field. */
  recipeText?: string | undefined;
  /** The fields of `Wskaźnik + marża` as typed. */
  formula?: FormulaValues | undefined;
  firstInstalmentMonth: string;
  costs: CostsValues;
  /** Absent under the spec's twelfth of a year; present only with a real-day count. */
  contract?: ContractValues | undefined;
}

/** The sections' starting values: none of them changes the spec's form. */
export const EMPTY_SCENARIO: ScenarioValues = Object.freeze({
  overpayments: [],
  overpaymentFee: '',
  variableRate: false,
  rateChanges: [],
  firstInstalmentMonth: '',
  costs: Object.freeze({
    commission: '',
    commissionUnit: 'PERCENT',
    insurance: '',
    fees: '',
    oneOff: '',
    bridgeMargin: '',
    bridgeMonths: '',
  }),
});

/** What the main fields hold, when they are valid; the sections' limits follow them. */
export interface BaseValues {
  loanAmount?: number | undefined;
  annualInterestRatePercent?: number | undefined;
  loanTermYears?: number | undefined;
}

/** Which section a problem is in, for the status line beside the start button. */
export type ScenarioSection =
  'overpayments' | 'ratePath' | 'costs' | 'firstInstalment' | 'contract';

/** The sections' verdict: a message per field id, and the settings they add when all are valid. */
export interface ScenarioCheck {
  /** Field id (see `fieldId`) → message; only fields with a problem are present. */
  messages: Readonly<Record<string, string>>;
  /** Sections that hold a problem. */
  invalid: readonly ScenarioSection[];
  /** The optional settings, or null while a section is invalid. */
  extras: Partial<Settings> | null;
}

/** The id of a field inside a row, used for its message and its element id. */
export function fieldId(section: string, key: number | string, field: string): string {
  return `${section}-${key}-${field}`;
}

/** How many fields of the cost section hold a value, for its toggle. */
export function filledCosts(costs: CostsValues): number {
  return [costs.commission, costs.insurance, costs.fees, costs.oneOff, costs.bridgeMargin].filter(
    (text) => stripGroupingSpaces(text) !== '',
  ).length;
}

/** True while every section is as the form starts: the spec's form, with nothing to check. */
export function isEmptyScenario(values: ScenarioValues): boolean {
  return (
    values.overpayments.length === 0 &&
    !values.variableRate &&
    values.rateChanges.length === 0 &&
    values.firstInstalmentMonth.trim() === '' &&
    filledCosts(values.costs) === 0 &&
    stripGroupingSpaces(values.costs.bridgeMonths) === '' &&
    values.contract === undefined
  );
}

/** The verdict on empty sections: nothing to add to the spec's settings. */
export const EMPTY_SCENARIO_CHECK: ScenarioCheck = Object.freeze({
  messages: Object.freeze({}),
  invalid: Object.freeze([]),
  extras: Object.freeze({ fixedInterestRate: true }),
});
