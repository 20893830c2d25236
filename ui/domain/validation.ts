// One number parser for every field that takes money, a rate or a term (issue 32), and the checks
// of the spec's three fields (point 5) with their messages in the spec's order. The parser reads
// text typed or pasted the way Poles write it, decides which keys a field lets through and what a
// paste leaves in it; the checks (here and in formFields.ts) hold the value to its schema
// descriptor (records.ts, recordFields.ts) with the rules stored data is read with (schema.ts).
//
// Two grammars, by kind:
// - money and whole counts (`money`, `term`, `count`): a comma is the decimal separator; a dot or
//   a space followed by exactly three digits groups thousands (`300.000`, `1.250.000`,
//   `300 000,00`). A dot followed by anything else is read as a decimal point (`12.5`), so the
//   digits after a separator are never appended to the złoty.
// - rates and percentage points (`rate`, `points`): a dot or a comma is always the decimal
//   separator (`7.125` is 7,125 %).
import { FORM_COPY } from './copy/form';
import { VALIDATION_COPY } from './copy/shared';
import { LOAN_AMOUNT_FIELD, LOAN_TERM_FIELD, RATE_FIELD } from './recordFields';
import { hasAllowedPrecision, isAboveMax, isBelowMin } from './schema';

/** The kinds of number field; each reads text by its grammar and drops its own units on paste. */
export type NumberKind = 'money' | 'term' | 'count' | 'rate' | 'points';

/** What a number text reads as: its value, and the decimals typed (trailing zeros aside). */
export interface ReadNumber {
  value: number;
  decimals: number;
}

// Spaces that group thousands: a typed space, and the NBSP and narrow NBSP that Intl prints.
const GROUPING_SPACES = /[ \u00A0\u202F]/g;
// At least one digit (`,5` is 0,5 and `7,` is 7: issue 10); the whole part plain or grouped.
const GROUPED_NUMBER =
  /^(-?)(?=[.,]?\d)(\d+|\d{1,3}(?:[. \u00A0\u202F]\d{3})+)?(?:,(\d*)|\.(?!\d{3}(?!\d))(\d*))?$/;
const DECIMAL_NUMBER = /^(-?)(?=[.,]?\d)(\d+|\d{1,3}(?:[ \u00A0\u202F]\d{3})+)?(?:[.,](\d*))?$/;
// What a field may hold while the borrower is still typing: "", "-", "300.", "300 000,", ",5".
const PARTIAL_GROUPED = /^-?(?:\d[\d. \u00A0\u202F]*)?(?:,\d*)?$/;
const PARTIAL_DECIMAL = /^-?\d*(?:[.,]\d*)?$/;
// Named keys (Backspace, ArrowLeft, Tab, F5, Unidentified...) are ASCII words; characters are not.
const NAMED_KEY = /^[A-Za-z][A-Za-z0-9]+$/;
const TYPABLE_GROUPED = /^[\d.,\- \u00A0\u202F]+$/;
const TYPABLE_DECIMAL = /^[\d.,-]+$/;
// Invisible characters (RTL/LTR marks, zero-width spaces, the BOM, controls) can arrive in a
// field from an IME, an Android keyboard, a paste or autofill, bypassing the key filter.
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}]/gu;
function isGrouped(kind: NumberKind): boolean {
  return kind === 'money' || kind === 'term' || kind === 'count';
}

/** Field values come from the DOM, but a stray non-string must read as empty rather than throw. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Removes grouping spaces (space, NBSP, narrow NBSP): what is left is empty for a blank field. */
export function stripGroupingSpaces(text: string): string {
  return asText(text).replace(GROUPING_SPACES, '');
}

/** Removes invisible characters (format and control characters) that no number contains. */
export function stripInvisible(text: string): string {
  return asText(text).replace(INVISIBLE, '');
}

/**
 * Reads a number text of `kind` (surrounding spaces ignored), or null when it is not one:
 * `1e5`, `0x10`, `12a`, `+5`, `Infinity`, `450000 50` and `1,2,3` are not numbers.
 */
export function readNumber(kind: NumberKind, text: string): ReadNumber | null {
  const match = (isGrouped(kind) ? GROUPED_NUMBER : DECIMAL_NUMBER).exec(asText(text).trim());
  if (match === null) return null;
  const [, sign, whole = '', comma, dot] = match;
  const fraction = (comma ?? dot ?? '').replace(/0+$/, '');
  const value = Number(`${sign}${whole.replace(/\D/g, '') || '0'}.${fraction || '0'}`);
  // -0 would otherwise be a distinct value that `=== 0` hides and Object.is reveals.
  return { value: value === 0 ? 0 : value, decimals: fraction.length };
}

/** The value of a number text of `kind`, or null when it is not one (see `readNumber`). */
export function parseNumber(kind: NumberKind, text: string): number | null {
  return readNumber(kind, text)?.value ?? null;
}

/** True while `text` may still become a number of `kind` as the borrower types on. */
function isPartial(kind: NumberKind, text: string): boolean {
  return isGrouped(kind)
    ? PARTIAL_GROUPED.test(text)
    : PARTIAL_DECIMAL.test(stripGroupingSpaces(text));
}

/**
 * True when `text` may stand as a whole field after a paste (spec point 5, "matches a number"):
 * a number of `kind` whose whole part, in money and whole-count fields, is a safe integer.
 */
export function isPastable(kind: NumberKind, text: string): boolean {
  const read = readNumber(kind, text);
  return read !== null && (!isGrouped(kind) || Number.isSafeInteger(Math.trunc(read.value)));
}

/** Clamps a caret index from the DOM (maybe null, negative, fractional or past the end). */
function clampIndex(index: number | null | undefined, length: number): number {
  if (typeof index !== 'number' || Number.isNaN(index)) return length;
  return Math.min(Math.max(Math.trunc(index), 0), length);
}

/** The text the field would hold after `inserted` replaces the selection. */
export function textAfterInsert(
  value: string,
  inserted: string,
  selectionStart: number | null | undefined,
  selectionEnd: number | null | undefined,
): string {
  const text = asText(value);
  const start = clampIndex(selectionStart, text.length);
  const end = clampIndex(selectionEnd ?? selectionStart, text.length);
  return text.slice(0, Math.min(start, end)) + asText(inserted) + text.slice(Math.max(start, end));
}

/**
 * Decides a keydown (spec point 5, amended by issue 32): named keys such as Backspace, arrows,
 * Tab and Enter pass; a character passes when the field would still read as a number being
 * typed. Digits pass, a minus only at the very start; a rate takes one `,` or `.`; money and
 * whole counts take dots and spaces that group thousands and one decimal comma, so `300.000` and
 * `300 000,00` can be typed. Letters never pass. Ctrl/Meta shortcuts are the caller's business.
 */
export function acceptsKey(
  kind: NumberKind,
  value: string,
  key: string,
  selectionStart: number | null | undefined,
  selectionEnd: number | null | undefined,
): boolean {
  const keyText = asText(key);
  if (NAMED_KEY.test(keyText)) return true;
  if (!(isGrouped(kind) ? TYPABLE_GROUPED : TYPABLE_DECIMAL).test(keyText)) return false;
  return isPartial(
    kind,
    stripInvisible(textAfterInsert(value, keyText, selectionStart, selectionEnd)),
  );
}

/**
 * What a field keeps of a change that arrived by any path but a paste (keys, IME, autofill, drop,
 * typing before the page took over): the text without invisible characters while it is still a
 * number being typed, or a whole number without surrounding spaces; null when the field must keep
 * its value. A paste goes through `pastedText` (numberPaste.ts), which also drops a unit.
 */
export function acceptedInput(kind: NumberKind, text: string): string | null {
  const cleaned = stripInvisible(text);
  if (isPartial(kind, cleaned)) return cleaned;
  const number = cleaned.trim();
  return isPastable(kind, number) ? number : null;
}

/** Field messages, word for word from spec point 5; they live in the copy deck. */
export const MESSAGES = VALIDATION_COPY;

/** A field's verdict: its value, or the message to show (`null` when the field shows none). */
export type FieldCheck = { ok: true; value: number } | { ok: false; message: string | null };

/**
 * Checks the text of a whole-number field: required, a number, an integer. Integrality is read
 * from the digits typed, not the parsed double, because `99999999999999999999,5` parses to a
 * whole 1e20; zero grosze (`450 000,00`) are whole (issue 32).
 */
function checkInteger(kind: NumberKind, text: string): FieldCheck | number {
  if (stripGroupingSpaces(text).trim() === '') return { ok: false, message: MESSAGES.required };
  const read = readNumber(kind, text);
  if (read === null) return { ok: false, message: MESSAGES.notANumber };
  if (read.decimals > 0) return { ok: false, message: MESSAGES.notAnInteger };
  return read.value;
}

// The settings schema's own descriptors (records.ts builds SettingsSchema from them).
const loanAmount = LOAN_AMOUNT_FIELD;
const annualInterestRatePercent = RATE_FIELD;
const loanTermYears = LOAN_TERM_FIELD;

/** Checks the loan amount text (spec point 5, in the spec's order). */
export function checkLoanAmount(text: string): FieldCheck {
  const value = checkInteger('money', text);
  if (typeof value !== 'number') return value;
  if (value < 0) return { ok: false, message: MESSAGES.amountNegative };
  if (!Number.isSafeInteger(value)) return { ok: false, message: MESSAGES.amountNotSafe };
  if (isBelowMin(loanAmount, value)) return { ok: false, message: MESSAGES.amountTooLow };
  if (isAboveMax(loanAmount, value)) return { ok: false, message: MESSAGES.amountTooHigh };
  return { ok: true, value };
}

/**
 * Checks the annual rate text; a blank or non-numeric rate is invalid without a message. Past
 * the spec's range, the rate may carry at most the schema's decimals, as typed and as the
 * engine reads the value (issue 38: the form and the engine share one rule).
 */
export function checkInterestRate(text: string): FieldCheck {
  const read = readNumber('rate', text);
  if (read === null) return { ok: false, message: null };
  const { value } = read;
  if (isBelowMin(annualInterestRatePercent, value)) {
    return { ok: false, message: MESSAGES.rateTooLow };
  }
  if (isAboveMax(annualInterestRatePercent, value)) {
    return { ok: false, message: MESSAGES.rateTooHigh };
  }
  if (
    read.decimals > annualInterestRatePercent.decimals ||
    !hasAllowedPrecision(annualInterestRatePercent, value)
  ) {
    return { ok: false, message: FORM_COPY.rateDecimals };
  }
  return { ok: true, value };
}

/** Checks the loan term text in whole years. */
export function checkLoanTerm(text: string): FieldCheck {
  const value = checkInteger('term', text);
  if (typeof value !== 'number') return value;
  if (isBelowMin(loanTermYears, value)) return { ok: false, message: MESSAGES.termTooLow };
  if (isAboveMax(loanTermYears, value)) return { ok: false, message: MESSAGES.termTooHigh };
  return { ok: true, value };
}

/** True when all three field texts (amount, rate, term) pass their checks: the start button's rule. */
export function isFormValid(amountText: string, rateText: string, termText: string): boolean {
  return (
    checkLoanAmount(amountText).ok && checkInterestRate(rateText).ok && checkLoanTerm(termText).ok
  );
}
