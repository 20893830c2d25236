// Test-only: fast-check arbitraries walked from the same descriptors the app reads data with,
// so a test's "any valid record" is exactly what the read check accepts.
import fc from 'fast-check';
import type { AnySchema, Infer } from './schema';

/** Limits that keep generated data small enough for thousands of runs. */
export interface ArbitraryOptions {
  /** Caps every array's length (the schema's own maximum still applies). */
  maxArrayLength?: number;
}

function numberArbitrary(schema: Extract<AnySchema, { kind: 'number' }>): fc.Arbitrary<number> {
  if (schema.integer) return fc.integer({ min: schema.min, max: schema.max });
  if (schema.decimals >= 15) {
    return fc.double({ min: schema.min, max: schema.max, noNaN: true, noDefaultInfinity: true });
  }
  const scale = 10 ** schema.decimals;
  const min = Math.ceil(schema.min * scale);
  const max = Math.floor(schema.max * scale);
  // Large scaled ranges leave the safe-integer range; fall back to whole numbers there.
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max)) {
    return fc.integer({ min: Math.ceil(schema.min), max: Math.floor(schema.max) });
  }
  return fc.integer({ min, max }).map((units) => units / scale);
}

/** An arbitrary for every value `schema` accepts (a string pattern is honoured, lengths too). */
export function arbitraryOf<S extends AnySchema>(
  schema: S,
  options: ArbitraryOptions = {},
): fc.Arbitrary<Infer<S>> {
  return build(schema, options) as fc.Arbitrary<Infer<S>>;
}

function build(schema: AnySchema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  switch (schema.kind) {
    case 'number':
      return numberArbitrary(schema);
    case 'string': {
      const { minLength, maxLength, pattern } = schema;
      const base =
        pattern === undefined
          ? fc.string({ minLength, maxLength, unit: 'grapheme' })
          : fc.stringMatching(pattern);
      return base.filter((text) => text.length >= minLength && text.length <= maxLength);
    }
    case 'boolean':
      return fc.boolean();
    case 'picklist':
      return fc.constantFrom(...schema.options);
    case 'array':
      return fc.array(build(schema.item, options), {
        minLength: schema.minLength,
        maxLength: Math.max(
          schema.minLength,
          Math.min(schema.maxLength, options.maxArrayLength ?? schema.maxLength),
        ),
      });
    case 'nullable':
      return fc.option(build(schema.inner, options), { nil: null });
    case 'optional':
    case 'default':
      return build(schema.inner, options);
    case 'object': {
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      const requiredKeys: string[] = [];
      for (const [key, field] of Object.entries(schema.fields)) {
        model[key] = build(field, options);
        if (field.kind !== 'optional') requiredKeys.push(key);
      }
      return fc.record(model, { requiredKeys });
    }
    default:
      schema satisfies never;
      throw new Error('unknown schema');
  }
}
