// Nadpłaty z celem (issue 36): the overpayment that reaches a target, on the run's own settings
// (its rate path, costs and fee rule) without its overpayment rows, which the answer replaces.
// Each solver bisects on whole złoty over the engine's own schedule, so an answer is exact: one
// złoty less misses the target.
import { monthOrdinal, type CalendarMonth } from './calendar';
import { GROSZE_PER_ZLOTY } from './money';
import { runSchedule } from './mortgage';
import { withoutOverpayments } from './analysis';
import { readTerms, type LoanTerms, type OverpaymentTerm } from './terms';
import type { Overpayment, Result, Settings, Zloty } from './types';

/** What an answer does to the loan, against the run without overpayments. */
export interface GoalOutcome {
  /** The overpayment (or, for a budget, the budget) in whole złoty; 0 when nothing is needed. */
  amount: Zloty;
  /** The rows `Wstaw do nadpłat` puts in the form: none when the amount is 0. */
  overpayments: Overpayment[];
  /** The number of the last instalment. */
  lastInstalment: number;
  /** Instalments fewer than without overpayments (`Kredyt krótszy o …`). */
  monthsShorter: number;
  /** Interest saved, less the early-repayment fees paid. */
  interestSavedNetOfFees: Zloty;
  /** The first instalment after the overpayment (Obniż ratę do); null when the loan is repaid. */
  nextInstalment: Zloty | null;
}

/** Why a target cannot be reached, with what is possible instead. */
export type GoalUnreachable =
  | { kind: 'before-start'; earliestInstalment: number }
  | { kind: 'below-instalment'; instalment: Zloty }
  | { kind: 'after-end'; lastInstalment: number };

/** An answer, or why there is none. */
export type GoalAnswer =
  { ok: true; outcome: GoalOutcome } | { ok: false; reason: GoalUnreachable };

/** The loan the tools work on: the run's settings without its overpayment rows. */
class GoalLoan {
  readonly terms: LoanTerms;
  readonly base: Result;
  readonly baseMonths: number;
  private readonly baseInterest: number;

  constructor(settings: Settings) {
    this.terms = readTerms(withoutOverpayments(settings));
    this.base = runSchedule(this.terms);
    this.baseMonths = this.base.repaymentPlan.entries.length;
    this.baseInterest = cents(this.base.repaymentPlan.totalInterestPayment);
  }

  /** The loan with one overpayment row (or none) under `fee`. */
  run(row: OverpaymentTerm | null, fee: LoanTerms['fee']): Result {
    return runSchedule({ ...this.terms, overpayments: row === null ? [] : [row], fee });
  }

  /** The outcome of `result`, the run with `row` (null: none). */
  outcome(amount: Zloty, row: Overpayment | null, result: Result, next?: number): GoalOutcome {
    const plan = result.repaymentPlan;
    const fees = cents(plan.totalOverpaymentFees ?? 0);
    const outcome: GoalOutcome = {
      amount,
      overpayments: row === null ? [] : [row],
      lastInstalment: plan.entries.length,
      monthsShorter: this.baseMonths - plan.entries.length,
      interestSavedNetOfFees:
        (this.baseInterest - cents(plan.totalInterestPayment) - fees) / GROSZE_PER_ZLOTY,
      nextInstalment:
        next === undefined ? null : (plan.entries[next - 1]?.totalMonthlyPayment ?? null),
    };
    return outcome;
  }
}

function cents(zloty: number): number {
  return Math.round(zloty * GROSZE_PER_ZLOTY);
}

/** The smallest whole `x` in [low, high] with `hits(x)`; `hits` is monotone and `hits(high)` holds. */
function smallestWhole(low: number, high: number, hits: (x: number) => boolean): number {
  let miss = low - 1;
  let hit = high;
  while (hit - miss > 1) {
    const middle = Math.floor((miss + hit) / 2);
    if (hits(middle)) hit = middle;
    else miss = middle;
  }
  return hit;
}

function monthlyTerm(
  first: number,
  months: number,
  zloty: number,
  budget: boolean,
): OverpaymentTerm {
  return {
    first,
    step: 1,
    last: months,
    amount: zloty * GROSZE_PER_ZLOTY,
    budget,
    shortenTerm: true,
  };
}

/** The fee rule the settings carry, as the engine reads it. */
function feeOf(settings: Settings): LoanTerms['fee'] {
  return readTerms({ ...withoutOverpayments(settings), overpaymentFee: settings.overpaymentFee })
    .fee;
}

/**
 * `Spłać do`: the smallest monthly overpayment in whole złoty, from instalment `from`, shortening
 * the term, such that the last instalment's number is at most `targetInstalment`. 0 when the plan
 * already ends by then; unreachable when the target comes before instalment `from`.
 */
export function payOffBy(settings: Settings, targetInstalment: number, from = 1): GoalAnswer {
  const loan = new GoalLoan(settings);
  const fee = feeOf(settings);
  if (targetInstalment >= loan.baseMonths) {
    return { ok: true, outcome: loan.outcome(0, null, loan.base) };
  }
  if (from > loan.baseMonths || targetInstalment < from) {
    return { ok: false, reason: { kind: 'before-start', earliestInstalment: from } };
  }
  const months = loan.terms.months;
  const ends = (x: number) =>
    loan.run(monthlyTerm(from, months, x, false), fee).repaymentPlan.entries.length;
  // The whole loan overpaid with instalment `from` repays it there: an upper bound that hits.
  const high = Math.ceil(loan.terms.loan / GROSZE_PER_ZLOTY);
  const amount = smallestWhole(1, high, (x) => ends(x) <= targetInstalment);
  const row: Overpayment = { month: from, amount, repeat: 'MONTHLY', effect: 'SHORTEN_TERM' };
  return {
    ok: true,
    outcome: loan.outcome(amount, row, loan.run(monthlyTerm(from, months, amount, false), fee)),
  };
}

/**
 * `Stała kwota miesięcznie`: a monthly budget `budget` (whole złoty or grosze) for the instalments
 * from instalment `from`; what each instalment leaves of it is overpaid (a BUDGET row).
 * Unreachable when the budget is below that instalment.
 */
export function payWithBudget(settings: Settings, budget: Zloty, from = 1): GoalAnswer {
  const loan = new GoalLoan(settings);
  const fee = feeOf(settings);
  const entries = loan.base.repaymentPlan.entries;
  if (from > entries.length) {
    return { ok: false, reason: { kind: 'after-end', lastInstalment: entries.length } };
  }
  const instalment = entries[from - 1]?.totalMonthlyPayment ?? 0;
  if (budget < instalment) {
    return { ok: false, reason: { kind: 'below-instalment', instalment } };
  }
  const row: Overpayment = {
    month: from,
    amount: budget,
    repeat: 'BUDGET',
    effect: 'SHORTEN_TERM',
  };
  const term = monthlyTerm(from, loan.terms.months, 0, true);
  const result = loan.run({ ...term, amount: cents(budget) }, fee);
  return { ok: true, outcome: loan.outcome(budget, row, result) };
}

/**
 * `Obniż ratę do`: the smallest one-off overpayment in whole złoty after instalment `after`,
 * lowering the instalment, such that the next instalment is at most `targetInstalment`.
 * Unreachable when the plan ends by instalment `after`.
 */
export function lowerInstalmentTo(
  settings: Settings,
  targetInstalment: Zloty,
  after: number,
): GoalAnswer {
  const loan = new GoalLoan(settings);
  const fee = feeOf(settings);
  const entries = loan.base.repaymentPlan.entries;
  if (after >= entries.length) {
    return { ok: false, reason: { kind: 'after-end', lastInstalment: entries.length } };
  }
  const once = (x: number): OverpaymentTerm => ({
    first: after,
    step: 0,
    last: after,
    amount: x * GROSZE_PER_ZLOTY,
    budget: false,
    shortenTerm: false,
  });
  const next = (x: number) =>
    x === 0
      ? (entries[after]?.totalMonthlyPayment ?? 0)
      : (loan.run(once(x), fee).repaymentPlan.entries[after]?.totalMonthlyPayment ?? 0);
  const debt = entries[after - 1]?.remainingDebt ?? 0;
  const amount = smallestWhole(0, Math.ceil(debt), (x) => next(x) <= targetInstalment);
  if (amount === 0) return { ok: true, outcome: loan.outcome(0, null, loan.base, after + 1) };
  const row: Overpayment = { month: after, amount, repeat: 'ONCE', effect: 'LOWER_INSTALMENT' };
  return {
    ok: true,
    outcome: loan.outcome(amount, row, loan.run(once(amount), fee), after + 1),
  };
}

/** The number of the instalment paid in `month`, given the first instalment's month (`YYYY-MM`). */
export function instalmentInMonth(
  firstInstalmentMonth: CalendarMonth,
  month: CalendarMonth,
): number {
  return (monthOrdinal(month) ?? 0) - (monthOrdinal(firstInstalmentMonth) ?? 0) + 1;
}
