// What a paste leaves in a number field (issue 32), loaded with the first paste: before the
// spec's "matches a number" test, surrounding spaces and one unit the field's label names are
// dropped (`350 000 zł`, `350 000,00 zł` as the app writes it, `7,5%`, `25 lat`); grouping spaces
// are read by the parser (validation.ts).
import { FORM_NOTES_COPY } from './copy/formNotes';
import { isPastable, stripInvisible, textAfterInsert, type NumberKind } from './validation';

/** Beside a field whose paste, without its unit, still is not a number. */
export const PASTE_REFUSED = FORM_NOTES_COPY.pasteRefused;

/** The one unit a paste may end with, by kind: what the field's label names. */
const UNITS: Readonly<Record<NumberKind, RegExp | null>> = {
  money: /\s*(?:zł|pln)$/i,
  term: /\s*(?:lat|lata|rok)$/i,
  count: null,
  rate: /\s*%$/,
  points: /\s*pkt proc\.?$/i,
};

/** A pasted text without invisible characters, surrounding spaces and one unit. */
function withoutUnit(kind: NumberKind, text: string): string {
  const trimmed = stripInvisible(text).trim();
  const unit = UNITS[kind];
  return unit === null ? trimmed : trimmed.replace(unit, '');
}

/**
 * What a field holds after `pasted` replaces its selection, or null when the paste is refused:
 * the pasted text without its unit, then the whole field must read as a number of `kind`.
 */
export function pastedText(
  kind: NumberKind,
  value: string,
  pasted: string,
  selectionStart: number | null | undefined,
  selectionEnd: number | null | undefined,
): string | null {
  const next = textAfterInsert(
    value,
    withoutUnit(kind, pasted),
    selectionStart,
    selectionEnd,
  ).trim();
  return isPastable(kind, next) ? next : null;
}
