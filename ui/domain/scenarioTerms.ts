// The optional scenario settings (overpayments, the fee, the rate path, the costs) read into the
// terms the engine runs on. Each field is held to its schema descriptor (records.ts); what is
// written here are the rules between fields: a month within the term, an until-month after its
// row's month, rate changes sorted, costs below half the loan. The rate plus the bridge margin
// is checked by readTerms, against the rate path.
import { CalculationError } from './errors';
import { GROSZE_PER_ZLOTY, percentOf, roundHalfUp } from './money';
import {
  isWithin,
  nameOf,
  optionalList,
  requireNumber,
  requireOption,
  requireRecord,
} from './readValue';
import {
  CostsSchema,
  OverpaymentFeeSchema,
  OverpaymentSchema,
  RateChangeSchema,
  SettingsSchema,
} from './records';
import { narrowed, type NumberSchema } from './schema';
import type { LoanTerms, OverpaymentTerm } from './terms';
import type { Grosze, OverpaymentRepeat } from './types';

// Vitest's module runner reads an imported binding through a getter at every use, so the
// readers the row loops call are bound once (as mortgage.ts does): a path of 160 changes is read
// on every run.
const within = isWithin;
const readRecord = requireRecord;
const readNumber = requireNumber;
const readOption = requireOption;
const listOf = optionalList;
const narrow = narrowed;

/** Months between two occurrences of a repeated overpayment; 0 for a single one. */
export const REPEAT_STEP: Readonly<Record<OverpaymentRepeat, number>> = Object.freeze({
  ONCE: 0,
  MONTHLY: 1,
  QUARTERLY: 3,
  YEARLY: 12,
  BUDGET: 1,
});

const ROW = OverpaymentSchema.fields;
const FEE = OverpaymentFeeSchema.fields;
const CHANGE = RateChangeSchema.fields;
const COST = CostsSchema.fields;

/** The overpayment rows, each month within the `months` of the term. */
export function readOverpayments(value: unknown, months: number): OverpaymentTerm[] {
  const list = 'overpayments';
  const rows = listOf(value, list, SettingsSchema.fields.overpayments.inner.maxLength);
  const monthSchema = narrow(ROW.month, { max: months });
  return rows.map((raw, index) => {
    const row = readRecord(raw, list, index);
    const month = readNumber(row['month'], list, monthSchema, index, 'month');
    const amount = readNumber(row['amount'], list, ROW.amount, index, 'amount');
    const repeat = readOption(row['repeat'], list, ROW.repeat.options, index, 'repeat');
    const effect = readOption(row['effect'], list, ROW.effect.options, index, 'effect');
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
      const untilSchema = narrow(ROW.untilMonth.inner, { min: month, max: months });
      last = readNumber(until, list, untilSchema, index, 'untilMonth');
    }
    return {
      first: month,
      step: REPEAT_STEP[repeat],
      last,
      amount: roundHalfUp(amount * GROSZE_PER_ZLOTY),
      budget: repeat === 'BUDGET',
      shortenTerm: effect === 'SHORTEN_TERM',
    };
  });
}

/** The early-repayment fee, or null when none is charged (a zero percent or period). */
export function readFee(value: unknown): LoanTerms['fee'] {
  if (value === undefined || value === null) return null;
  const fee = readRecord(value, 'overpaymentFee');
  const percent = readNumber(fee['percent'], 'overpaymentFee.percent', FEE.percent);
  const months = readNumber(fee['months'], 'overpaymentFee.months', FEE.months);
  return percent > 0 && months > 0 ? { percent, months } : null;
}

/** The rate path as two flat lists, each month within the term and after the one before. */
export function readRateChanges(
  value: unknown,
  months: number,
): { changeMonths: number[]; changeRates: number[] } {
  const list = 'rateChanges';
  const rows = listOf(value, list, SettingsSchema.fields.rateChanges.inner.maxLength);
  const monthSchema = narrow(CHANGE.month, { max: months });
  const rateSchema = CHANGE.annualInterestRatePercent;
  // Two flat lists rather than an object a row: a path of 160 changes is read on every run.
  const changeMonths: number[] = [];
  const changeRates: number[] = [];
  let previous = 1;
  for (let index = 0; index < rows.length; index += 1) {
    const row = readRecord(rows[index], list, index);
    const month = row['month'];
    const rate = row['annualInterestRatePercent'];
    // Valid rows pass with plain comparisons; only a refused one goes through the checks that
    // name what is wrong.
    if (within(month, monthSchema) && month > previous && within(rate, rateSchema)) {
      changeMonths.push(month);
      changeRates.push(rate);
      previous = month;
      continue;
    }
    readNumber(month, list, monthSchema, index, 'month');
    readNumber(rate, list, rateSchema, index, 'annualInterestRatePercent');
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

/**
 * The costs of credit and the bridge margin (0 and 0 unless both are positive); the margin
 * against the rates in force is readTerms's rule, once the rate path is read.
 */
export function readCosts(
  value: unknown,
  loan: Grosze,
  months: number,
): { costs: LoanTerms['costs']; bridgeMarginPercent: number; bridgeMonths: number } {
  const none = { costs: null, bridgeMarginPercent: 0, bridgeMonths: 0 };
  if (value === undefined || value === null) return none;
  const costs = readRecord(value, 'costs');
  const optional = (key: keyof typeof COST, schema: NumberSchema): number => {
    const raw = costs[key];
    return raw === undefined || raw === null ? 0 : readNumber(raw, `costs.${key}`, schema);
  };
  const commissionPercent = optional('commissionPercent', COST.commissionPercent.inner);
  const commissionAmount = optional('commissionAmount', COST.commissionAmount.inner);
  const oneOffCosts = optional('oneOffCosts', COST.oneOffCosts.inner);
  const monthlyInsurance = optional('monthlyInsurance', COST.monthlyInsurance.inner);
  const monthlyFees = optional('monthlyFees', COST.monthlyFees.inner);
  const bridgeMarginPercent = optional('bridgeMarginPercent', COST.bridgeMarginPercent.inner);
  // The last instalment never carries the margin: the term bounds it.
  const bridgeMonths = optional(
    'bridgeMonths',
    narrow(COST.bridgeMonths.inner, { max: months - 1 }),
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
