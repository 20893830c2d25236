// The one definition of everything the product saves, shares and imports. The types, the check
// that reads stored and shared data, what `createSimulation` keeps, and the test factories and
// arbitraries all come from these descriptors.
import {
  BRIDGE_MARGIN_MAX,
  BRIDGE_MONTHS_MAX,
  COMMISSION_PERCENT_MAX,
  EPOCH_MILLISECONDS_MAX,
  LABEL_MAX_LENGTH,
  LOAN_AMOUNT_MAX,
  MONEY_DECIMALS,
  MONEY_MAX,
  MONTHLY_COST_MAX,
  MONTHS_MAX,
  ONE_OFF_COST_MAX,
  OVERPAYMENT_AMOUNT_MIN,
  OVERPAYMENT_FEE_PERCENT_MAX,
  OVERPAYMENTS_MAX,
  PAYMENT_DAY_MAX,
  PAYMENT_DAY_MIN,
  RATE_CHANGE_MONTH_MIN,
  RATE_DECIMALS_MAX,
  INDEX_VALUE_MAX,
  INDEX_VALUE_MIN,
  RATE_PATH_MAX,
  RUN_NAME_MAX_LENGTH,
  SIMULATION_ID_MAX_LENGTH,
  SPREAD_ADJUSTMENT_MAX,
  STRESS_OWN_MAX,
  STRESS_OWN_MIN,
  VARIABLE_MARGIN_MAX,
} from './limits';
import {
  array,
  boolean,
  nullable,
  number,
  object,
  optional,
  picklist,
  string,
  withDefault,
  type Infer,
} from './schema';
import {
  LOAN_AMOUNT_FIELD,
  LOAN_TERM_FIELD,
  MORTGAGE_TYPES,
  RATE_FIELD,
  SIMULATION_ID_PATTERN,
} from './recordFields';

export { MORTGAGE_TYPES };

/**
 * How often an overpayment is made. `BUDGET` (issue 36, schema version 3): every month, whatever
 * of `amount` (a monthly budget for the instalments) the instalment leaves, never below 0.
 */
export const OVERPAYMENT_REPEATS = ['ONCE', 'MONTHLY', 'QUARTERLY', 'YEARLY', 'BUDGET'] as const;
/** What an overpayment does to the loan. */
export const OVERPAYMENT_EFFECTS = ['SHORTEN_TERM', 'LOWER_INSTALMENT'] as const;
/** The interbank indices a historical rate path can follow. */
export const RATE_INDICES = ['WIBOR_3M', 'WIBOR_6M'] as const;
/** The indices a variable rate's formula may name (issue 33); only the WIBORs have a series. */
const FORMULA_INDICES = ['WIBOR_3M', 'WIBOR_6M', 'POLSTR_1M', 'WLASNY'] as const;
/** How the index moves over the loan: held, replayed from a month, or moved by history's changes. */
const INDEX_PATH_MODES = ['FLAT', 'HISTORY', 'CHANGES'] as const;

/** How a period's interest is counted: the spec's twelfth of a year, or the real days (issue 37). */
export const DAY_COUNTS = ['MONTHLY', 'ACT_365', 'ACT_360'] as const;

/**
 * The record format this version of the app writes; a record without the field is version 1.
 * Version 2 added the scenario settings (issues 11–13), version 3 the run's `name` (issue 32),
 * version 4 the `BUDGET` overpayment row (issue 36), version 5 the variable rate's recipe and
 * the stress test's own row (issue 33), version 6 the day count and the contract's dates
 * (issue 37).
 */
export const SCHEMA_VERSION = 6;
/** Every record format this app can read. */
const SCHEMA_VERSIONS = [1, 2, 3, 4, 5, SCHEMA_VERSION] as const;

/**
 * What a run's name may hold: no control characters (C0, DEL, C1), no bidirectional controls
 * (which could make the text around the name read backwards) and no line or paragraph
 * separators; lone surrogates are refused by every string schema.
 */
export const RUN_NAME_PATTERN =
  // eslint-disable-next-line no-control-regex -- the control characters are what it refuses
  /^[^\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028-\u202E\u2066-\u2069]+$/;

const money = number({ min: 0, max: MONEY_MAX, decimals: MONEY_DECIMALS });
const rate = RATE_FIELD;
const instalmentNumber = number({ min: 1, max: MONTHS_MAX, integer: true });
/** A calendar month as `YYYY-MM` of the years 1900–2199: the form's, the engine's and storage's rule. */
export const CalendarMonthSchema = string({
  maxLength: 7,
  pattern: /^(19|20|21)\d\d-(0[1-9]|1[0-2])$/,
});

/**
 * A calendar date as `YYYY-MM-DD` of the years 1900–2199; whether the day exists in its month
 * (2026-02-30 does not) is the engine's check (civilDate.ts).
 */
const CivilDateSchema = string({
  maxLength: 10,
  pattern: /^(19|20|21)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
});

/** One overpayment row (issue 11); cross-field rules (month ≤ n, untilMonth) are the engine's. */
export const OverpaymentSchema = object({
  /** Paid together with instalment `month` (1-based), after it. */
  month: instalmentNumber,
  /** Złoty, at most two decimals, more than 0 and at most the largest loan. */
  amount: number({
    min: OVERPAYMENT_AMOUNT_MIN,
    max: LOAN_AMOUNT_MAX,
    decimals: MONEY_DECIMALS,
  }),
  repeat: picklist(OVERPAYMENT_REPEATS),
  /** The last month a repeat may fall in, inclusive; absent: to the end. */
  untilMonth: optional(instalmentNumber),
  effect: picklist(OVERPAYMENT_EFFECTS),
});

/** The early-repayment fee: `percent` of each overpayment in the first `months` months. */
export const OverpaymentFeeSchema = object({
  percent: number({ min: 0, max: OVERPAYMENT_FEE_PERCENT_MAX, decimals: RATE_DECIMALS_MAX }),
  months: number({ min: 0, max: MONTHS_MAX, integer: true }),
});

/** From instalment `month` on, the annual rate is `annualInterestRatePercent` (issue 12). */
export const RateChangeSchema = object({
  month: number({ min: RATE_CHANGE_MONTH_MIN, max: MONTHS_MAX, integer: true }),
  annualInterestRatePercent: rate,
});

const indexValue = number({
  min: INDEX_VALUE_MIN,
  max: INDEX_VALUE_MAX,
  decimals: RATE_DECIMALS_MAX,
});

/**
 * A variable rate as the contract writes it, index + margin (issue 33): a recipe that
 * `variableRatePath` turns into `rateChanges` once, when the borrower simulates. The stored
 * changes are then authoritative; the recipe only describes the run.
 */
export const VariableRateSchema = object({
  index: picklist(FORMULA_INDICES),
  /** The bank's margin, in percentage points. */
  marginPercent: number({ min: 0, max: VARIABLE_MARGIN_MAX, decimals: RATE_DECIMALS_MAX }),
  /** The index at instalment 1, in percent (in HISTORY, the close read there). */
  indexPercent: indexValue,
  mode: picklist(INDEX_PATH_MODES),
  /** HISTORY: the month the loan is replayed from; CHANGES: the month history's moves start. */
  startMonth: optional(CalendarMonthSchema),
  /** Instalments at `fixedRatePercent` before the formula applies; 0 when none. */
  fixedMonths: optional(number({ min: 0, max: MONTHS_MAX, integer: true })),
  fixedRatePercent: optional(rate),
  /** From instalment `month` on, POLSTR 1M + the spread adjustment replaces the index. */
  switchTo: optional(
    object({
      month: number({ min: RATE_CHANGE_MONTH_MIN, max: MONTHS_MAX, integer: true }),
      index: picklist(['POLSTR_1M'] as const),
      indexPercent: indexValue,
      spreadAdjustmentPercent: number({
        min: -SPREAD_ADJUSTMENT_MAX,
        max: SPREAD_ADJUSTMENT_MAX,
        decimals: RATE_DECIMALS_MAX,
      }),
    }),
  ),
});

/** The costs of the credit (issue 13); every field optional. */
export const CostsSchema = object({
  /** % of the loan, paid at drawdown (0–10). */
  commissionPercent: optional(
    number({ min: 0, max: COMMISSION_PERCENT_MAX, decimals: RATE_DECIMALS_MAX }),
  ),
  /** Złoty, paid at drawdown. */
  commissionAmount: optional(number({ min: 0, max: ONE_OFF_COST_MAX, decimals: MONEY_DECIMALS })),
  /** Złoty at drawdown: valuation and other costs required to get the loan. */
  oneOffCosts: optional(number({ min: 0, max: ONE_OFF_COST_MAX, decimals: MONEY_DECIMALS })),
  /** Złoty with every instalment. */
  monthlyInsurance: optional(number({ min: 0, max: MONTHLY_COST_MAX, decimals: MONEY_DECIMALS })),
  /** Złoty with every instalment: a required account, card and the like. */
  monthlyFees: optional(number({ min: 0, max: MONTHLY_COST_MAX, decimals: MONEY_DECIMALS })),
  /** Percentage points added to the rate until the mortgage is registered. */
  bridgeMarginPercent: optional(
    number({ min: 0, max: BRIDGE_MARGIN_MAX, decimals: RATE_DECIMALS_MAX }),
  ),
  /** How many first instalments carry the bridge margin. */
  bridgeMonths: optional(number({ min: 0, max: BRIDGE_MONTHS_MAX, integer: true })),
});

/** A simulation's settings: the spec's five fields, then the optional scenario extras. */
export const SettingsSchema = object({
  /** Whole złoty, 30 000 to 100 000 000. */
  loanAmount: LOAN_AMOUNT_FIELD,
  /** Annual rate (RRSO) in percent, 0.01 to 60. */
  annualInterestRatePercent: rate,
  /** True unless the rate changes during the loan. */
  fixedInterestRate: boolean(),
  /** Whole years, 1 to 40. */
  loanTermYears: LOAN_TERM_FIELD,
  mortgageType: picklist(MORTGAGE_TYPES),
  overpayments: optional(array(OverpaymentSchema, { maxLength: OVERPAYMENTS_MAX })),
  overpaymentFee: optional(OverpaymentFeeSchema),
  rateChanges: optional(array(RateChangeSchema, { maxLength: RATE_PATH_MAX })),
  /** Which index a historical rate path followed, so the report can name it. */
  rateIndex: optional(picklist(RATE_INDICES)),
  /** The calendar month of the first instalment, `YYYY-MM`; only labels the schedule. */
  firstInstalmentMonth: optional(CalendarMonthSchema),
  costs: optional(CostsSchema),
  /** The recipe the rate changes were built from (issue 33). */
  variableRate: optional(VariableRateSchema),
  /** The stress test's own row, `Własny wzrost`, in percentage points (issue 33). */
  stressOwnPercent: optional(
    number({ min: STRESS_OWN_MIN, max: STRESS_OWN_MAX, decimals: RATE_DECIMALS_MAX }),
  ),
  /** How interest is counted (`Sposób naliczania odsetek`); absent is `MONTHLY`, the spec's rule. */
  dayCount: optional(picklist(DAY_COUNTS)),
  /** `Data wypłaty kredytu`, `YYYY-MM-DD`; needed by `ACT_365` and `ACT_360`. */
  payoutDate: optional(CivilDateSchema),
  /** `Data pierwszej raty`; absent: `paymentDay` of the month after the payout's. */
  firstPaymentDate: optional(CivilDateSchema),
  /** `Dzień spłaty raty`, 1..28; needed by `ACT_365` and `ACT_360`. */
  paymentDay: optional(number({ min: PAYMENT_DAY_MIN, max: PAYMENT_DAY_MAX, integer: true })),
  /** `Przesuń na dzień roboczy`: a due date off work is paid on the next working day. */
  shiftToWorkingDay: optional(boolean()),
});

/** One month of the schedule; fields after the spec's four are absent in version-1 records. */
const RepaymentEntrySchema = object({
  totalMonthlyPayment: money,
  interestPayment: money,
  principalPayment: money,
  remainingDebt: money,
  /** Overpaid after this instalment (issue 11). */
  overpayment: optional(money),
  /** The early-repayment fee on this month's overpayments (issue 11). */
  overpaymentFee: optional(money),
  /** The annual rate in force this month, a bridge margin included (issues 12 and 13). */
  annualInterestRatePercent: optional(rate),
  /** Insurance and fees paid with this instalment (issue 13). */
  costs: optional(money),
});

/** The schedule and its totals. */
const RepaymentPlanSchema = object({
  /** Saved data may hold `null` entries; the report skips them with a warning (spec point 3). */
  entries: withDefault(array(nullable(RepaymentEntrySchema), { maxLength: MONTHS_MAX }), () => []),
  totalRepayment: money,
  totalInterestPayment: money,
  /** Total principal repaid, overpayments included. */
  totalRepaymentRate: money,
  remainingDebt: money,
  totalOverpayment: optional(money),
  totalOverpaymentFees: optional(money),
  totalCosts: optional(money),
  /** Całkowity koszt kredytu: interest, costs and overpayment fees. */
  totalCostOfCredit: optional(money),
  /** Całkowita kwota do zapłaty: the loan plus the total cost of credit. */
  totalAmountToPay: optional(money),
});

/** A plan with no instalments: how a saved result without a plan is read (spec point 3). */
function emptyPlan(): RepaymentPlan {
  return {
    entries: [],
    totalRepayment: 0,
    totalInterestPayment: 0,
    totalRepaymentRate: 0,
    remainingDebt: 0,
  };
}

/** What a run computed. */
const ResultSchema = object({
  /** The instalment; for a decreasing loan, the first one. */
  totalMonthlyRate: money,
  /** Spec point 3: a missing plan gives an empty chart, so it is read as an empty plan. */
  repaymentPlan: withDefault(RepaymentPlanSchema, emptyPlan),
  /**
   * RRSO with costs, in percent (issue 13); only on runs with costs. Costs just under half of a
   * one-year loan with 20 000 zł a month of insurance and fees reach about 7 million %.
   */
  annualPercentageRate: optional(number({ min: 0, max: 1_000_000_000, decimals: 2 })),
});

/** A saved run. */
export const SimulationSchema = object({
  id: string({ minLength: 1, maxLength: SIMULATION_ID_MAX_LENGTH, pattern: SIMULATION_ID_PATTERN }),
  label: string({ maxLength: LABEL_MAX_LENGTH }),
  /** The borrower's own name for the run, e.g. `Oferta banku A` (version 3, issue 32). */
  name: optional(
    string({ minLength: 1, maxLength: RUN_NAME_MAX_LENGTH, pattern: RUN_NAME_PATTERN }),
  ),
  settings: SettingsSchema,
  /** Optional on the report page (spec point 3). */
  result: optional(ResultSchema),
  /** Epoch milliseconds. */
  timestamp: number({ min: 0, max: EPOCH_MILLISECONDS_MAX, integer: true }),
  /** Absent in records written before scenarios existed (version 1). */
  schemaVersion: optional(picklist(SCHEMA_VERSIONS)),
});

export type MortgageType = (typeof MORTGAGE_TYPES)[number];
export type OverpaymentRepeat = (typeof OVERPAYMENT_REPEATS)[number];
export type OverpaymentEffect = (typeof OVERPAYMENT_EFFECTS)[number];
export type RateIndex = (typeof RATE_INDICES)[number];
export type FormulaIndex = (typeof FORMULA_INDICES)[number];

export type VariableRate = Infer<typeof VariableRateSchema>;
export type DayCount = (typeof DAY_COUNTS)[number];
export type Overpayment = Infer<typeof OverpaymentSchema>;
export type OverpaymentFee = Infer<typeof OverpaymentFeeSchema>;
export type RateChange = Infer<typeof RateChangeSchema>;
export type Costs = Infer<typeof CostsSchema>;
export type Settings = Infer<typeof SettingsSchema>;
export type RepaymentEntry = Infer<typeof RepaymentEntrySchema>;
export type RepaymentPlan = Infer<typeof RepaymentPlanSchema>;
export type Result = Infer<typeof ResultSchema>;
/**
 * A saved run as the pages hold it. `resultsRecomputed` is never saved: a read sets it when the
 * saved figures differed from the engine's and the recomputed ones replaced them (issue 32).
 * `resultOmitted` marks a run carried without its result, which the engine computes from the
 * settings when it is read (an import on its way to the store, and the stored record itself).
 */
export type Simulation = Infer<typeof SimulationSchema> & {
  resultsRecomputed?: true;
  resultOmitted?: true;
};
