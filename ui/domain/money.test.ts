import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideHalfUp, roundHalfUp, toGrosze, toZloty } from './money';

describe('toGrosze', () => {
  it.each([
    { zloty: 2309.72, grosze: 230_972 },
    { zloty: 1.005, grosze: 101 },
    { zloty: 0.125, grosze: 13 },
    { zloty: 0.124, grosze: 12 },
    { zloty: 100_000_000, grosze: 10_000_000_000 },
    { zloty: -1.005, grosze: -101 },
  ])('turns $zloty zł into $grosze gr, rounding halves up', ({ zloty, grosze }) => {
    expect(toGrosze(zloty)).toBe(grosze);
  });

  it('round-trips every whole number of grosze through złoty', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e13, max: 1e13 }),
        (grosze) => toGrosze(toZloty(grosze)) === grosze,
      ),
      { numRuns: 10_000 },
    );
  });

  it('rounds a remainder of exactly half up and one below half down, for large quotients', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 1_200_000_000 }).filter((d) => d % 2 === 0),
        fc.integer({ min: 0, max: 7_000_000 }),
        (denominator, quotient) => {
          const half = quotient * denominator + denominator / 2;
          expect(divideHalfUp(half, denominator)).toBe(quotient + 1);
          expect(divideHalfUp(half - 1, denominator)).toBe(quotient);
        },
      ),
      { numRuns: 5_000 },
    );
  });
});

describe('toZloty', () => {
  it('gives the same number as the written decimal', () => {
    expect(toZloty(230_972)).toBe(2309.72);
  });
});

describe('roundHalfUp', () => {
  it.each([
    { value: 2.5, rounded: 3 },
    { value: 2.4999, rounded: 2 },
    { value: -2.5, rounded: -3 },
    { value: 0, rounded: 0 },
  ])('rounds $value to $rounded', ({ value, rounded }) => {
    expect(roundHalfUp(value)).toBe(rounded);
  });
});

describe('roundHalfUp, against its definition (cut to 15 significant digits, then halves away from 0)', () => {
  /** The definition, written out: what a spreadsheet's ROUND(x; 0) gives. */
  function definition(value: number): number {
    const cleaned = Number(value.toPrecision(15));
    const rounded = Math.sign(cleaned) * Math.floor(Math.abs(cleaned) + 0.5);
    return rounded === 0 ? 0 : rounded;
  }

  it('agrees for any double up to 10^12, near a half or not', () => {
    const nearHalf = fc
      .tuple(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: -64, max: 64 }),
        fc.integer({ min: 0, max: 3 }),
      )
      .map(([whole, ulps, scale]) => (whole + 0.5) * (1 + ulps * 2 ** -52) * 10 ** -scale);
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ min: -1e12, max: 1e12, noNaN: true }), nearHalf),
        (value) => {
          expect(roundHalfUp(value)).toBe(definition(value));
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('rounds the decimal a float stands for: 1,005 × 100 is 100,5, so 101', () => {
    expect(roundHalfUp(1.005 * 100)).toBe(101);
    expect(roundHalfUp(100.49999999999999)).toBe(101);
    expect(roundHalfUp(100.4999999999)).toBe(100);
  });

  it('never gives -0', () => {
    expect(Object.is(roundHalfUp(-0.3), 0)).toBe(true);
  });
});

describe('divideHalfUp', () => {
  it.each([
    { numerator: 5, denominator: 2, quotient: 3 },
    { numerator: 7, denominator: 3, quotient: 2 },
    { numerator: 8, denominator: 3, quotient: 3 },
    { numerator: 0, denominator: 7, quotient: 0 },
  ])('divides $numerator by $denominator as $quotient', ({ numerator, denominator, quotient }) => {
    expect(divideHalfUp(numerator, denominator)).toBe(quotient);
  });

  it('agrees with exact BigInt arithmetic for every safe numerator', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        // Rates with six decimals divide by 1200 × 10^6.
        fc.integer({ min: 1, max: 1_200_000_000 }),
        (numerator, denominator) => {
          const n = BigInt(numerator);
          const d = BigInt(denominator);
          const expected = (2n * n + d) / (2n * d);
          return BigInt(divideHalfUp(numerator, denominator)) === expected;
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('rounds a remainder of exactly half up and one below half down, for large quotients', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 1_200_000_000 }).filter((d) => d % 2 === 0),
        fc.integer({ min: 0, max: 7_000_000 }),
        (denominator, quotient) => {
          const half = quotient * denominator + denominator / 2;
          expect(divideHalfUp(half, denominator)).toBe(quotient + 1);
          expect(divideHalfUp(half - 1, denominator)).toBe(quotient);
        },
      ),
      { numRuns: 5_000 },
    );
  });
});
