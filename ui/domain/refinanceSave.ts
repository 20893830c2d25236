// `Zapisz jako symulację` (issue 34): an option's new loan as a run of the spec's record, which
// holds a whole-złoty amount of 30 000–100 000 000 zł and a term of whole years. The amount is
// rounded up to the złoty, so the saved run never lends less than the balance moved.
import { LOAN_AMOUNT_MAX, LOAN_AMOUNT_MIN, MONTHS_PER_YEAR, TERM_MAX } from './limits';
import type { OptionOutcome } from './refinance';
import type { Settings } from './types';

/** Why an option cannot be saved as a run. */
export type SaveRefusal = 'AMOUNT' | 'TERM';

/** The run's settings, or why the spec's record cannot hold the option. */
export type SaveableRun =
  | { readonly ok: true; readonly settings: Settings }
  | { readonly ok: false; readonly reason: SaveRefusal };

/** The settings of `option`'s loan as a run: its rate path and bridge margin, nothing else. */
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
  if (option.bridgeMonths > 0) {
    settings.costs = {
      bridgeMarginPercent: option.bridgeMarginPercent,
      bridgeMonths: option.bridgeMonths,
    };
  }
  return { ok: true, settings };
}
