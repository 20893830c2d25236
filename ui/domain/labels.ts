import { calendarMonthGenitive } from './calendar';
import type { CalendarMonth } from './calendar';
import { formatAmount, formatDecimal, formatMoney, formatPercent } from './format';
import { isMortgageType } from './types';
import type {
  Costs,
  MortgageType,
  Overpayment,
  OverpaymentEffect,
  OverpaymentRepeat,
  RateIndex,
  Settings,
} from './types';

/** The instalment type names the borrower sees (spec point 3). */
export const MORTGAGE_TYPE_LABELS: Readonly<Record<MortgageType, string>> = Object.freeze({
  ANNUITY: 'Stała (annuitetowa)',
  LINEAR: 'Malejąca',
});

/** How often an overpayment is made, as the form's `Powtarzaj` choice names it (issue 11). */
export const OVERPAYMENT_REPEAT_LABELS: Readonly<Record<OverpaymentRepeat, string>> = Object.freeze(
  {
    ONCE: 'Jednorazowo',
    MONTHLY: 'Co miesiąc',
    QUARTERLY: 'Co kwartał',
    YEARLY: 'Co rok',
  },
);

/** What an overpayment does, as the form's `Efekt nadpłaty` choice names it (issue 11). */
export const OVERPAYMENT_EFFECT_LABELS: Readonly<Record<OverpaymentEffect, string>> = Object.freeze(
  {
    SHORTEN_TERM: 'Skrócenie okresu',
    LOWER_INSTALMENT: 'Niższa rata',
  },
);

/** The interbank indices as the `Wskaźnik` choice names them (issue 12). */
export const RATE_INDEX_LABELS: Readonly<Record<RateIndex, string>> = Object.freeze({
  WIBOR_3M: 'WIBOR 3M',
  WIBOR_6M: 'WIBOR 6M',
});

const plural = new Intl.PluralRules('pl');

/** The word after a whole count in Polish: `one` for 1, `few` for 2–4 and 22–24…, else `many`. */
function countWord(count: number, one: string, few: string, many: string): string {
  // CLDR's rule, not the spec's simplified "2-4": 22 lata, but 12 lat.
  const category = plural.select(count);
  switch (category) {
    case 'one':
      return one;
    case 'few':
      return few;
    case 'zero':
    case 'two':
    case 'many':
    case 'other':
      return many;
    default:
      category satisfies never;
      return many;
  }
}

/** Polish word for "year" after a count: 1 rok, 2–4 and 22–24 lata, otherwise lat. */
export function yearWord(count: number): string {
  return countWord(count, 'rok', 'lata', 'lat');
}

/** Polish word for "month" after a count: 1 miesiąc, 2–4 miesiące, 5 miesięcy. */
export function monthWord(count: number): string {
  return countWord(count, 'miesiąc', 'miesiące', 'miesięcy');
}

/** Polish word for "instalment" after "przez" and a count: 1 ratę, 2–4 raty, 5 rat. */
export function instalmentWordAccusative(count: number): string {
  return countWord(count, 'ratę', 'raty', 'rat');
}

/** Polish word for "change" after a count: 1 zmiana, 2–4 zmiany, 5 zmian. */
export function changeWord(count: number): string {
  return countWord(count, 'zmiana', 'zmiany', 'zmian');
}

/**
 * A number of months as years and months in words, zero parts left out: "9 lat i 10 miesięcy",
 * "1 rok", "10 miesięcy"; 0 reads "0 miesięcy".
 */
export function durationText(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months - years * 12;
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} ${yearWord(years)}`);
  if (rest > 0 || years === 0) parts.push(`${rest} ${monthWord(rest)}`);
  return parts.join(' i ');
}

/** The result card's `Kredyt krótszy o 9 lat i 10 miesięcy`; null when it is not shorter. */
export function shorterLoanText(months: number): string | null {
  return months > 0 ? `Kredyt krótszy o ${durationText(months)}` : null;
}

/** A change of rate in percentage points, signed: "+2,5 pkt proc.", "-1 pkt proc.". */
export function percentagePointsText(points: number): string {
  return `${points > 0 ? '+' : ''}${formatDecimal(points)} pkt proc.`;
}

/** The settings summary's `marża pomostowa 1,5 pkt proc. przez 6 rat`; null without a margin. */
export function bridgeMarginText(costs: Costs | undefined): string | null {
  const margin = costs?.bridgeMarginPercent ?? 0;
  const months = costs?.bridgeMonths ?? 0;
  if (margin <= 0 || months <= 0) return null;
  return `marża pomostowa ${formatDecimal(margin)} pkt proc. przez ${months} ${instalmentWordAccusative(months)}`;
}

/**
 * The settings summary's rate line for a run with rate changes, e.g. `Oprocentowanie zmienne:
 * 7,25% na start, 3 zmiany`; null for a fixed-rate run, which keeps the spec's wording.
 */
export function variableRateText(settings: Settings): string | null {
  const count = settings.rateChanges?.length ?? 0;
  if (count === 0) return null;
  return `Oprocentowanie zmienne: ${formatPercent(settings.annualInterestRatePercent)} na start, ${count} ${changeWord(count)}`;
}

/** The report's note for a path past the data: `od maja 2026 przyjęto ostatnią znaną wartość`. */
export function lastKnownValueText(month: CalendarMonth): string {
  return `od ${calendarMonthGenitive(month)} przyjęto ostatnią znaną wartość`;
}

/**
 * One overpayment row in words for the settings summary, e.g. `500,00 zł co miesiąc od raty nr 1
 * do raty nr 120, skrócenie okresu` or `20 000,00 zł jednorazowo z ratą nr 1, niższa rata`.
 */
export function overpaymentText(overpayment: Overpayment): string {
  const { amount, month, repeat, untilMonth, effect } = overpayment;
  const effectText = OVERPAYMENT_EFFECT_LABELS[effect].toLowerCase();
  if (repeat === 'ONCE') {
    return `${formatMoney(amount)} jednorazowo z ratą nr ${month}, ${effectText}`;
  }
  const until = untilMonth === undefined ? 'do końca' : `do raty nr ${untilMonth}`;
  return `${formatMoney(amount)} ${OVERPAYMENT_REPEAT_LABELS[repeat].toLowerCase()} od raty nr ${month} ${until}, ${effectText}`;
}

/** The instalment type's display name; an unknown value from old data is shown as is. */
export function mortgageTypeLabel(type: string): string {
  return isMortgageType(type) ? MORTGAGE_TYPE_LABELS[type] : type;
}

/**
 * A simulation's label, e.g. "300 000 zł - 7,25% - 25 lat - Stała (annuitetowa)". A run with rate
 * changes adds " - zmienne", then a run with overpayments " - z nadpłatami" (issues 11 and 12);
 * other runs keep the spec's label exactly.
 */
export function simulationLabel(settings: Settings): string {
  const { loanAmount, annualInterestRatePercent, loanTermYears, mortgageType } = settings;
  const parts = [
    `${formatAmount(loanAmount)} zł`,
    formatPercent(annualInterestRatePercent),
    `${loanTermYears} ${yearWord(loanTermYears)}`,
    mortgageTypeLabel(mortgageType),
  ];
  if ((settings.rateChanges?.length ?? 0) > 0) parts.push('zmienne');
  if ((settings.overpayments?.length ?? 0) > 0) parts.push('z nadpłatami');
  return parts.join(' - ');
}
