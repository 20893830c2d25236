// How the engine reads one untrusted value of the settings: a number against its schema
// descriptor (records.ts), one of a list of options, an object or a list. Each refusal is the
// CalculationError that names the argument and the rule it breaks, in the order `simulate` has
// always checked them; valid values pass with plain comparisons and build no strings.
import { CalculationError } from './errors';
import {
  fitsNumber,
  hasAllowedPrecision,
  isAboveMax,
  isBelowMin,
  type NumberSchema,
} from './schema';

// Vitest's module runner reads an imported binding through a getter at every use; the reading
// loops call this once per row, so it is bound here (see mortgage.ts).
const fits = fitsNumber;

/** Describes a refused value for an error message, whatever its type. */
export function show(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
    case 'bigint':
    case 'boolean':
    case 'undefined':
      return String(value);
    case 'symbol':
      return value.toString();
    case 'function':
      return 'a function';
    case 'object':
      return value === null ? 'null' : 'an object';
  }
}

/**
 * The refused argument's name: `argument` itself, or `argument[index].field` for a row of a list.
 * Built only when something is refused, so reading 160 valid rows builds no strings.
 */
export function nameOf(argument: string, index?: number, field?: string): string {
  if (index === undefined) return argument;
  return field === undefined ? `${argument}[${index}]` : `${argument}[${index}].${field}`;
}

/** True when `value` is a number `requireNumber` accepts for `schema` (the fast path). */
export function isWithin(value: unknown, schema: NumberSchema): value is number {
  return typeof value === 'number' && fits(schema, value);
}

/**
 * Returns `value` as a number `schema` accepts, or throws the CalculationError that says why not.
 * 0 is refused as not positive, before the range, where the schema's minimum is above it.
 */
export function requireNumber(
  value: unknown,
  name: string,
  schema: NumberSchema,
  index?: number,
  field?: string,
): number {
  if (typeof value === 'number' && fits(schema, value)) return value === 0 ? 0 : value;
  const argument = nameOf(name, index, field);
  if (value === null || value === undefined) {
    throw new CalculationError('null', argument, `${argument} is ${show(value)}.`);
  }
  if (typeof value === 'string' && value.trim() === '') {
    throw new CalculationError('blank', argument, `${argument} is blank.`);
  }
  if (typeof value !== 'number' || Number.isNaN(value)) {
    throw new CalculationError('nan', argument, `${argument} is not a number: ${show(value)}.`);
  }
  if (value < 0) {
    throw new CalculationError('negative', argument, `${argument} is negative: ${value}.`);
  }
  if (value === 0 && schema.min > 0) {
    throw new CalculationError('not-positive', argument, `${argument} must be positive.`);
  }
  if (isBelowMin(schema, value) || isAboveMax(schema, value)) {
    throw new CalculationError(
      'out-of-range',
      argument,
      `${argument} must be between ${schema.min} and ${schema.max}: ${value}.`,
    );
  }
  if (!hasAllowedPrecision(schema, value)) {
    throw schema.integer
      ? new CalculationError('not-integer', argument, `${argument} must be whole: ${value}.`)
      : new CalculationError(
          'too-many-decimals',
          argument,
          `${argument} may have at most ${schema.decimals} decimals: ${value}.`,
        );
  }
  // Not reached: `fits` refused the value, so one of the rules above refuses it too.
  return value === 0 ? 0 : value;
}

/** Returns `value` as one of `options`, or throws the CalculationError that says why not. */
export function requireOption<T extends string>(
  value: unknown,
  name: string,
  options: readonly T[],
  index?: number,
  field?: string,
): T {
  const option = options.find((candidate) => candidate === value);
  if (option !== undefined) return option;
  const argument = nameOf(name, index, field);
  if (value === null || value === undefined) {
    throw new CalculationError('null', argument, `${argument} is ${show(value)}.`);
  }
  if (typeof value === 'string' && value.trim() === '') {
    throw new CalculationError('blank', argument, `${argument} is blank.`);
  }
  throw new CalculationError('unknown-enum', argument, `Unknown ${argument}: ${show(value)}.`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The field of an untyped record: stored data need not match the static type. */
export function field(record: object, key: string): unknown {
  return (record as Record<string, unknown>)[key];
}

/** Returns `value` as an object, or throws the CalculationError that says it is not one. */
export function requireRecord(
  value: unknown,
  name: string,
  index?: number,
): Record<string, unknown> {
  if (!isRecord(value)) {
    const argument = nameOf(name, index);
    throw new CalculationError('malformed', argument, `${argument} is not an object.`);
  }
  return value;
}

/** Reads an optional list: absent or null is an empty list, anything but an array is refused. */
export function optionalList(
  value: unknown,
  argument: string,
  maxLength: number,
): readonly unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    throw new CalculationError('malformed', argument, `${argument} is not a list.`);
  }
  if (value.length > maxLength) {
    throw new CalculationError(
      'out-of-range',
      argument,
      `${argument} may hold at most ${maxLength} items: ${value.length}.`,
    );
  }
  return value as readonly unknown[];
}
