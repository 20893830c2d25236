// Reads a Settings record into the terms the engine runs on, refusing what the engine cannot
// honour. The schema (records.ts) checks shapes and ranges; the cross-field rules (a month
// within the term, sorted changes, costs below half the loan…) live here, so `simulate` and
// `validateSettings` refuse exactly the same records.
import { CalculationError } from './errors';
import {
  LOAN_AMOUNT_MAX,
  LOAN_AMOUNT_MIN,
  MONTHS_MAX,
  MONTHS_PER_YEAR,
  OVERPAYMENTS_MAX,
  RATE_DECIMALS_MAX,
  RATE_MAX,
  RATE_MIN,
  TERM_MAX,
  TERM_MIN,
} from './limits';
import { monthOrdinal } from './calendar';
import { GROSZE_PER_ZLOTY, percentOf, roundHalfUp } from './money';
import { MORTGAGE_TYPES, OVERPAYMENT_EFFECTS, OVERPAYMENT_REPEATS, RATE_INDICES } from './records';
import type { Grosze, MortgageType, OverpaymentRepeat, Settings } from './types';

/** The most a monthly cost (insurance, fees) may be, in złoty (issue 13). */
export const MONTHLY_COST_MAX = 10_000;
/** The highest commission, in percent of the loan (issue 13). */
export const COMMISSION_PERCENT_MAX = 10;
/** The highest bridge margin, in percentage points (issue 13). */
export const BRIDGE_MARGIN_MAX = 10;
/** The highest early-repayment fee the engine accepts, in percent (issue 11; the form allows 0–3). */
export const OVERPAYMENT_FEE_PERCENT_MAX = 100;
/** Money figures in the settings carry at most this many decimals (whole grosze). */
const MONEY_DECIMALS = 2;

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
  /** The borrower's rate path, sorted, each in 2..n. */
  readonly rateChanges: readonly { readonly month: number; readonly annualPercent: number }[];
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

interface Bounds {
  min: number;
  max: number;
  integer: boolean;
  /** At most this many decimals (ignored for integers); absent: any. */
  decimals?: number;
  /** 0 is a valid value (a cost or fee that is not charged). */
  allowZero?: boolean;
}

function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) <= 1e-9 * Math.max(1, Math.abs(scaled));
}

/** Returns `value` as a number inside `bounds`, or throws the CalculationError that says why not. */
function requireNumber(value: unknown, argument: string, bounds: Bounds): number {
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
  if (value === 0 && bounds.allowZero !== true) {
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
  if (bounds.decimals !== undefined && !hasAtMostDecimals(value, bounds.decimals)) {
    throw new CalculationError(
      'too-many-decimals',
      argument,
      `${argument} may have at most ${bounds.decimals} decimals: ${value}.`,
    );
  }
  // -0 is the same amount as 0 and must never print as "-0".
  return value === 0 ? 0 : value;
}

/** Returns `value` as one of `options`, or throws the CalculationError that says why not. */
function requireOption<T extends string>(
  value: unknown,
  argument: string,
  options: readonly T[],
): T {
  if (value === null || value === undefined) {
    throw new CalculationError('null', argument, `${argument} is ${show(value)}.`);
  }
  if (typeof value === 'string' && value.trim() === '') {
    throw new CalculationError('blank', argument, `${argument} is blank.`);
  }
  const option = options.find((candidate) => candidate === value);
  if (option === undefined) {
    throw new CalculationError('unknown-enum', argument, `Unknown ${argument}: ${show(value)}.`);
  }
  return option;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The field of an untyped record: stored data need not match the static type. */
function field(record: object, key: string): unknown {
  return (record as Record<string, unknown>)[key];
}

function requireRecord(value: unknown, argument: string): Record<string, unknown> {
  if (!isRecord(value)) {
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
function rateBounds(): Bounds {
  return { min: RATE_MIN, max: RATE_MAX, integer: false, decimals: RATE_DECIMALS_MAX };
}

/** Rounds a sum of rates half-up to six decimals, clearing float noise (7.1 + 0.2 is 7.3). */
export function roundRate(percent: number): number {
  return roundHalfUp(percent * 1e6) / 1e6;
}

function readOverpayments(value: unknown, months: number): OverpaymentTerm[] {
  const rows = optionalList(value, 'overpayments', OVERPAYMENTS_MAX);
  return rows.map((raw, index) => {
    const at = `overpayments[${index}]`;
    const row = requireRecord(raw, at);
    const month = requireNumber(row['month'], `${at}.month`, {
      min: 1,
      max: months,
      integer: true,
    });
    const amount = requireNumber(row['amount'], `${at}.amount`, {
      min: 0.01,
      max: LOAN_AMOUNT_MAX,
      integer: false,
      decimals: MONEY_DECIMALS,
    });
    const repeat = requireOption(row['repeat'], `${at}.repeat`, OVERPAYMENT_REPEATS);
    const effect = requireOption(row['effect'], `${at}.effect`, OVERPAYMENT_EFFECTS);
    const until = row['untilMonth'];
    let last = repeat === 'ONCE' ? month : months;
    if (until !== undefined && until !== null) {
      if (repeat === 'ONCE') {
        throw new CalculationError(
          'not-applicable',
          `${at}.untilMonth`,
          `${at}.untilMonth is given on a ONCE row.`,
        );
      }
      last = requireNumber(until, `${at}.untilMonth`, { min: month, max: months, integer: true });
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
  const percent = requireNumber(fee['percent'], 'overpaymentFee.percent', {
    min: 0,
    max: OVERPAYMENT_FEE_PERCENT_MAX,
    integer: false,
    decimals: RATE_DECIMALS_MAX,
    allowZero: true,
  });
  const months = requireNumber(fee['months'], 'overpaymentFee.months', {
    min: 0,
    max: MONTHS_MAX,
    integer: true,
    allowZero: true,
  });
  return percent > 0 && months > 0 ? { percent, months } : null;
}

function readRateChanges(value: unknown, months: number): LoanTerms['rateChanges'] {
  const rows = optionalList(value, 'rateChanges', MONTHS_MAX - 1);
  let previous = 1;
  return rows.map((raw, index) => {
    const at = `rateChanges[${index}]`;
    const row = requireRecord(raw, at);
    const month = requireNumber(row['month'], `${at}.month`, {
      min: 2,
      max: months,
      integer: true,
    });
    const annualPercent = requireNumber(
      row['annualInterestRatePercent'],
      `${at}.annualInterestRatePercent`,
      rateBounds(),
    );
    if (month === previous) {
      throw new CalculationError('duplicate', `${at}.month`, `Two rate changes in month ${month}.`);
    }
    if (month < previous) {
      throw new CalculationError(
        'unsorted',
        `${at}.month`,
        `Rate changes must be sorted by month: ${month} follows ${previous}.`,
      );
    }
    previous = month;
    return { month, annualPercent };
  });
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
  const optional = (key: string, bounds: Bounds): number => {
    const raw = costs[key];
    return raw === undefined || raw === null
      ? 0
      : requireNumber(raw, `costs.${key}`, { ...bounds, allowZero: true });
  };
  const moneyUpTo = (max: number): Bounds => ({
    min: 0,
    max,
    integer: false,
    decimals: MONEY_DECIMALS,
  });
  const percentUpTo = (max: number): Bounds => ({
    min: 0,
    max,
    integer: false,
    decimals: RATE_DECIMALS_MAX,
  });
  const commissionPercent = optional('commissionPercent', percentUpTo(COMMISSION_PERCENT_MAX));
  const commissionAmount = optional('commissionAmount', moneyUpTo(LOAN_AMOUNT_MAX / 2));
  const oneOffCosts = optional('oneOffCosts', moneyUpTo(LOAN_AMOUNT_MAX / 2));
  const monthlyInsurance = optional('monthlyInsurance', moneyUpTo(MONTHLY_COST_MAX));
  const monthlyFees = optional('monthlyFees', moneyUpTo(MONTHLY_COST_MAX));
  const bridgeMarginPercent = optional('bridgeMarginPercent', percentUpTo(BRIDGE_MARGIN_MAX));
  const bridgeMonths = optional('bridgeMonths', {
    min: 0,
    max: months - 1,
    integer: true,
  });

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
  const loanAmount = requireNumber(settings.loanAmount, 'loanAmount', {
    min: LOAN_AMOUNT_MIN,
    max: LOAN_AMOUNT_MAX,
    integer: true,
  });
  const annualPercent = requireNumber(
    settings.annualInterestRatePercent,
    'annualInterestRatePercent',
    { min: RATE_MIN, max: RATE_MAX, integer: false },
  );
  const years = requireNumber(settings.loanTermYears, 'loanTermYears', {
    min: TERM_MIN,
    max: TERM_MAX,
    integer: true,
  });
  const mortgageType = requireOption(settings.mortgageType, 'mortgageType', MORTGAGE_TYPES);
  const loan = loanAmount * GROSZE_PER_ZLOTY;
  const months = years * MONTHS_PER_YEAR;

  const overpayments = readOverpayments(field(settings, 'overpayments'), months);
  const fee = readFee(field(settings, 'overpaymentFee'));
  const rateChanges = readRateChanges(field(settings, 'rateChanges'), months);
  const ratesInForce = (untilMonth: number): number[] => [
    annualPercent,
    ...rateChanges.filter((change) => change.month <= untilMonth).map((c) => c.annualPercent),
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
    monthOrdinal(firstInstalmentMonth) === null
  ) {
    throw new CalculationError(
      'malformed',
      'firstInstalmentMonth',
      `firstInstalmentMonth is not YYYY-MM: ${show(firstInstalmentMonth)}.`,
    );
  }

  return {
    mortgageType,
    loan,
    months,
    annualPercent,
    rateChanges,
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
