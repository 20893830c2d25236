// The form's scenario sections (overpayments, the rate path, costs, the first instalment's
// month) as the borrower types them, checked field by field with Polish messages, and turned
// into the optional settings the engine takes. Pure, so the rules are tested without a browser.
// The types and the empty values live in scenarioValues.ts, which the form loads at once.
import { COSTS_COPY, MONTH_FIELD_COPY, OVERPAYMENTS_COPY, RATE_PATH_COPY } from './copy/scenario';
import { VALIDATION_COPY } from './copy/shared';
import {
  BRIDGE_MARGIN_MAX,
  COMMISSION_PERCENT_MAX,
  LOAN_AMOUNT_MAX,
  MONTHLY_COST_MAX,
  MONTHS_PER_YEAR,
  ONE_OFF_COST_MAX,
  OVERPAYMENT_FEE_FORM_MAX,
  OVERPAYMENT_FEE_MONTHS,
  OVERPAYMENTS_MAX,
  RATE_CHANGE_MONTH_MIN,
  RATE_CHANGES_MAX,
  RATE_MAX,
  RATE_MIN,
} from './limits';
import { parseNumber, stripGroupingSpaces } from './validation';
import {
  type BaseValues,
  fieldId,
  type OverpaymentRowValues,
  type RateChangeRowValues,
  type ScenarioCheck,
  type ScenarioSection,
  type ScenarioValues,
} from './scenarioValues';
import type { Costs, RateChange, Settings } from './types';

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

function decimalsOf(text: string): number {
  const compact = stripGroupingSpaces(text);
  const separator = compact.search(/[.,]/);
  return separator === -1 ? 0 : compact.length - separator - 1;
}

/** A required money amount: > 0, two decimals at most, at most `max`. */
function checkPositiveMoney(text: string, max: number): Checked<number> {
  if (stripGroupingSpaces(text) === '') return { ok: false, message: VALIDATION_COPY.required };
  const value = parseNumber(text);
  if (value === null) return { ok: false, message: VALIDATION_COPY.notANumber };
  if (value <= 0) return { ok: false, message: OVERPAYMENTS_COPY.messages.amountPositive };
  if (decimalsOf(text) > 2)
    return { ok: false, message: OVERPAYMENTS_COPY.messages.amountDecimals };
  if (value > max) return { ok: false, message: OVERPAYMENTS_COPY.messages.amountTooHigh };
  return { ok: true, value };
}

/** A required instalment number within `min`..`months` (the term typed above). */
function checkMonth(text: string, min: number, months: number | undefined): Checked<number> {
  if (stripGroupingSpaces(text) === '') return { ok: false, message: VALIDATION_COPY.required };
  const value = parseNumber(text);
  if (value === null) return { ok: false, message: VALIDATION_COPY.notANumber };
  if (!Number.isInteger(value)) return { ok: false, message: VALIDATION_COPY.notAnInteger };
  if (months === undefined) return { ok: false, message: MONTH_FIELD_COPY.termFirst };
  if (value < min) return { ok: false, message: MONTH_FIELD_COPY.tooLow(min) };
  if (value > months) return { ok: false, message: MONTH_FIELD_COPY.tooHigh(months) };
  return { ok: true, value };
}

/** A required rate within the form's limits (0,01–60 %). */
function checkRate(text: string): Checked<number> {
  if (stripGroupingSpaces(text) === '') return { ok: false, message: VALIDATION_COPY.required };
  const value = parseNumber(text);
  if (value === null) return { ok: false, message: VALIDATION_COPY.notANumber };
  if (value < RATE_MIN) return { ok: false, message: VALIDATION_COPY.rateTooLow };
  if (value > RATE_MAX) return { ok: false, message: VALIDATION_COPY.rateTooHigh };
  return { ok: true, value };
}

/** An optional non-negative number within `max`, with `decimals` decimals at most. */
function checkOptional(
  text: string,
  max: number,
  tooHigh: string,
  decimals = 6,
): Checked<number | undefined> {
  if (stripGroupingSpaces(text) === '') return { ok: true, value: undefined };
  const value = parseNumber(text);
  if (value === null) return { ok: false, message: VALIDATION_COPY.notANumber };
  if (value < 0) return { ok: false, message: COSTS_COPY.messages.negative };
  if (decimalsOf(text) > decimals) return { ok: false, message: COSTS_COPY.messages.decimals };
  if (value > max) return { ok: false, message: tooHigh };
  return { ok: true, value };
}

/** The calendar month typed as `YYYY-MM` (an `<input type="month">` gives exactly that). */
export function parseCalendarMonth(text: string): string | null {
  const trimmed = text.trim();
  return /^(19|20|21)\d\d-(0[1-9]|1[0-2])$/.test(trimmed) ? trimmed : null;
}

function checkOverpayments(
  values: ScenarioValues,
  months: number | undefined,
  messages: Record<string, string>,
): Pick<Settings, 'overpayments' | 'overpaymentFee'> | null {
  let ok = true;
  const rows: NonNullable<Settings['overpayments']> = [];
  for (const row of values.overpayments.slice(0, OVERPAYMENTS_MAX)) {
    const amount = checkPositiveMoney(row.amount, LOAN_AMOUNT_MAX);
    const month = checkMonth(row.month, 1, months);
    let untilMonth: Checked<number | undefined> = { ok: true, value: undefined };
    if (row.repeat !== 'ONCE' && stripGroupingSpaces(row.untilMonth) !== '') {
      untilMonth = checkMonth(row.untilMonth, 1, months);
      if (untilMonth.ok && month.ok && (untilMonth.value ?? 0) < month.value) {
        untilMonth = { ok: false, message: OVERPAYMENTS_COPY.messages.untilBeforeFrom };
      }
    }
    if (!amount.ok) messages[fieldId('nadplata', row.key, 'kwota')] = amount.message;
    if (!month.ok) messages[fieldId('nadplata', row.key, 'od')] = month.message;
    if (!untilMonth.ok) messages[fieldId('nadplata', row.key, 'do')] = untilMonth.message;
    if (!amount.ok || !month.ok || !untilMonth.ok) {
      ok = false;
      continue;
    }
    rows.push({
      month: month.value,
      amount: amount.value,
      repeat: row.repeat,
      ...(untilMonth.value === undefined ? {} : { untilMonth: untilMonth.value }),
      effect: row.effect,
    });
  }
  const fee = checkOptional(
    values.overpaymentFee,
    OVERPAYMENT_FEE_FORM_MAX,
    OVERPAYMENTS_COPY.messages.feeRange,
  );
  if (!fee.ok) {
    messages[fieldId('nadplata', 'prowizja', 'procent')] =
      fee.message === COSTS_COPY.messages.negative
        ? OVERPAYMENTS_COPY.messages.feeRange
        : fee.message;
    ok = false;
  }
  if (!ok) return null;
  const extras: Pick<Settings, 'overpayments' | 'overpaymentFee'> = {};
  if (rows.length > 0) extras.overpayments = rows;
  if (rows.length > 0 && fee.ok && fee.value !== undefined && fee.value > 0) {
    extras.overpaymentFee = { percent: fee.value, months: OVERPAYMENT_FEE_MONTHS };
  }
  return extras;
}

function checkRateChanges(
  values: ScenarioValues,
  months: number | undefined,
  messages: Record<string, string>,
): Pick<Settings, 'rateChanges' | 'rateIndex' | 'fixedInterestRate'> | null {
  if (!values.variableRate) return { fixedInterestRate: true };
  let ok = true;
  const changes: RateChange[] = [];
  let previous = 0;
  for (const row of values.rateChanges.slice(
    0,
    Math.max(RATE_CHANGES_MAX, values.rateChanges.length),
  )) {
    let month = checkMonth(row.month, RATE_CHANGE_MONTH_MIN, months);
    if (month.ok && month.value === previous) {
      month = { ok: false, message: RATE_PATH_COPY.messages.duplicate };
    } else if (month.ok && month.value < previous) {
      month = { ok: false, message: RATE_PATH_COPY.messages.sorted };
    }
    const rate = checkRate(row.rate);
    if (!month.ok) messages[fieldId('zmiana-stopy', row.key, 'od')] = month.message;
    if (!rate.ok) messages[fieldId('zmiana-stopy', row.key, 'stopa')] = rate.message;
    if (!month.ok || !rate.ok) {
      ok = false;
      continue;
    }
    previous = month.value;
    changes.push({ month: month.value, annualInterestRatePercent: rate.value });
  }
  if (!ok) return null;
  // A path without a single change is a fixed rate: the run is saved as one (issue 12).
  if (changes.length === 0) return { fixedInterestRate: true };
  const extras: Pick<Settings, 'rateChanges' | 'rateIndex' | 'fixedInterestRate'> = {
    rateChanges: changes,
    fixedInterestRate: false,
  };
  if (values.rateIndex !== undefined) extras.rateIndex = values.rateIndex;
  return extras;
}

function checkCosts(
  values: ScenarioValues,
  base: BaseValues,
  months: number | undefined,
  messages: Record<string, string>,
): Pick<Settings, 'costs'> | null {
  const { costs } = values;
  const { messages: text } = COSTS_COPY;
  const commission =
    costs.commissionUnit === 'PERCENT'
      ? checkOptional(costs.commission, COMMISSION_PERCENT_MAX, text.commissionPercent)
      : checkOptional(costs.commission, ONE_OFF_COST_MAX, text.oneOffTooHigh, 2);
  const insurance = checkOptional(costs.insurance, MONTHLY_COST_MAX, text.monthlyTooHigh, 2);
  const fees = checkOptional(costs.fees, MONTHLY_COST_MAX, text.monthlyTooHigh, 2);
  let oneOff = checkOptional(costs.oneOff, ONE_OFF_COST_MAX, text.oneOffTooHigh, 2);
  let margin = checkOptional(costs.bridgeMargin, BRIDGE_MARGIN_MAX, text.marginRange);
  let bridgeMonths: Checked<number | undefined> = { ok: true, value: undefined };
  if (stripGroupingSpaces(costs.bridgeMonths) !== '') {
    const checked = checkMonth(
      costs.bridgeMonths,
      0,
      months === undefined ? undefined : months - 1,
    );
    bridgeMonths =
      checked.ok || checked.message === MONTH_FIELD_COPY.termFirst
        ? checked
        : { ok: false, message: text.bridgeMonths };
  }
  // Cross-field rules the engine refuses too: one-off costs below half the loan, rate + margin ≤ 60.
  if (commission.ok && oneOff.ok && base.loanAmount !== undefined) {
    const commissionZloty =
      costs.commissionUnit === 'PERCENT'
        ? ((commission.value ?? 0) * base.loanAmount) / 100
        : (commission.value ?? 0);
    if (commissionZloty + (oneOff.value ?? 0) >= base.loanAmount / 2) {
      oneOff = { ok: false, message: text.oneOffTooHigh };
    }
  }
  if (
    margin.ok &&
    margin.value !== undefined &&
    base.annualInterestRatePercent !== undefined &&
    base.annualInterestRatePercent + margin.value > RATE_MAX
  ) {
    margin = { ok: false, message: text.marginWithRate };
  }
  const fields = [
    ['prowizja', commission],
    ['ubezpieczenie', insurance],
    ['oplaty', fees],
    ['jednorazowe', oneOff],
    ['marza', margin],
    ['marza-raty', bridgeMonths],
  ] as const;
  let ok = true;
  for (const [name, checked] of fields) {
    if (!checked.ok) {
      messages[fieldId('koszty', 'kredytu', name)] = checked.message;
      ok = false;
    }
  }
  if (!ok) return null;
  const result: Costs = {};
  const set = (key: keyof Costs, checked: Checked<number | undefined>) => {
    if (checked.ok && checked.value !== undefined && checked.value > 0) result[key] = checked.value;
  };
  set(costs.commissionUnit === 'PERCENT' ? 'commissionPercent' : 'commissionAmount', commission);
  set('monthlyInsurance', insurance);
  set('monthlyFees', fees);
  set('oneOffCosts', oneOff);
  if (margin.ok && (margin.value ?? 0) > 0 && bridgeMonths.ok && (bridgeMonths.value ?? 0) > 0) {
    set('bridgeMarginPercent', margin);
    set('bridgeMonths', bridgeMonths);
  }
  return Object.keys(result).length > 0 ? { costs: result } : {};
}

/**
 * Checks every scenario field against the main fields' values and returns the messages and, when
 * all are valid, the optional settings. With every section empty the extras are `{}` (or
 * `fixedInterestRate: true`), so the spec's form is unchanged.
 */
export function checkScenario(values: ScenarioValues, base: BaseValues): ScenarioCheck {
  const months =
    base.loanTermYears === undefined ? undefined : base.loanTermYears * MONTHS_PER_YEAR;
  const messages: Record<string, string> = {};
  const invalid: ScenarioSection[] = [];
  const overpayments = checkOverpayments(values, months, messages);
  if (overpayments === null) invalid.push('overpayments');
  const ratePath = checkRateChanges(values, months, messages);
  if (ratePath === null) invalid.push('ratePath');
  const costs = checkCosts(values, base, months, messages);
  if (costs === null) invalid.push('costs');
  let firstInstalmentMonth: string | null | undefined;
  if (values.firstInstalmentMonth.trim() !== '') {
    firstInstalmentMonth = parseCalendarMonth(values.firstInstalmentMonth);
    if (firstInstalmentMonth === null) {
      messages[fieldId('pierwsza', 'rata', 'miesiac')] = RATE_PATH_COPY.firstInstalmentInvalid;
      invalid.push('firstInstalment');
    }
  }
  if (
    overpayments === null ||
    ratePath === null ||
    costs === null ||
    firstInstalmentMonth === null
  ) {
    return { messages, invalid, extras: null };
  }
  return {
    messages,
    invalid,
    extras: {
      ...overpayments,
      ...ratePath,
      ...costs,
      ...(firstInstalmentMonth === undefined ? {} : { firstInstalmentMonth }),
    },
  };
}

let nextKey = 1;

/** A fresh key for a new row. */
export function newRowKey(): number {
  nextKey += 1;
  return nextKey;
}

/** A new overpayment row: 500 zł monthly from instalment 1, shortening the term. */
export function newOverpaymentRow(): OverpaymentRowValues {
  return {
    key: newRowKey(),
    amount: '',
    month: '1',
    repeat: 'ONCE',
    untilMonth: '',
    effect: 'SHORTEN_TERM',
  };
}

/** A new, empty rate change row. */
export function newRateChangeRow(): RateChangeRowValues {
  return { key: newRowKey(), month: '', rate: '' };
}

/** Decimal text the way the form shows it: "7,25". */
function decimalText(value: number): string {
  return String(value).replace('.', ',');
}

/** Rate changes as the list's rows, e.g. after `Wstaw zmiany`. */
export function rateChangeRows(changes: readonly RateChange[]): RateChangeRowValues[] {
  return changes.map((change) => ({
    key: newRowKey(),
    month: String(change.month),
    rate: decimalText(change.annualInterestRatePercent),
  }));
}

/**
 * The sections filled from a saved run's settings, for `Użyj jako punkt wyjścia` (issue 14):
 * the new run starts where the old one was.
 */
export function scenarioFromSettings(settings: Settings): ScenarioValues {
  const costs = settings.costs ?? {};
  const text = (value: number | undefined) => (value === undefined ? '' : decimalText(value));
  const byAmount = costs.commissionAmount !== undefined && costs.commissionPercent === undefined;
  return {
    overpayments: (settings.overpayments ?? []).map((row) => ({
      key: newRowKey(),
      amount: decimalText(row.amount),
      month: String(row.month),
      repeat: row.repeat,
      untilMonth: row.untilMonth === undefined ? '' : String(row.untilMonth),
      effect: row.effect,
    })),
    overpaymentFee: text(settings.overpaymentFee?.percent),
    variableRate: (settings.rateChanges?.length ?? 0) > 0,
    rateChanges: rateChangeRows(settings.rateChanges ?? []),
    rateIndex: settings.rateIndex,
    firstInstalmentMonth: settings.firstInstalmentMonth ?? '',
    costs: {
      commission: text(byAmount ? costs.commissionAmount : costs.commissionPercent),
      commissionUnit: byAmount ? 'AMOUNT' : 'PERCENT',
      insurance: text(costs.monthlyInsurance),
      fees: text(costs.monthlyFees),
      oneOff: text(costs.oneOffCosts),
      bridgeMargin: text(costs.bridgeMarginPercent),
      bridgeMonths: text(costs.bridgeMonths),
    },
  };
}

/**
 * `Jednorazowy wzrost`: one change to the entered rate plus `delta` points from instalment
 * `month`; null when the new rate leaves the form's limits.
 */
export function shockChange(baseRate: number, delta: number, month: number): RateChange | null {
  const rate = Math.round((baseRate + delta) * 1e6) / 1e6;
  if (rate < RATE_MIN || rate > RATE_MAX) return null;
  return { month, annualInterestRatePercent: rate };
}

/**
 * `Okresowo stała`: fixed for `years`, then the margin plus the index's last known value, from
 * instalment 12·years + 1; null when that rate leaves the form's limits.
 */
export function periodicChange(
  years: number,
  margin: number,
  indexValue: number,
): RateChange | null {
  const rate = Math.round((margin + indexValue) * 1e6) / 1e6;
  if (rate < RATE_MIN || rate > RATE_MAX) return null;
  return { month: years * MONTHS_PER_YEAR + 1, annualInterestRatePercent: rate };
}

export { EMPTY_SCENARIO, fieldId, filledCosts, isEmptyScenario } from './scenarioValues';
export type {
  BaseValues,
  CommissionUnit,
  CostsValues,
  OverpaymentRowValues,
  RateChangeRowValues,
  ScenarioCheck,
  ScenarioSection,
  ScenarioValues,
} from './scenarioValues';
