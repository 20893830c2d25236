// Reads a Settings record into the terms the engine runs on, refusing what the engine cannot
// honour. The schema (records.ts) checks shapes and ranges; the cross-field rules (a month
// within the term, sorted changes, costs below half the loan…) live here, so `simulate` and
// `validateSettings` refuse exactly the same records.
import { CalculationError } from './errors';
import {
  BRIDGE_MARGIN_MAX,
  COMMISSION_PERCENT_MAX,
  LOAN_AMOUNT_MAX,
  LOAN_AMOUNT_MIN,
  MONEY_DECIMALS,
  MONTHLY_COST_MAX,
  MONTHS_MAX,
  MONTHS_PER_YEAR,
  ONE_OFF_COST_MAX,
  OVERPAYMENT_AMOUNT_MIN,
  OVERPAYMENT_FEE_PERCENT_MAX,
  OVERPAYMENTS_MAX,
  RATE_CHANGE_MONTH_MIN,
  RATE_DECIMALS_MAX,
  RATE_MAX,
  RATE_MIN,
  RATE_PATH_MAX,
  TERM_MAX,
  TERM_MIN,
} from './limits';
import { monthOrdinal } from './calendar';
import { GROSZE_PER_ZLOTY, percentOf, roundHalfUp } from './money';
import { MORTGAGE_TYPES, OVERPAYMENT_EFFECTS, OVERPAYMENT_REPEATS, RATE_INDICES } from './records';
import type { Grosze, MortgageType, OverpaymentRepeat, Settings } from './types';

/** Months between two occurrences of a repeated overpayment; 0 for a single one. */
export const REPEAT_STEP: Readonly<Record<OverpaymentRepeat, number>> = Object.freeze({
  ONCE: 0,
  MONTHLY: 1,
  QUARTERLY: 3,
  YEARLY: 12,
});

/** One overpayment row as the engine runs it. */
export interface OverpaymentTerm {
  /** The first instalment it is paid with. */
  readonly first: number;
  /** Months between occurrences; 0 when it is paid once. */
  readonly step: number;
  /** The last instalment an occurrence may fall in. */
  readonly last: number;
  readonly amount: Grosze;
  readonly shortenTerm: boolean;
}

/** The checked, normalised contract a schedule is laid out from. */
export interface LoanTerms {
  readonly mortgageType: MortgageType;
  readonly loan: Grosze;
  /** n = loanTermYears × 12. */
  readonly months: number;
  /** The rate entered in the form, in percent. */
  readonly annualPercent: number;
  /** The borrower's rate path as two parallel lists: sorted months in 2..n and their rates. */
  readonly changeMonths: readonly number[];
  readonly changeRates: readonly number[];
  /** Percentage points on top of the rate in instalments 1..bridgeMonths; 0 when none. */
  readonly bridgeMarginPercent: number;
  readonly bridgeMonths: number;
  readonly overpayments: readonly OverpaymentTerm[];
  /** The early-repayment fee, or null when none is charged. */
  readonly fee: { readonly percent: number; readonly months: number } | null;
  /** The costs of the credit, or null when the run has none (see `hasCosts`). */
  readonly costs: {
    /** Commission (percent rounded half-up to the grosz, plus the amount), paid at drawdown. */
    readonly commission: Grosze;
    readonly oneOff: Grosze;
    /** Insurance and fees paid with every instalment. */
    readonly insurance: Grosze;
    readonly fees: Grosze;
  } | null;
}

/** Describes a refused value for an error message, whatever its type. */
export function show(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
    case 'bigint':
    case 'boolean':
    case 'undefined':
      return String(value);
    case 'symbol':
      return value.toString();
    case 'function':
      return 'a function';
    case 'object':
      return value === null ? 'null' : 'an object';
  }
}

/** What `requireNumber` accepts; always built by `bounds`, so every check sees one shape. */
interface Bounds {
  readonly min: number;
  readonly max: number;
  readonly integer: boolean;
  /** At most this many decimals (ignored for integers); −1: any. */
  readonly decimals: number;
  /** 0 is a valid value (a cost or fee that is not charged). */
  readonly allowZero: boolean;
}

/** Bounds for `requireNumber`: whole numbers, or at most `decimals` decimals (−1: any). */
function bounds(
  min: number,
  max: number,
  { integer = false, decimals = -1, allowZero = false } = {},
): Bounds {
  return { min, max, integer, decimals, allowZero };
}

/** Powers of ten by exponent: `10 ** n` with a variable n is a pow call in the reading loop. */
const POWERS_OF_TEN = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000] as const;

function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * (POWERS_OF_TEN[decimals] ?? 10 ** decimals);
  return Math.abs(scaled - Math.round(scaled)) <= 1e-9 * Math.max(1, Math.abs(scaled));
}

/**
 * The refused argument's name: `argument` itself, or `argument[index].field` for a row of a list.
 * Built only when something is refused, so reading 160 valid rows builds no strings.
 */
function nameOf(argument: string, index?: number, field?: string): string {
  if (index === undefined) return argument;
  return field === undefined ? `${argument}[${index}]` : `${argument}[${index}].${field}`;
}

/** Returns `value` as a number inside `bounds`, or throws the CalculationError that says why not. */
function requireNumber(
  value: unknown,
  name: string,
  bounds: Bounds,
  index?: number,
  field?: string,
): number {
  if (typeof value === 'number' && isWithin(value, bounds)) return value === 0 ? 0 : value;
  const argument = nameOf(name, index, field);
  if (value === null || value === undefined) {
    throw new CalculationError('null', argument, `${argument} is ${show(value)}.`);
  }
  if (typeof value === 'string' && value.trim() === '') {
    throw new CalculationError('blank', argument, `${argument} is blank.`);
  }
  if (typeof value !== 'number' || Number.isNaN(value)) {
    throw new CalculationError('nan', argument, `${argument} is not a number: ${show(value)}.`);
  }
  if (value < 0) {
    throw new CalculationError('negative', argument, `${argument} is negative: ${value}.`);
  }
  if (value === 0 && !bounds.allowZero) {
    throw new CalculationError('not-positive', argument, `${argument} must be positive.`);
  }
  if (value < bounds.min || value > bounds.max) {
    throw new CalculationError(
      'out-of-range',
      argument,
      `${argument} must be between ${bounds.min} and ${bounds.max}: ${value}.`,
    );
  }
  if (bounds.integer && !Number.isInteger(value)) {
    throw new CalculationError('not-integer', argument, `${argument} must be whole: ${value}.`);
  }
  if (!bounds.integer && bounds.decimals >= 0 && !hasAtMostDecimals(value, bounds.decimals)) {
    throw new CalculationError(
      'too-many-decimals',
      argument,
      `${argument} may have at most ${bounds.decimals} decimals: ${value}.`,
    );
  }
  // -0 is the same amount as 0 and must never print as "-0".
  return value === 0 ? 0 : value;
}

/** True when `value` passes every check of `requireNumber` (the fast path for valid input). */
function isWithin(value: number, bounds: Bounds): boolean {
  return (
    value >= bounds.min &&
    value <= bounds.max &&
    (value !== 0 || bounds.allowZero) &&
    (bounds.integer
      ? Number.isInteger(value)
      : bounds.decimals < 0 || hasAtMostDecimals(value, bounds.decimals))
  );
}

/** Returns `value` as one of `options`, or throws the CalculationError that says why not. */
function requireOption<T extends string>(
  value: unknown,
  name: string,
  options: readonly T[],
  index?: number,
  field?: string,
): T {
  const option = options.find((candidate) => candidate === value);
  if (option !== undefined) return option;
  const argument = nameOf(name, index, field);
  if (value === null || value === undefined) {
    throw new CalculationError('null', argument, `${argument} is ${show(value)}.`);
  }
  if (typeof value === 'string' && value.trim() === '') {
    throw new CalculationError('blank', argument, `${argument} is blank.`);
  }
  throw new CalculationError('unknown-enum', argument, `Unknown ${argument}: ${show(value)}.`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The field of an untyped record: stored data need not match the static type. */
function field(record: object, key: string): unknown {
  return (record as Record<string, unknown>)[key];
}

function requireRecord(value: unknown, name: string, index?: number): Record<string, unknown> {
  if (!isRecord(value)) {
    const argument = nameOf(name, index);
    throw new CalculationError('malformed', argument, `${argument} is not an object.`);
  }
  return value;
}

/** Reads an optional list: absent or null is an empty list, anything but an array is refused. */
function optionalList(value: unknown, argument: string, maxLength: number): readonly unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    throw new CalculationError('malformed', argument, `${argument} is not a list.`);
  }
  if (value.length > maxLength) {
    throw new CalculationError(
      'out-of-range',
      argument,
      `${argument} may hold at most ${maxLength} items: ${value.length}.`,
    );
  }
  return value as readonly unknown[];
}

/** A rate as the form keeps it: 0,01–60 %, at most six decimals. */
const RATE_BOUNDS = bounds(RATE_MIN, RATE_MAX, { decimals: RATE_DECIMALS_MAX });
const LOAN_AMOUNT_BOUNDS = bounds(LOAN_AMOUNT_MIN, LOAN_AMOUNT_MAX, { integer: true });
/** The entered rate: any number of decimals, as `simulate` always took it (floats past six). */
const ENTERED_RATE_BOUNDS = bounds(RATE_MIN, RATE_MAX);
const TERM_BOUNDS = bounds(TERM_MIN, TERM_MAX, { integer: true });
/** An overpayment: a positive sum of whole grosze, at most the largest loan. */
const OVERPAYMENT_BOUNDS = bounds(OVERPAYMENT_AMOUNT_MIN, LOAN_AMOUNT_MAX, {
  decimals: MONEY_DECIMALS,
});

/** Rounds a sum of rates half-up to six decimals, clearing float noise (7.1 + 0.2 is 7.3). */
export function roundRate(percent: number): number {
  return roundHalfUp(percent * 1e6) / 1e6;
}

function readOverpayments(value: unknown, months: number): OverpaymentTerm[] {
  const list = 'overpayments';
  const rows = optionalList(value, list, OVERPAYMENTS_MAX);
  const monthBounds = bounds(1, months, { integer: true });
  return rows.map((raw, index) => {
    const row = requireRecord(raw, list, index);
    const month = requireNumber(row['month'], list, monthBounds, index, 'month');
    const amount = requireNumber(row['amount'], list, OVERPAYMENT_BOUNDS, index, 'amount');
    const repeat = requireOption(row['repeat'], list, OVERPAYMENT_REPEATS, index, 'repeat');
    const effect = requireOption(row['effect'], list, OVERPAYMENT_EFFECTS, index, 'effect');
    const until = row['untilMonth'];
    let last = repeat === 'ONCE' ? month : months;
    if (until !== undefined && until !== null) {
      if (repeat === 'ONCE') {
        const argument = nameOf(list, index, 'untilMonth');
        throw new CalculationError(
          'not-applicable',
          argument,
          `${argument} is given on a ONCE row.`,
        );
      }
      const untilBounds = bounds(month, months, { integer: true });
      last = requireNumber(until, list, untilBounds, index, 'untilMonth');
    }
    return {
      first: month,
      step: REPEAT_STEP[repeat],
      last,
      amount: roundHalfUp(amount * GROSZE_PER_ZLOTY),
      shortenTerm: effect === 'SHORTEN_TERM',
    };
  });
}

function readFee(value: unknown): LoanTerms['fee'] {
  if (value === undefined || value === null) return null;
  const fee = requireRecord(value, 'overpaymentFee');
  const percent = requireNumber(
    fee['percent'],
    'overpaymentFee.percent',
    bounds(0, OVERPAYMENT_FEE_PERCENT_MAX, { decimals: RATE_DECIMALS_MAX, allowZero: true }),
  );
  const months = requireNumber(
    fee['months'],
    'overpaymentFee.months',
    bounds(0, MONTHS_MAX, { integer: true, allowZero: true }),
  );
  return percent > 0 && months > 0 ? { percent, months } : null;
}

function readRateChanges(
  value: unknown,
  months: number,
): { changeMonths: number[]; changeRates: number[] } {
  const list = 'rateChanges';
  const rows = optionalList(value, list, RATE_PATH_MAX);
  const monthBounds = bounds(RATE_CHANGE_MONTH_MIN, months, { integer: true });
  // Two flat lists rather than an object a row: a path of 160 changes is read on every run.
  const changeMonths: number[] = [];
  const changeRates: number[] = [];
  let previous = 1;
  for (let index = 0; index < rows.length; index += 1) {
    const row = requireRecord(rows[index], list, index);
    const month = row['month'];
    const rate = row['annualInterestRatePercent'];
    // Valid rows pass with plain comparisons; only a refused one goes through the checks that
    // name what is wrong.
    if (
      typeof month === 'number' &&
      typeof rate === 'number' &&
      month > previous &&
      isWithin(month, monthBounds) &&
      isWithin(rate, RATE_BOUNDS)
    ) {
      changeMonths.push(month);
      changeRates.push(rate);
      previous = month;
      continue;
    }
    requireNumber(month, list, monthBounds, index, 'month');
    requireNumber(rate, list, RATE_BOUNDS, index, 'annualInterestRatePercent');
    const argument = nameOf(list, index, 'month');
    throw month === previous
      ? new CalculationError('duplicate', argument, `Two rate changes in month ${previous}.`)
      : new CalculationError(
          'unsorted',
          argument,
          `Rate changes must be sorted by month: ${String(month)} follows ${previous}.`,
        );
  }
  return { changeMonths, changeRates };
}

function readCosts(
  value: unknown,
  loan: Grosze,
  months: number,
  ratesInForce: (untilMonth: number) => number[],
): { costs: LoanTerms['costs']; bridgeMarginPercent: number; bridgeMonths: number } {
  const none = { costs: null, bridgeMarginPercent: 0, bridgeMonths: 0 };
  if (value === undefined || value === null) return none;
  const costs = requireRecord(value, 'costs');
  const optional = (key: string, limits: Bounds): number => {
    const raw = costs[key];
    return raw === undefined || raw === null ? 0 : requireNumber(raw, `costs.${key}`, limits);
  };
  const moneyUpTo = (max: number) => bounds(0, max, { decimals: MONEY_DECIMALS, allowZero: true });
  const percentUpTo = (max: number) =>
    bounds(0, max, { decimals: RATE_DECIMALS_MAX, allowZero: true });
  const commissionPercent = optional('commissionPercent', percentUpTo(COMMISSION_PERCENT_MAX));
  const commissionAmount = optional('commissionAmount', moneyUpTo(ONE_OFF_COST_MAX));
  const oneOffCosts = optional('oneOffCosts', moneyUpTo(ONE_OFF_COST_MAX));
  const monthlyInsurance = optional('monthlyInsurance', moneyUpTo(MONTHLY_COST_MAX));
  const monthlyFees = optional('monthlyFees', moneyUpTo(MONTHLY_COST_MAX));
  const bridgeMarginPercent = optional('bridgeMarginPercent', percentUpTo(BRIDGE_MARGIN_MAX));
  const bridgeMonths = optional(
    'bridgeMonths',
    bounds(0, months - 1, { integer: true, allowZero: true }),
  );

  const commission =
    percentOf(loan, commissionPercent) + roundHalfUp(commissionAmount * GROSZE_PER_ZLOTY);
  const oneOff = roundHalfUp(oneOffCosts * GROSZE_PER_ZLOTY);
  if (2 * (commission + oneOff) >= loan) {
    throw new CalculationError(
      'out-of-range',
      'costs',
      'The commission and one-off costs together must stay below 50% of the loan.',
    );
  }
  const bridged = bridgeMarginPercent > 0 && bridgeMonths > 0;
  if (bridged) {
    for (const rate of ratesInForce(bridgeMonths)) {
      if (roundRate(rate + bridgeMarginPercent) > RATE_MAX) {
        throw new CalculationError(
          'out-of-range',
          'costs.bridgeMarginPercent',
          `The rate plus the bridge margin must not pass ${RATE_MAX}%: ${rate} + ${bridgeMarginPercent}.`,
        );
      }
    }
  }
  const insurance = roundHalfUp(monthlyInsurance * GROSZE_PER_ZLOTY);
  const fees = roundHalfUp(monthlyFees * GROSZE_PER_ZLOTY);
  // Judged on the entered figures, as `hasCosts` judges them, so the two always agree.
  const charged =
    commissionPercent > 0 ||
    commissionAmount > 0 ||
    oneOffCosts > 0 ||
    monthlyInsurance > 0 ||
    monthlyFees > 0 ||
    bridged;
  return charged
    ? {
        costs: { commission, oneOff, insurance, fees },
        bridgeMarginPercent: bridged ? bridgeMarginPercent : 0,
        bridgeMonths: bridged ? bridgeMonths : 0,
      }
    : none;
}

/** The schema's calendar for `firstInstalmentMonth`: `YYYY-MM` in the years 1900–2199. */
function isScheduleMonth(value: unknown): boolean {
  const ordinal = monthOrdinal(value);
  return ordinal !== null && ordinal >= 1900 * 12 && ordinal < 2200 * 12;
}

/**
 * Checks `settings` and returns the terms the engine runs on; throws CalculationError on the
 * first rule broken. The spec's four fields come first, in the order `simulate` always checked
 * them, then the overpayments, the fee, the rate changes, the costs and the calendar fields.
 */
export function readTerms(settings: Settings): LoanTerms {
  // Settings may come from stored data, whatever the static type says.
  const given = settings as Settings | null | undefined;
  if (given === null || given === undefined) {
    throw new CalculationError('null', 'settings', `settings is ${show(settings)}.`);
  }
  const loanAmount = requireNumber(settings.loanAmount, 'loanAmount', LOAN_AMOUNT_BOUNDS);
  const annualPercent = requireNumber(
    settings.annualInterestRatePercent,
    'annualInterestRatePercent',
    ENTERED_RATE_BOUNDS,
  );
  const years = requireNumber(settings.loanTermYears, 'loanTermYears', TERM_BOUNDS);
  const mortgageType = requireOption(settings.mortgageType, 'mortgageType', MORTGAGE_TYPES);
  const loan = loanAmount * GROSZE_PER_ZLOTY;
  const months = years * MONTHS_PER_YEAR;

  const overpayments = readOverpayments(field(settings, 'overpayments'), months);
  const fee = readFee(field(settings, 'overpaymentFee'));
  const { changeMonths, changeRates } = readRateChanges(field(settings, 'rateChanges'), months);
  const ratesInForce = (untilMonth: number): number[] => [
    annualPercent,
    ...changeRates.filter((_, index) => (changeMonths[index] ?? Infinity) <= untilMonth),
  ];
  const { costs, bridgeMarginPercent, bridgeMonths } = readCosts(
    field(settings, 'costs'),
    loan,
    months,
    ratesInForce,
  );

  const rateIndex = field(settings, 'rateIndex');
  if (rateIndex !== undefined && rateIndex !== null) {
    requireOption(rateIndex, 'rateIndex', RATE_INDICES);
  }
  const firstInstalmentMonth = field(settings, 'firstInstalmentMonth');
  if (
    firstInstalmentMonth !== undefined &&
    firstInstalmentMonth !== null &&
    !isScheduleMonth(firstInstalmentMonth)
  ) {
    throw new CalculationError(
      'malformed',
      'firstInstalmentMonth',
      `firstInstalmentMonth is not a YYYY-MM month of 1900–2199: ${show(firstInstalmentMonth)}.`,
    );
  }

  return {
    mortgageType,
    loan,
    months,
    annualPercent,
    changeMonths,
    changeRates,
    bridgeMarginPercent,
    bridgeMonths,
    overpayments,
    fee,
    costs,
  };
}

/**
 * Checks `settings` without computing anything: throws the CalculationError `simulate` would
 * throw for them, and returns nothing when `simulate` would run. For the data layer, on stored
 * and shared records after the schema check (which covers shapes and ranges, not the rules
 * between fields: a month within the term, sorted rate changes, costs below half the loan…).
 */
export function validateSettings(settings: Settings): void {
  readTerms(settings);
}

/** True when the run has at least one overpayment row (its entries then carry `overpayment`). */
export function hasOverpayments(settings: Settings): boolean {
  return (settings.overpayments?.length ?? 0) > 0;
}

/** True when the run has rate changes; a saved run is then `fixedInterestRate: false`. */
export function hasRateChanges(settings: Settings): boolean {
  return (settings.rateChanges?.length ?? 0) > 0;
}

/**
 * True when the run carries any cost of credit: a commission, one-off or monthly cost, or a
 * bridge margin over at least one instalment. Only such runs get `costs` on entries, the cost
 * totals on the plan and `annualPercentageRate` on the result.
 */
export function hasCosts(settings: Settings): boolean {
  const costs = settings.costs;
  if (costs === undefined) return false;
  const positive = (value: number | undefined) => value !== undefined && value > 0;
  return (
    positive(costs.commissionPercent) ||
    positive(costs.commissionAmount) ||
    positive(costs.oneOffCosts) ||
    positive(costs.monthlyInsurance) ||
    positive(costs.monthlyFees) ||
    (positive(costs.bridgeMarginPercent) && positive(costs.bridgeMonths))
  );
}
