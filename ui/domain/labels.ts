import { formatAmount, formatPercent } from './format';
import { isMortgageType } from './types';
import type { MortgageType, Settings } from './types';

/** The instalment type names the borrower sees (spec point 3). */
export const MORTGAGE_TYPE_LABELS: Readonly<Record<MortgageType, string>> = Object.freeze({
  ANNUITY: 'Stała (annuitetowa)',
  LINEAR: 'Malejąca',
});

const plural = new Intl.PluralRules('pl');

/** Polish word for "year" after a count: 1 rok, 2–4 and 22–24 lata, otherwise lat. */
export function yearWord(count: number): string {
  // CLDR's rule, not the spec's simplified "2-4": 22 lata, but 12 lat.
  const category = plural.select(count);
  switch (category) {
    case 'one':
      return 'rok';
    case 'few':
      return 'lata';
    case 'zero':
    case 'two':
    case 'many':
    case 'other':
      return 'lat';
    default:
      category satisfies never;
      return 'lat';
  }
}

/** The instalment type's display name; an unknown value from old data is shown as is. */
export function mortgageTypeLabel(type: string): string {
  return isMortgageType(type) ? MORTGAGE_TYPE_LABELS[type] : type;
}

/** A simulation's label, e.g. "300 000 zł - 7,25% - 25 lat - Stała (annuitetowa)". */
export function simulationLabel(settings: Settings): string {
  const { loanAmount, annualInterestRatePercent, loanTermYears, mortgageType } = settings;
  return [
    `${formatAmount(loanAmount)} zł`,
    formatPercent(annualInterestRatePercent),
    `${loanTermYears} ${yearWord(loanTermYears)}`,
    mortgageTypeLabel(mortgageType),
  ].join(' - ');
}
