import { NPER, PMT } from '@formulajs/formulajs';
import { describe, expect, it } from 'vitest';
import {
  instalmentInMonth,
  lowerInstalmentTo,
  payOffBy,
  payWithBudget,
  type GoalAnswer,
} from './goals';
import { instalmentText, unreachableText } from './goalsText';
import { simulate } from './mortgage';
import { entriesOf, settings } from './test-support';
import type { Overpayment, Settings } from './types';

/** The outcome of an answer that must be reachable. */
function outcomeOf(answer: GoalAnswer) {
  if (!answer.ok) throw new Error(`unreachable: ${answer.reason.kind}`);
  return answer.outcome;
}

/** How many instalments the loan runs with one monthly overpayment of `amount` from `from`. */
function lastInstalment(loan: Settings, amount: number, from = 1): number {
  const row: Overpayment = { month: from, amount, repeat: 'MONTHLY', effect: 'SHORTEN_TERM' };
  return entriesOf(simulate({ ...loan, overpayments: [row] }).repaymentPlan).length;
}

// The issue's case: 400 000 zł at 6,5 % over 25 years, A = 2 700,83 zł (PMT below).
const issueLoan = settings(400_000, 6.5, 25);

describe('Spłać do: the smallest monthly overpayment that ends the loan by a target', () => {
  it('checks the instalment with a spreadsheet PMT', () => {
    expect(Math.abs(PMT(0.065 / 12, 300, 400_000) as number)).toBeCloseTo(2700.83, 2);
  });

  it.each([
    // target, from, answer: worked out with NPER (below) and checked with the engine both ways.
    [180, 1, 784],
  ])('finishes by instalment %i from instalment %i with %i zł a month', (target, from, answer) => {
    const outcome = outcomeOf(payOffBy(issueLoan, target, from));
    expect(outcome.amount).toBe(answer);
    expect(outcome.lastInstalment).toBeLessThanOrEqual(target);
    expect(outcome.monthsShorter).toBe(300 - outcome.lastInstalment);
    expect(outcome.overpayments).toEqual([
      { month: from, amount: answer, repeat: 'MONTHLY', effect: 'SHORTEN_TERM' },
    ]);
    expect(lastInstalment(issueLoan, answer, from)).toBeLessThanOrEqual(target);
    // One złoty less misses the target.
    expect(lastInstalment(issueLoan, answer - 1, from)).toBe(target + 1);
  });

  it('agrees with NPER: 2 700,83 + 784 zł a month needs just under 180 months, 783 just over', () => {
    const months = (payment: number) => NPER(0.065 / 12, -payment, 400_000) as number;
    expect(months(2700.83 + 784)).toBeLessThan(180);
    expect(months(2700.83 + 783)).toBeGreaterThan(179.9);
  });

  it('needs nothing when the plan already ends by the target', () => {
    expect(outcomeOf(payOffBy(issueLoan, 300))).toMatchObject({
      amount: 0,
      overpayments: [],
      lastInstalment: 300,
      monthsShorter: 0,
      interestSavedNetOfFees: 0,
    });
  });

  it('finds a later start exactly too, and charges the fee in the saving', () => {
    const loan: Settings = { ...issueLoan, overpaymentFee: { percent: 3, months: 36 } };
    const outcome = outcomeOf(payOffBy(loan, 200, 25));
    expect(lastInstalment(loan, outcome.amount, 25)).toBeLessThanOrEqual(200);
    expect(lastInstalment(loan, outcome.amount - 1, 25)).toBeGreaterThan(200);
    const run = simulate({ ...loan, overpayments: outcome.overpayments });
    const base = simulate(issueLoan);
    const saved =
      base.repaymentPlan.totalInterestPayment -
      run.repaymentPlan.totalInterestPayment -
      (run.repaymentPlan.totalOverpaymentFees ?? 0);
    expect(run.repaymentPlan.totalOverpaymentFees).toBeGreaterThan(0);
    expect(outcome.interestSavedNetOfFees).toBeCloseTo(saved, 2);
  });

  it('cannot end before the first overpayment: the earliest is the start instalment', () => {
    expect(payOffBy(issueLoan, 11, 12)).toEqual({
      ok: false,
      reason: { kind: 'before-start', earliestInstalment: 12 },
    });
  });

  it('numbers a calendar month from the first instalment', () => {
    expect(instalmentInMonth('2026-01', '2040-12')).toBe(180);
    expect(instalmentInMonth('2026-03', '2026-03')).toBe(1);
  });
});

describe('Stała kwota miesięcznie: a monthly budget for the instalments', () => {
  it('overpays the budget less the instalment, and ends as that monthly overpayment would', () => {
    const outcome = outcomeOf(payWithBudget(issueLoan, 3484.83));
    expect(outcome.overpayments).toEqual([
      { month: 1, amount: 3484.83, repeat: 'BUDGET', effect: 'SHORTEN_TERM' },
    ]);
    // 3 484,83 − 2 700,83 = 784 zł a month: the first answer's loan.
    expect(outcome.lastInstalment).toBe(lastInstalment(issueLoan, 784));
    expect(outcome.lastInstalment).toBeLessThanOrEqual(180);
    expect(outcome.interestSavedNetOfFees).toBeGreaterThan(0);
  });

  it('says the budget is below the instalment, and names the instalment', () => {
    expect(payWithBudget(issueLoan, 2700)).toEqual({
      ok: false,
      reason: { kind: 'below-instalment', instalment: 2700.83 },
    });
  });
});

describe('Obniż ratę do: the smallest one-off overpayment that lowers the next instalment', () => {
  // 30 000 zł at 12 % over one year: after instalment 6 the debt is 15 447,65 zł (see
  // overpayments.test.ts) and 6 instalments are left; the instalment on B is
  // B · 0,01 / (1 − 1,01^−6) = B · 0,172548… .
  const small = settings(30_000, 12, 1);

  it('finds the złoty that brings the instalment to 2 000 zł, and one less does not', () => {
    const outcome = outcomeOf(lowerInstalmentTo(small, 2000, 6));
    // The instalment is at most 2 000 for a debt of at most 2 000 / 0,172548… = 11 590,92 zł:
    // 15 447,65 − 11 590,92 = 3 856,73, so 3 857 zł.
    expect(outcome.amount).toBe(3857);
    expect(outcome.nextInstalment).toBeLessThanOrEqual(2000);
    expect(outcome.overpayments).toEqual([
      { month: 6, amount: 3857, repeat: 'ONCE', effect: 'LOWER_INSTALMENT' },
    ]);
    const missed = simulate({
      ...small,
      overpayments: [{ month: 6, amount: 3856, repeat: 'ONCE', effect: 'LOWER_INSTALMENT' }],
    });
    expect(entriesOf(missed.repaymentPlan)[6]?.totalMonthlyPayment).toBeGreaterThan(2000);
  });

  it('needs nothing when the instalment is already at most the target', () => {
    expect(outcomeOf(lowerInstalmentTo(small, 3000, 6))).toMatchObject({
      amount: 0,
      nextInstalment: 2665.46,
    });
  });

  it('has no next instalment to lower after the last one', () => {
    expect(lowerInstalmentTo(small, 1000, 12)).toEqual({
      ok: false,
      reason: { kind: 'after-end', lastInstalment: 12 },
    });
  });
});

describe('the words of an unreachable target', () => {
  const plain = (text: string) => text.replace(/\s/g, ' ');

  it.each([
    [
      { kind: 'before-start', earliestInstalment: 12 } as const,
      '2026-01',
      'Najwcześniej możesz spłacić kredyt w grudniu 2026.',
    ],
    [
      { kind: 'before-start', earliestInstalment: 12 } as const,
      undefined,
      'Najwcześniej możesz spłacić kredyt w racie nr 12.',
    ],
    [
      { kind: 'below-instalment', instalment: 2700.83 } as const,
      undefined,
      'Kwota jest niższa niż rata (2 700,83 zł).',
    ],
  ])('says %o plainly', (reason, first, text) => {
    expect(plain(unreachableText(reason, first))).toBe(text);
  });

  it('names the month of an instalment', () => {
    expect(instalmentText(180, '2026-01')).toBe('rata nr 180 (grudzień 2040)');
    expect(instalmentText(180, undefined)).toBe('rata nr 180');
  });
});
