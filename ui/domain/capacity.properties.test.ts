// Issue 35's invariants over every input the page accepts (the descriptor's arbitraries): more
// income never lowers the amount; more people, other debt, card limits or years never raise it;
// the income the reverse solve finds is the smallest whose forward calculation reaches the amount.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assessCapacity, incomeNeeded, type CapacityInput } from './capacity';
import { CapacityInputSchema } from './capacityInput';
import { LOAN_AMOUNT_MAX, LOAN_AMOUNT_MIN } from './limits';
import { arbitraryOf } from './schema.arbitrary';

const runs = { numRuns: 400 };
const anyInput = arbitraryOf(CapacityInputSchema);
const { fields } = CapacityInputSchema;
/**
 * Inputs a borrower would try: a contribution under 30 % of the price, years left before the age
 * limit and a rate under 15 %, so the reverse solve mostly finds an income in the field's range.
 */
const plausibleInput = fc
  .tuple(
    anyInput,
    fc.double({ min: 0, max: 0.3, noNaN: true }),
    fc.integer({ min: 18, max: 60 }),
    fc.integer({ min: 1, max: 1500 }),
  )
  .map(([input, share, age, rate]) => ({
    ...input,
    contribution: Math.floor(input.price * share),
    age,
    annualRatePercent: rate / 100,
  }));

/** `input` with one field raised by `step`, held within its range. */
function raised(
  input: CapacityInput,
  name: 'persons' | 'otherInstalments' | 'cardLimits' | 'age',
  step: number,
) {
  return { ...input, [name]: Math.min(fields[name].max, input[name] + step) };
}

describe('the amount', () => {
  it('never falls when a borrower earns more', () => {
    fc.assert(
      fc.property(anyInput, fc.nat(), fc.integer({ min: 1, max: 100_000 }), (input, pick, more) => {
        const index = pick % input.borrowers.length;
        const borrowers = input.borrowers.map((borrower, at) =>
          at === index
            ? {
                ...borrower,
                netIncome: Math.min(
                  fields.borrowers.item.fields.netIncome.max,
                  borrower.netIncome + more,
                ),
              }
            : borrower,
        );
        const before = assessCapacity(input);
        const after = assessCapacity({ ...input, borrowers });
        expect(after.incomeLimit).toBeGreaterThanOrEqual(before.incomeLimit);
        expect(after.amount).toBeGreaterThanOrEqual(before.amount);
      }),
      runs,
    );
  });

  it.each([
    ['more people', 'persons', 1],
    ['more other debt', 'otherInstalments', 250],
    ['higher card limits', 'cardLimits', 5000],
    ['an older borrower', 'age', 1],
  ] as const)('never rises with %s', (_, name, unit) => {
    fc.assert(
      fc.property(anyInput, fc.integer({ min: 1, max: 20 }), (input, times) => {
        const before = assessCapacity(input);
        const after = assessCapacity(raised(input, name, unit * times));
        expect(after.incomeLimit).toBeLessThanOrEqual(before.incomeLimit);
        expect(after.amount).toBeLessThanOrEqual(before.amount);
      }),
      runs,
    );
  });

  it('never exceeds any of its limits, and equals the one that binds', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const result = assessCapacity(input);
        const limits = [result.incomeLimit, result.value.limit, result.contributionLimit];
        expect(result.amount).toBe(Math.min(...limits));
        const bound =
          result.binding === 'VALUE'
            ? result.value.limit
            : result.binding === 'CONTRIBUTION'
              ? result.contributionLimit
              : result.incomeLimit;
        expect(bound).toBe(result.amount);
        expect(result.range.low).toBeLessThanOrEqual(result.amount);
        expect(result.range.high).toBeGreaterThanOrEqual(result.amount);
      }),
      runs,
    );
  });
});

describe('the reverse solve and the forward calculation', () => {
  it('agree: the answer reaches the amount and one złoty less does not', () => {
    const amount = fc.integer({ min: LOAN_AMOUNT_MIN, max: LOAN_AMOUNT_MAX / 100 });
    fc.assert(
      fc.property(plausibleInput, amount, (input, target) => {
        const answer = incomeNeeded(input, target);
        // The forward calculation of a household earning `zloty`, counted whole, with as many
        // borrowers as the input (the threshold counts them).
        const forward = (zloty: number) =>
          assessCapacity({
            ...input,
            borrowers: input.borrowers.map((_, at) => ({
              netIncome: at === 0 ? zloty : 0,
              kind: 'EMPLOYMENT' as const,
            })),
            assumptions: {
              ...input.assumptions,
              incomeSharePercent: { ...input.assumptions.incomeSharePercent, EMPLOYMENT: 100 },
            },
          });
        const result = forward(0);
        if (answer.kind === 'impossible') {
          if (answer.reason === 'AGE') expect(result.assessmentMonths).toBe(0);
          else if (answer.reason === 'VALUE') expect(target).toBeGreaterThan(result.value.limit);
          else expect(target).toBeGreaterThan(result.contributionLimit);
          return;
        }
        expect(target).toBeLessThanOrEqual(Math.min(result.value.limit, result.contributionLimit));
        // Past the income field's own range the forward calculation cannot be asked.
        fc.pre(answer.income <= fields.borrowers.item.fields.netIncome.max);
        expect(forward(answer.income).incomeLimit).toBeGreaterThanOrEqual(target);
        if (answer.income > 0) expect(forward(answer.income - 1).incomeLimit).toBeLessThan(target);
      }),
      runs,
    );
  });
});
