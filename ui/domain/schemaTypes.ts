// The schema language's types (schema.ts): each descriptor's shape and the type it reads into.

/** Carries the parsed type of a descriptor; never read at run time. */
interface Typed<T> {
  readonly __type?: T;
}

/** A finite number inside [min, max], optionally whole or with at most `decimals` decimals. */
export interface NumberSchema extends Typed<number> {
  readonly kind: 'number';
  readonly min: number;
  readonly max: number;
  readonly integer: boolean;
  /** At most this many decimals (ignored for integers). */
  readonly decimals: number;
}

/** A well-formed string (no lone surrogates) of bounded length, optionally matching a pattern. */
export interface StringSchema extends Typed<string> {
  readonly kind: 'string';
  readonly minLength: number;
  readonly maxLength: number;
  readonly pattern?: RegExp;
}

/** `true` or `false`. */
export interface BooleanSchema extends Typed<boolean> {
  readonly kind: 'boolean';
}

/** One of a fixed set of strings, numbers or booleans. */
export interface PicklistSchema<T extends string | number | boolean> extends Typed<T> {
  readonly kind: 'picklist';
  readonly options: readonly T[];
}

/** An array of bounded length whose every item matches `item`. */
export interface ArraySchema<S extends AnySchema> extends Typed<Infer<S>[]> {
  readonly kind: 'array';
  readonly item: S;
  readonly minLength: number;
  readonly maxLength: number;
}

/** A value that may also be `null`. */
export interface NullableSchema<S extends AnySchema> extends Typed<Infer<S> | null> {
  readonly kind: 'nullable';
  readonly inner: S;
}

/** A field that may be absent (`undefined`, or `null` in older data); only meaningful inside `object`. */
export interface OptionalSchema<S extends AnySchema> extends Typed<Infer<S>> {
  readonly kind: 'optional';
  readonly inner: S;
}

/** `inner`, or the value `make` gives when the input is `null` or absent. */
export interface DefaultSchema<S extends AnySchema> extends Typed<Infer<S>> {
  readonly kind: 'default';
  readonly inner: S;
  readonly make: () => Infer<S>;
}

export type Fields = Readonly<Record<string, AnySchema>>;
type OptionalKeys<F extends Fields> = {
  [K in keyof F]: F[K] extends OptionalSchema<AnySchema> ? K : never;
}[keyof F];
type RequiredKeys<F extends Fields> = Exclude<keyof F, OptionalKeys<F>>;
type Flatten<T> = { [K in keyof T]: T[K] } & {};
/** The object type a set of fields describes: optional fields become optional properties. */
type InferFields<F extends Fields> = Flatten<
  { [K in RequiredKeys<F>]: Infer<F[K]> } & { [K in OptionalKeys<F>]?: Infer<F[K]> | undefined }
>;

/** A plain object with exactly these fields; anything else on the input is dropped. */
export interface ObjectSchema<F extends Fields> extends Typed<InferFields<F>> {
  readonly kind: 'object';
  readonly fields: F;
  /** The fields as [key, schema] pairs, made once: a read walks them for every object. */
  readonly entries: readonly (readonly [string, AnySchema])[];
}

/** Any descriptor. */
export type AnySchema =
  | NumberSchema
  | StringSchema
  | BooleanSchema
  | PicklistSchema<string | number | boolean>
  | ArraySchema<AnySchema>
  | NullableSchema<AnySchema>
  | OptionalSchema<AnySchema>
  | DefaultSchema<AnySchema>
  | ObjectSchema<Fields>;

/** The type a descriptor reads into. */
export type Infer<S> = S extends Typed<infer T> ? T : never;
