import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulate } from './mortgage';
import { entriesOf, grosze, rateArbitrary, settingsArbitrary } from './test-support';
import type { RepaymentEntry, Settings } from './types';

const runs = { numRuns: 1000 };

/**
 * Checks, for every loan the form accepts (optionally narrowed), that `firstBreach` finds no
 * month breaking the rule. Months are scanned with plain comparisons and one `expect` per loan,
 * because an `expect` per month makes a thousand 480-month loans take seconds.
 */
function forEveryLoan(
  firstBreach: (loan: Settings) => string | undefined,
  options: Parameters<typeof settingsArbitrary>[0] = {},
): void {
  fc.assert(
    fc.property(settingsArbitrary(options), (loan) => {
      expect(firstBreach(loan)).toBeUndefined();
    }),
    runs,
  );
}

/** The first month (1-based) for which `breaks` holds, described, or undefined. */
function firstMonth(
  entries: RepaymentEntry[],
  breaks: (entry: RepaymentEntry, index: number) => boolean,
): string | undefined {
  const index = entries.findIndex(breaks);
  return index < 0 ? undefined : `month ${index + 1}: ${JSON.stringify(entries[index])}`;
}

describe('simulate, over every loan the form accepts', () => {
  it('lays out one entry per month until the debt is repaid, and none after', () => {
    forEveryLoan((loan) => {
      const entries = entriesOf(simulate(loan).repaymentPlan);
      const months = loan.loanTermYears * 12;
      // Rounding at high rates may clear the debt a month or two early; the schedule ends there.
      if (entries.length > months) return `${entries.length}`;
      return firstMonth(entries.slice(0, -1), (entry) => entry.remainingDebt === 0);
    });
  });

  it('lays out exactly one entry per month at rates up to 15 %', () => {
    forEveryLoan(
      (loan) => {
        const months = entriesOf(simulate(loan).repaymentPlan).length;
        return months === loan.loanTermYears * 12 ? undefined : `${months} entries`;
      },
      { maxPercent: 15 },
    );
  });

  it('repays exactly the loan in principal and leaves no debt', () => {
    forEveryLoan((loan) => {
      const plan = simulate(loan).repaymentPlan;
      const principal = entriesOf(plan).reduce(
        (sum, entry) => sum + grosze(entry.principalPayment),
        0,
      );
      if (principal !== loan.loanAmount * 100) return `principal ${principal} gr`;
      if (plan.totalRepaymentRate !== loan.loanAmount) return `total ${plan.totalRepaymentRate}`;
      return plan.remainingDebt === 0 ? undefined : `debt left ${plan.remainingDebt}`;
    });
  });

  it('lowers the debt by each month’s principal, never below zero, ending at zero', () => {
    forEveryLoan((loan) => {
      const entries = entriesOf(simulate(loan).repaymentPlan);
      let debt = loan.loanAmount * 100;
      const breach = firstMonth(entries, (entry) => {
        debt -= grosze(entry.principalPayment);
        return debt < 0 || grosze(entry.remainingDebt) !== debt;
      });
      return breach ?? (entries.at(-1)?.remainingDebt === 0 ? undefined : 'debt left at the end');
    });
  });

  it('makes each instalment its principal plus its interest, to the grosz, none negative', () => {
    forEveryLoan((loan) =>
      firstMonth(
        entriesOf(simulate(loan).repaymentPlan),
        (entry) =>
          entry.principalPayment < 0 ||
          entry.interestPayment < 0 ||
          grosze(entry.totalMonthlyPayment) !==
            grosze(entry.principalPayment) + grosze(entry.interestPayment),
      ),
    );
  });

  it('reports totals that are the exact sums of the entries', () => {
    forEveryLoan((loan) => {
      const plan = simulate(loan).repaymentPlan;
      const entries = entriesOf(plan);
      const sum = (pick: (entry: RepaymentEntry) => number) =>
        entries.reduce((total, entry) => total + grosze(pick(entry)), 0);
      if (grosze(plan.totalRepayment) !== sum((entry) => entry.totalMonthlyPayment)) {
        return `total repayment ${plan.totalRepayment}`;
      }
      return grosze(plan.totalInterestPayment) === sum((entry) => entry.interestPayment)
        ? undefined
        : `total interest ${plan.totalInterestPayment}`;
    });
  });

  it('returns figures with at most two decimals', () => {
    forEveryLoan((loan) => {
      const { totalMonthlyRate, repaymentPlan: plan } = simulate(loan);
      const figures = [
        totalMonthlyRate,
        plan.totalRepayment,
        plan.totalInterestPayment,
        plan.totalRepaymentRate,
        plan.remainingDebt,
        ...entriesOf(plan).flatMap((entry) => [
          entry.totalMonthlyPayment,
          entry.interestPayment,
          entry.principalPayment,
          entry.remainingDebt,
        ]),
      ];
      return figures.find((figure) => figure !== grosze(figure) / 100)?.toString();
    });
  });

  it('charges each month the monthly rate on the debt left before it, within half a grosz', () => {
    forEveryLoan((loan) => {
      let debt = loan.loanAmount * 100;
      return firstMonth(entriesOf(simulate(loan).repaymentPlan), (entry) => {
        const exact = (debt * loan.annualInterestRatePercent) / 1200;
        debt = grosze(entry.remainingDebt);
        return Math.abs(grosze(entry.interestPayment) - exact) > 0.5 + 1e-6;
      });
    });
  });
});

describe('simulate, for every decreasing (LINEAR) loan', () => {
  const linear = { types: ['LINEAR'] } as const;

  it('never raises the interest from one month to the next', () => {
    forEveryLoan((loan) => {
      let previous = Number.POSITIVE_INFINITY;
      return firstMonth(entriesOf(simulate(loan).repaymentPlan), (entry) => {
        const rises = entry.interestPayment > previous;
        previous = entry.interestPayment;
        return rises;
      });
    }, linear);
  });

  it('repays an equal share of the loan, within half a grosz, in every month but the last', () => {
    forEveryLoan((loan) => {
      const share = (loan.loanAmount * 100) / (loan.loanTermYears * 12);
      return firstMonth(
        entriesOf(simulate(loan).repaymentPlan).slice(0, -1),
        (entry) => Math.abs(grosze(entry.principalPayment) - share) > 0.5,
      );
    }, linear);
  });

  it('shows the first instalment as the monthly rate', () => {
    forEveryLoan((loan) => {
      const result = simulate(loan);
      const first = entriesOf(result.repaymentPlan)[0]?.totalMonthlyPayment;
      return first === result.totalMonthlyRate
        ? undefined
        : `${first} vs ${result.totalMonthlyRate}`;
    }, linear);
  });

  it('never lowers the total interest when the rate rises by 0,1 pp or more', () => {
    fc.assert(
      fc.property(settingsArbitrary(linear), rateArbitrary(), (loan, other) => {
        const [low = 0, high = 0] = [loan.annualInterestRatePercent, other].sort((a, b) => a - b);
        fc.pre(high - low >= 0.1 - 1e-9);
        const atLow = simulate({ ...loan, annualInterestRatePercent: low });
        const atHigh = simulate({ ...loan, annualInterestRatePercent: high });
        expect(atHigh.repaymentPlan.totalInterestPayment).toBeGreaterThanOrEqual(
          atLow.repaymentPlan.totalInterestPayment,
        );
      }),
      runs,
    );
  });
});

describe('simulate, for every annuity loan', () => {
  const annuity = { types: ['ANNUITY'] } as const;

  it('sets the instalment within half a grosz of P·r / (1 − (1 + r)^−n)', () => {
    forEveryLoan((loan) => {
      const r = loan.annualInterestRatePercent / 1200;
      const exact = (loan.loanAmount * 100 * r) / (1 - (1 + r) ** -(loan.loanTermYears * 12));
      const instalment = simulate(loan).totalMonthlyRate;
      return Math.abs(grosze(instalment) - exact) <= 0.5 + 1e-6 ? undefined : `${instalment}`;
    }, annuity);
  });

  it('charges the instalment every month until the debt is gone, and nothing after', () => {
    forEveryLoan((loan) => {
      const result = simulate(loan);
      const instalment = result.totalMonthlyRate;
      let cleared = false;
      return firstMonth(entriesOf(result.repaymentPlan).slice(0, -1), (entry) => {
        const paid = entry.totalMonthlyPayment;
        const breaks = cleared
          ? paid !== 0
          : entry.remainingDebt > 0
            ? paid !== instalment
            : paid > instalment;
        cleared ||= entry.remainingDebt === 0;
        return breaks;
      });
    }, annuity);
  });

  /*
   * Up to 15 % the instalment is the same in every month but the last. Rounding the instalment and
   * each month's interest moves the debt by at most 1 gr a month, compounded at r, so by at most
   * ((1 + r)^n − 1) / r gr; the debt clears early only if that reaches about A / (1 + r)^2 with
   * A ≥ P·r. For P ≥ 3 000 000 gr and n ≤ 480 this cannot happen while (1 + r)^482 < P·r², which
   * holds to r = 15 %/12 (≈ 399 < 469). Past that it can: at 20 %, 40 years, a 30 000 zł loan
   * may clear a month early, and its total interest may even fall when the rate rises by 0,1 pp.
   */
  const moderate = { types: ['ANNUITY'], maxPercent: 15 } as const;

  it('charges the same instalment in every month but the last, at rates up to 15 %', () => {
    forEveryLoan((loan) => {
      const result = simulate(loan);
      return firstMonth(
        entriesOf(result.repaymentPlan).slice(0, -1),
        (entry) => entry.totalMonthlyPayment !== result.totalMonthlyRate,
      );
    }, moderate);
  });

  it('never lowers the total interest when the rate rises by 0,1 pp or more, at rates up to 15 %', () => {
    fc.assert(
      fc.property(settingsArbitrary(moderate), rateArbitrary(15), (loan, other) => {
        const [low = 0, high = 0] = [loan.annualInterestRatePercent, other].sort((a, b) => a - b);
        fc.pre(high - low >= 0.1 - 1e-9);
        const atLow = simulate({ ...loan, annualInterestRatePercent: low });
        const atHigh = simulate({ ...loan, annualInterestRatePercent: high });
        expect(atHigh.repaymentPlan.totalInterestPayment).toBeGreaterThanOrEqual(
          atLow.repaymentPlan.totalInterestPayment,
        );
      }),
      runs,
    );
  });
});
