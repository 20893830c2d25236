// The form's scenario sections (overpayments, the rate path, costs, the first instalment's
// month) as the borrower types them, checked field by field with Polish messages, and turned
// into the optional settings the engine takes. Pure, so the rules are tested without a browser.
// Each field is held to its schema descriptor (records.ts) by formFields.ts; the rules between
// fields are here. The types and the empty values live in scenarioValues.ts, which the form
// loads at once; the rows and the rate path's builders in scenarioRows.ts.
import { checkContract } from './contractForm';
import { COSTS_COPY, MONTH_FIELD_COPY, OVERPAYMENTS_COPY, RATE_PATH_COPY } from './copy/scenario';
import {
  checkMonth,
  checkOptional,
  checkPositiveMoney,
  checkRate,
  type Checked,
  isBlank,
} from './formFields';
import {
  MONTHS_PER_YEAR,
  OVERPAYMENT_FEE_FORM_MAX,
  OVERPAYMENT_FEE_MONTHS,
  RATE_CHANGES_MAX,
  RATE_MAX,
} from './limits';
import {
  CalendarMonthSchema,
  CostsSchema,
  OverpaymentFeeSchema,
  OverpaymentSchema,
  RateChangeSchema,
  SettingsSchema,
} from './records';
import { is, narrowed } from './schema';
import {
  type BaseValues,
  fieldId,
  recipeStartRate,
  type ScenarioCheck,
  type ScenarioSection,
  type ScenarioValues,
} from './scenarioValues';
import type { Costs, RateChange, Settings } from './types';

const ROW = OverpaymentSchema.fields;
/** Overpayment rows a run may hold: rows past them are not read. */
const ROWS_MAX = SettingsSchema.fields.overpayments.inner.maxLength;
const CHANGE = RateChangeSchema.fields;
const COST = CostsSchema.fields;
/** The fee the form allows: the schema's, up to the act's cap rather than 100 %. */
const FORM_FEE = narrowed(OverpaymentFeeSchema.fields.percent, { max: OVERPAYMENT_FEE_FORM_MAX });

/** The calendar month typed as `YYYY-MM` (an `<input type="month">` gives exactly that). */
export function parseCalendarMonth(text: string): string | null {
  const trimmed = text.trim();
  return is(CalendarMonthSchema, trimmed) ? trimmed : null;
}

function checkOverpayments(
  values: ScenarioValues,
  months: number | undefined,
  messages: Record<string, string>,
): Pick<Settings, 'overpayments' | 'overpaymentFee'> | null {
  let ok = true;
  const rows: NonNullable<Settings['overpayments']> = [];
  for (const row of values.overpayments.slice(0, ROWS_MAX)) {
    const amount = checkPositiveMoney(row.amount, ROW.amount);
    const month = checkMonth(row.month, ROW.month, months);
    let untilMonth: Checked<number | undefined> = { ok: true, value: undefined };
    if (row.repeat !== 'ONCE' && !isBlank(row.untilMonth)) {
      untilMonth = checkMonth(row.untilMonth, ROW.untilMonth.inner, months);
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
    'rate',
    FORM_FEE,
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
  rate: number | undefined,
  months: number | undefined,
  messages: Record<string, string>,
): Pick<Settings, 'rateChanges' | 'rateIndex' | 'fixedInterestRate' | 'variableRate'> | null {
  if (!values.variableRate) return { fixedInterestRate: true };
  let ok = true;
  const changes: RateChange[] = [];
  let previous = 0;
  for (const row of values.rateChanges.slice(
    0,
    Math.max(RATE_CHANGES_MAX, values.rateChanges.length),
  )) {
    let month = checkMonth(row.month, CHANGE.month, months);
    if (month.ok && month.value === previous) {
      month = { ok: false, message: RATE_PATH_COPY.messages.duplicate };
    } else if (month.ok && month.value < previous) {
      month = { ok: false, message: RATE_PATH_COPY.messages.sorted };
    }
    const rate = checkRate(row.rate, CHANGE.annualInterestRatePercent);
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
  // A recipe makes the run variable even when its path is flat (issue 33). A rate typed by hand
  // after it was applied is no longer the recipe's: the run is saved without it.
  if (values.recipe !== undefined && rate === recipeStartRate(values.recipe)) {
    return {
      ...(changes.length > 0 ? { rateChanges: changes } : {}),
      fixedInterestRate: false,
      variableRate: values.recipe,
    };
  }
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
      ? checkOptional(
          costs.commission,
          'rate',
          COST.commissionPercent.inner,
          text.commissionPercent,
        )
      : checkOptional(costs.commission, 'money', COST.commissionAmount.inner, text.oneOffTooHigh);
  const insurance = checkOptional(
    costs.insurance,
    'money',
    COST.monthlyInsurance.inner,
    text.monthlyTooHigh,
  );
  const fees = checkOptional(costs.fees, 'money', COST.monthlyFees.inner, text.monthlyTooHigh);
  let oneOff = checkOptional(costs.oneOff, 'money', COST.oneOffCosts.inner, text.oneOffTooHigh);
  let margin = checkOptional(
    costs.bridgeMargin,
    'points',
    COST.bridgeMarginPercent.inner,
    text.marginRange,
  );
  let bridgeMonths: Checked<number | undefined> = { ok: true, value: undefined };
  if (!isBlank(costs.bridgeMonths)) {
    const checked = checkMonth(
      costs.bridgeMonths,
      COST.bridgeMonths.inner,
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
  const ratePath = checkRateChanges(values, base.annualInterestRatePercent, months, messages);
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
  const contract = checkContract(values.contract, firstInstalmentMonth ?? undefined, messages);
  if (contract === null) invalid.push('contract');
  if (
    overpayments === null ||
    ratePath === null ||
    costs === null ||
    firstInstalmentMonth === null ||
    contract === null
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
      ...contract,
    },
  };
}

export {
  newOverpaymentRow,
  newRateChangeRow,
  periodicChange,
  rateChangeRows,
  scenarioFromSettings,
  shockChange,
} from './scenarioRows';
export { EMPTY_SCENARIO, fieldId } from './scenarioValues';
export { CONTRACT_FIELD_IDS } from './contractForm';
export { CONTRACT_COPY } from './copy/contract';
export type {
  BaseValues,
  CommissionUnit,
  ContractValues,
  CostsValues,
  OverpaymentRowValues,
  RateChangeRowValues,
  ScenarioCheck,
  ScenarioValues,
} from './scenarioValues';
