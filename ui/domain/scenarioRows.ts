// The rows the scenario sections add, the sections filled from a saved run, and the changes the
// rate path's methods build; none of them checks anything (scenarioForm.ts does).
import { MONTHS_PER_YEAR } from './limits';
import { RateChangeSchema } from './records';
import { isAboveMax, isBelowMin } from './schema';
import type { OverpaymentRowValues, RateChangeRowValues, ScenarioValues } from './scenarioValues';
import type { Overpayment, RateChange, Settings } from './types';

const RATE = RateChangeSchema.fields.annualInterestRatePercent;

/** True when a built rate lies outside the form's range (0,01–60 %). */
function outsideRates(rate: number): boolean {
  return isBelowMin(RATE, rate) || isAboveMax(RATE, rate);
}

let nextKey = 1;

/** A fresh key for a new row. */
function newRowKey(): number {
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

/** Overpayments as the section's rows, e.g. after `Wstaw do nadpłat` (issue 36). */
export function overpaymentRows(rows: readonly Overpayment[]): OverpaymentRowValues[] {
  return rows.map((row) => ({
    key: newRowKey(),
    amount: decimalText(row.amount),
    month: String(row.month),
    repeat: row.repeat,
    untilMonth: row.untilMonth === undefined ? '' : String(row.untilMonth),
    effect: row.effect,
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
    overpayments: overpaymentRows(settings.overpayments ?? []),
    overpaymentFee: text(settings.overpaymentFee?.percent),
    // A recipe makes a run variable even with a flat path (issue 33).
    variableRate: (settings.rateChanges?.length ?? 0) > 0 || settings.variableRate !== undefined,
    rateChanges: rateChangeRows(settings.rateChanges ?? []),
    // The recipe comes back with its saved list: the builder shows its fields and, the recipe
    // being the same, leaves the list as it was saved (edits by hand included).
    ...(settings.variableRate === undefined ? {} : { recipe: settings.variableRate }),
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
    ...(settings.dayCount === undefined || settings.dayCount === 'MONTHLY'
      ? {}
      : {
          contract: {
            dayCount: settings.dayCount,
            payoutDate: settings.payoutDate ?? '',
            firstPaymentDate: settings.firstPaymentDate ?? '',
            paymentDay: settings.paymentDay === undefined ? '' : String(settings.paymentDay),
            shiftToWorkingDay: settings.shiftToWorkingDay === true,
          },
        }),
  };
}

/**
 * `Jednorazowy wzrost`: one change to the entered rate plus `delta` points from instalment
 * `month`; null when the new rate leaves the form's limits.
 */
export function shockChange(baseRate: number, delta: number, month: number): RateChange | null {
  const rate = Math.round((baseRate + delta) * 1e6) / 1e6;
  if (outsideRates(rate)) return null;
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
  if (outsideRates(rate)) return null;
  return { month: years * MONTHS_PER_YEAR + 1, annualInterestRatePercent: rate };
}
