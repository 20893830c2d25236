// The schedule as a CSV file that Polish Excel and LibreOffice open correctly: UTF-8 with a BOM,
// `;` between fields, a decimal comma, no thousands separators, RFC 4180 quoting, CRLF.
import {
  columnKind,
  type ScheduleColumnKey,
  type ScheduleRow,
  type ScheduleTotals,
} from './schedule';

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';
const POLISH_LETTERS: Readonly<Record<string, string>> = {
  ą: 'a',
  ć: 'c',
  ę: 'e',
  ł: 'l',
  ń: 'n',
  ó: 'o',
  ś: 's',
  ź: 'z',
  ż: 'z',
};

/** Quotes a field when it holds the separator, a quote or a line break (RFC 4180). */
function field(text: string): string {
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A text the borrower typed, as a field no spreadsheet runs as a formula: Excel, LibreOffice and
 * Google Sheets read a cell starting with `=`, `+`, `-`, `@` (or a tab or carriage return before
 * one) as a formula, so such a text starts with an apostrophe, which they show as text (OWASP's
 * advice on CSV injection).
 */
export function textField(text: string): string {
  return field(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
}

/** A number with a decimal comma and no grouping: 2168.42 → "2168,42"; never "-0". */
function decimal(value: number, fractionDigits: number | null): string {
  const text = fractionDigits === null ? String(value) : value.toFixed(fractionDigits);
  return (/^-0(\.0*)?$/.test(text) ? text.slice(1) : text).replace('.', ',');
}

function cell(key: ScheduleColumnKey, value: number | string | undefined | null): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return field(value);
  switch (columnKind(key)) {
    case 'money':
      return decimal(value, 2);
    case 'rate':
      // Rates keep every decimal the borrower typed, with a comma and no "%".
      return decimal(value, null);
    case 'count':
      return String(value);
    case 'text':
      return field(String(value));
  }
}

/**
 * The schedule as CSV text: a header row with every column the report shows, one row per
 * instalment, and the SUMA row. `headers` gives each column's Polish name. A run with a name
 * (issue 32) gets a first line naming it, `Nazwa;Oferta banku A`, the name made formula-safe; a
 * run with a variable rate's recipe (issue 33) gets the report's line for it, `Oprocentowanie
 * zmienne: WIBOR 3M + marża 2 pkt proc., na start 5,85%`, before the header row.
 */
export function scheduleCsv(
  columns: readonly ScheduleColumnKey[],
  headers: Readonly<Record<ScheduleColumnKey, string>>,
  rows: readonly ScheduleRow[],
  totals: ScheduleTotals,
  sumLabel: string,
  named?: readonly [label: string, name: string],
  recipe?: string,
): string {
  const lines = named === undefined ? [] : [`${field(named[0])}${SEPARATOR}${textField(named[1])}`];
  if (recipe !== undefined) lines.push(textField(recipe));
  lines.push(columns.map((key) => field(headers[key])).join(SEPARATOR));
  for (const row of rows) {
    lines.push(columns.map((key) => cell(key, row[key])).join(SEPARATOR));
  }
  lines.push(
    columns
      .map((key, index) => (index === 0 ? field(sumLabel) : cell(key, totals[key])))
      .join(SEPARATOR),
  );
  return BOM + lines.join(LINE_END) + LINE_END;
}

/**
 * The file name for a run's schedule: `harmonogram-`, the run's name if it has one, and the label,
 * with grouping spaces removed, Polish letters transliterated, lower-cased, every other run of
 * characters turned into `-`. "300 000 zł - 7,25% - 25 lat - Stała (annuitetowa)" gives
 * `harmonogram-300000-zl-7-25-25-lat-stala-annuitetowa.csv`.
 */
export function scheduleFileName(label: string, name?: string): string {
  const slug = (name === undefined ? label : `${name} ${label}`)
    // Grouping spaces sit between digits: "300 000" (NBSP or narrow NBSP from Intl).
    .replace(/(?<=\d)[\s\u00A0\u202F](?=\d{3}(?!\d))/g, '')
    .toLowerCase()
    .replace(/[ąćęłńóśźż]/g, (letter) => POLISH_LETTERS[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `harmonogram-${slug}.csv`;
}
