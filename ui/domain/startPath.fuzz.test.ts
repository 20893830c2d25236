// Issue 38: a rate typed with seven decimals passed the form and threw in the engine. Here random
// amounts, rates and terms go through the start path as the form runs it (keys filtered one by
// one, or a paste with its unit), and whatever the form lets start must run in the engine.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pastedText } from './numberPaste';
import { createSimulation } from './simulation';
import { DEFAULT_SETTINGS, MORTGAGE_TYPES } from './types';
import {
  acceptedInput,
  acceptsKey,
  checkInterestRate,
  checkLoanAmount,
  checkLoanTerm,
  type NumberKind,
} from './validation';

/** What the field holds after `input` is typed into it key by key, the filter deciding each key. */
function typed(kind: NumberKind, input: string): string {
  let text = '';
  for (const key of input) {
    if (!acceptsKey(kind, text, key, text.length, text.length)) continue;
    text = acceptedInput(kind, text + key) ?? text;
  }
  return text;
}

/** What the empty field holds after `input` is pasted into it ('' when the paste is refused). */
function pasted(kind: NumberKind, input: string): string {
  return pastedText(kind, '', input, 0, 0) ?? '';
}

const digit = fc.constantFrom(...Array.from({ length: 10 }, (_, index) => String(index)));
const grouping = fc.constantFrom('', ' ', '.', '\u00A0', '\u202F');

/** An amount written as Poles write it: grouped or not, with zero or other grosze, maybe `zł`. */
const amountText = fc
  .tuple(
    fc.oneof(fc.integer({ min: 29_000, max: 101_000_000 }), fc.integer({ min: 0, max: 10 ** 9 })),
    grouping,
    fc.constantFrom('', ',00', ',5', ',50', ',005'),
    fc.constantFrom('', ' zł', ' PLN'),
  )
  .map(
    ([value, group, grosze, unit]) =>
      `${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, group)}${grosze}${unit}`,
  );

/** A rate with up to nine decimals, a comma or a dot, maybe `%`. */
const rateText = fc
  .tuple(
    fc.integer({ min: 0, max: 65 }),
    fc.string({ unit: digit, maxLength: 9 }),
    fc.constantFrom(',', '.'),
    fc.constantFrom('', '%', ' %'),
  )
  .map(([whole, decimals, separator, unit]) =>
    decimals === '' ? `${whole}${unit}` : `${whole}${separator}${decimals}${unit}`,
  );

/** A term in years, maybe with `,0` or a unit. */
const termText = fc
  .tuple(
    fc.integer({ min: 0, max: 45 }),
    fc.constantFrom('', ',0', ',5'),
    fc.constantFrom('', ' lat', ' lata'),
  )
  .map(([years, fraction, unit]) => `${years}${fraction}${unit}`);

const entered = <T extends string>(kind: NumberKind, text: fc.Arbitrary<T>) =>
  fc
    .tuple(text, fc.boolean())
    .map(([input, paste]) => (paste ? pasted(kind, input) : typed(kind, input)));

describe('the start path, given random amounts, rates and terms typed or pasted', () => {
  it('runs in the engine whatever the form lets start, with the values the fields show', () => {
    let started = 0;
    fc.assert(
      fc.property(
        entered('money', amountText),
        entered('rate', rateText),
        entered('term', termText),
        fc.constantFrom(...MORTGAGE_TYPES),
        (amount, rate, term, mortgageType) => {
          const checks = [checkLoanAmount(amount), checkInterestRate(rate), checkLoanTerm(term)];
          const [loanAmount, annualInterestRatePercent, loanTermYears] = checks;
          if (!loanAmount?.ok || !annualInterestRatePercent?.ok || !loanTermYears?.ok) {
            // Refused: the amount and the term say why; the rate may stay silent (spec point 5).
            for (const check of [checks[0], checks[2]]) {
              if (check !== undefined && !check.ok) expect(check.message).not.toBeNull();
            }
            return;
          }
          started += 1;
          const settings = {
            ...DEFAULT_SETTINGS,
            loanAmount: loanAmount.value,
            annualInterestRatePercent: annualInterestRatePercent.value,
            loanTermYears: loanTermYears.value,
            mortgageType,
          };
          const run = createSimulation(settings, { id: 'fuzz', timestamp: 0 });
          expect(run.result?.totalMonthlyRate).toBeGreaterThan(0);
        },
      ),
      { numRuns: 5000 },
    );
    // The generators reach the engine often enough for the property to mean something.
    expect(started).toBeGreaterThan(200);
  });

  it('refuses a rate with more than six decimals beside the field, typed or pasted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 59 }),
        fc
          .integer({ min: 1, max: 9 })
          .chain((last) =>
            fc.string({ unit: digit, minLength: 6, maxLength: 6 }).map((six) => `${six}${last}`),
          ),
        fc.boolean(),
        (whole, seven, paste) => {
          const input = `${whole},${seven}`;
          const text = paste ? pasted('rate', input) : typed('rate', input);
          expect(checkInterestRate(text)).toEqual({
            ok: false,
            message: 'Oprocentowanie może mieć najwyżej 6 miejsc po przecinku.',
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});
