// The engine: a month-by-month timeline in whole grosze. Each month applies its events in one
// fixed order, and each instalment type is one strategy, so a new scenario is one more event:
//
//   1. rate change   the rate in force changes (the borrower's path, the end of a bridge margin);
//                    an annuity is re-amortised over the instalments left, a decreasing loan keeps
//                    its principal share;
//   2. interest      balance × rate / 1200, rounded half-up exactly;
//   3. principal     annuity: min(max(A − interest, 0), balance); decreasing: min(S, balance);
//                    the last planned month clears the balance;
//   4. overpayments  in array order, each capped at the balance left, each followed by its
//                    effect (SHORTEN_TERM or LOWER_INSTALMENT) on the terms left.
//
// The schedule ends in the month the balance reaches 0: no entry follows.
import { annualPercentageRateOf } from './apr';
import { MONTHS_PER_YEAR, RATE_MAX, RATE_MIN } from './limits';
import { divideHalfUp, percentOf, roundHalfUp, roundRate, toZloty } from './money';
import { readTerms } from './terms';
import type { LoanTerms } from './terms';
import type { Grosze, RepaymentEntry, RepaymentPlan, Result, Settings } from './types';

export { hasCosts, hasOverpayments, hasRateChanges, validateSettings } from './terms';

/** Percent per year over months per year: the spec's monthly rate is annual percent / 1200. */
const PERCENT_MONTHS = 100 * MONTHS_PER_YEAR;
/** Rates with at most this many decimals get exact integer interest (see `monthlyRate`). */
const MAX_EXACT_RATE_DECIMALS = 6;
/** The slack the SHORTEN_TERM count allows for float noise before rounding up. */
const TERM_EPSILON = 1e-9;

// Vitest's module runner reads an imported binding through a getter at every use; binding the
// helpers the 480-month loop calls once keeps it at bundled speed (4–8x faster under test).
const divide = divideHalfUp;
const round = roundHalfUp;
const zloty = toZloty;
const feeOf = percentOf;

/**
 * The monthly rate as an exact fraction `units / denominator` of the balance, when it is one.
 *
 * A rate typed by the borrower is a short decimal (7.25, 6.91), but 6.91 / 1200 is not exact in
 * binary, so a float product can land either side of a .5 grosz boundary. For rates with up to
 * six decimals the rate becomes an integer over a power of ten and the interest an exact integer
 * division. Only when that product would pass 2^53 (more than four decimals on a large balance)
 * does `monthlyInterest` fall back to floats, where `roundHalfUp` still cuts the noise at 15 digits.
 */
interface MonthlyRate {
  annualPercent: number;
  units: number;
  denominator: number;
  /** The largest balance whose product with `units` stays a safe integer; 0 when inexact. */
  safeBalance: Grosze;
}

/** Finds the exact fraction for `annualPercent` / 1200, if it has at most six decimals. */
function monthlyRate(annualPercent: number): MonthlyRate {
  const rate: MonthlyRate = { annualPercent: 0, units: 0, denominator: 1, safeBalance: 0 };
  setMonthlyRate(rate, annualPercent);
  return rate;
}

/** Makes `rate` the exact fraction for `annualPercent` (in place: a path may change 160 times). */
function setMonthlyRate(rate: MonthlyRate, annualPercent: number): void {
  rate.annualPercent = annualPercent;
  let scale = 1;
  for (let decimals = 0; decimals <= MAX_EXACT_RATE_DECIMALS; decimals += 1, scale *= 10) {
    const scaled = annualPercent * scale;
    const units = Math.round(scaled);
    if (Math.abs(scaled - units) <= 1e-9 * scaled) {
      rate.units = units;
      rate.denominator = PERCENT_MONTHS * scale;
      rate.safeBalance = Math.floor(Number.MAX_SAFE_INTEGER / units);
      return;
    }
  }
  rate.units = 0;
  rate.denominator = 1;
  rate.safeBalance = 0;
}

/** One month's interest on `balance` in grosze, rounded half-up. */
function monthlyInterest(rate: MonthlyRate, balance: Grosze): Grosze {
  return balance <= rate.safeBalance
    ? divide(balance * rate.units, rate.denominator)
    : round((balance * rate.annualPercent) / PERCENT_MONTHS);
}

/** The fixed annuity instalment in grosze: P·r / (1 − (1 + r)^−n), rounded half-up. */
export function annuityInstalment(loan: Grosze, annualPercent: number, months: number): Grosze {
  const monthlyRate = annualPercent / PERCENT_MONTHS;
  // Written as the spreadsheet PMT writes it, so both round the same float.
  return round((loan * monthlyRate) / (1 - 1 / Math.pow(1 + monthlyRate, months)));
}

const pmt = annuityInstalment;

/** One unit in the last place of a double near 1, relatively: 2^−52. */
const ULP = 2 ** -52;

/**
 * A run's annuity arithmetic, with what depends on the rate alone cached across months.
 *
 * `instalment` re-amortises as `annuityInstalment` does, to the same grosz, but faster month
 * after month.
 * LOWER_INSTALMENT every month needs (1 + i)^−R, then (1 + i)^−(R−1), …, and a pow per month is
 * most of such a run's time. So when the rate is the same and R fell by one, the previous
 * 1 / (1 + i)^R is multiplied by 1 + i instead, and B·i / (1 − (1 + i)^−R) is taken as a product
 * with the reciprocal; a new rate or R starts from (1 + i)^R by repeated squaring, within R/2
 * units in the last place, not from a pow call (a path of 160 changes starts 160 times). After m
 * such steps the power is within (R + m + 4) units in the last place of 1 / Math.pow(1 + i, R)
 * (each step, the pow and the reciprocal are off by at most one), which
 * moves the result relatively by at most that many units over 1 − (1 + i)^−R; the few roundings
 * after that add at most a dozen more. Only when the result lies closer than this slack (plus the
 * 15-digit cut of `roundHalfUp`) to a half grosz could it round apart from the exact expression,
 * and then the exact expression decides. So, whatever the order of calls, every result is the
 * grosz `annuityInstalment` gives; the tests compare it with formulajs PMT month by month.
 */
class AnnuityMath {
  private annualPercent = Number.NaN;
  private monthlyRate = 0;
  private base = 1;
  private logBase = 0;
  private months = -1;
  private inverse = 1;
  private steps = 0;

  /** Caches what depends on the rate alone: i, 1 + i and (when asked for) ln(1 + i). */
  private useRate(annualPercent: number): void {
    if (annualPercent === this.annualPercent) return;
    this.annualPercent = annualPercent;
    this.monthlyRate = annualPercent / PERCENT_MONTHS;
    this.base = 1 + this.monthlyRate;
    // Only SHORTEN_TERM needs the logarithm; a path of 160 changes need not pay for it.
    this.logBase = Number.NaN;
    this.months = -1;
  }

  /**
   * SHORTEN_TERM's count: min(left, ceil(−ln(1 − B·i/A) / ln(1 + i) − 1e−9)), at least 1, and
   * `left` when B·i ≥ A (the instalment no longer covers the interest: no finite term repays
   * it). log1p is the same logarithm without the cancellation 1 + i suffers at low rates,
   * where it would cost more than the slack.
   */
  term(balance: Grosze, instalment: Grosze, annualPercent: number, left: number): number {
    this.useRate(annualPercent);
    const share = (balance * this.monthlyRate) / instalment;
    if (share >= 1) return left;
    if (Number.isNaN(this.logBase)) this.logBase = Math.log1p(this.monthlyRate);
    const count = Math.ceil(-Math.log1p(-share) / this.logBase - TERM_EPSILON);
    return count < left ? (count < 1 ? 1 : count) : left;
  }

  /** roundHalfUp(B·i / (1 − 1 / (1 + i)^R)) for B = `balance`, i = rate / 1200, R = `months`. */
  instalment(balance: Grosze, annualPercent: number, months: number): Grosze {
    this.useRate(annualPercent);
    if (months === this.months - 1) {
      this.inverse *= this.base;
      this.steps += 1;
    } else {
      // (1 + i)^R by repeated squaring; a product of R factors is within R/2 units in the last
      // place, so counting R steps keeps the slack below honest.
      let power = 1;
      let square = this.base;
      for (let exponent = months; exponent > 0; exponent >>= 1) {
        if ((exponent & 1) === 1) power *= square;
        square *= square;
      }
      this.inverse = 1 / power;
      this.steps = months;
    }
    this.months = months;
    // Within a few units in the last place of the exact expression, which decides near a half.
    const invertedShare = 1 / (1 - this.inverse);
    const raw = balance * this.monthlyRate * invertedShare;
    const whole = Math.floor(raw);
    const fraction = raw - whole;
    const slack = raw * ((this.steps + 16) * ULP * invertedShare + 1e-14);
    if (Math.abs(fraction - 0.5) > slack) return fraction < 0.5 ? whole : whole + 1;
    return pmt(balance, annualPercent, months);
  }
}

/**
 * How one instalment type pays its debt. `due` is the type's parameter: the annuity instalment A,
 * or the decreasing loan's principal share S. Every method returns the new parameter or count.
 */
interface InstalmentStrategy {
  /**
   * 1 when `due` covers the interest too (an annuity's A), 0 when it is principal alone (a
   * decreasing loan's S): the month's principal is then min(max(due − this·interest, 0), balance).
   * A number rather than a method, so the month loop stays one monomorphic expression.
   */
  readonly interestInDue: 0 | 1;
  /** The parameter for the whole term at the first month's rate. */
  start(loan: Grosze, annualPercent: number, months: number): Grosze;
  /** The parameter after a rate change, with `left` instalments to go, this one included. */
  afterRateChange(
    due: Grosze,
    balance: Grosze,
    annualPercent: number,
    left: number,
    math: AnnuityMath,
  ): Grosze;
  /** SHORTEN_TERM: the instalments left after this month, at most `left`. */
  shortenTerm(
    due: Grosze,
    balance: Grosze,
    annualPercent: number,
    left: number,
    math: AnnuityMath,
  ): number;
  /** LOWER_INSTALMENT: the parameter that repays `balance` in the `left` instalments to go. */
  lowerInstalment(
    due: Grosze,
    balance: Grosze,
    annualPercent: number,
    left: number,
    math: AnnuityMath,
  ): Grosze;
}

const ANNUITY: InstalmentStrategy = {
  interestInDue: 1,
  start: (loan, annualPercent, months) => pmt(loan, annualPercent, months),
  afterRateChange: (_instalment, balance, annualPercent, left, math) =>
    math.instalment(balance, annualPercent, left),
  shortenTerm: (instalment, balance, annualPercent, left, math) =>
    math.term(balance, instalment, annualPercent, left),
  lowerInstalment: (_instalment, balance, annualPercent, left, math) =>
    math.instalment(balance, annualPercent, left),
};

const LINEAR: InstalmentStrategy = {
  interestInDue: 0,
  start: (loan, _annualPercent, months) => divide(loan, months),
  afterRateChange: (share) => share,
  shortenTerm: (share, balance, _annualPercent, left) => {
    // ceil(B / S) on integers, without trusting the float quotient near a whole number.
    let count = Math.floor(balance / share);
    if (count * share < balance) count += 1;
    return count < left ? count : left;
  },
  lowerInstalment: (_share, balance, _annualPercent, left) => divide(balance, left),
};

/** Entry shapes: the spec's four fields, plus each group of scenario fields a run has. */
const ENTRY_SPEC = 0;
/** `overpayment` and `overpaymentFee`: the run has overpayment rows. */
const ENTRY_OVERPAYMENTS = 1;
/** `annualInterestRatePercent`: the rate can change (a rate path or a bridge margin). */
const ENTRY_RATE = 2;
/** `costs`: the run has costs of credit. */
const ENTRY_COSTS = 4;

/** How a run is laid out: the settings' own schedule, or a variant of it. */
export interface RunOptions {
  /** Percentage points added to every rate in force (a stress test), clamped to 0,01–60 %. */
  readonly shift?: number;
  /** False lays out the contract as signed, without its overpayments (RRSO, savings). */
  readonly overpayments?: boolean;
}

/** The rate in force in `month` given the path's rate: plus the bridge margin and the shift. */
function rateInForce(terms: LoanTerms, pathPercent: number, month: number, shift: number): number {
  const margin = month <= terms.bridgeMonths ? terms.bridgeMarginPercent : 0;
  if (margin === 0 && shift === 0) return pathPercent;
  const sum = roundRate(pathPercent + margin + shift);
  return sum > RATE_MAX ? RATE_MAX : sum < RATE_MIN ? RATE_MIN : sum;
}

/** The months the rate in force changes, with the new rate; a change to the same rate is none. */
function rateSteps(
  terms: LoanTerms,
  shift: number,
): { first: number; months: readonly number[]; percents: readonly number[] } {
  const first = rateInForce(terms, terms.annualPercent, 1, shift);
  const changeMonths = terms.changeMonths;
  const changeRates = terms.changeRates;
  const bridgeEnd = terms.bridgeMonths > 0 ? terms.bridgeMonths + 1 : Infinity;
  // The borrower's path alone: its rates are the rates in force, and the month loop skips a
  // change to the rate already in force.
  if (bridgeEnd === Infinity && shift === 0) {
    return { first, months: changeMonths, percents: changeRates };
  }
  const months: number[] = [];
  const percents: number[] = [];
  let current = first;
  let path = terms.annualPercent;
  let next = 0;
  let bridgeDone = bridgeEnd === Infinity;
  while (next < changeMonths.length || !bridgeDone) {
    const changeMonth = changeMonths[next] ?? Infinity;
    const month = bridgeDone ? changeMonth : Math.min(changeMonth, bridgeEnd);
    if (changeMonth === month) {
      path = changeRates[next] ?? path;
      next += 1;
    }
    if (month === bridgeEnd) bridgeDone = true;
    const percent = rateInForce(terms, path, month, shift);
    if (percent !== current) {
      months.push(month);
      percents.push(percent);
      current = percent;
    }
  }
  return { first, months, percents };
}

/**
 * Lays out the schedule of `terms` month by month (see the file comment for the order of events)
 * and totals it. Internal: `simulate`, the RRSO and the analyses share it.
 */
export function runSchedule(terms: LoanTerms, options: RunOptions = {}): Result {
  const shift = options.shift ?? 0;
  const rows = options.overpayments === false ? [] : terms.overpayments;
  const annuity = terms.mortgageType === 'ANNUITY';
  const strategy = annuity ? ANNUITY : LINEAR;
  const interestInDue = strategy.interestInDue;
  const loan = terms.loan;
  const steps = rateSteps(terms, shift);
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
  const rate = monthlyRate(steps.first);
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
  const math = new AnnuityMath();

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
        setMonthlyRate(rate, percent);
        const left = lastMonth - month + 1;
        due = strategy.afterRateChange(due, balance, percent, left, math);
      }
      step += 1;
      nextStep = steps.months[step] ?? Infinity;
    }
    // 2. Interest and 3. principal.
    const interest = monthlyInterest(rate, balance);
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
          if (balance > 0) {
            const paid = row.amount < balance ? row.amount : balance;
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
 *   at the balance left, ignored when nothing is left. With B > 0 left, R instalments to go and
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

/**
 * The RRSO (annual percentage rate of charge) in percent, rounded half-up to two decimals, as
 * Annex I of Directive 2014/17/EU defines it (adopted by the 2017 mortgage credit act): the X
 * solving Σ drawdowns·(1 + X)^−t = Σ payments·(1 + X)^−t, with t in years of 12 equal months.
 * The loan is drawn at t = 0, where the commission and one-off costs are paid; instalment k, with
 * that month's insurance and fees, is paid at t = k/12. The schedule is the run's own (its rate
 * path and bridge margin) without overpayments, since the law assumes the contract is kept as
 * signed. Solved by Newton's method with a bisection fallback; it never throws on settings that
 * `validateSettings` accepts, and throws CalculationError on the rest.
 */
export function annualPercentageRate(settings: Settings): number {
  const terms = readTerms(settings);
  return annualPercentageRateOf(terms, runSchedule(terms, { overpayments: false }));
}
