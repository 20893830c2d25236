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
  /*
   * Lowering the instalment re-rounds A (or S) to the grosz, which can move up to half a grosz of
   * principal a month later: over R months left that costs at most about R²·i/4 gr of interest,
   * while an overpayment o saves at least about o·i·R/2. So an overpayment of a few grosze can
   * lose to the rounding (13 gr on a 49,8 mln zł decreasing loan costs 54 gr more interest);
   * from R/2 gr, at most 2,40 zł, it cannot. The rows here are at least 5 zł.
   */
  it('never raise the total interest (overpayments of at least 5 zł)', () => {
    fc.assert(
      fc.property(
        scenarioArbitrary({ overpayments: true, maxPercent: 15, maxRows: 4 }).map((loan) => ({
          ...loan,
          overpayments: (loan.overpayments ?? []).map((row) => ({
            ...row,
            amount: Math.max(5, row.amount),
          })),
        })),
        (loan) => {
          const withThem = simulate(loan).repaymentPlan.totalInterestPayment;
          const without = simulate(withoutOverpayments(loan)).repaymentPlan.totalInterestPayment;
          expect(withThem).toBeLessThanOrEqual(without);
        },
      ),
      runs,
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
