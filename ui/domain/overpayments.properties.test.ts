import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withoutOverpayments } from './analysis';
import { simulate } from './mortgage';
import { entriesOf, grosze, scenarioArbitrary } from './test-support';
import type { ScenarioOptions } from './test-support';
import type { RepaymentEntry, Settings } from './types';

const runs = { numRuns: 500 };

/** Checks that `firstBreach` finds nothing wrong for every generated run (see forEveryLoan). */
function forEveryRun(
  options: ScenarioOptions,
  firstBreach: (loan: Settings) => string | undefined,
): void {
  fc.assert(
    fc.property(scenarioArbitrary(options), (loan) => {
      expect(firstBreach(loan)).toBeUndefined();
    }),
    runs,
  );
}

const cents = (entries: RepaymentEntry[], pick: (entry: RepaymentEntry) => number | undefined) =>
  entries.reduce((sum, entry) => sum + grosze(pick(entry) ?? 0), 0);

describe('overpayments, over the whole range the form accepts', () => {
  const any = { overpayments: true, fee: true } as const;

  it('repay exactly the loan with principal and overpayments together', () => {
    forEveryRun(any, (loan) => {
      const plan = simulate(loan).repaymentPlan;
      const entries = entriesOf(plan);
      const repaid =
        cents(entries, (entry) => entry.principalPayment) +
        cents(entries, (entry) => entry.overpayment);
      if (repaid !== loan.loanAmount * 100) return `repaid ${repaid} gr`;
      if (plan.totalRepaymentRate !== loan.loanAmount) return `total ${plan.totalRepaymentRate}`;
      return grosze(plan.totalOverpayment ?? -1) === cents(entries, (entry) => entry.overpayment)
        ? undefined
        : `totalOverpayment ${plan.totalOverpayment}`;
    });
  });

  it('lower the debt by principal and overpayment each month, never below 0, ending at 0', () => {
    forEveryRun(any, (loan) => {
      const entries = entriesOf(simulate(loan).repaymentPlan);
      let debt = loan.loanAmount * 100;
      for (const [index, entry] of entries.entries()) {
        debt -= grosze(entry.principalPayment) + grosze(entry.overpayment ?? 0);
        if (debt < 0 || grosze(entry.remainingDebt) !== debt) return `month ${index + 1}`;
        // No entry follows the month the debt reaches 0.
        if (debt === 0 && index < entries.length - 1) return `entry after month ${index + 1}`;
      }
      return debt === 0 ? undefined : `debt left ${debt}`;
    });
  });

  it('never change an annuity’s instalment when they shorten the term, the last month aside', () => {
    forEveryRun({ overpayments: 'SHORTEN_TERM', types: ['ANNUITY'], maxRows: 4 }, (loan) => {
      const result = simulate(loan);
      const entries = entriesOf(result.repaymentPlan).slice(0, -1);
      const index = entries.findIndex(
        (entry) => entry.totalMonthlyPayment !== result.totalMonthlyRate,
      );
      return index < 0 ? undefined : `month ${index + 1}`;
    });
  });
});

/*
 * Up to 15 % the rounding drift cannot clear a loan early (README, "Quality and performance"),
 * as long as the debt being amortised is at least the form's minimum loan: the drift argument
 * needs P·r² to outgrow (1 + r)^n, which holds for P ≥ 30 000 zł. A LOWER_INSTALMENT row that
 * leaves less behind re-amortises a sum too small for that (1 zł over 300 months rounds to an
 * instalment of 0 or 1 gr), so such runs are counted but not judged.
 */
describe('overpayments, at rates up to 15 %', () => {
  /** Every row of `loan` at least 5 zł. */
  const atLeastFiveZloty = (loan: Settings): Settings => ({
    ...loan,
    overpayments: (loan.overpayments ?? []).map((row) => ({
      ...row,
      amount: Math.max(5, row.amount),
    })),
  });

  it('never raise the total interest when they shorten the term', () => {
    fc.assert(
      fc.property(
        scenarioArbitrary({ overpayments: 'SHORTEN_TERM', maxPercent: 15, maxRows: 4 }).map(
          atLeastFiveZloty,
        ),
        (loan) => {
          const withThem = simulate(loan).repaymentPlan.totalInterestPayment;
          const without = simulate(withoutOverpayments(loan)).repaymentPlan.totalInterestPayment;
          expect(withThem).toBeLessThanOrEqual(without);
        },
      ),
      runs,
    );
  });

  /*
   * Both plans round the instalment to the grosz, up to half a grosz a month off the exact one. A
   * grosz the balance carries from month k costs at most its interest to the end of the term, so a
   * plan's rounding moves its total interest by at most 0,5 gr · (S − n), where S = ((1 + i)^n − 1)
   * / i over the whole term n at monthly rate i. Lowering the instalment re-amortises what the
   * balance carried so far over the months left, so the plan with the overpayment does not keep
   * the rounding the plan without it keeps to the end. A small overpayment in a long, dear loan can
   * save less than that: fast-check found 5 zł in the first month of 29,2 mln zł at 13,24 % over 39
   * years (44,96 zł more interest; bound 148 zł) and 5 zł in month 64 of 30 017 zł at 13,49 % over
   * 37 years (58,58 zł more; bound 122 zł). So the total may rise, by at most 1 gr · (S − n).
   */
  it('never raise the total interest by more than re-rounding the lowered instalment can', () => {
    fc.assert(
      fc.property(
        scenarioArbitrary({ overpayments: 'LOWER_INSTALMENT', maxPercent: 15, maxRows: 4 }).map(
          atLeastFiveZloty,
        ),
        (loan) => {
          const plan = simulate(loan).repaymentPlan;
          const without = simulate(withoutOverpayments(loan)).repaymentPlan.totalInterestPayment;
          const n = loan.loanTermYears * 12;
          const i = loan.annualInterestRatePercent / 1200;
          const drift = 0.01 * (((1 + i) ** n - 1) / i - n);
          expect(plan.totalInterestPayment).toBeLessThanOrEqual(without + drift + 0.01);
        },
      ),
      {
        ...runs,
        examples: [
          [
            {
              loanAmount: 29_165_211,
              annualInterestRatePercent: 13.24,
              fixedInterestRate: true,
              loanTermYears: 39,
              mortgageType: 'ANNUITY',
              overpayments: [{ month: 1, amount: 5, repeat: 'ONCE', effect: 'LOWER_INSTALMENT' }],
            },
          ],
          [
            {
              loanAmount: 30_017,
              annualInterestRatePercent: 13.49,
              fixedInterestRate: true,
              loanTermYears: 37,
              mortgageType: 'ANNUITY',
              overpayments: [{ month: 64, amount: 5, repeat: 'ONCE', effect: 'LOWER_INSTALMENT' }],
            },
          ],
        ],
      },
    );
  });

  it('never move the last month when they lower the instalment, unless they repay the loan', () => {
    let judged = 0;
    fc.assert(
      fc.property(
        scenarioArbitrary({ overpayments: 'LOWER_INSTALMENT', maxPercent: 15, maxRows: 2 }),
        (loan) => {
          const entries = entriesOf(simulate(loan).repaymentPlan);
          const last = entries.at(-1);
          const repaidByOverpayment = (last?.overpayment ?? 0) > 0;
          const smallestLeft = Math.min(
            ...entries
              .filter((entry) => (entry.overpayment ?? 0) > 0 && entry.remainingDebt > 0)
              .map((entry) => entry.remainingDebt),
          );
          if (repaidByOverpayment || smallestLeft < 30_000) return;
          judged += 1;
          expect(entries).toHaveLength(loan.loanTermYears * 12);
        },
      ),
      runs,
    );
    // The property must not pass by judging nothing.
    expect(judged).toBeGreaterThan(runs.numRuns / 4);
  });
});
