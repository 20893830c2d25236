// The refinancing planner's options as plans (issue 34): the loan, its rate path and its costs at
// the switch, in integer grosze.
//
// The law it applies, ustawa z dnia 23 marca 2017 r. o kredycie hipotecznym oraz o nadzorze nad
// pośrednikami kredytu hipotecznego i agentami (Dz.U. z 2017 r. poz. 819; consolidated texts
// Dz.U. z 2020 r. poz. 1027 and Dz.U. z 2022 r. poz. 2245, the latest we could confirm, as of
// 2026-11-29; addresses in docs/sources.md), chapter 5, `Spłata kredytu hipotecznego przed
// terminem`:
// - art. 40: the parties may agree a compensation for early repayment (ust. 1); the lender may
//   charge it only at a variable rate within 36 months of the contract, or within a fixed-rate
//   period; it is at most 3 % of the amount repaid and never more than the interest the repaid
//   amount would have borne over a year at the rate in force (the limits as secondary sources
//   state them; the article's text past ust. 1 was not read). The planner takes the contract's
//   percent and caps it at the rate of the old loan's next instalment, as the engine's
//   overpayment fee does.
// - art. 39 ust. 1 (text read in the 2020 consolidated text): on repaying the whole loan early the
//   total cost of the credit falls by the interest and other costs of the period by which the
//   contract was shortened, even if the consumer paid them before; ust. 2 applies it to a part.
//   The Sąd Najwyższy's resolution III CZP 144/22 read this as covering the upfront commission
//   only when it depended on the loan's period (as issue 34 states it; the resolution's text was
//   not read); the planner therefore offers the refund pro rata temporis, off by default, as a
//   claim the bank may contest.
import { MONTHS_PER_YEAR, OVERPAYMENT_FEE_MONTHS } from './limits';
import { divideHalfUp, percentOf, toGrosze } from './money';
import type { CurrentLoan, NewFixed, Offer } from './refinanceInput';
import type { Grosze } from './types';

/** Months the fee may be charged at a variable rate, from the contract (art. 40). */
const VARIABLE_FEE_MONTHS = OVERPAYMENT_FEE_MONTHS;

/** Which option a column is. */
export type OptionKind = 'STAY' | 'NEW_FIXED' | 'SWITCH';

/** One option's rate path and loan, as the planner runs it. */
export interface Plan {
  kind: OptionKind;
  loan: Grosze;
  months: number;
  /** Instalments 1…fixedMonths at fixedPercent; from fixedMonths + 1 the index + margin. */
  fixedMonths: number;
  fixedPercent: number;
  marginPercent: number;
  bridgeMarginPercent: number;
  bridgeMonths: number;
  insurance: Grosze;
  insuranceMonths: number;
  /** The one-off costs besides the fee (commission, valuation, …, the annex fee). */
  costs: Grosze;
  /** The part of `costs` that is the new bank's commission. */
  commission: Grosze;
  fee: Grosze;
  refund: Grosze;
  /** Net paid at month 0: costs + fee − refund, or − refund when the costs are borrowed. */
  upfront: Grosze;
}

/** Whole months from `contractMonth` (YYYY-MM) to `decisionMonth` (YYYY-MM). */
function monthsBetween(contractMonth: string, decisionMonth: string): number {
  const ordinal = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  return ordinal(decisionMonth) - ordinal(contractMonth);
}

/** The rate of the current loan's next instalment (month 1), which caps the art. 40 fee. */
export function currentRateNow(current: CurrentLoan, variable: number): number {
  return current.fixedMonthsLeft > 0 ? current.ratePercent : variable;
}

/**
 * The old loan's early-repayment fee (art. 40): the balance × min(contract percent, rate of the
 * next instalment) / 100, rounded half-up; charged at a variable rate only while fewer than 36
 * whole months have passed since the contract, at a fixed rate only within the fixed period.
 */
export function earlyRepaymentFee(
  current: CurrentLoan,
  decisionMonth: string,
  rateNowPercent: number,
): Grosze {
  const fixed = current.fixedMonthsLeft > 0;
  const charged =
    fixed || monthsBetween(current.contractMonth, decisionMonth) < VARIABLE_FEE_MONTHS;
  if (!charged || current.feePercent <= 0) return 0;
  const percent = Math.min(current.feePercent, rateNowPercent);
  return percentOf(toGrosze(current.balance), percent);
}

/** `Zwrot części prowizji` (art. 39): commission × months left / original months, half-up. */
export function commissionRefund(current: CurrentLoan): Grosze {
  const commission = current.commissionPaid;
  const original = current.originalMonths;
  if (commission === undefined || original === undefined || commission <= 0) return 0;
  const left = Math.min(current.monthsLeft, original);
  return divideHalfUp(toGrosze(commission) * left, original);
}

/** The one-off costs of an offer besides the fee and commission, in grosze. */
function offerFixedCosts(offer: Offer): Grosze {
  return (
    toGrosze(offer.valuation) +
    toGrosze(offer.mortgageEntry) +
    toGrosze(offer.mortgageRemoval) +
    toGrosze(offer.pcc) +
    toGrosze(offer.otherCosts)
  );
}

export function stayPlan(current: CurrentLoan): Plan {
  return {
    kind: 'STAY',
    loan: toGrosze(current.balance),
    months: current.monthsLeft,
    fixedMonths: Math.min(current.fixedMonthsLeft, current.monthsLeft),
    fixedPercent: current.ratePercent,
    marginPercent: current.marginPercent,
    bridgeMarginPercent: 0,
    bridgeMonths: 0,
    insurance: 0,
    insuranceMonths: 0,
    costs: 0,
    commission: 0,
    fee: 0,
    refund: 0,
    upfront: 0,
  };
}

export function newFixedPlan(current: CurrentLoan, option: NewFixed): Plan {
  const costs = toGrosze(option.annexFee);
  return {
    ...stayPlan(current),
    kind: 'NEW_FIXED',
    fixedMonths: Math.min(option.years * MONTHS_PER_YEAR, current.monthsLeft),
    fixedPercent: option.ratePercent,
    costs,
    upfront: costs,
  };
}

export function switchPlan(current: CurrentLoan, offer: Offer, fee: Grosze, refund: Grosze): Plan {
  const balance = toGrosze(current.balance);
  const fixedCosts = offerFixedCosts(offer);
  // The commission is a percent of the amount moved: the balance, plus the other costs and the
  // fee when they are borrowed too (a commission on itself would need the bank's own rule).
  const base = offer.addCostsToLoan ? balance + fixedCosts + fee : balance;
  const commission = percentOf(base, offer.commissionPercent);
  const costs = fixedCosts + commission;
  const borrowed = offer.addCostsToLoan ? costs + fee : 0;
  return {
    kind: 'SWITCH',
    loan: balance + borrowed,
    months: offer.months,
    fixedMonths: Math.min(offer.fixedYears * MONTHS_PER_YEAR, offer.months),
    fixedPercent: offer.fixedRatePercent,
    marginPercent: offer.marginPercent,
    bridgeMarginPercent: offer.bridgeMarginPercent,
    bridgeMonths: Math.min(offer.bridgeMonths, offer.months - 1),
    insurance: toGrosze(offer.insuranceMonthly),
    insuranceMonths: offer.insuranceMonths,
    costs,
    commission,
    fee,
    refund,
    upfront: (offer.addCostsToLoan ? 0 : costs + fee) - refund,
  };
}
