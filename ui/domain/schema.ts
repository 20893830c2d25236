// A small schema language for the shapes the product saves, shares and imports. One descriptor
// per shape gives its TypeScript type (`Infer`), the check that reads untrusted data (`parse`)
// and, in tests, the fast-check arbitraries (test-support.ts walks the same descriptors). It is
// plain data on purpose: a library would cost the home page bytes for features nobody uses.

import type {
  AnySchema,
  ArraySchema,
  BooleanSchema,
  DefaultSchema,
  Fields,
  Infer,
  NullableSchema,
  NumberSchema,
  ObjectSchema,
  OptionalSchema,
  PicklistSchema,
  StringSchema,
} from './schemaTypes';

export type {
  AnySchema,
  ArraySchema,
  BooleanSchema,
  DefaultSchema,
  Infer,
  NullableSchema,
  NumberSchema,
  ObjectSchema,
  OptionalSchema,
  PicklistSchema,
  StringSchema,
} from './schemaTypes';

/** `decimals` at or past this allow any finite double. */
const ANY_DECIMALS = 15;

/** A number schema; `decimals` defaults to 15 (any finite double) unless `integer` is set. */
export function number(options: {
  min: number;
  max: number;
  integer?: boolean;
  decimals?: number;
}): NumberSchema {
  const integer = options.integer ?? false;
  return {
    kind: 'number',
    min: options.min,
    max: options.max,
    integer,
    decimals: integer ? 0 : (options.decimals ?? ANY_DECIMALS),
  };
}

/** A string schema. */
export function string(options: {
  minLength?: number;
  maxLength: number;
  pattern?: RegExp;
}): StringSchema {
  const base = { kind: 'string' as const, minLength: options.minLength ?? 0 };
  return options.pattern === undefined
    ? { ...base, maxLength: options.maxLength }
    : { ...base, maxLength: options.maxLength, pattern: options.pattern };
}

/** A boolean schema. */
export function boolean(): BooleanSchema {
  return { kind: 'boolean' };
}

/** A schema for one of `options`. */
export function picklist<const T extends string | number | boolean>(
  options: readonly T[],
): PicklistSchema<T> {
  return { kind: 'picklist', options };
}

/** An array schema. */
export function array<S extends AnySchema>(
  item: S,
  options: { minLength?: number; maxLength: number },
): ArraySchema<S> {
  return { kind: 'array', item, minLength: options.minLength ?? 0, maxLength: options.maxLength };
}

/** Allows `null` besides `inner`. */
export function nullable<S extends AnySchema>(inner: S): NullableSchema<S> {
  return { kind: 'nullable', inner };
}

/** Marks an object field optional. */
export function optional<S extends AnySchema>(inner: S): OptionalSchema<S> {
  return { kind: 'optional', inner };
}

/** Reads `null` or an absent value as `make()`, anything else through `inner`. */
export function withDefault<S extends AnySchema>(inner: S, make: () => Infer<S>): DefaultSchema<S> {
  return { kind: 'default', inner, make };
}

/** An object schema. */
export function object<const F extends Fields>(fields: F): ObjectSchema<F> {
  return { kind: 'object', fields, entries: Object.entries(fields) };
}

/** What `parse` gives: the clean value, or where and why the input was refused. */
export type ParseResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly path: string; readonly reason: string };

/** Unwinds `read` to `parse`, which turns it into a result; it never leaves this module. */
class Refusal extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(reason);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

// A lone surrogate makes encodeURIComponent throw and shows as garbage; `isWellFormed` is
// ES2024, so older engines get the same test as a regular expression.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isWellFormed(text: string): boolean {
  const native = (text as { isWellFormed?: () => boolean }).isWellFormed;
  return typeof native === 'function' ? native.call(text) : !LONE_SURROGATE.test(text);
}

// The number rules every check of a field shares: the schema's read below, the engine's reader
// (readValue.ts) and the form's checks (validation.ts, formFields.ts). Each caller applies them in
// the order its messages need.

/** `schema` within a narrower range, for rules between fields (a month within the run's term). */
export function narrowed(
  schema: NumberSchema,
  range: { readonly min?: number; readonly max?: number },
): NumberSchema {
  return number({
    min: range.min ?? schema.min,
    max: range.max ?? schema.max,
    integer: schema.integer,
    decimals: schema.decimals,
  });
}

/** True when `value` is below the schema's minimum. */
export function isBelowMin(schema: NumberSchema, value: number): boolean {
  return value < schema.min;
}

/** True when `value` is above the schema's maximum. */
export function isAboveMax(schema: NumberSchema, value: number): boolean {
  return value > schema.max;
}

/** Powers of ten by exponent: `10 ** n` with a variable n is a pow call in a reading loop. */
const POWERS_OF_TEN = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000] as const;

/** True when `value` has at most `decimals` decimals, float noise aside; 15 or more: any. */
function hasAtMostDecimals(value: number, decimals: number): boolean {
  if (decimals >= ANY_DECIMALS) return true;
  const scaled = value * (POWERS_OF_TEN[decimals] ?? 10 ** decimals);
  return Math.abs(scaled - Math.round(scaled)) <= 1e-9 * Math.max(1, Math.abs(scaled));
}

/** True when `value` is whole (integer schemas) or has at most the schema's decimals. */
export function hasAllowedPrecision(schema: NumberSchema, value: number): boolean {
  return schema.integer ? Number.isInteger(value) : hasAtMostDecimals(value, schema.decimals);
}

/** True when a number passes every rule of `schema` (NaN does not). */
export function fitsNumber(schema: NumberSchema, value: number): boolean {
  return value >= schema.min && value <= schema.max && hasAllowedPrecision(schema, value);
}

/**
 * Where a value sits in the input, kept as links to its parent and turned into text
 * (`settings.rateChanges[3].month`) only for a refusal: building the text of every field read
 * took most of a thousand-run backup's check (issue 32).
 */
type Path = { readonly up: Path; readonly key: string | number } | null;

/** The text of `path`: keys joined by dots, array indices in brackets; '' for the root. */
function pathText(path: Path): string {
  const keys: (string | number)[] = [];
  for (let node = path; node !== null; node = node.up) keys.push(node.key);
  let text = '';
  for (let index = keys.length - 1; index >= 0; index -= 1) {
    const key = keys[index] ?? '';
    text = typeof key === 'number' ? `${text}[${key}]` : text === '' ? key : `${text}.${key}`;
  }
  return text;
}

function read(schema: AnySchema, value: unknown, path: Path): unknown {
  switch (schema.kind) {
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        throw new Refusal(pathText(path), 'not a finite number');
      }
      if (isBelowMin(schema, value) || isAboveMax(schema, value)) {
        throw new Refusal(pathText(path), `outside ${schema.min}..${schema.max}`);
      }
      if (!hasAllowedPrecision(schema, value)) {
        throw new Refusal(
          pathText(path),
          schema.integer ? 'not whole' : `more than ${schema.decimals} decimals`,
        );
      }
      // -0 would print as "-0"; it is the same amount as 0.
      return value === 0 ? 0 : value;
    }
    case 'string': {
      if (typeof value !== 'string') throw new Refusal(pathText(path), 'not a string');
      if (value.length < schema.minLength || value.length > schema.maxLength) {
        throw new Refusal(
          pathText(path),
          `length outside ${schema.minLength}..${schema.maxLength}`,
        );
      }
      if (!isWellFormed(value)) throw new Refusal(pathText(path), 'not well-formed Unicode');
      if (schema.pattern && !schema.pattern.test(value))
        throw new Refusal(pathText(path), 'wrong format');
      return value;
    }
    case 'boolean':
      if (typeof value !== 'boolean') throw new Refusal(pathText(path), 'not a boolean');
      return value;
    case 'picklist':
      if (!schema.options.some((option) => option === value)) {
        throw new Refusal(pathText(path), 'not an allowed value');
      }
      return value;
    case 'array': {
      if (!Array.isArray(value)) throw new Refusal(pathText(path), 'not an array');
      // The length is checked before any item is read, so a huge array costs nothing.
      if (value.length < schema.minLength || value.length > schema.maxLength) {
        throw new Refusal(
          pathText(path),
          `length outside ${schema.minLength}..${schema.maxLength}`,
        );
      }
      const items: unknown[] = [];
      for (let index = 0; index < value.length; index += 1) {
        items.push(read(schema.item, (value as unknown[])[index], { up: path, key: index }));
      }
      return items;
    }
    case 'nullable':
      return value === null ? null : read(schema.inner, value, path);
    case 'optional':
      return value === undefined || value === null ? undefined : read(schema.inner, value, path);
    case 'default':
      return value === undefined || value === null
        ? schema.make()
        : read(schema.inner, value, path);
    case 'object': {
      if (!isPlainObject(value)) throw new Refusal(pathText(path), 'not a plain object');
      // A fresh object with only the known fields: nothing else (`__proto__`, getters, extra
      // keys) travels further into the page.
      const clean: Record<string, unknown> = {};
      for (const [key, field] of schema.entries) {
        const raw = Object.hasOwn(value, key) ? value[key] : undefined;
        const parsed = read(field, raw, { up: path, key });
        if (parsed !== undefined) clean[key] = parsed;
      }
      return clean;
    }
    default:
      schema satisfies never;
      throw new Refusal(pathText(path), 'unknown schema');
  }
}

/** Checks untrusted `value` against `schema`; never throws. */
export function parse<S extends AnySchema>(schema: S, value: unknown): ParseResult<Infer<S>> {
  try {
    return { ok: true, value: read(schema, value, null) as Infer<S> };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, path: error.path, reason: error.reason };
    // A hostile getter or proxy may throw anything; the value is simply refused.
    return { ok: false, path: '', reason: 'unreadable' };
  }
}

/** True when `value` matches `schema`. */
export function is<S extends AnySchema>(schema: S, value: unknown): value is Infer<S> {
  return parse(schema, value).ok;
}
