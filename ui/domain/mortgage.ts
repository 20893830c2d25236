// The engine: a month-by-month timeline in whole grosze. Each month applies its events in one
// fixed order, and each instalment type is one strategy, so a new scenario is one more event:
//
//   1. rate change   the rate in force changes (the borrower's path, the end of a bridge margin);
//                    an annuity is re-amortised over the instalments left, a decreasing loan keeps
//                    its principal share;
//   2. interest      balance × rate / 1200, rounded half-up exactly (or by the real days of the
//                    period, ÷ 365 or ÷ 360, when the run has a day count: dayCount.ts);
//   3. principal     annuity: min(max(A − interest, 0), balance); decreasing: min(S, balance);
//                    the last planned month clears the balance;
//   4. overpayments  in array order, each capped at the balance left, each followed by its
//                    effect (SHORTEN_TERM or LOWER_INSTALMENT) on the terms left; a BUDGET row
//                    pays its amount less this month's instalment, nothing when that is ≤ 0.
//
// The schedule ends in the month the balance reaches 0: no entry follows. The rate arithmetic is
// in annuity.ts, the strategies in strategies.ts, the months the rate changes in rateSteps.ts.
import { AnnuityMath, monthlyInterest, monthlyRate, setMonthlyRate } from './annuity';
import { annualPercentageRateOf } from './apr';
import { periodInterest, periodRate, setPeriodRate } from './dayCount';
import { percentOf, toZloty } from './money';
import { rateSteps, type RunOptions } from './rateSteps';
import { ANNUITY, LINEAR } from './strategies';
import { readTerms } from './terms';
import type { LoanTerms } from './terms';
import type { RepaymentEntry, RepaymentPlan, Result, Settings } from './types';

export { hasCosts, hasOverpayments, hasRateChanges, validateSettings } from './terms';

// Vitest's module runner reads an imported binding through a getter at every use; binding the
// helpers the 480-month loop calls once keeps it at bundled speed (4–8x faster under test).
const zloty = toZloty;
const feeOf = percentOf;
const interestOn = monthlyInterest;
const setRate = setMonthlyRate;
// And those each run calls once: their getters cost a 480-month run about 0.3 µs under test.
const firstRate = monthlyRate;
const stepsOf = rateSteps;
const annuityStrategy = ANNUITY;
const linearStrategy = LINEAR;
const Annuity = AnnuityMath;
const dayInterest = periodInterest;
const setDayRate = setPeriodRate;

/** Entry shapes: the spec's four fields, plus each group of scenario fields a run has. */
const ENTRY_SPEC = 0;
/** `overpayment` and `overpaymentFee`: the run has overpayment rows. */
const ENTRY_OVERPAYMENTS = 1;
/** `annualInterestRatePercent`: the rate can change (a rate path or a bridge margin). */
const ENTRY_RATE = 2;
/** `costs`: the run has costs of credit. */
const ENTRY_COSTS = 4;

/**
 * Lays out the schedule of `terms` month by month (see the file comment for the order of events)
 * and totals it. Internal: `simulate`, the RRSO and the analyses share it.
 */
export function runSchedule(terms: LoanTerms, options: RunOptions = {}): Result {
  const shift = options.shift ?? 0;
  const rows = options.overpayments === false ? [] : terms.overpayments;
  const annuity = terms.mortgageType === 'ANNUITY';
  const strategy = annuity ? annuityStrategy : linearStrategy;
  const interestInDue = strategy.interestInDue;
  const loan = terms.loan;
  const steps = stepsOf(terms, shift, options.floor);
  const variableRate = terms.changeMonths.length > 0 || terms.bridgeMonths > 0;
  const withOverpayments = terms.overpayments.length > 0;
  const costs = terms.costs;
  const fee = terms.fee;
  const monthlyCosts = costs === null ? 0 : costs.insurance + costs.fees;
  const costsInZloty = zloty(monthlyCosts);
  // Which scenario fields the entries carry: a run without scenario settings keeps the spec's
  // four fields exactly.
  const shape =
    (withOverpayments ? ENTRY_OVERPAYMENTS : 0) |
    (variableRate ? ENTRY_RATE : 0) |
    (costs === null ? 0 : ENTRY_COSTS);

  // One rate object for the run, updated in place at each change.
  const rate = firstRate(steps.first);
  const periods = terms.dates.periods; // interest by the real days: each period's days
  const dayRate = periods === null ? null : periodRate(steps.first, terms.dates.dayCount);
  let due = strategy.start(loan, steps.first, terms.months);
  const firstDue = due;
  let lastMonth = terms.months;
  let balance = loan;
  let step = 0;
  let nextStep = steps.months.length > 0 ? (steps.months[0] ?? Infinity) : Infinity;
  // The month each row falls in next, and the soonest of them: other months skip the rows.
  const nextOccurrence = new Float64Array(rows.length);
  let nextOverpayment = Infinity;
  rows.forEach((row, index) => {
    nextOccurrence[index] = row.first;
    if (row.first < nextOverpayment) nextOverpayment = row.first;
  });
  const math = new Annuity();

  const entries = new Array<RepaymentEntry>(terms.months);
  let count = 0;
  let totalInterest = 0;
  let totalOverpayment = 0;
  let totalFees = 0;
  let firstPayment = 0;
  for (let month = 1; balance > 0; month += 1) {
    // 1. Rate change, before this month's interest.
    if (month === nextStep) {
      const percent = steps.percents[step] ?? rate.annualPercent;
      // A change to the rate already in force is ignored: nothing is re-amortised.
      if (percent !== rate.annualPercent) {
        setRate(rate, percent);
        if (dayRate !== null) setDayRate(dayRate, percent);
        const left = lastMonth - month + 1;
        due = strategy.afterRateChange(due, balance, percent, left, math);
      }
      step += 1;
      nextStep = steps.months[step] ?? Infinity;
    }
    // 2. Interest and 3. principal.
    const interest =
      dayRate === null
        ? interestOn(rate, balance)
        : dayInterest(dayRate, balance, periods?.[month - 1]?.days ?? 0);
    let principal = balance;
    if (month !== lastMonth) {
      const owed = due - interestInDue * interest;
      principal = owed < 0 ? 0 : owed > balance ? balance : owed;
    }
    balance -= principal;
    totalInterest += interest;
    if (month === 1) firstPayment = principal + interest;

    // 4. Overpayments, after the instalment, in array order.
    let overpaid = 0;
    let fees = 0;
    if (month === nextOverpayment) {
      let upcoming = Infinity;
      for (let index = 0; index < rows.length; index += 1) {
        const row = rows[index];
        let next = nextOccurrence[index] ?? Infinity;
        if (row !== undefined && next === month) {
          next = row.step > 0 && month + row.step <= row.last ? month + row.step : Infinity;
          nextOccurrence[index] = next;
          // Nothing is left to repay (the last month, or an earlier row repaid the loan).
          // A budget row overpays what this month's instalment leaves of the budget.
          const wanted = row.budget ? row.amount - principal - interest : row.amount;
          if (balance > 0 && wanted > 0) {
            const paid = wanted < balance ? wanted : balance;
            balance -= paid;
            overpaid += paid;
            if (fee !== null && month <= fee.months) {
              const percent = fee.percent < rate.annualPercent ? fee.percent : rate.annualPercent;
              fees += feeOf(paid, percent);
            }
            if (balance > 0) {
              const left = lastMonth - month;
              if (row.shortenTerm) {
                lastMonth =
                  month + strategy.shortenTerm(due, balance, rate.annualPercent, left, math);
              } else {
                due = strategy.lowerInstalment(due, balance, rate.annualPercent, left, math);
              }
            }
          }
        }
        if (next < upcoming) upcoming = next;
      }
      nextOverpayment = upcoming;
    }
    totalOverpayment += overpaid;
    totalFees += fees;

    const instalment = principal + interest;
    const paid = zloty(instalment);
    const interestPaid = zloty(interest);
    const principalPaid = zloty(principal);
    const debt = zloty(balance);
    const overpayment = overpaid === 0 ? 0 : zloty(overpaid);
    const overpaymentFee = fees === 0 ? 0 : zloty(fees);
    const inForce = rate.annualPercent;
    // One object literal per combination of scenario fields: an entry carries exactly the
    // fields its run has, and every entry of a run has one shape (adding fields to an object
    // after it is made costs a second allocation per entry).
    switch (shape) {
      case ENTRY_SPEC:
        entries[count] = {
          totalMonthlyPayment: paid,
          interestPayment: interestPaid,
          principalPayment: principalPaid,
          remainingDebt: debt,
        };
        break;
      case ENTRY_OVERPAYMENTS:
        entries[count] = {
          totalMonthlyPayment: paid,
          interestPayment: interestPaid,
          principalPayment: principalPaid,
          remainingDebt: debt,
          overpayment,
          overpaymentFee,
        };
        break;
      case ENTRY_RATE:
        entries[count] = {
          totalMonthlyPayment: paid,
          interestPayment: interestPaid,
          principalPayment: principalPaid,
          remainingDebt: debt,
          annualInterestRatePercent: inForce,
        };
        break;
      case ENTRY_OVERPAYMENTS | ENTRY_RATE:
        entries[count] = {
          totalMonthlyPayment: paid,
          interestPayment: interestPaid,
          principalPayment: principalPaid,
          remainingDebt: debt,
          overpayment,
          overpaymentFee,
          annualInterestRatePercent: inForce,
        };
        break;
      case ENTRY_COSTS:
        entries[count] = {
          totalMonthlyPayment: paid,
          interestPayment: interestPaid,
          principalPayment: principalPaid,
          remainingDebt: debt,
          costs: costsInZloty,
        };
        break;
      case ENTRY_OVERPAYMENTS | ENTRY_COSTS:
        entries[count] = {
          totalMonthlyPayment: paid,
          interestPayment: interestPaid,
          principalPayment: principalPaid,
          remainingDebt: debt,
          overpayment,
          overpaymentFee,
          costs: costsInZloty,
        };
        break;
      case ENTRY_RATE | ENTRY_COSTS:
        entries[count] = {
          totalMonthlyPayment: paid,
          interestPayment: interestPaid,
          principalPayment: principalPaid,
          remainingDebt: debt,
          annualInterestRatePercent: inForce,
          costs: costsInZloty,
        };
        break;
      default:
        entries[count] = {
          totalMonthlyPayment: paid,
          interestPayment: interestPaid,
          principalPayment: principalPaid,
          remainingDebt: debt,
          overpayment,
          overpaymentFee,
          annualInterestRatePercent: inForce,
          costs: costsInZloty,
        };
    }
    count += 1;
  }
  // At high rates rounding can clear the debt before month n; the schedule ends there.
  if (count < entries.length) entries.length = count;

  const totalPrincipal = loan - balance;
  const plan: RepaymentPlan = {
    entries,
    totalRepayment: zloty(totalPrincipal + totalInterest),
    totalInterestPayment: zloty(totalInterest),
    totalRepaymentRate: zloty(totalPrincipal),
    remainingDebt: zloty(balance),
  };
  if (withOverpayments) {
    plan.totalOverpayment = zloty(totalOverpayment);
    plan.totalOverpaymentFees = zloty(totalFees);
  }
  if (costs !== null) {
    const totalCosts = costs.commission + costs.oneOff + monthlyCosts * count;
    const costOfCredit = totalInterest + totalCosts + totalFees;
    plan.totalCosts = zloty(totalCosts);
    plan.totalCostOfCredit = zloty(costOfCredit);
    plan.totalAmountToPay = zloty(loan + costOfCredit);
  }
  return {
    totalMonthlyRate: zloty(annuity ? firstDue : firstPayment),
    repaymentPlan: plan,
  };
}

/**
 * Simulates a mortgage month by month in whole grosze.
 *
 * Annuity: the instalment A is P·r / (1 − (1 + r)^−n) rounded half-up; interest is the rounded
 * monthly interest on the balance and principal the rest, never below 0 nor above the balance;
 * month n clears the balance. Linear: principal is P / n rounded and month n takes the remainder;
 * the first instalment is reported as the monthly rate. The schedule ends in the month the
 * balance reaches 0 (rounding at high rates can clear it a month early).
 *
 * The optional scenario settings, each a month event (see the file comment for their order):
 * - `overpayments` (issue 11): paid after instalment `month`, repeated ONCE, MONTHLY (every
 *   month), QUARTERLY (every 3) or YEARLY (every 12) up to `untilMonth` (default n), each capped
 *   at the balance left, ignored when nothing is left. BUDGET (issue 36) falls every month like MONTHLY, but its
 *   `amount` M is a monthly budget for the instalments: it overpays M − (this month's principal
 *   + interest), nothing when that is ≤ 0 (costs are paid on top of M). With B > 0 left, R instalments to go and
 *   i = rate / 1200: SHORTEN_TERM keeps A (S) and sets R = min(R, ceil(−ln(1 − B·i/A) / ln(1 + i)
 *   − 1e−9)) for an annuity (R stays when B·i ≥ A), min(R, ceil(B / S)) for a decreasing loan;
 *   LOWER_INSTALMENT keeps R and sets A = roundHalfUp(B·i / (1 − (1 + i)^−R)), S =
 *   roundHalfUp(B / R). Entries gain `overpayment` and `overpaymentFee`, the plan
 *   `totalOverpayment` and `totalOverpaymentFees`; `principalPayment` never includes the
 *   overpayment, `totalRepayment` does.
 * - `overpaymentFee`: in months 1..`months`, each overpayment o (after capping) costs
 *   roundHalfUp(o × min(percent, rate in force) / 100); the fee does not reduce the debt.
 * - `rateChanges` (issue 12): from instalment `month` the path's rate is the new one; an annuity
 *   is re-amortised over the R instalments left, that month included, with the same expression
 *   as A; a decreasing loan keeps S; a change to the rate in force is ignored. Entries then carry
 *   `annualInterestRatePercent`, the rate in force (a bridge margin included; a bridge margin
 *   alone gives them the field too).
 * - `costs` (issue 13): the bridge margin adds its points to the rate in force in instalments
 *   1..`bridgeMonths` (the sum rounded to six decimals) and its end re-amortises like a rate
 *   change; monthly insurance and fees go to each entry's `costs`; the plan gains `totalCosts`
 *   (commission, one-off costs, monthly costs over the months the schedule runs),
 *   `totalCostOfCredit` (interest + costs + overpayment fees) and `totalAmountToPay` (loan +
 *   cost of credit), and the result `annualPercentageRate` (see `annualPercentageRate`).
 *
 * Each entry carries exactly the fields of its run: the spec's four, then `overpayment` and
 * `overpaymentFee` when there are overpayment rows (`hasOverpayments`), the rate when it can
 * change, `costs` when there are costs (`hasCosts`). A run without these settings gets exactly
 * the spec's four fields and figures. Throws CalculationError for anything `validateSettings`
 * refuses.
 */
export function simulate(settings: Settings): Result {
  const terms = readTerms(settings);
  const result = runSchedule(terms);
  if (terms.costs !== null) {
    // The RRSO assumes the contract is kept as signed: its schedule has no overpayments.
    const signed =
      terms.overpayments.length > 0 ? runSchedule(terms, { overpayments: false }) : result;
    result.annualPercentageRate = annualPercentageRateOf(terms, signed);
  }
  return result;
}
