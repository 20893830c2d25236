// Nadpłacać czy inwestować? (issue 36): the same monthly money either overpays the loan or is
// invested, on the run's own settings without its overpayment rows. The conventions, checked
// exactly by the tests:
// - both sides spend the planned instalment + x each month (x from instalment `from` on);
// - the investment grows monthly at (1 + r/100)^(1/12) − 1, rounded half-up to the grosz each
//   month, and money goes in at the end of the month, after the instalment;
// - tax is paid once, at the horizon, on the gain above what was paid in;
// - overpay: x is a monthly SHORTEN_TERM overpayment; whatever of the planned instalment + x the
//   loan does not take in a month (the payoff month, and every month after it) is invested;
//   overpayment fees are paid on top and subtracted once, at the horizon;
// - invest: x is invested every month and the loan runs as planned;
// - net worth = investments after tax − debt left (− fees, on the overpay side).
import { withoutOverpayments } from './analysis';
import { GROSZE_PER_ZLOTY, roundHalfUp } from './money';
import { runSchedule } from './mortgage';
import { readTerms } from './terms';
import type { Grosze, Settings } from './types';

/** What the borrower compares. */
export interface OverpayOrInvestInput {
  /** `Kwota miesięcznie (zł)`. */
  monthlyAmount: number;
  /** `od raty nr`. */
  from: number;
  /** Gross yearly return in percent. */
  returnPercent: number;
  /** Tax on gains in percent (19: podatek Belki). */
  taxPercent: number;
  /** The horizon in months; default: the loan's planned end. */
  horizonMonths?: number;
}

/** The month-by-month cash flows of both sides, independent of the return. */
export interface OverpayOrInvestFlows {
  horizon: number;
  /** What goes into the investments at the end of each month, in grosze (index 0 = month 1). */
  overpayDeposits: Float64Array;
  investDeposits: Float64Array;
  /** Debt left after each month, in grosze. */
  overpayDebt: Float64Array;
  investDebt: Float64Array;
  /** Overpayment fees paid up to each month, in grosze. */
  overpayFees: Float64Array;
}

/** Both sides' net worth, in grosze. */
export interface NetWorths {
  overpay: Grosze;
  invest: Grosze;
}

// Vitest's module runner reads an imported binding through a getter at every use; bound once, as
// in mortgage.ts, the month loop of the break-even search runs at bundled speed.
const round = roundHalfUp;
const PER_ZLOTY = GROSZE_PER_ZLOTY;

/** One step of the investment account, in grosze: growth rounded half-up, then the deposit. */
function grow(balance: Grosze, monthly: number, deposit: Grosze): Grosze {
  return round(balance * (1 + monthly)) + deposit;
}

/** The monthly rate of a yearly return in percent: (1 + r/100)^(1/12) − 1. */
export function monthlyReturn(yearlyPercent: number): number {
  return Math.pow(1 + yearlyPercent / 100, 1 / 12) - 1;
}

const cents = (zloty: number): Grosze => Math.round(zloty * PER_ZLOTY);

/** Lays out both sides' flows from the run's settings. Throws CalculationError like `simulate`. */
export function overpayOrInvestFlows(
  settings: Settings,
  input: Pick<OverpayOrInvestInput, 'monthlyAmount' | 'from' | 'horizonMonths'>,
): OverpayOrInvestFlows {
  const base = withoutOverpayments(settings);
  const terms = readTerms({ ...base, overpaymentFee: settings.overpaymentFee });
  const planned = runSchedule({ ...terms, fee: null }).repaymentPlan.entries;
  const x = cents(input.monthlyAmount);
  const overpaid = runSchedule({
    ...terms,
    overpayments:
      x > 0
        ? [
            {
              first: input.from,
              step: 1,
              last: terms.months,
              amount: x,
              budget: false,
              shortenTerm: true,
            },
          ]
        : [],
  }).repaymentPlan.entries;
  const horizon = input.horizonMonths ?? planned.length;
  const flows: OverpayOrInvestFlows = {
    horizon,
    overpayDeposits: new Float64Array(horizon),
    investDeposits: new Float64Array(horizon),
    overpayDebt: new Float64Array(horizon),
    investDebt: new Float64Array(horizon),
    overpayFees: new Float64Array(horizon),
  };
  let fees = 0;
  for (let month = 1; month <= horizon; month += 1) {
    const plan = planned[month - 1] ?? undefined;
    const run = overpaid[month - 1] ?? undefined;
    const extra = month >= input.from ? x : 0;
    const spent = (plan === undefined ? 0 : cents(plan.totalMonthlyPayment)) + extra;
    const taken =
      run === undefined ? 0 : cents(run.totalMonthlyPayment) + cents(run.overpayment ?? 0);
    fees += run === undefined ? 0 : cents(run.overpaymentFee ?? 0);
    const index = month - 1;
    flows.overpayDeposits[index] = spent - taken;
    flows.investDeposits[index] = extra;
    flows.overpayDebt[index] = run === undefined ? 0 : cents(run.remainingDebt);
    flows.investDebt[index] = plan === undefined ? 0 : cents(plan.remainingDebt);
    flows.overpayFees[index] = fees;
  }
  return flows;
}

/** Investments after the tax due if sold now: the gain above what was paid in is taxed. */
function afterTax(balance: Grosze, paidIn: Grosze, taxPercent: number): Grosze {
  const gain = balance - paidIn;
  return gain > 0 ? balance - round((gain * taxPercent) / 100) : balance;
}

/**
 * Both sides' net worth at the end of each month up to the horizon, as if sold then (the chart),
 * in grosze; the last pair is the result at the horizon.
 */
export function netWorthPath(
  flows: OverpayOrInvestFlows,
  returnPercent: number,
  taxPercent: number,
): { overpay: Float64Array; invest: Float64Array } {
  const monthly = monthlyReturn(returnPercent);
  const overpay = new Float64Array(flows.horizon);
  const invest = new Float64Array(flows.horizon);
  let overpayBalance = 0;
  let investBalance = 0;
  let overpayIn = 0;
  let investIn = 0;
  for (let index = 0; index < flows.horizon; index += 1) {
    const overpayDeposit = flows.overpayDeposits[index] ?? 0;
    const investDeposit = flows.investDeposits[index] ?? 0;
    overpayBalance = grow(overpayBalance, monthly, overpayDeposit);
    investBalance = grow(investBalance, monthly, investDeposit);
    overpayIn += overpayDeposit;
    investIn += investDeposit;
    overpay[index] =
      afterTax(overpayBalance, overpayIn, taxPercent) -
      (flows.overpayDebt[index] ?? 0) -
      (flows.overpayFees[index] ?? 0);
    invest[index] = afterTax(investBalance, investIn, taxPercent) - (flows.investDebt[index] ?? 0);
  }
  return { overpay, invest };
}

/** Both net worths at the horizon, in grosze. */
export function netWorthsAt(
  flows: OverpayOrInvestFlows,
  returnPercent: number,
  taxPercent: number,
): NetWorths {
  const path = netWorthPath(flows, returnPercent, taxPercent);
  const last = flows.horizon - 1;
  return { overpay: path.overpay[last] ?? 0, invest: path.invest[last] ?? 0 };
}

/** The bracket the break-even return is sought in, in percent a year. */
const BREAK_EVEN_LOW = -50;
const BREAK_EVEN_HIGH = 100;
/** The break-even return's precision, in percentage points. */
const BREAK_EVEN_STEP = 0.01;

/**
 * The gross yearly return (percent, to 0,01 pp) at which both sides end equal, by bisection; null
 * when one side wins across the whole bracket (−50 % to 100 % a year).
 */
export function breakEvenReturn(flows: OverpayOrInvestFlows, taxPercent: number): number | null {
  const lead = (percent: number) => {
    const worths = netWorthsAt(flows, percent, taxPercent);
    return worths.invest - worths.overpay;
  };
  let low = BREAK_EVEN_LOW;
  let high = BREAK_EVEN_HIGH;
  if (lead(low) > 0 || lead(high) < 0) return null;
  while (high - low > BREAK_EVEN_STEP / 2) {
    const middle = (low + high) / 2;
    if (lead(middle) < 0) low = middle;
    else high = middle;
  }
  return Math.round(high * 100) / 100;
}
