// The refinancing planner (issue 34): stay, a new fixed period with the same bank, or move the
// loan, on one timeline from the decision month (month 0), in integer grosze, on the engine's own
// schedules (mortgage.ts's runSchedule: interest exact to the grosz, instalments rounded half-up,
// the last one clears the debt, rate changes re-amortise).
//
// The law it applies (art. 39 and 40 of the 2017 mortgage credit act, III CZP 144/22) is in
// refinancePlans.ts, with the fee, the refund and the costs at the switch.
import { MONTHLY } from './dateTerms';
import { CalculationError } from './errors';
import { MONTHS_PER_YEAR, RATE_MAX, RATE_MIN } from './limits';
import { runSchedule } from './mortgage';
import type { RefinanceInput } from './refinanceInput';
import {
  commissionRefund,
  currentRateNow,
  earlyRepaymentFee,
  newFixedPlan,
  stayPlan,
  switchPlan,
  type OptionKind,
  type Plan,
} from './refinancePlans';
import { roundRate, type LoanTerms } from './terms';
import type { Grosze, MortgageType } from './types';

export { commissionRefund } from './refinancePlans';

/** The report's stress rows, on the index part, in percentage points (issue 12). */
const STRESS_RISES = [1, 2.5, 5] as const;

/** One option's figures under one index path. */
export interface OptionOutcome {
  kind: OptionKind;
  /** 0 for the first offer, 1 for the second…; 0 for the other kinds. */
  offer: number;
  /** The debt at month 0: the balance, plus the costs when they are borrowed. */
  loan: Grosze;
  /** The months its schedule runs. */
  months: number;
  costs: Grosze;
  /** The part of `costs` that is the new bank's commission. */
  commission: Grosze;
  /** `Ubezpieczenie (zł miesięcznie)` and the months it is paid, from month 1. */
  insurance: Grosze;
  insuranceMonths: number;
  fee: Grosze;
  refund: Grosze;
  upfront: Grosze;
  /** The instalment of month 1, then of each month a fixed period or bridge margin has ended. */
  instalments: readonly { month: number; instalment: Grosze }[];
  interest: Grosze;
  /** Everything paid to the end: month 0, every instalment and monthly cost. */
  totalPaid: Grosze;
  /** G(j) for j = 0…H against `Zostaję` (0 for `Zostaję` itself). */
  gain: readonly Grosze[];
  gainAtHorizon: Grosze;
  gainAtEnd: Grosze;
  /** The smallest j from which G stays ≥ 0 through H; null: `Nie zwraca się`. */
  breakEven: number | null;
  /** `Prosty próg opłacalności` in whole months; null when the first month saves nothing. */
  simpleThreshold: number | null;
  /** The rate in force per month 1…months (the bridge margin included), for the save. */
  firstRatePercent: number;
  fixedMonths: number;
  fixedPercent: number;
  variablePercent: number;
  bridgeMarginPercent: number;
  bridgeMonths: number;
  mortgageType: MortgageType;
}

/** One whole comparison. */
export interface Comparison {
  /** H: the end of the longest option. */
  lastMonth: number;
  /** The horizon in months, at most H. */
  horizonMonth: number;
  options: OptionOutcome[];
  /** Index of the option with the largest G at the horizon (0, `Zostaję`, unless one gains). */
  best: number;
}

/** The comparison under one stress row. */
export interface StressOutcome {
  /** Percentage points on the index part. */
  rise: number;
  own: boolean;
  comparison: Comparison;
}

/** A rate in force, rounded to six decimals and held within 0,01–60 % as the engine does. */
function clampRate(percent: number): number {
  const rounded = roundRate(percent);
  return rounded > RATE_MAX ? RATE_MAX : rounded < RATE_MIN ? RATE_MIN : rounded;
}

/** The rate after a fixed period: the index (moved by `rise`, never below 0 %) plus the margin. */
function variableRate(indexPercent: number, rise: number, marginPercent: number): number {
  const index = roundRate(indexPercent + rise);
  return clampRate((index < 0 ? 0 : index) + marginPercent);
}

/** A plan's schedule: per month 1…n the instalment (with monthly costs) and the debt left. */
interface Run {
  paid: Float64Array;
  debt: Float64Array;
  instalments: { month: number; instalment: Grosze }[];
  interest: Grosze;
  months: number;
  firstRatePercent: number;
  variablePercent: number;
}

function runPlan(plan: Plan, mortgageType: MortgageType, variable: number): Run {
  const fixed = plan.fixedMonths > 0;
  const first = fixed ? plan.fixedPercent : variable;
  const changeMonths: number[] = [];
  const changeRates: number[] = [];
  if (fixed && plan.fixedMonths < plan.months && variable !== plan.fixedPercent) {
    changeMonths.push(plan.fixedMonths + 1);
    changeRates.push(variable);
  }
  const terms: LoanTerms = {
    mortgageType,
    loan: plan.loan,
    months: plan.months,
    annualPercent: first,
    changeMonths,
    changeRates,
    bridgeMarginPercent: plan.bridgeMonths > 0 ? plan.bridgeMarginPercent : 0,
    bridgeMonths: plan.bridgeMarginPercent > 0 ? plan.bridgeMonths : 0,
    overpayments: [],
    fee: null,
    costs: null,
    // The planner counts by months, the spec's rule (issue 34).
    dates: MONTHLY,
  };
  const entries = runSchedule(terms).repaymentPlan.entries;
  const count = entries.length;
  const paid = new Float64Array(count);
  const debt = new Float64Array(count);
  let interest = 0;
  for (let index = 0; index < count; index += 1) {
    const entry = entries[index];
    if (entry === undefined || entry === null) continue;
    const month = index + 1;
    paid[index] =
      Math.round(entry.totalMonthlyPayment * 100) +
      (month <= plan.insuranceMonths ? plan.insurance : 0);
    debt[index] = Math.round(entry.remainingDebt * 100);
    interest += Math.round(entry.interestPayment * 100);
  }
  // Month 1, then the first month after each fixed period or bridge margin.
  const marks = [1, terms.bridgeMonths + 1, plan.fixedMonths + 1]
    .filter((month, index, all) => month <= count && all.indexOf(month) === index)
    .sort((a, b) => a - b);
  const instalments = marks.map((month) => ({
    month,
    instalment: Math.round((entries[month - 1]?.totalMonthlyPayment ?? 0) * 100),
  }));
  return {
    paid,
    debt,
    instalments,
    interest,
    months: count,
    firstRatePercent: first,
    variablePercent: variable,
  };
}

/** The smallest j from which `gain` stays ≥ 0 through its end, or null. */
export function breakEvenMonth(gain: readonly Grosze[]): number | null {
  let month: number | null = null;
  for (let j = gain.length - 1; j >= 0; j -= 1) {
    if ((gain[j] ?? 0) < 0) break;
    month = j;
  }
  return month;
}

/** `Prosty próg opłacalności`: costs at the switch ÷ the first month's saving, rounded up. */
export function simpleThreshold(costs: Grosze, saving: Grosze): number | null {
  if (saving <= 0) return null;
  if (costs <= 0) return 0;
  return Math.ceil(costs / saving);
}

function compareUnder(input: RefinanceInput, decisionMonth: string, rise: number): Comparison {
  const current = input.current;
  const index = input.indexPercent;
  const type = current.mortgageType;
  const contractVariable = variableRate(index, rise, current.marginPercent);
  const fee = earlyRepaymentFee(current, decisionMonth, currentRateNow(current, contractVariable));
  const refund = input.refund ? commissionRefund(current) : 0;
  const plans: { plan: Plan; variable: number; offer: number }[] = [
    { plan: stayPlan(current), variable: contractVariable, offer: 0 },
  ];
  if (input.newFixed !== undefined) {
    plans.push({
      plan: newFixedPlan(current, input.newFixed),
      variable: contractVariable,
      offer: 0,
    });
  }
  input.offers.forEach((offer, position) => {
    plans.push({
      plan: switchPlan(current, offer, fee, refund),
      variable: variableRate(index, rise, offer.marginPercent),
      offer: position,
    });
  });
  const runs = plans.map(({ plan, variable }) => runPlan(plan, type, variable));
  const lastMonth = Math.max(...runs.map((run) => run.months));
  const horizonMonth = Math.min(input.horizonYears * MONTHS_PER_YEAR, lastMonth);

  // Paid(j) and Debt(j) for j = 0…H: after its schedule ends an option pays nothing, owes 0.
  const totals = plans.map(({ plan }, position) => {
    const run = runs[position] as Run;
    const paid = new Float64Array(lastMonth + 1);
    const debt = new Float64Array(lastMonth + 1);
    paid[0] = plan.upfront;
    debt[0] = plan.loan;
    for (let j = 1; j <= lastMonth; j += 1) {
      const inside = j <= run.months;
      paid[j] = (paid[j - 1] ?? 0) + (inside ? (run.paid[j - 1] ?? 0) : 0);
      debt[j] = inside ? (run.debt[j - 1] ?? 0) : 0;
    }
    return { paid, debt };
  });
  const stay = totals[0] as { paid: Float64Array; debt: Float64Array };
  const stayFirst = runs[0]?.instalments[0]?.instalment ?? 0;

  const options = plans.map(({ plan, variable, offer }, position): OptionOutcome => {
    const run = runs[position] as Run;
    const own = totals[position] as { paid: Float64Array; debt: Float64Array };
    const gain = new Array<Grosze>(lastMonth + 1);
    for (let j = 0; j <= lastMonth; j += 1) {
      gain[j] =
        (stay.paid[j] ?? 0) - (own.paid[j] ?? 0) + ((stay.debt[j] ?? 0) - (own.debt[j] ?? 0));
    }
    const first = run.instalments[0]?.instalment ?? 0;
    const atSwitch = plan.costs + plan.fee - plan.refund;
    return {
      kind: plan.kind,
      offer,
      loan: plan.loan,
      months: run.months,
      costs: plan.costs,
      commission: plan.commission,
      insurance: plan.insurance,
      insuranceMonths: plan.insuranceMonths,
      fee: plan.fee,
      refund: plan.refund,
      upfront: plan.upfront,
      instalments: run.instalments,
      interest: run.interest,
      totalPaid: own.paid[lastMonth] ?? 0,
      gain,
      gainAtHorizon: gain[horizonMonth] ?? 0,
      gainAtEnd: gain[lastMonth] ?? 0,
      breakEven: plan.kind === 'STAY' ? 0 : breakEvenMonth(gain),
      simpleThreshold: plan.kind === 'STAY' ? null : simpleThreshold(atSwitch, stayFirst - first),
      firstRatePercent: run.firstRatePercent,
      fixedMonths: plan.fixedMonths,
      fixedPercent: plan.fixedPercent,
      variablePercent: variable,
      bridgeMarginPercent: plan.bridgeMonths > 0 ? plan.bridgeMarginPercent : 0,
      bridgeMonths: plan.bridgeMarginPercent > 0 ? plan.bridgeMonths : 0,
      mortgageType: type,
    };
  });
  let best = 0;
  options.forEach((option, position) => {
    if (option.gainAtHorizon > (options[best]?.gainAtHorizon ?? 0)) best = position;
  });
  return { lastMonth, horizonMonth, options, best };
}

/**
 * Compares the options of `input` from `decisionMonth` (YYYY-MM, month 0) with the index as the
 * borrower typed it. Throws CalculationError when an offer's term or the balance cannot run.
 */
export function compareRefinance(input: RefinanceInput, decisionMonth: string): Comparison {
  if (input.offers.some((offer) => offer.months < 1) || input.current.monthsLeft < 1) {
    throw new CalculationError('out-of-range', 'months', 'Every option needs at least one month.');
  }
  return compareUnder(input, decisionMonth, 0);
}

/**
 * The whole comparison under the report's stress rows (+1, +2,5, +5 pp) and the borrower's own,
 * each added to the index part only (a fixed period keeps its rate), never below a 0 % index.
 */
export function stressRefinance(input: RefinanceInput, decisionMonth: string): StressOutcome[] {
  const rows: StressOutcome[] = STRESS_RISES.map((rise) => ({
    rise,
    own: false,
    comparison: compareUnder(input, decisionMonth, rise),
  }));
  const own = input.ownStressPoints;
  if (own !== undefined && own !== 0) {
    rows.push({ rise: own, own: true, comparison: compareUnder(input, decisionMonth, own) });
  }
  return rows;
}
