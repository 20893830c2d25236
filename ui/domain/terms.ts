// Reads a Settings record into the terms the engine runs on, refusing what the engine cannot
// honour. Every field is held to its descriptor in the schema (records.ts), through the same
// number rules the schema's read and the form's checks use (schema.ts); the rules between fields
// (a month within the term, sorted changes, costs below half the loan…) live here and in
// scenarioTerms.ts, so `simulate` and `validateSettings` refuse exactly the same records.
import { type DayCountTerms, readDayCount } from './dateTerms';
import { CalculationError } from './errors';
import { MONTHS_PER_YEAR, RATE_MAX } from './limits';
import { GROSZE_PER_ZLOTY, roundHalfUp } from './money';
import { field, requireNumber, requireOption, show } from './readValue';
import { CalendarMonthSchema, SettingsSchema } from './records';
import { readCosts, readFee, readOverpayments, readRateChanges } from './scenarioTerms';
import { is } from './schema';
import type { Grosze, MortgageType, Settings } from './types';

// history.ts and rateSteps.ts read `show` and `roundRate` from here: importing them from
// readValue.ts or money.ts instead made the bundler split the pages' shared data chunk in three
// (about 1 KB gzipped more on the home page), as it does whenever pages run its modules in
// different orders (see index.ts).
export { show } from './readValue';

/** Rounds a sum of rates half-up to six decimals, clearing float noise (7.1 + 0.2 is 7.3). */
export function roundRate(percent: number): number {
  return roundHalfUp(percent * 1e6) / 1e6;
}

const FIELDS = SettingsSchema.fields;
/** One overpayment row as the engine runs it. */
export interface OverpaymentTerm {
  /** The first instalment it is paid with. */
  readonly first: number;
  /** Months between occurrences; 0 when it is paid once. */
  readonly step: number;
  /** The last instalment an occurrence may fall in. */
  readonly last: number;
  readonly amount: Grosze;
  /** `amount` is a monthly budget: the overpayment is what the instalment leaves of it. */
  readonly budget: boolean;
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
  /** The day count and, for the real days, each instalment's dates (issue 37). */
  readonly dates: DayCountTerms;
}

/**
 * Checks `settings` and returns the terms the engine runs on; throws CalculationError on the
 * first rule broken. The spec's four fields come first, in the order `simulate` always checked
 * them, then the overpayments, the fee, the rate changes, the costs, the calendar fields and the day
 * count with its dates.
 */
export function readTerms(settings: Settings): LoanTerms {
  // Settings may come from stored data, whatever the static type says.
  const given = settings as Settings | null | undefined;
  if (given === null || given === undefined) {
    throw new CalculationError('null', 'settings', `settings is ${show(settings)}.`);
  }
  const loanAmount = requireNumber(settings.loanAmount, 'loanAmount', FIELDS.loanAmount);
  const annualPercent = requireNumber(
    settings.annualInterestRatePercent,
    'annualInterestRatePercent',
    // The schema's rate, six decimals at most: the form's check holds typed rates to the same
    // descriptor, so a rate the form passes always runs (issue 38).
    FIELDS.annualInterestRatePercent,
  );
  const years = requireNumber(settings.loanTermYears, 'loanTermYears', FIELDS.loanTermYears);
  const mortgageType = requireOption(
    settings.mortgageType,
    'mortgageType',
    FIELDS.mortgageType.options,
  );
  const loan = loanAmount * GROSZE_PER_ZLOTY;
  const months = years * MONTHS_PER_YEAR;

  const overpayments = readOverpayments(field(settings, 'overpayments'), months);
  const fee = readFee(field(settings, 'overpaymentFee'));
  const { changeMonths, changeRates } = readRateChanges(field(settings, 'rateChanges'), months);
  const { costs, bridgeMarginPercent, bridgeMonths } = readCosts(
    field(settings, 'costs'),
    loan,
    months,
  );
  if (bridgeMonths > 0) {
    // The margin is added to every rate in force while it lasts: the entered one and the
    // changes up to its last instalment.
    const rates = [
      annualPercent,
      ...changeRates.filter((_, index) => (changeMonths[index] ?? Infinity) <= bridgeMonths),
    ];
    for (const rate of rates) {
      if (roundRate(rate + bridgeMarginPercent) > RATE_MAX) {
        throw new CalculationError(
          'out-of-range',
          'costs.bridgeMarginPercent',
          `The rate plus the bridge margin must not pass ${RATE_MAX}%: ${rate} + ${bridgeMarginPercent}.`,
        );
      }
    }
  }

  const rateIndex = field(settings, 'rateIndex');
  if (rateIndex !== undefined && rateIndex !== null) {
    requireOption(rateIndex, 'rateIndex', FIELDS.rateIndex.inner.options);
  }
  const firstInstalmentMonth = field(settings, 'firstInstalmentMonth');
  if (
    firstInstalmentMonth !== undefined &&
    firstInstalmentMonth !== null &&
    !is(CalendarMonthSchema, firstInstalmentMonth)
  ) {
    throw new CalculationError(
      'malformed',
      'firstInstalmentMonth',
      `firstInstalmentMonth is not a YYYY-MM month of 1900–2199: ${show(firstInstalmentMonth)}.`,
    );
  }
  const dates = readDayCount(settings, months);

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
    dates,
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

// Which scenario a run has: apart, so a label or a table reads them without the engine's reader.
export { hasCosts, hasOverpayments, hasRateChanges } from './scenarioKinds';
