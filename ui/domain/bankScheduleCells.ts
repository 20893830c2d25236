// The small readers behind the bank's schedule parser (bankSchedule.ts): a line into cells, a
// header into the columns it names, a cell into a number, an amount or a date. Pure text work with
// regular expressions that never backtrack far (each line is capped in limits.ts), so a hostile
// paste costs at most linear time and is only ever read as text.
import { type CivilDate, parseCivilDate } from './civilDate';
import { BANK_SCHEDULE_HEADERS, BANK_SCHEDULE_TOTALS } from './copy/bankCheck';
import { MONEY_MAX } from './limits';
import { toGrosze } from './money';
import type { Grosze } from './types';

/** The columns the check reads, in the order the borrower maps them. */
export const BANK_COLUMNS = [
  'number',
  'date',
  'instalment',
  'principal',
  'interest',
  'balance',
] as const;
/** One column the check reads. */
export type BankColumn = (typeof BANK_COLUMNS)[number];
/** What a header cell names: a column the check reads, one it skips, or nothing it knows. */
export type HeaderKind = BankColumn | 'other' | null;

/** How a schedule's cells are separated: a character, or runs of spaces (a PDF's text). */
export type Separator = '\t' | ';' | ',' | 'spaces';
/** The separators tried on a header, in the order a tie is decided. */
export const SEPARATORS: readonly Separator[] = ['\t', ';', ',', 'spaces'];

/**
 * A text compared as a header: lower case, no diacritics (ł included, which has no decomposition),
 * punctuation as spaces, a trailing unit (`zł`, `PLN`) dropped.
 */
function headerKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\u0142/g, 'l')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/(?:^| )(?:w )?(?:zl|pln)$/, '')
    .trim();
}

/** Every known header by its key. */
const HEADER_BY_KEY: ReadonlyMap<string, Exclude<HeaderKind, null>> = new Map(
  Object.entries(BANK_SCHEDULE_HEADERS).flatMap(([kind, names]) =>
    names.map((name) => [headerKey(name), kind as Exclude<HeaderKind, null>] as const),
  ),
);
/** The most words a known header has (`Kapitał pozostały do spłaty`). */
const HEADER_WORDS_MAX = Math.max(...[...HEADER_BY_KEY.keys()].map((key) => key.split(' ').length));
/** A header cell longer than this is prose, not a column's name. */
const HEADER_CELL_CHARS = 120;

const TOTAL_KEYS: ReadonlySet<string> = new Set(BANK_SCHEDULE_TOTALS.map(headerKey));

/**
 * What a header cell names: `Kapitał (zł)` is principal, `Data spłaty raty` a date. The longest
 * known name the cell starts with (in whole words) decides, so `Kapitał pozostały do spłaty` is
 * the balance, not principal.
 */
export function headerKind(cell: string): HeaderKind {
  if (cell.length > HEADER_CELL_CHARS) return null;
  const words = headerKey(cell).split(' ');
  for (let count = Math.min(words.length, HEADER_WORDS_MAX); count > 0; count -= 1) {
    const kind = HEADER_BY_KEY.get(words.slice(0, count).join(' '));
    if (kind !== undefined) return kind;
  }
  return null;
}

/** True when `cells` start a totals row (`Suma`, `Razem`, `SUMA` in this app's CSV). */
export function isTotalsRow(cells: readonly string[]): boolean {
  const first = cells.find((cell) => cell.trim() !== '');
  if (first === undefined) return false;
  // The word comes first; the amounts after it need no reading.
  const [word = ''] = headerKey(first.trimStart().slice(0, HEADER_CELL_CHARS)).split(' ');
  return TOTAL_KEYS.has(word);
}

/** A delimited line's cells, with RFC 4180 quotes ("1 234,56" keeps its comma), each trimmed. */
function delimitedCells(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const character = line.charAt(index);
    if (quoted) {
      if (character === '"' && line.charAt(index + 1) === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (character === separator) {
      cells.push(cell.trim());
      cell = '';
    } else cell += character;
  }
  cells.push(cell.trim());
  return cells;
}

/**
 * The values of a row of text without separators (copied from a PDF): dates, and amounts whose
 * thousands are grouped by spaces only when they end in decimals, so `1 995,24 1 749,86` is two
 * amounts and `1 15.04.2026` a number and a date. Words (`zł`, `r.`) are dropped.
 */
const VALUE_TOKEN =
  /\d{4}-\d{2}-\d{2}|\d{1,2}[./-]\d{1,2}[./-]\d{4}|[-\u2212]?(?:\d{1,3}(?:[ \u00A0\u202F]\d{3})+[.,]\d{1,2}(?!\d)|\d{1,3}(?:\.\d{3})+,\d{1,2}(?!\d)|\d{1,3}(?:,\d{3})+\.\d{1,2}(?!\d)|\d+(?:[.,]\d+)?)/g;

/** A header of single words longer than this is prose, not a header. */
const PHRASE_WORDS_MAX = 40;

/** A header of single words (a PDF's), grouped into the columns its known names make. */
function headerPhrases(line: string): string[] {
  const words = line.trim().split(/\s+/);
  if (words.length > PHRASE_WORDS_MAX) return words;
  const keys = words.map(headerKey);
  const cells: string[] = [];
  // Unknown words join the column before them (`Data spłaty`, `Saldo po spłacie`).
  let joinable = false;
  for (let index = 0; index < words.length;) {
    let length = Math.min(words.length - index, HEADER_WORDS_MAX);
    while (length > 0 && !HEADER_BY_KEY.has(keys.slice(index, index + length).join(' '))) {
      length -= 1;
    }
    if (length > 0) {
      cells.push(words.slice(index, index + length).join(' '));
      joinable = true;
      index += length;
    } else {
      const word = words[index] ?? '';
      cells.push(joinable ? `${cells.pop() ?? ''} ${word}` : word);
      index += 1;
    }
  }
  return cells;
}

/** A header line's cells under `separator`. */
export function headerCells(line: string, separator: Separator): string[] {
  if (separator !== 'spaces') return delimitedCells(line, separator);
  // Aligned columns (two spaces or more between them) keep multi-word names whole.
  return /\S {2,}\S/.test(line) ? line.trim().split(/ {2,}/) : headerPhrases(line);
}

/** A data line's cells under `separator`: split, or for `spaces` its values in order. */
export function rowCells(line: string, separator: Separator): string[] {
  return separator === 'spaces' ? (line.match(VALUE_TOKEN) ?? []) : delimitedCells(line, separator);
}

/**
 * A number as Poles type and paste it: `2 120,34 zł`, `1.995,24`, `1,995.24`, `300.000`, `7,5`;
 * thousands grouped by spaces (ordinary, NBSP, narrow NBSP), dots or commas; null for anything
 * else (`=SUM(A1)`, `<b>`, `12abc`). A single separator followed by exactly three digits groups
 * thousands: no schedule prints money to a tenth of a grosz.
 * Local to the check until the app's shared number parser (issue 32) replaces it here.
 */
export function parseNumberText(text: string): number | null {
  let body = text
    .trim()
    .replace(/^pln\s*/i, '')
    .replace(/\s*(?:z\u0142|zl|pln)\.?$/i, '')
    .replace(/[\s\u00A0\u202F']/g, '');
  let sign = 1;
  if (/^[-\u2212]/.test(body)) {
    sign = -1;
    body = body.slice(1);
  }
  if (!/^\d[\d.,]*\d$|^\d$/.test(body)) return null;
  const lastDot = body.lastIndexOf('.');
  const lastComma = body.lastIndexOf(',');
  let decimal: string | null = null;
  let grouping: string | null = null;
  if (lastDot >= 0 && lastComma >= 0) {
    decimal = lastDot > lastComma ? '.' : ',';
    grouping = decimal === '.' ? ',' : '.';
  } else if (lastDot >= 0 || lastComma >= 0) {
    const mark = lastDot >= 0 ? '.' : ',';
    const parts = body.split(mark);
    const groups = parts.length > 2 || (parts[1]?.length === 3 && parts[0] !== '0');
    if (groups) grouping = mark;
    else decimal = mark;
  }
  let whole = body;
  let fraction = '';
  if (decimal !== null) {
    const at = body.lastIndexOf(decimal);
    whole = body.slice(0, at);
    fraction = body.slice(at + 1);
    if (fraction.includes(grouping ?? decimal)) return null;
  }
  if (grouping !== null) {
    const groups = whole.split(grouping);
    const [first = '', ...rest] = groups;
    if (first.length < 1 || first.length > 3 || rest.some((group) => group.length !== 3)) {
      return null;
    }
    whole = groups.join('');
  }
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction)) return null;
  return sign * Number(fraction === '' ? whole : `${whole}.${fraction}`);
}

/** An amount cell in whole grosze (half-up past two decimals); null if not a non-negative amount. */
export function parseAmount(cell: string): Grosze | null {
  const value = parseNumberText(cell);
  if (value === null || value < 0 || value > MONEY_MAX) return null;
  return toGrosze(value);
}

/** An instalment number (`12`, `12.`); null otherwise. */
export function parseInstalmentNumber(cell: string): number | null {
  const match = /^(\d{1,4})\.?$/.exec(cell.trim());
  return match === null ? null : Number(match[1]);
}

const ISO_DATE = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})(?!\d)/;
const POLISH_DATE = /^(\d{1,2})[-./](\d{1,2})[-./](\d{4})(?!\d)/;

/**
 * A date cell, `YYYY-MM-DD`: `15.04.2026`, `15-04-2026`, `15/04/2026`, `2026-04-15`, `2026.04.15`,
 * with anything after it (`r.`, a spreadsheet's `00:00:00`); null when it is not a real date.
 */
export function parseDateCell(cell: string): CivilDate | null {
  const text = cell.trim();
  const iso = ISO_DATE.exec(text);
  const polish = iso === null ? POLISH_DATE.exec(text) : null;
  const [year, month, day] =
    iso !== null
      ? [iso[1], iso[2], iso[3]]
      : polish !== null
        ? [polish[3], polish[2], polish[1]]
        : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return parseCivilDate(date) === null ? null : date;
}

/** True when a cell holds a date or an amount with decimals: what a schedule's row is made of. */
export function looksLikeValue(cell: string): boolean {
  return parseDateCell(cell) !== null || /\d[.,]\d{2}(?!\d)/.test(cell);
}
