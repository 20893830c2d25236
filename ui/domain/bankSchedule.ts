// The bank's schedule, read from what a borrower pastes (text copied from a PDF or a spreadsheet)
// or a CSV file's text (issue 37). The columns are found by their Polish headers in any order,
// with `;`, `,`, a tab or spaces between them; title lines above the header, page breaks with a
// repeated header, and a totals row below are skipped. When the columns cannot be told, the
// result asks the borrower to map them (the header and sample rows it saw) rather than guessing.
// Only data comes out: numbers, dates and the text of cells, never anything run or shown as HTML.
// A paste over the limits (limits.ts) is refused before it is read, so no paste can freeze a page.
import {
  BANK_COLUMNS,
  type BankColumn,
  headerCells,
  headerKind,
  isTotalsRow,
  looksLikeValue,
  parseAmount,
  parseDateCell,
  parseInstalmentNumber,
  rowCells,
  SEPARATORS,
  type Separator,
} from './bankScheduleCells';
import type { CivilDate } from './civilDate';
import { BANK_CHECK_COPY } from './copy/bankCheck';
import {
  BANK_SCHEDULE_CHARS_MAX,
  BANK_SCHEDULE_LINE_CHARS_MAX,
  BANK_SCHEDULE_LINES_MAX,
  MONTHS_MAX,
} from './limits';
import type { Grosze } from './types';

export { BANK_COLUMNS, type BankColumn, type Separator } from './bankScheduleCells';

/** Where each column the check reads sits: its index among a row's cells. */
export type ColumnMap = Partial<Record<BankColumn, number>>;

/** How a pasted schedule is laid out: found by the parser, or chosen by the borrower. */
export interface BankScheduleLayout {
  separator: Separator;
  /** The header's line (0-based), or null when the rows start at the top. */
  headerLine: number | null;
  columns: ColumnMap;
}

/** One instalment as the bank's schedule gives it; null where its column is missing or empty. */
export interface BankScheduleRow {
  /** The row's line in the pasted text, 1-based, to point at it. */
  line: number;
  number: number | null;
  date: CivilDate | null;
  instalment: Grosze | null;
  principal: Grosze | null;
  interest: Grosze;
  balance: Grosze | null;
}

/** Why a paste was refused. */
export type BankScheduleRefusal =
  'empty' | 'too-long' | 'too-many-lines' | 'line-too-long' | 'too-many-rows' | 'no-rows';

/** What `readBankSchedule` made of a paste. */
export type BankScheduleResult =
  | {
      status: 'read';
      layout: BankScheduleLayout;
      rows: BankScheduleRow[];
      /** Columns the check reads that the schedule lacks (the date, say). */
      missing: BankColumn[];
      /** Lines that looked like instalments but could not be read, 1-based. */
      skippedLines: number[];
      /** What the borrower should know about the reading, in Polish. */
      notices: string[];
    }
  | {
      status: 'needs-mapping';
      message: string;
      /** The parser's best guess, for the borrower to correct. */
      layout: BankScheduleLayout;
      /** The header's cells, empty when none was found. */
      header: string[];
      missing: BankColumn[];
      /** The first rows' cells, as the columns to map. */
      sample: string[][];
    }
  | { status: 'refused'; reason: BankScheduleRefusal; message: string };

/** The lines searched for a header: titles above a schedule take a few dozen at most. */
const HEADER_SEARCH_LINES = 100;
/** A header line's length at most: ten long column names take about 300 characters. */
const HEADER_LINE_CHARS = 400;
/** Header candidates tried, best first, before the parser asks the borrower. */
const HEADER_TRIES = 5;
/** Sample rows a mapping request shows. */
const SAMPLE_ROWS = 5;
/** A sample cell's length at most, in characters: enough for any amount or date. */
const SAMPLE_CELL_CHARS = 40;
const MESSAGES = BANK_CHECK_COPY.messages;

/** The columns a check cannot do without: interest, and principal or the instalment. */
function missingRequired(columns: ColumnMap): BankColumn[] {
  const missing: BankColumn[] = [];
  if (columns.interest === undefined) missing.push('interest');
  if (columns.principal === undefined && columns.instalment === undefined) {
    missing.push('principal');
  }
  return missing;
}

/** The columns a header names: the first cell of each kind. */
function columnsOf(cells: readonly string[]): ColumnMap {
  const columns: ColumnMap = {};
  cells.forEach((cell, index) => {
    const kind = headerKind(cell);
    if (kind !== null && kind !== 'other' && columns[kind] === undefined) columns[kind] = index;
  });
  return columns;
}

/** The best header reading of `line`, or null when it names fewer than two columns. */
function headerOf(line: string): { separator: Separator; columns: ColumnMap } | null {
  // A header is short and holds no amounts: rows and prose never reach the search.
  if (line.length > HEADER_LINE_CHARS || /\d[.,]\d{2}(?!\d)/.test(line)) return null;
  let best: { separator: Separator; columns: ColumnMap; score: number } | null = null;
  for (const separator of SEPARATORS) {
    const columns = columnsOf(headerCells(line, separator));
    const score = Object.keys(columns).length;
    if (score >= 2 && (best === null || score > best.score)) best = { separator, columns, score };
  }
  return best === null ? null : { separator: best.separator, columns: best.columns };
}

/** An amount cell: null when empty, undefined when it holds something that is not an amount. */
function optionalAmount(cell: string | undefined): Grosze | null | undefined {
  if (cell === undefined || cell.trim() === '') return null;
  return parseAmount(cell) ?? undefined;
}

/** One row read through `columns`, or null when it is not an instalment. */
function readRow(
  cells: readonly string[],
  columns: ColumnMap,
  line: number,
): BankScheduleRow | null {
  const cell = (column: BankColumn) => {
    const index = columns[column];
    return index === undefined ? undefined : cells[index];
  };
  const interest = parseAmount(cell('interest') ?? '');
  const principal = optionalAmount(cell('principal'));
  const instalment = optionalAmount(cell('instalment'));
  const balance = optionalAmount(cell('balance'));
  if (interest === null || principal === undefined || instalment === undefined) return null;
  if (balance === undefined || (principal === null && instalment === null)) return null;
  // A row is known by its date, or by its number where the schedule has no dates.
  let date: CivilDate | null = null;
  if (columns.date !== undefined) {
    date = parseDateCell(cell('date') ?? '');
    if (date === null) return null;
  }
  let number: number | null = null;
  if (columns.number !== undefined) {
    number = parseInstalmentNumber(cell('number') ?? '');
    if (number === null && columns.date === undefined) return null;
  }
  return { line, number, date, instalment, principal, interest, balance };
}

type Rows = { rows: BankScheduleRow[]; skippedLines: number[] } | 'too-many-rows';

/**
 * The rows below the header (or from the top), skipping what is not an instalment. Under a header
 * the parser found in text without separators, a row must have a value for every column, or its
 * values could land in the wrong ones; the borrower's own mapping is taken as given.
 */
function readRows(lines: readonly string[], layout: BankScheduleLayout, found: boolean): Rows {
  const { separator, headerLine, columns } = layout;
  const width =
    found && separator === 'spaces' && headerLine !== null
      ? headerCells(lines[headerLine] ?? '', separator).length
      : null;
  const rows: BankScheduleRow[] = [];
  const skippedLines: number[] = [];
  for (let index = headerLine === null ? 0 : headerLine + 1; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    // A row starts with its number or date; only other lines can be totals or a header again.
    const startsWithDigit = /^[\s;,"']*\d/.test(line);
    if (
      line.trim() === '' ||
      (!startsWithDigit && (isTotalsRow([line]) || headerOf(line) !== null))
    ) {
      continue;
    }
    const cells = rowCells(line, separator);
    const row =
      width === null || cells.length === width ? readRow(cells, columns, index + 1) : null;
    if (row !== null) {
      rows.push(row);
      if (rows.length > MONTHS_MAX) return 'too-many-rows';
    } else if (cells.filter(looksLikeValue).length >= 2) {
      skippedLines.push(index + 1);
    }
  }
  return { rows, skippedLines };
}

/** The first rows that look like instalments, cut for display, from line `from` on. */
function sampleOf(lines: readonly string[], separator: Separator, from: number): string[][] {
  const sample: string[][] = [];
  for (let index = from; index < lines.length && sample.length < SAMPLE_ROWS; index += 1) {
    const cells = rowCells(lines[index] ?? '', separator);
    if (cells.filter(looksLikeValue).length >= 2) {
      sample.push(cells.map((cell) => cell.slice(0, SAMPLE_CELL_CHARS)));
    }
  }
  return sample;
}

function refused(reason: BankScheduleRefusal, message: string): BankScheduleResult {
  return { status: 'refused', reason, message };
}

function needsMapping(
  lines: readonly string[],
  layout: BankScheduleLayout,
  message: string,
): BankScheduleResult {
  const header =
    layout.headerLine === null
      ? []
      : headerCells(lines[layout.headerLine] ?? '', layout.separator).map((cell) =>
          cell.slice(0, SAMPLE_CELL_CHARS),
        );
  const from = layout.headerLine === null ? 0 : layout.headerLine + 1;
  return {
    status: 'needs-mapping',
    message,
    layout,
    header,
    missing: BANK_COLUMNS.filter((column) => layout.columns[column] === undefined),
    sample: sampleOf(lines, layout.separator, from),
  };
}

/** The rows of `layout` (`found` by the parser, or the borrower's), or why they cannot be had. */
function readWith(
  lines: readonly string[],
  layout: BankScheduleLayout,
  found: boolean,
): BankScheduleResult {
  const required = missingRequired(layout.columns);
  if (required.length > 0) {
    const names = required.map((column) => BANK_CHECK_COPY.columns[column]);
    return needsMapping(lines, layout, MESSAGES.missingColumns(names));
  }
  const read = readRows(lines, layout, found);
  if (read === 'too-many-rows') return refused('too-many-rows', MESSAGES.tooManyRows);
  if (read.rows.length === 0) return needsMapping(lines, layout, MESSAGES.noRowsRead);
  const missing = BANK_COLUMNS.filter((column) => layout.columns[column] === undefined);
  const notices: string[] = [];
  if (missing.includes('date')) notices.push(MESSAGES.noDates);
  if (read.skippedLines.length > 0) notices.push(MESSAGES.skippedLines(read.skippedLines));
  return {
    status: 'read',
    layout,
    rows: read.rows,
    missing,
    skippedLines: read.skippedLines,
    notices,
  };
}

/** The lines of `text`, or why it is refused before any of it is read. */
function linesOf(text: string): string[] | BankScheduleResult {
  if (text.length > BANK_SCHEDULE_CHARS_MAX) return refused('too-long', MESSAGES.tooLong);
  let count = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) {
    count += 1;
    if (count > BANK_SCHEDULE_LINES_MAX) return refused('too-many-lines', MESSAGES.tooManyLines);
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (lines.length > BANK_SCHEDULE_LINES_MAX)
    return refused('too-many-lines', MESSAGES.tooManyLines);
  if (lines.every((line) => line.trim() === '')) return refused('empty', MESSAGES.empty);
  const long = lines.findIndex((line) => line.length > BANK_SCHEDULE_LINE_CHARS_MAX);
  if (long !== -1) return refused('line-too-long', MESSAGES.lineTooLong(long + 1));
  return lines;
}

/** The separator most rows of a header-less paste split into three values or more by. */
function guessSeparator(lines: readonly string[]): Separator | null {
  let best: { separator: Separator; count: number } | null = null;
  for (const separator of SEPARATORS) {
    const count = lines.filter(
      (line) => rowCells(line, separator).filter(looksLikeValue).length >= 3,
    ).length;
    if (count > 0 && (best === null || count > best.count)) best = { separator, count };
  }
  return best?.separator ?? null;
}

/**
 * Reads a pasted schedule. Without `layout` the parser finds the header itself; with one (the
 * borrower's mapping, after a `needs-mapping` result) it reads the rows as told.
 */
export function readBankSchedule(text: string, layout?: BankScheduleLayout): BankScheduleResult {
  const lines = linesOf(text);
  if (!Array.isArray(lines)) return lines;
  if (layout !== undefined) return readWith(lines, layout, false);

  const candidates: BankScheduleLayout[] = [];
  for (let index = 0; index < Math.min(lines.length, HEADER_SEARCH_LINES); index += 1) {
    const header = headerOf(lines[index] ?? '');
    if (header !== null) candidates.push({ ...header, headerLine: index });
  }
  // The header naming the most columns first; among equals, the topmost.
  const ranked = candidates
    .map((candidate) => ({ candidate, score: Object.keys(candidate.columns).length }))
    .sort((left, right) => right.score - left.score)
    .slice(0, HEADER_TRIES)
    .map(({ candidate }) => candidate);
  let first: BankScheduleResult | null = null;
  for (const candidate of ranked) {
    const result = readWith(lines, candidate, true);
    if (result.status !== 'needs-mapping') return result;
    first ??= result;
  }
  if (first !== null) return first;

  const separator = guessSeparator(lines);
  if (separator === null) return refused('no-rows', MESSAGES.noRows);
  return needsMapping(lines, { separator, headerLine: null, columns: {} }, MESSAGES.noHeader);
}
