// The figures a scenario adds to the result card and the report (issues 11–13), as labelled
// texts, so the card and the report say the same things the same way. A run without extras
// adds nothing: the spec's three figures stay the only ones.
import { instalmentExtremes, eventsAfterEnd, overpaymentSavings } from './analysis';
import { SCENARIO_RESULT_COPY as TEXT, COST_BREAKDOWN_COPY } from './copy/scenarioResults';
import { formatMoney, formatPercent } from './format';
import { durationText } from './labels';
import { GROSZE_PER_ZLOTY, percentOf, roundHalfUp, toGrosze } from './money';
import { hasCosts, hasOverpayments, hasRateChanges } from './mortgage';
import { totalAmountToPay } from './totals';
import type { Result, Settings } from './types';

/** One labelled figure, with notes shown under it. */
export interface Figure {
  key: string;
  label: string;
  value: string;
  notes: readonly string[];
}

/** Where the figures are shown: the card keeps to the essentials. */
export type FigureScope = 'card' | 'report';

function overpaymentFigures(settings: Settings, result: Result, scope: FigureScope): Figure[] {
  let savings: ReturnType<typeof overpaymentSavings>;
  try {
    savings = overpaymentSavings(settings, result);
  } catch {
    // An old or imported run whose settings the engine now refuses shows only what it saved.
    return [];
  }
  const figures: Figure[] = [
    {
      key: 'interestSaved',
      label: TEXT.interestSaved,
      value: formatMoney(savings.interestSaved),
      notes: [],
    },
  ];
  if (savings.fees > 0) {
    // The fees are paid on top of the instalments: the saving is stated net of them (issue 32).
    const net = toGrosze(savings.interestSaved) - toGrosze(savings.fees);
    figures.push({
      key: 'netSaved',
      label: TEXT.netSaved,
      value: formatMoney(net / GROSZE_PER_ZLOTY),
      notes: [TEXT.netSavedNote(formatMoney(savings.fees))],
    });
  }
  if (savings.monthsShorter > 0) {
    figures.push({
      key: 'shorter',
      label: TEXT.shorter,
      value: durationText(savings.monthsShorter),
      notes: [],
    });
  }
  if (savings.instalmentAfterLastOverpayment !== null) {
    figures.push({
      key: 'instalmentAfter',
      label: TEXT.instalmentAfter,
      value: formatMoney(savings.instalmentAfterLastOverpayment),
      notes: [],
    });
  }
  if (scope === 'report') {
    figures.push({
      key: 'totalOverpaid',
      label: TEXT.totalOverpaid,
      value: formatMoney(savings.totalOverpayment),
      notes: [],
    });
    if (savings.fees > 0) {
      figures.push({
        key: 'overpaymentFees',
        label: TEXT.overpaymentFees,
        value: formatMoney(savings.fees),
        notes: [],
      });
    }
  }
  return figures;
}

function costFigures(settings: Settings, result: Result): Figure[] {
  const plan = result.repaymentPlan;
  const figures: Figure[] = [];
  if (result.annualPercentageRate !== undefined) {
    const notes: string[] = [TEXT.aprNote];
    if (hasRateChanges(settings)) notes.push(TEXT.aprVariableNote);
    figures.push({
      key: 'apr',
      label: TEXT.apr,
      value: formatPercent(result.annualPercentageRate),
      notes,
    });
  }
  if (plan.totalCostOfCredit !== undefined) {
    figures.push({
      key: 'totalCostOfCredit',
      label: TEXT.totalCostOfCredit,
      value: formatMoney(plan.totalCostOfCredit),
      notes: [],
    });
  }
  if (plan.totalAmountToPay !== undefined) {
    figures.push({
      key: 'totalAmountToPay',
      label: TEXT.totalAmountToPay,
      value: formatMoney(plan.totalAmountToPay),
      notes: hasOverpayments(settings) ? [TEXT.totalsNote] : [],
    });
  }
  return figures;
}

/** The highest instalment (and on the report the lowest), each with its month (issue 32). */
function rateFigures(result: Result, scope: FigureScope): Figure[] {
  const extremes = instalmentExtremes(result.repaymentPlan.entries);
  if (extremes === null) return [];
  const highest: Figure = {
    key: 'highest',
    label: TEXT.highest,
    value: TEXT.inMonth(formatMoney(extremes.highest.instalment), extremes.highest.month),
    notes: [],
  };
  if (scope === 'card') return [highest];
  return [
    {
      key: 'lowest',
      label: TEXT.lowest,
      value: TEXT.inMonth(formatMoney(extremes.lowest.instalment), extremes.lowest.month),
      notes: [],
    },
    highest,
  ];
}

/** `Całkowita kwota do zapłaty` of a run without costs whose overpayments carried fees. */
function amountToPayFigure(settings: Settings, result: Result): Figure[] {
  const plan = result.repaymentPlan;
  if ((plan.totalOverpaymentFees ?? 0) <= 0) return [];
  return [
    {
      key: 'totalAmountToPay',
      label: TEXT.totalAmountToPay,
      value: formatMoney(totalAmountToPay(settings.loanAmount, plan)),
      notes: [],
    },
  ];
}

/**
 * The figures a run's scenario adds after the spec's three: savings from overpayments (net of
 * their fees too), RRSO and the cost totals with costs (`Całkowita kwota do zapłaty` also with
 * overpayment fees alone), and for a variable rate the highest instalment (on the report the
 * lowest too), each with its month. Empty for a run without extras.
 */
export function scenarioFigures(settings: Settings, result: Result, scope: FigureScope): Figure[] {
  const figures: Figure[] = [];
  if (hasOverpayments(settings)) figures.push(...overpaymentFigures(settings, result, scope));
  if (hasCosts(settings)) figures.push(...costFigures(settings, result));
  else figures.push(...amountToPayFigure(settings, result));
  if (hasRateChanges(settings)) figures.push(...rateFigures(result, scope));
  return figures;
}

/** The report's note when overpayments or rate changes fell after the last instalment; or null. */
export function afterEndNote(settings: Settings, result: Result): string | null {
  if (!hasOverpayments(settings) && !hasRateChanges(settings)) return null;
  const events = eventsAfterEnd(settings, result);
  if (events.overpayments === 0 && events.rateChanges === 0) return null;
  return TEXT.afterEnd(events.overpayments, events.rateChanges);
}

/** One part of the total cost of credit, with its share of the total in percent. */
export interface CostShare {
  key: keyof typeof COST_BREAKDOWN_COPY.items;
  label: string;
  amount: number;
  /** Percent of the total cost of credit, rounded half-up to one decimal. */
  share: number;
}

/**
 * The breakdown of `totalCostOfCredit` (issue 13): interest, commission, insurance, fees,
 * one-off costs and overpayment fees, each with its share. Monthly costs are counted over the
 * months the schedule really runs. Null for a run without costs.
 */
export function costBreakdown(settings: Settings, result: Result): CostShare[] | null {
  const costs = settings.costs;
  const plan = result.repaymentPlan;
  if (costs === undefined || !hasCosts(settings) || plan.totalCostOfCredit === undefined) {
    return null;
  }
  const months = plan.entries.length;
  const loan = settings.loanAmount * GROSZE_PER_ZLOTY;
  const grosze: Record<CostShare['key'], number> = {
    interest: toGrosze(plan.totalInterestPayment),
    commission:
      percentOf(loan, costs.commissionPercent ?? 0) + toGrosze(costs.commissionAmount ?? 0),
    insurance: toGrosze(costs.monthlyInsurance ?? 0) * months,
    fees: toGrosze(costs.monthlyFees ?? 0) * months,
    oneOff: toGrosze(costs.oneOffCosts ?? 0),
    overpaymentFees: toGrosze(plan.totalOverpaymentFees ?? 0),
  };
  const total = Object.values(grosze).reduce((sum, value) => sum + value, 0);
  return (Object.keys(grosze) as CostShare['key'][])
    .filter((key) => grosze[key] > 0 || key === 'interest')
    .map((key) => ({
      key,
      label: COST_BREAKDOWN_COPY.items[key],
      amount: grosze[key] / GROSZE_PER_ZLOTY,
      share: total > 0 ? roundHalfUp((grosze[key] / total) * 1000) / 10 : 0,
    }));
}
