// The scenario sections' field checks: a field's text read by the one number parser
// (validation.ts) and held to its schema descriptor (records.ts) with the number rules stored
// data is read with (schema.ts), in the order the section's messages come in. Whatever passes
// fits its descriptor, so the engine never refuses it (issue 38). The rules between fields are
// the sections' own (scenarioForm.ts).
import { FORM_COPY } from './copy/form';
import { COSTS_COPY, MONTH_FIELD_COPY, OVERPAYMENTS_COPY } from './copy/scenario';
import { VALIDATION_COPY } from './copy/shared';
import { MONEY_DECIMALS } from './limits';
import { readNumber, stripGroupingSpaces, type NumberKind } from './validation';
import { hasAllowedPrecision, isAboveMax, isBelowMin, type NumberSchema } from './schema';

/** A field's verdict: its value, or the message to show. */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** True when a field holds nothing but spaces. */
export function isBlank(text: string): boolean {
  return stripGroupingSpaces(text).trim() === '';
}

/**
 * True when the value carries more decimals than `schema` keeps: as typed (`100,001` has three,
 * `100,000` none) or as the engine reads the double.
 */
function tooPrecise(schema: NumberSchema, value: number, decimals: number): boolean {
  return decimals > schema.decimals || !hasAllowedPrecision(schema, value);
}

/** A required money amount: > 0, with the schema's decimals at most (as typed), up to its max. */
export function checkPositiveMoney(text: string, schema: NumberSchema): Checked<number> {
  if (isBlank(text)) return { ok: false, message: VALIDATION_COPY.required };
  const read = readNumber('money', text);
  if (read === null) return { ok: false, message: VALIDATION_COPY.notANumber };
  const { value } = read;
  if (value <= 0) return { ok: false, message: OVERPAYMENTS_COPY.messages.amountPositive };
  if (tooPrecise(schema, value, read.decimals)) {
    return { ok: false, message: OVERPAYMENTS_COPY.messages.amountDecimals };
  }
  if (isAboveMax(schema, value)) {
    return { ok: false, message: OVERPAYMENTS_COPY.messages.amountTooHigh };
  }
  return { ok: true, value };
}

/**
 * A required instalment number from the schema's minimum up to `months` (the term typed above,
 * undefined while it is not valid).
 */
export function checkMonth(
  text: string,
  schema: NumberSchema,
  months: number | undefined,
): Checked<number> {
  if (isBlank(text)) return { ok: false, message: VALIDATION_COPY.required };
  const read = readNumber('count', text);
  if (read === null) return { ok: false, message: VALIDATION_COPY.notANumber };
  const { value } = read;
  if (read.decimals > 0) return { ok: false, message: VALIDATION_COPY.notAnInteger };
  if (months === undefined) return { ok: false, message: MONTH_FIELD_COPY.termFirst };
  if (isBelowMin(schema, value)) return { ok: false, message: MONTH_FIELD_COPY.tooLow(schema.min) };
  if (value > months) return { ok: false, message: MONTH_FIELD_COPY.tooHigh(months) };
  return { ok: true, value };
}

/** A required rate within the schema's range and decimals, with the main rate field's messages. */
export function checkRate(text: string, schema: NumberSchema): Checked<number> {
  if (isBlank(text)) return { ok: false, message: VALIDATION_COPY.required };
  const read = readNumber('rate', text);
  if (read === null) return { ok: false, message: VALIDATION_COPY.notANumber };
  const { value } = read;
  if (isBelowMin(schema, value)) return { ok: false, message: VALIDATION_COPY.rateTooLow };
  if (isAboveMax(schema, value)) return { ok: false, message: VALIDATION_COPY.rateTooHigh };
  if (tooPrecise(schema, value, read.decimals))
    return { ok: false, message: FORM_COPY.rateDecimals };
  return { ok: true, value };
}

/**
 * An optional cost or percent, read as `kind`: blank is none; otherwise not below the schema's
 * minimum (0), with its decimals at most (as typed), and not above its maximum (`tooHigh` says so).
 */
export function checkOptional(
  text: string,
  kind: NumberKind,
  schema: NumberSchema,
  tooHigh: string,
): Checked<number | undefined> {
  if (isBlank(text)) return { ok: true, value: undefined };
  const read = readNumber(kind, text);
  if (read === null) return { ok: false, message: VALIDATION_COPY.notANumber };
  const { value } = read;
  if (isBelowMin(schema, value)) return { ok: false, message: COSTS_COPY.messages.negative };
  if (tooPrecise(schema, value, read.decimals)) {
    const { decimals, percentDecimals } = COSTS_COPY.messages;
    return { ok: false, message: schema.decimals === MONEY_DECIMALS ? decimals : percentDecimals };
  }
  if (isAboveMax(schema, value)) return { ok: false, message: tooHigh };
  return { ok: true, value };
}
