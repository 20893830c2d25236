/**
 * Why a calculation refused its arguments. The first six come from spec point 8; `not-integer`
 * and `out-of-range` guard the domain the engine's guarantees are proven over (see `simulate`).
 * The scenario settings (issues 11–13) add:
 * - `too-many-decimals`: money with more than two decimals, a rate or percent with more than six;
 * - `malformed`: a list that is not an array, a row that is not an object, a month not `YYYY-MM`;
 * - `unsorted`: rate changes not in increasing month order;
 * - `duplicate`: two rate changes in one month;
 * - `not-applicable`: a field given where it has no meaning (`untilMonth` on a `ONCE` row).
 */
export type CalculationErrorKind =
  | 'blank'
  | 'null'
  | 'nan'
  | 'negative'
  | 'not-positive'
  | 'unknown-enum'
  | 'not-integer'
  | 'out-of-range'
  | 'too-many-decimals'
  | 'malformed'
  | 'unsorted'
  | 'duplicate'
  | 'not-applicable';

/** Thrown by the calculation functions when an argument is unusable; `kind` says why. */
export class CalculationError extends Error {
  override readonly name = 'CalculationError';
  /** Why the argument was refused. */
  readonly kind: CalculationErrorKind;
  /** The name of the refused argument, e.g. `loanAmount`. */
  readonly argument: string;

  constructor(kind: CalculationErrorKind, argument: string, message: string) {
    super(message);
    this.kind = kind;
    this.argument = argument;
  }
}
