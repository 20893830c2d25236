import { describe, expect, it } from 'vitest';
import { formatStorageSize } from './bytes';
import { DEFAULT_SORT, nextSort, sortSimulations, type SortState } from './sort';
import type { Simulation } from './types';

function run(
  id: string,
  timestamp: number,
  loanAmount: number,
  figures?: { instalment: number; interest: number; total: number },
): Simulation {
  return {
    id,
    label: id,
    timestamp,
    settings: {
      loanAmount,
      annualInterestRatePercent: 7,
      fixedInterestRate: true,
      loanTermYears: 25,
      mortgageType: 'ANNUITY',
    },
    result:
      figures === undefined
        ? undefined
        : {
            totalMonthlyRate: figures.instalment,
            repaymentPlan: {
              entries: [],
              totalRepayment: figures.total,
              totalInterestPayment: figures.interest,
              totalRepaymentRate: loanAmount,
              remainingDebt: 0,
            },
          },
  };
}

const a = run('a', 1_000, 300_000, { instalment: 2_000, interest: 50_000, total: 350_000 });
const b = run('b', 3_000, 100_000, { instalment: 2_000, interest: 90_000, total: 190_000 });
const c = run('c', 2_000, 200_000, { instalment: 1_500, interest: 70_000, total: 270_000 });
const noResult = run('x', 4_000, 150_000);
const ids = (list: Simulation[]) => list.map((s) => s.id);

describe('the comparison table sort (spec point 4)', () => {
  it('starts on the date, newest first', () => {
    expect(DEFAULT_SORT).toEqual({ column: 0, direction: 'desc' });
    expect(ids(sortSimulations([a, b, c], DEFAULT_SORT))).toEqual(['b', 'c', 'a']);
  });

  it('toggles the direction when the active column is clicked again', () => {
    expect(nextSort({ column: 0, direction: 'desc' }, 0)).toEqual({ column: 0, direction: 'asc' });
    expect(nextSort({ column: 2, direction: 'asc' }, 2)).toEqual({ column: 2, direction: 'desc' });
  });

  it('starts a newly chosen column ascending', () => {
    expect(nextSort({ column: 0, direction: 'desc' }, 4)).toEqual({ column: 4, direction: 'asc' });
  });

  it('ignores a click on the label column', () => {
    const current: SortState = { column: 3, direction: 'desc' };
    expect(nextSort(current, 1)).toBe(current);
  });

  it.each([
    [2, 'asc', ['b', 'c', 'a']],
    [2, 'desc', ['a', 'c', 'b']],
    [4, 'asc', ['a', 'c', 'b']],
    [5, 'asc', ['b', 'c', 'a']],
    [5, 'desc', ['a', 'c', 'b']],
  ] as const)('sorts column %i %s', (column, direction, expected) => {
    expect(ids(sortSimulations([a, b, c], { column, direction }))).toEqual(expected);
  });

  it('breaks instalment ties on total repayment, in the same direction', () => {
    // a and b share a 2 000 zł instalment; b repays less in total.
    expect(ids(sortSimulations([a, b, c], { column: 3, direction: 'asc' }))).toEqual([
      'c',
      'b',
      'a',
    ]);
    expect(ids(sortSimulations([a, b, c], { column: 3, direction: 'desc' }))).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('puts a run without results last in either direction', () => {
    expect(ids(sortSimulations([noResult, a, c], { column: 5, direction: 'asc' })).at(-1)).toBe(
      'x',
    );
    expect(ids(sortSimulations([noResult, a, c], { column: 5, direction: 'desc' })).at(-1)).toBe(
      'x',
    );
  });

  it('sorts the cost of credit after the spec’s columns (issue 32): interest without costs, the saved total with them', () => {
    const withCosts: Simulation = {
      ...c,
      id: 'k',
      result: c.result && {
        ...c.result,
        repaymentPlan: { ...c.result.repaymentPlan, totalCostOfCredit: 95_000 },
      },
    };
    // a 50 000, k 95 000 (70 000 of interest and 25 000 of costs), b 90 000.
    expect(
      ids(sortSimulations([b, withCosts, a, noResult], { column: 6, direction: 'asc' })),
    ).toEqual(['a', 'b', 'k', 'x']);
    expect(nextSort(DEFAULT_SORT, 6)).toEqual({ column: 6, direction: 'asc' });
  });

  it('does not change the list it was given', () => {
    const list = [a, b, c];
    sortSimulations(list, { column: 2, direction: 'desc' });
    expect(ids(list)).toEqual(['a', 'b', 'c']);
  });
});

describe('storage sizes in the side menu', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1_200_000, '1,2 MB'],
    [999_960, '1 MB'],
    [2_100_000_000, '2,1 GB'],
    [Number.NaN, '0 B'],
  ])('shows %d bytes as %s', (bytes, text) => {
    expect(formatStorageSize(bytes).replace(/\s/g, ' ')).toBe(text);
  });
});
