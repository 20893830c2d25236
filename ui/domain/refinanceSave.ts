// `Zapisz jako symulację` (issue 34): an option's new loan as a run of the spec's record, which
// holds a whole-złoty amount of 30 000–100 000 000 zł and a term of whole years. The amount is
// rounded up to the złoty, so the saved run never lends less than the balance moved. The offer's
// costs ride along as the run's costs (issue 13), so its RRSO counts them: the commission as an
// amount (the planner's percent is of the amount moved, not of the rounded loan), the other
// one-off costs as one sum, and the insurance when it is paid with every instalment, which is the
// only way the record holds it. The old loan's fee and the art. 39 refund are not costs of the
// new loan and stay in the planner.
import {
  LOAN_AMOUNT_MAX,
  LOAN_AMOUNT_MIN,
  MONTHS_PER_YEAR,
  ONE_OFF_COST_MAX,
  TERM_MAX,
} from './limits';
import type { OptionOutcome } from './refinance';
import { validateSettings } from './terms';
import type { Costs, Settings } from './types';

/** Why an option cannot be saved as a run. */
export type SaveRefusal = 'AMOUNT' | 'TERM' | 'COSTS';

/** The run's settings, or why the spec's record cannot hold the option. */
export type SaveableRun =
  | {
      readonly ok: true;
      readonly settings: Settings;
      /** The offer's insurance runs for only part of the term: the record cannot hold it. */
      readonly insuranceLeftOut: boolean;
    }
  | { readonly ok: false; readonly reason: SaveRefusal };

/** The offer's costs as the record's, or null when a one-off part is over the record's limit. */
function costsOf(option: OptionOutcome): { costs: Costs; insuranceLeftOut: boolean } | null {
  const oneOff = option.costs - option.commission;
  if (option.commission > ONE_OFF_COST_MAX * 100 || oneOff > ONE_OFF_COST_MAX * 100) return null;
  const costs: Costs = {};
  if (option.commission > 0) costs.commissionAmount = option.commission / 100;
  if (oneOff > 0) costs.oneOffCosts = oneOff / 100;
  const insured = option.insurance > 0 && option.insuranceMonths > 0;
  const everyInstalment = option.insuranceMonths >= option.months;
  if (insured && everyInstalment) costs.monthlyInsurance = option.insurance / 100;
  if (option.bridgeMonths > 0) {
    costs.bridgeMarginPercent = option.bridgeMarginPercent;
    costs.bridgeMonths = option.bridgeMonths;
  }
  return { costs, insuranceLeftOut: insured && !everyInstalment };
}

/** The settings of `option`'s loan as a run: its rate path, bridge margin and the offer's costs. */
export function runSettingsOf(option: OptionOutcome): SaveableRun {
  const loanAmount = Math.ceil(option.loan / 100);
  if (loanAmount < LOAN_AMOUNT_MIN || loanAmount > LOAN_AMOUNT_MAX) {
    return { ok: false, reason: 'AMOUNT' };
  }
  const years = option.months / MONTHS_PER_YEAR;
  if (!Number.isInteger(years) || years < 1 || years > TERM_MAX) {
    return { ok: false, reason: 'TERM' };
  }
  const fixed = option.fixedMonths > 0;
  const changes =
    fixed && option.fixedMonths < option.months && option.variablePercent !== option.fixedPercent
      ? [{ month: option.fixedMonths + 1, annualInterestRatePercent: option.variablePercent }]
      : [];
  const settings: Settings = {
    loanAmount,
    annualInterestRatePercent: option.firstRatePercent,
    fixedInterestRate: changes.length === 0,
    loanTermYears: years,
    mortgageType: option.mortgageType,
  };
  if (changes.length > 0) settings.rateChanges = changes;
  const carried = costsOf(option);
  if (carried === null) return { ok: false, reason: 'COSTS' };
  if (Object.keys(carried.costs).length > 0) settings.costs = carried.costs;
  // The engine's rules between fields too (commission and one-off costs below half the loan), so
  // a save never fails after the button said it could.
  try {
    validateSettings(settings);
  } catch {
    return { ok: false, reason: 'COSTS' };
  }
  return { ok: true, settings, insuranceLeftOut: carried.insuranceLeftOut };
}
