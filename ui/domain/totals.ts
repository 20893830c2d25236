// Figures read off a run's plan without the engine: the two totals every run has, with costs or
// without (issue 32), so runs always compare (the total cost of credit and the total amount to
// pay; the engine saves them on runs with costs, for the rest they follow from what every plan
// holds), and the lowest and highest instalments, which the table shows too.
import { GROSZE_PER_ZLOTY, toGrosze, toZloty } from './money';
import type { RepaymentEntry, RepaymentPlan, Zloty } from './types';

/**
 * Całkowity koszt kredytu: interest, costs and overpayment fees. A run without costs: its
 * interest and overpayment fees, as the engine would count them.
 */
export function totalCostOfCredit(plan: RepaymentPlan): Zloty {
  return (
    plan.totalCostOfCredit ??
    toZloty(toGrosze(plan.totalInterestPayment) + toGrosze(plan.totalOverpaymentFees ?? 0))
  );
}

/**
 * Całkowita kwota do zapłaty: the loan plus its total cost of credit. `Całkowita kwota do spłaty`
 * (`totalRepayment`) differs from it by the costs and overpayment fees.
 */
export function totalAmountToPay(loanAmount: number, plan: RepaymentPlan): Zloty {
  return (
    plan.totalAmountToPay ??
    toZloty(loanAmount * GROSZE_PER_ZLOTY + toGrosze(totalCostOfCredit(plan)))
  );
}

/** True when a run's total to pay differs from its total repayment: it has costs or overpayment fees. */
export function paysMoreThanRepayment(plan: RepaymentPlan): boolean {
  return plan.totalCostOfCredit !== undefined || (plan.totalOverpaymentFees ?? 0) > 0;
}

/** An instalment and the month (1-based) it falls in. */
export interface MonthlyInstalment {
  month: number;
  instalment: Zloty;
}

/**
 * The lowest and the highest instalment of a schedule and the month each falls in, for a run with
 * rate changes. The final instalment (which only clears what is left) is left out when there are
 * others; on a tie the first month is named. Null entries from old records are skipped, months
 * still counted by position. Null when there is no instalment.
 */
export function instalmentExtremes(
  entries: readonly (RepaymentEntry | null)[],
): { lowest: MonthlyInstalment; highest: MonthlyInstalment } | null {
  const counted = entries.length > 1 ? entries.length - 1 : entries.length;
  let lowest: MonthlyInstalment | null = null;
  let highest: MonthlyInstalment | null = null;
  for (let index = 0; index < counted; index += 1) {
    const entry = entries[index];
    if (entry === null || entry === undefined) continue;
    const instalment = entry.totalMonthlyPayment;
    if (lowest === null || instalment < lowest.instalment)
      lowest = { month: index + 1, instalment };
    if (highest === null || instalment > highest.instalment) {
      highest = { month: index + 1, instalment };
    }
  }
  return lowest === null || highest === null ? null : { lowest, highest };
}
