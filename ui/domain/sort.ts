import { totalCostOfCredit } from './totals';
import type { Simulation } from './types';

/** The spec's columns 0–5 (point 4), then the total cost of credit (issue 32). */
export type SortColumnIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6;
type SortDirection = 'asc' | 'desc';

export interface SortState {
  column: SortColumnIndex;
  direction: SortDirection;
}

/** The table opens sorted by date, newest first. */
export const DEFAULT_SORT: SortState = Object.freeze({ column: 0, direction: 'desc' });

/** The label column (1) does not sort; the others do. */
function isSortable(column: SortColumnIndex): boolean {
  return column !== 1;
}

/** The sort after a header click: the active column toggles, a new column starts ascending. */
export function nextSort(current: SortState, column: SortColumnIndex): SortState {
  if (!isSortable(column)) return current;
  if (current.column === column) {
    return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { column, direction: 'asc' };
}

function keys(simulation: Simulation, column: SortColumnIndex): [number, number] {
  const result = simulation.result;
  switch (column) {
    case 0:
      return [simulation.timestamp, 0];
    case 1:
      return [0, 0];
    case 2:
      return [simulation.settings.loanAmount, 0];
    case 3:
      // Ties on the instalment break on total repayment (spec point 4).
      return [
        result?.totalMonthlyRate ?? Number.NaN,
        result?.repaymentPlan.totalRepayment ?? Number.NaN,
      ];
    case 4:
      return [result?.repaymentPlan.totalInterestPayment ?? Number.NaN, 0];
    case 5:
      return [result?.repaymentPlan.totalRepayment ?? Number.NaN, 0];
    case 6:
      return [result === undefined ? Number.NaN : totalCostOfCredit(result.repaymentPlan), 0];
    default:
      column satisfies never;
      return [0, 0];
  }
}

function compareNumbers(a: number, b: number): number {
  // A record without a result has no figures; it sorts after every run that has them.
  if (Number.isNaN(a) || Number.isNaN(b)) return Number.isNaN(a) ? (Number.isNaN(b) ? 0 : 1) : -1;
  return a - b;
}

/** A new array sorted by the spec's rules; equal rows keep their order. */
export function sortSimulations(
  simulations: readonly Simulation[],
  { column, direction }: SortState,
): Simulation[] {
  if (!isSortable(column)) return [...simulations];
  const sign = direction === 'asc' ? 1 : -1;
  const keyed = simulations.map((simulation) => ({ simulation, key: keys(simulation, column) }));
  keyed.sort((a, b) => {
    const [a1, a2] = a.key;
    const [b1, b2] = b.key;
    const first = compareNumbers(a1, b1);
    if (first !== 0) return Number.isNaN(a1) || Number.isNaN(b1) ? first : sign * first;
    const second = compareNumbers(a2, b2);
    return Number.isNaN(a2) || Number.isNaN(b2) ? second : sign * second;
  });
  return keyed.map(({ simulation }) => simulation);
}
