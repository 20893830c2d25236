// Issue 35: no input can give NaN, a negative amount, an exception or a frozen page. 10 000
// inputs of any shape (numbers far out of range, NaN, infinities, strings, nulls, missing
// fields, wrong kinds) go through the forward calculation and the reverse solve.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assessCapacity, incomeNeeded, type CapacityInput } from './capacity';

/** Anything a field might hold, the awkward values often. */
const wild = fc.oneof(
  fc.double(),
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, Number.MAX_VALUE, Number.MIN_VALUE),
  fc.constantFrom(null, undefined, '', '12', true),
  fc.anything(),
);
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof(arbitrary, wild);

const anyRecord = fc.record(
  {
    borrowers: maybe(
      fc.array(
        fc.record({
          netIncome: wild,
          kind: maybe(fc.constantFrom('EMPLOYMENT', 'BUSINESS', 'CIVIL', 'OTHER')),
        }),
        { maxLength: 4 },
      ),
    ),
    persons: wild,
    otherInstalments: wild,
    cardLimits: wild,
    age: wild,
    termYears: wild,
    annualRatePercent: wild,
    mortgageType: maybe(fc.constantFrom('ANNUITY', 'LINEAR')),
    fixedForFiveYears: wild,
    price: wild,
    contribution: wild,
    cover: maybe(fc.constantFrom('NONE', 'INSURANCE', 'BGK')),
    assumptions: maybe(
      fc.record(
        {
          incomeSharePercent: maybe(
            fc.record({ EMPLOYMENT: wild, BUSINESS: wild, CIVIL: wild }, { requiredKeys: [] }),
          ),
          firstPersonCost: wild,
          furtherPersonCost: wild,
          cardLimitSharePercent: wild,
          ageLimit: wild,
          incomeThreshold: wild,
          fixedRateBufferPoints: wild,
          variableRateBufferPoints: wild,
          insuranceCostPercent: wild,
          bgkContributionMaxPercent: wild,
          bgkCheck: wild,
        },
        { requiredKeys: [] },
      ),
    ),
  },
  { requiredKeys: [] },
);
// Now and then not even an object.
const anyInput = fc.oneof(
  { weight: 19, arbitrary: anyRecord },
  { weight: 1, arbitrary: fc.anything() },
) as unknown as fc.Arbitrary<CapacityInput>;

/** Every number in `value`, with its path. */
function numbers(value: unknown, path = 'result'): [string, number][] {
  if (typeof value === 'number') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => numbers(inner, `${path}.${key}`));
}

describe('any input', () => {
  it('gives finite, non-negative figures and an answer to the reverse solve, quickly', () => {
    const started = performance.now();
    fc.assert(
      fc.property(anyInput, wild, (input, amount) => {
        const result = assessCapacity(input);
        const bad = numbers(result).filter(([, value]) => !Number.isFinite(value) || value < 0);
        expect(bad).toEqual([]);
        expect(Number.isInteger(result.amount)).toBe(true);
        const answer = incomeNeeded(input, amount as number);
        expect(numbers(answer).filter(([, value]) => !Number.isFinite(value) || value < 0)).toEqual(
          [],
        );
      }),
      { numRuns: 10_000 },
    );
    // Each input in well under a millisecond: nothing loops for long.
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});
