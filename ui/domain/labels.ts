import { calendarMonthGenitive } from './calendar';
import type { CalendarMonth } from './calendar';
import { LABEL_COPY, MORTGAGE_TYPE_COPY, pluralForm, YEAR_WORDS } from './copy/shared';
import { formatDecimal, formatPercent } from './format';
import { isMortgageType } from './types';
import type { Costs, MortgageType, RateIndex, Settings } from './types';

/** The instalment type names the borrower sees (spec point 3). */
export const MORTGAGE_TYPE_LABELS: Readonly<Record<MortgageType, string>> = MORTGAGE_TYPE_COPY;

/** The interbank indices as the `Wskaźnik` choice names them (issue 12). */
export const RATE_INDEX_LABELS: Readonly<Record<RateIndex, string>> = LABEL_COPY.rateIndices;

/** Polish word for "year" after a count: 1 rok, 2–4 and 22–24 lata, otherwise lat. */
export function yearWord(count: number): string {
  return pluralForm(count, YEAR_WORDS);
}

/** Polish word for "month" after a count: 1 miesiąc, 2–4 miesiące, 5 miesięcy. */
export function monthWord(count: number): string {
  return pluralForm(count, LABEL_COPY.monthWords);
}

/** Polish word for "instalment" after "przez" and a count: 1 ratę, 2–4 raty, 5 rat. */
export function instalmentWordAccusative(count: number): string {
  return pluralForm(count, LABEL_COPY.instalmentWordsAccusative);
}

/** Polish word for "change" after a count: 1 zmiana, 2–4 zmiany, 5 zmian. */
export function changeWord(count: number): string {
  return pluralForm(count, LABEL_COPY.changeWords);
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
  return parts.join(LABEL_COPY.and);
}

/** The result card's `Kredyt krótszy o 9 lat i 10 miesięcy`; null when it is not shorter. */
export function shorterLoanText(months: number): string | null {
  return months > 0 ? LABEL_COPY.shorterLoan(durationText(months)) : null;
}

/** A change of rate in percentage points, signed: "+2,5 pkt proc.", "-1 pkt proc.". */
export function percentagePointsText(points: number): string {
  return LABEL_COPY.percentagePoints(`${points > 0 ? '+' : ''}${formatDecimal(points)}`);
}

/** The settings summary's `marża pomostowa 1,5 pkt proc. przez 6 rat`; null without a margin. */
export function bridgeMarginText(costs: Costs | undefined): string | null {
  const margin = costs?.bridgeMarginPercent ?? 0;
  const months = costs?.bridgeMonths ?? 0;
  if (margin <= 0 || months <= 0) return null;
  return LABEL_COPY.bridgeMargin(
    formatDecimal(margin),
    `${months} ${instalmentWordAccusative(months)}`,
  );
}

/**
 * The settings summary's rate line for a run with rate changes, e.g. `Oprocentowanie zmienne:
 * 7,25% na start, 3 zmiany`; null for a fixed-rate run, which keeps the spec's wording.
 */
export function variableRateText(settings: Settings): string | null {
  const count = settings.rateChanges?.length ?? 0;
  if (count === 0) return null;
  return LABEL_COPY.variableRate(
    formatPercent(settings.annualInterestRatePercent),
    `${count} ${changeWord(count)}`,
  );
}

/** The report's note for a path past the data: `od maja 2026 przyjęto ostatnią znaną wartość`. */
export function lastKnownValueText(month: CalendarMonth): string {
  return LABEL_COPY.lastKnownValue(calendarMonthGenitive(month));
}

/** The instalment type's display name; an unknown value from old data is shown as is. */
export function mortgageTypeLabel(type: string): string {
  return isMortgageType(type) ? MORTGAGE_TYPE_LABELS[type] : type;
}
