import { CURRENCY, LOCALE, TIME_ZONE } from './locale';
import { onFirstUse } from './onFirstUse';

// Every number format below uses signDisplay 'negative': a value that rounds to zero (-0.004,
// a stored -0, a CPI of 99.96 − 100) is never printed as "-0".

/** A number format of LOCALE with `options`, made the first time it is used (onFirstUse). */
export function polishNumberFormat(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  return onFirstUse(() => new Intl.NumberFormat(LOCALE, options));
}

// 'always' because Polish data leaves four-digit numbers ungrouped ("2120,34"), which reads
// badly in a column next to "12 120,34". Intl's NBSPs are kept so figures never break a line.
const money = polishNumberFormat({
  signDisplay: 'negative',
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});
const amount = polishNumberFormat({
  signDisplay: 'negative',
  maximumFractionDigits: 2,
  useGrouping: 'always',
});
// Twenty digits let ICU print the shortest decimal that round-trips, i.e. what was typed.
const percent = polishNumberFormat({
  signDisplay: 'negative',
  maximumFractionDigits: 20,
  useGrouping: false,
});
const dateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZone: TIME_ZONE,
    }),
);

/** Formats złoty as Polish currency with two decimals, e.g. "2 120,34 zł" (NBSPs inside). */
export function formatMoney(zloty: number): string {
  return money().format(zloty);
}

/** Formats an amount with Polish grouping and no currency, e.g. "300 000" (NBSP inside). */
export function formatAmount(value: number): string {
  return amount().format(value);
}

// For the rate field: Polish grouping and comma, every decimal the borrower typed.
const decimal = polishNumberFormat({
  signDisplay: 'negative',
  maximumFractionDigits: 20,
  useGrouping: 'always',
});

/** Formats a typed decimal for display in its field, keeping every decimal: "7,125", "1 234,5". */
export function formatDecimal(value: number): string {
  return decimal().format(value);
}

/** Formats a percentage with a decimal comma and as many decimals as given, plus "%": "7,25%". */
export function formatPercent(value: number): string {
  return `${percent().format(value)}%`;
}

/** Formats epoch milliseconds as a Polish date and time with seconds in Warsaw time; "" if invalid. */
export function formatDateTime(epochMilliseconds: number): string {
  // Intl throws a RangeError on an invalid date; one corrupt record must not break a table.
  if (!Number.isFinite(epochMilliseconds)) return '';
  const date = new Date(epochMilliseconds);
  return Number.isNaN(date.getTime()) ? '' : dateTime().format(date);
}
