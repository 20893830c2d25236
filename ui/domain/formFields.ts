// The scenario sections' field checks: a field's text read as a number and held to its schema
// descriptor (records.ts) with the number rules stored data is read with (schema.ts), in the
// order the section's messages come in. The rules between fields are the sections' own
// (scenarioForm.ts).
import { COSTS_COPY, MONTH_FIELD_COPY, OVERPAYMENTS_COPY } from './copy/scenario';
import { VALIDATION_COPY } from './copy/shared';
import { isAboveMax, isBelowMin, type NumberSchema } from './schema';
import { parseNumber, stripGroupingSpaces } from './validation';

/** A field's verdict: its value, or the message to show. */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** The decimals as typed: "100,000" has three, though it reads as 100. */
function decimalsOf(text: string): number {
  const compact = stripGroupingSpaces(text);
  const separator = compact.search(/[.,]/);
  return separator === -1 ? 0 : compact.length - separator - 1;
}

/** A required money amount: > 0, with the schema's decimals at most (as typed), up to its max. */
export function checkPositiveMoney(text: string, schema: NumberSchema): Checked<number> {
  if (stripGroupingSpaces(text) === '') return { ok: false, message: VALIDATION_COPY.required };
  const value = parseNumber(text);
  if (value === null) return { ok: false, message: VALIDATION_COPY.notANumber };
  if (value <= 0) return { ok: false, message: OVERPAYMENTS_COPY.messages.amountPositive };
  if (decimalsOf(text) > schema.decimals) {
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
  if (stripGroupingSpaces(text) === '') return { ok: false, message: VALIDATION_COPY.required };
  const value = parseNumber(text);
  if (value === null) return { ok: false, message: VALIDATION_COPY.notANumber };
  if (!Number.isInteger(value)) return { ok: false, message: VALIDATION_COPY.notAnInteger };
  if (months === undefined) return { ok: false, message: MONTH_FIELD_COPY.termFirst };
  if (isBelowMin(schema, value)) return { ok: false, message: MONTH_FIELD_COPY.tooLow(schema.min) };
  if (value > months) return { ok: false, message: MONTH_FIELD_COPY.tooHigh(months) };
  return { ok: true, value };
}

/** A required rate within the schema's range, with the main rate field's messages. */
export function checkRate(text: string, schema: NumberSchema): Checked<number> {
  if (stripGroupingSpaces(text) === '') return { ok: false, message: VALIDATION_COPY.required };
  const value = parseNumber(text);
  if (value === null) return { ok: false, message: VALIDATION_COPY.notANumber };
  if (isBelowMin(schema, value)) return { ok: false, message: VALIDATION_COPY.rateTooLow };
  if (isAboveMax(schema, value)) return { ok: false, message: VALIDATION_COPY.rateTooHigh };
  return { ok: true, value };
}

/**
 * An optional cost or percent: blank is none; otherwise not below the schema's minimum (0), with
 * its decimals at most (as typed), and not above its maximum (`tooHigh` says so).
 */
export function checkOptional(
  text: string,
  schema: NumberSchema,
  tooHigh: string,
): Checked<number | undefined> {
  if (stripGroupingSpaces(text) === '') return { ok: true, value: undefined };
  const value = parseNumber(text);
  if (value === null) return { ok: false, message: VALIDATION_COPY.notANumber };
  if (isBelowMin(schema, value)) return { ok: false, message: COSTS_COPY.messages.negative };
  if (decimalsOf(text) > schema.decimals) {
    return { ok: false, message: COSTS_COPY.messages.decimals };
  }
  if (isAboveMax(schema, value)) return { ok: false, message: tooHigh };
  return { ok: true, value };
}
