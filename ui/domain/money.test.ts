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
        fc.integer({ min: 1, max: 120_000_000 }),
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
});
