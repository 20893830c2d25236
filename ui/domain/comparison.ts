// Comparing 2–4 saved runs (issue 16): which runs a compare address names, the key figures each
// run shows side by side, their differences against the first run, and the monthly series the
// three overlaid charts draw. Every figure is read from the run's result (which a read has
// checked against the engine's, issue 32) or derived from it; only the RRSO of a run without
// costs, which no result holds, is computed here, from its settings.
import { instalmentExtremes } from './analysis';
import { polishNumberFormat } from './format';
import { annualPercentageRate } from './rrso';
import { paysMoreThanRepayment, totalAmountToPay, totalCostOfCredit } from './totals';
import { CURRENCY } from './locale';
import { roundHalfUp } from './money';
// The address and the 2–4 limits live apart, so the home page's table needs none of the rest.
export { COMPARE_MAX, COMPARE_MIN, compareHref, compareIdsFromHash } from './compareRoute';
import type { RepaymentEntry, Simulation, Zloty } from './types';

/**
 * A run the compare address names, by its place there (1-based, the order ticked): the saved run,
 * or why it cannot be shown (deleted, here or in another tab, or failing the read check).
 */
export type ComparedRun =
  | { position: number; id: string; status: 'available'; simulation: Simulation }
  | { position: number; id: string; status: 'deleted' | 'damaged' };

/** A ComparedRun that can be compared. */
export type AvailableRun = Extract<ComparedRun, { status: 'available' }>;

/** The runs that can still be compared, in the address's order. */
export function availableRuns(runs: readonly ComparedRun[]): AvailableRun[] {
  return runs.filter((run): run is AvailableRun => run.status === 'available');
}

/** How a figure is measured, which decides how its difference is given. */
export type FigureUnit = 'money' | 'months' | 'percent';

/** The key figures the compare page lines up, in the order it shows them. */
export const COMPARED_FIGURES = [
  { key: 'firstInstalment', unit: 'money' },
  { key: 'lowestInstalment', unit: 'money' },
  { key: 'highestInstalment', unit: 'money' },
  { key: 'totalInterest', unit: 'money' },
  { key: 'totalCostOfCredit', unit: 'money' },
  { key: 'annualPercentageRate', unit: 'percent' },
  { key: 'totalRepayment', unit: 'money' },
  { key: 'totalAmountToPay', unit: 'money' },
  { key: 'lastMonth', unit: 'months' },
  { key: 'totalOverpayment', unit: 'money' },
] as const satisfies readonly { key: string; unit: FigureUnit }[];

/** One of COMPARED_FIGURES. */
type FigureKey = (typeof COMPARED_FIGURES)[number]['key'];

/** A run's value of every key figure; null where the run has none (no result, no plan). */
export type KeyFigures = Record<FigureKey, number | null>;

/**
 * Figures shown only when at least one compared run has them: the total to pay (where it is not
 * the total repayment) and overpayments (0 on runs without any).
 */
const OPTIONAL_FIGURES: ReadonlySet<FigureKey> = new Set(['totalAmountToPay', 'totalOverpayment']);

/** The RRSO of a run without costs: its rate's alone (7 % a year gives 7,23 %); null if refused. */
function aprOf(simulation: Simulation): number | null {
  try {
    return annualPercentageRate(simulation.settings);
  } catch {
    return null;
  }
}

/**
 * A run's key figures: the first, lowest and highest instalment (the lowest and highest as
 * `instalmentExtremes` gives them, the final clearing instalment left out), total interest, the
 * total cost of credit and the RRSO (issue 32: a run without costs has them too, its interest
 * and overpayment fees and its rate's RRSO, so two offers always compare), total repayment, the
 * total to pay where it differs from it, the last month and the total overpaid. A run saved
 * without a result has none.
 */
export function keyFigures(simulation: Simulation): KeyFigures {
  const result = simulation.result;
  const plan = result?.repaymentPlan;
  const extremes = plan === undefined ? null : instalmentExtremes(plan.entries);
  const planned = plan !== undefined && plan.entries.length > 0;
  return {
    firstInstalment: result?.totalMonthlyRate ?? null,
    lowestInstalment: extremes?.lowest.instalment ?? null,
    highestInstalment: extremes?.highest.instalment ?? null,
    totalInterest: plan?.totalInterestPayment ?? null,
    totalCostOfCredit: plan === undefined ? null : totalCostOfCredit(plan),
    annualPercentageRate: result?.annualPercentageRate ?? (planned ? aprOf(simulation) : null),
    totalRepayment: plan?.totalRepayment ?? null,
    totalAmountToPay:
      plan === undefined ? null : totalAmountToPay(simulation.settings.loanAmount, plan),
    lastMonth: planned ? plan.entries.length : null,
    totalOverpayment: plan === undefined ? null : (plan.totalOverpayment ?? 0),
  };
}

/**
 * The figures worth a row for these runs: optional ones only when some run has them; the total
 * to pay when some run has costs or overpayment fees (`paysMore`, one flag per run).
 */
export function comparedFigures(
  figures: readonly KeyFigures[],
  paysMore: readonly boolean[] = [],
): (typeof COMPARED_FIGURES)[number][] {
  return COMPARED_FIGURES.filter(({ key }) => {
    if (key === 'totalAmountToPay') return paysMore.some(Boolean);
    return !OPTIONAL_FIGURES.has(key) || figures.some((run) => run[key] !== null && run[key] !== 0);
  });
}

/** True when a run pays more than it repays (costs, overpayment fees): the total to pay then shows. */
export function paysMore(simulation: Simulation): boolean {
  const plan = simulation.result?.repaymentPlan;
  return plan !== undefined && paysMoreThanRepayment(plan);
}

/**
 * A figure against the base run's: `change` in the figure's unit (złoty, months, or percentage
 * points for the RRSO), and for money also `percent` of the base, null where the base is 0.
 */
export interface FigureDifference {
  change: number;
  percent: number | null;
}

/**
 * How `value` differs from `base` for a figure measured in `unit`; null when either is missing.
 * Money is subtracted in whole grosze; percentages are rounded half-up to two decimals.
 */
export function figureDifference(
  unit: FigureUnit,
  base: number | null,
  value: number | null,
): FigureDifference | null {
  if (base === null || value === null) return null;
  switch (unit) {
    case 'money': {
      const change = Math.round(value * 100) - Math.round(base * 100);
      const percent = base === 0 ? null : roundHalfUp((change / Math.round(base * 100)) * 10_000);
      return { change: change / 100, percent: percent === null ? null : percent / 100 };
    }
    case 'months':
      return { change: value - base, percent: null };
    case 'percent':
      return { change: roundHalfUp((value - base) * 100) / 100, percent: null };
    default:
      unit satisfies never;
      return null;
  }
}

/** The three monthly series of one run, aligned on instalment numbers 1..length. */
export interface RunSeries {
  /** The debt left after each instalment. */
  debt: (Zloty | null)[];
  /** Interest paid so far, instalment by instalment. */
  cumulativeInterest: (Zloty | null)[];
  /** The instalment each month (principal + interest, without overpayments). */
  instalment: (Zloty | null)[];
}

/**
 * The charts' x axis (instalments 1..the longest schedule) and each run's series on it: a month
 * past a run's end, or a null entry of an old record, is null (a gap in its line). Interest is
 * summed in whole grosze, so the running total never drifts.
 */
export function comparisonSeries(plans: readonly (readonly (RepaymentEntry | null)[])[]): {
  months: number[];
  runs: RunSeries[];
} {
  const length = Math.max(0, ...plans.map((entries) => entries.length));
  const months = Array.from({ length }, (_, index) => index + 1);
  const runs = plans.map((entries) => {
    const series: RunSeries = { debt: [], cumulativeInterest: [], instalment: [] };
    let interest = 0;
    for (let index = 0; index < length; index += 1) {
      const entry = entries[index];
      if (entry === null || entry === undefined) {
        series.debt.push(null);
        series.cumulativeInterest.push(null);
        series.instalment.push(null);
        continue;
      }
      interest += Math.round(entry.interestPayment * 100);
      series.debt.push(entry.remainingDebt);
      series.cumulativeInterest.push(interest / 100);
      series.instalment.push(entry.totalMonthlyPayment);
    }
    return series;
  });
  return { months, runs };
}

// A difference always shows its direction: "+" and "-", but a bare 0 (never "-0" or "+0").
const signedMoney = polishNumberFormat({
  signDisplay: 'exceptZero',
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});
const signedPercent = polishNumberFormat({
  signDisplay: 'exceptZero',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});
const signedWhole = polishNumberFormat({
  signDisplay: 'exceptZero',
  maximumFractionDigits: 0,
  useGrouping: 'always',
});

/** A difference in złoty with its sign, e.g. "+1 831,58 zł", "-48,08 zł", "0,00 zł" (NBSPs inside). */
export function formatMoneyChange(zloty: number): string {
  return signedMoney().format(zloty);
}

/** A difference in percent with its sign and two decimals, e.g. "+84,47%", "-2,22%", "0,00%". */
export function formatPercentChange(percent: number): string {
  return `${signedPercent().format(percent)}%`;
}

/** A whole difference with its sign, e.g. "+60", "-110", "0". */
export function formatCountChange(count: number): string {
  return signedWhole().format(count);
}
