// The spec's three fields (point 5): their messages in the spec's order. The ranges are the
// schema's (records.ts), checked with the same rules as stored data (schema.ts).
import { VALIDATION_COPY } from './copy/shared';
import { SettingsSchema } from './records';
import { isAboveMax, isBelowMin } from './schema';

/** Field messages, word for word from spec point 5; they live in the copy deck. */
export const MESSAGES = VALIDATION_COPY;

/** A field's verdict: its value, or the message to show (`null` when the field shows none). */
export type FieldCheck = { ok: true; value: number } | { ok: false; message: string | null };

/** The two kinds of filtered field: whole numbers (amount, term) and decimals (rate). */
export type NumberFieldKind = 'integer' | 'decimal';

// Polish Intl output groups with NBSP; text pasted from other locales' formatting may bring the
// narrow NBSP. Both, like a typed space, are read as grouping.
const GROUPING_SPACES = /[ \u00A0\u202F]/g;
// ",5" reads as 0,5 and "7," as 7 (issue 10): a borrower means them, and refusing them left the
// start button disabled with no message, as the rate field shows none for text it cannot read.
const NUMBER = /^-?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;
// A whole number may still be written with a zero decimal part, as in `30 000,00`.
const WHOLE = /^-?\d+(?:[.,]0+)?$/;
// What a field may hold while the borrower is still typing: "", "-", "12,", ",5".
const PARTIAL_DECIMAL = /^-?\d*(?:[.,]\d*)?$/;
const PARTIAL_INTEGER = /^-?\d*$/;
// Named keys (Backspace, ArrowLeft, Tab, F5, Unidentified...) are ASCII words; characters are not.
const NAMED_KEY = /^[A-Za-z][A-Za-z0-9]+$/;
// Grouping spaces are ignored when read but not typed: the display adds them itself.
const TYPABLE = /^[\d.,-]+$/;

// Invisible characters (RTL/LTR marks, zero-width spaces, the BOM, controls) can arrive in a
// field from an IME, an Android keyboard, a paste or autofill, bypassing the key filter.
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}]/gu;

/** Field values come from the DOM, but a stray non-string must read as empty rather than throw. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Removes grouping spaces (space, NBSP, narrow NBSP) that Polish formatting puts in numbers. */
export function stripGroupingSpaces(text: string): string {
  return asText(text).replace(GROUPING_SPACES, '');
}

/**
 * Reads a number typed in Polish or English style: optional leading minus, digits, and one
 * optional decimal part after `,` or `.`; grouping spaces are ignored. Returns `null` for
 * anything else, so `1e5`, `0x10`, `12a` and `Infinity` are not numbers; `,5` is 0,5 and `7,` is 7.
 */
export function parseNumber(text: string): number | null {
  const compact = stripGroupingSpaces(text);
  if (!NUMBER.test(compact)) return null;
  const value = Number(compact.replace(',', '.').replace(/\.$/, ''));
  // -0 would otherwise be a distinct value that `=== 0` hides and Object.is reveals.
  return value === 0 ? 0 : value;
}

/**
 * Checks the text of a whole-number field: required, a number, an integer. Integrality is read
 * from the digits, not the parsed double, because `99999999999999999999,5` parses to a whole 1e20.
 */
function checkInteger(text: string): FieldCheck | number {
  const compact = stripGroupingSpaces(text);
  if (compact === '') return { ok: false, message: MESSAGES.required };
  const value = parseNumber(compact);
  if (value === null) return { ok: false, message: MESSAGES.notANumber };
  if (!WHOLE.test(compact)) return { ok: false, message: MESSAGES.notAnInteger };
  return value;
}

const { loanAmount, annualInterestRatePercent, loanTermYears } = SettingsSchema.fields;

/** Checks the loan amount text (spec point 5, in the spec's order). */
export function checkLoanAmount(text: string): FieldCheck {
  const value = checkInteger(text);
  if (typeof value !== 'number') return value;
  if (value < 0) return { ok: false, message: MESSAGES.amountNegative };
  if (!Number.isSafeInteger(value)) return { ok: false, message: MESSAGES.amountNotSafe };
  if (isBelowMin(loanAmount, value)) return { ok: false, message: MESSAGES.amountTooLow };
  if (isAboveMax(loanAmount, value)) return { ok: false, message: MESSAGES.amountTooHigh };
  return { ok: true, value };
}

/** Checks the annual rate text; a blank or non-numeric rate is invalid without a message. */
export function checkInterestRate(text: string): FieldCheck {
  const value = parseNumber(text);
  if (value === null) return { ok: false, message: null };
  if (isBelowMin(annualInterestRatePercent, value)) {
    return { ok: false, message: MESSAGES.rateTooLow };
  }
  if (isAboveMax(annualInterestRatePercent, value)) {
    return { ok: false, message: MESSAGES.rateTooHigh };
  }
  return { ok: true, value };
}

/** Checks the loan term text in whole years. */
export function checkLoanTerm(text: string): FieldCheck {
  const value = checkInteger(text);
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

/** Clamps a caret index from the DOM (maybe null, negative, fractional or past the end). */
function clampIndex(index: number | null | undefined, length: number): number {
  if (typeof index !== 'number' || Number.isNaN(index)) return length;
  return Math.min(Math.max(Math.trunc(index), 0), length);
}

/** The text the field would hold after `inserted` replaces the selection. */
function textAfterInsert(
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

/** Removes invisible characters (format and control characters) that no number contains. */
function stripInvisible(text: string): string {
  return asText(text).replace(INVISIBLE, '');
}

/**
 * What a field keeps of a change that arrived by any path (keys, IME, paste, autofill, drop):
 * the text without invisible characters when it is still a number being typed, or a number the
 * paste rule accepts; null when the change must be refused and the field keep its value.
 */
export function acceptedInput(kind: NumberFieldKind, text: string): string | null {
  const cleaned = stripInvisible(text);
  const partial = kind === 'integer' ? PARTIAL_INTEGER : PARTIAL_DECIMAL;
  return partial.test(stripGroupingSpaces(cleaned)) || acceptsPaste(kind, cleaned) ? cleaned : null;
}

/**
 * Decides a keydown (spec point 5): named keys such as Backspace, arrows, Tab and Enter pass;
 * a character passes when the field would still read as a number being typed. So digits pass,
 * a minus only at the very start when there is none outside the selection, and — in a decimal
 * field — one `,` or `.` when the text outside the selection has none. Ctrl/Meta shortcuts are
 * the caller's business. Out-of-range, reversed or null selection indexes are clamped.
 */
export function acceptsKey(
  kind: NumberFieldKind,
  value: string,
  key: string,
  selectionStart: number | null | undefined,
  selectionEnd: number | null | undefined,
): boolean {
  const keyText = asText(key);
  if (NAMED_KEY.test(keyText)) return true;
  if (!TYPABLE.test(keyText)) return false;
  const next = stripInvisible(
    stripGroupingSpaces(textAfterInsert(value, keyText, selectionStart, selectionEnd)),
  );
  return (kind === 'integer' ? PARTIAL_INTEGER : PARTIAL_DECIMAL).test(next);
}

/**
 * True when `text` may stand as the whole field after a paste: a number (grouping spaces
 * ignored) and, for an integer field, a safe integer; `300 000,00` from a bank statement counts,
 * as the amount check reads it as whole too.
 */
export function acceptsPaste(kind: NumberFieldKind, text: string): boolean {
  const compact = stripGroupingSpaces(text);
  switch (kind) {
    case 'decimal':
      return NUMBER.test(compact);
    case 'integer':
      return WHOLE.test(compact) && Number.isSafeInteger(Number(compact.replace(',', '.')));
    default:
      kind satisfies never;
      return false;
  }
}

/** Decides a paste into a field: the text it would leave, with the selection replaced, must pass `acceptsPaste`. */
export function acceptsPasteAt(
  kind: NumberFieldKind,
  value: string,
  pasted: string,
  selectionStart: number | null | undefined,
  selectionEnd: number | null | undefined,
): boolean {
  return acceptsPaste(kind, textAfterInsert(value, pasted, selectionStart, selectionEnd));
}
