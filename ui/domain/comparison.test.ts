import { describe, expect, it } from 'vitest';
import {
  COMPARE_MAX,
  comparedFigures,
  compareHref,
  compareIdsFromHash,
  comparisonSeries,
  figureDifference,
  formatCountChange,
  formatMoneyChange,
  formatPercentChange,
  keyFigures,
  paysMore,
  type KeyFigures,
} from './comparison';
import { createSimulation } from './simulation';
import { settings } from './test-support';
import type { RepaymentEntry, Settings, Simulation } from './types';

function run(id: string, values: Settings): Simulation {
  return createSimulation(values, { id, timestamp: 0 });
}

describe('a compare address', () => {
  it('names the ids in the order ticked and reads back the same ids', () => {
    const href = compareHref(['b-2', 'a_1', 'c']);
    expect(href).toBe('/porownanie#b-2,a_1,c');
    expect(compareIdsFromHash(new URL(href, 'https://x.pl').hash)).toEqual(['b-2', 'a_1', 'c']);
  });

  it.each([
    ['', []],
    ['#', []],
    ['a,b', ['a', 'b']],
    ['#a,,b,', ['a', 'b']],
    ['#a,a,b', ['a', 'b']],
    ['#a,%2E%2E,b', ['a', 'b']],
    ['#a,%E0%A4%A,b', ['a', 'b']],
    ['#a,<img>,b', ['a', 'b']],
    ['#a,b,c,d,e', ['a', 'b', 'c', 'd']],
  ])('reads %j as %j', (hash, ids) => {
    expect(compareIdsFromHash(hash)).toEqual(ids);
  });

  it(`keeps at most ${COMPARE_MAX} runs`, () => {
    expect(compareIdsFromHash('#1,2,3,4,5,6')).toHaveLength(COMPARE_MAX);
  });
});

describe('key figures', () => {
  it('of a fixed annuity: one instalment throughout, 300 months, its interest as its cost', () => {
    const figures = keyFigures(run('a', settings(300_000, 7.25, 25)));
    expect(figures).toEqual({
      firstInstalment: 2168.42,
      lowestInstalment: 2168.42,
      highestInstalment: 2168.42,
      totalInterest: 350_526.4,
      // Issue 32: a run without costs has a cost of credit (its interest) and an RRSO (its rate's,
      // compounded monthly: (1 + 0,0725/12)^12 − 1 = 7,4958…%).
      totalCostOfCredit: 350_526.4,
      annualPercentageRate: 7.5,
      totalRepayment: 650_526.4,
      totalAmountToPay: 650_526.4,
      lastMonth: 300,
      totalOverpayment: 0,
    } satisfies KeyFigures);
  });

  it('of a run at 7 % without costs: an RRSO of 7,23 %', () => {
    expect(keyFigures(run('r', settings(300_000, 7, 25))).annualPercentageRate).toBe(7.23);
  });

  it('of two offers differing only in 54 000 zł of costs: the costs show (issue 32)', () => {
    const bare = run('a', settings(400_000, 7, 25));
    const costly = run('b', {
      ...settings(400_000, 7, 25),
      costs: { commissionAmount: 6_000, monthlyInsurance: 160 },
    });
    const [base, other] = [keyFigures(bare), keyFigures(costly)];
    // 6 000 zł once and 160 zł × 300 months: 54 000 zł more to pay.
    expect(figureDifference('money', base.totalAmountToPay, other.totalAmountToPay)?.change).toBe(
      54_000,
    );
    expect(figureDifference('money', base.totalCostOfCredit, other.totalCostOfCredit)?.change).toBe(
      54_000,
    );
    expect(figureDifference('money', base.totalRepayment, other.totalRepayment)?.change).toBe(0);
    expect(base.annualPercentageRate).toBe(7.23);
    expect(other.annualPercentageRate).toBeGreaterThan(7.23);
    expect(
      comparedFigures([base, other], [paysMore(bare), paysMore(costly)]).map(({ key }) => key),
    ).toContain('totalAmountToPay');
  });

  it('of a run without costs whose overpayments carried fees: the fees are part of its cost', () => {
    const simulation = run('f', {
      ...settings(300_000, 7, 25),
      overpayments: [{ month: 1, amount: 20_000, repeat: 'ONCE', effect: 'SHORTEN_TERM' }],
      overpaymentFee: { percent: 2, months: 36 },
    });
    const figures = keyFigures(simulation);
    // 2 % of 20 000 zł.
    expect((figures.totalCostOfCredit ?? 0) - (figures.totalInterest ?? 0)).toBeCloseTo(400, 2);
    expect((figures.totalAmountToPay ?? 0) - (figures.totalRepayment ?? 0)).toBeCloseTo(400, 2);
    expect(paysMore(simulation)).toBe(true);
  });

  it('of a decreasing loan: the first instalment is the highest, the lowest leaves out the last', () => {
    const simulation = run('b', settings(400_000, 8, 25, 'LINEAR'));
    const entries = simulation.result?.repaymentPlan.entries ?? [];
    const figures = keyFigures(simulation);
    expect(figures.firstInstalment).toBe(4000);
    expect(figures.highestInstalment).toBe(4000);
    expect(figures.lowestInstalment).toBe(entries.at(-2)?.totalMonthlyPayment);
  });

  it('of a run with costs and overpayments: RRSO, total cost and the total overpaid', () => {
    const figures = keyFigures(
      run('c', {
        ...settings(300_000, 7, 25),
        costs: { commissionPercent: 2, monthlyInsurance: 60 },
        overpayments: [{ month: 1, amount: 20_000, repeat: 'ONCE', effect: 'SHORTEN_TERM' }],
      }),
    );
    expect(figures.annualPercentageRate).toBeGreaterThan(7.23);
    expect(figures.totalCostOfCredit).toBeGreaterThan(figures.totalInterest ?? Infinity);
    expect(figures.totalOverpayment).toBe(20_000);
    expect(figures.lastMonth).toBeLessThan(300);
  });

  it('of a run saved without a result: none at all', () => {
    // (Nor an RRSO: with no plan there is nothing to compare it with.)
    const simulation: Simulation = { ...run('d', settings(100_000, 5, 10)), result: undefined };
    expect(Object.values(keyFigures(simulation)).every((value) => value === null)).toBe(true);
  });

  it('always shows the RRSO and the cost of credit; the total to pay and overpayments when some run has them', () => {
    const plainRun = run('a', settings(300_000, 7.25, 25));
    const plain = keyFigures(plainRun);
    const keys = (runs: KeyFigures[], paying: boolean[] = []) =>
      comparedFigures(runs, paying).map(({ key }) => key);
    expect(keys([plain, plain], [false, false])).toEqual([
      'firstInstalment',
      'lowestInstalment',
      'highestInstalment',
      'totalInterest',
      'totalCostOfCredit',
      'annualPercentageRate',
      'totalRepayment',
      'lastMonth',
    ]);
    const costlyRun = run('c', { ...settings(300_000, 7, 25), costs: { commissionAmount: 3000 } });
    const withCosts = keyFigures(costlyRun);
    const paying = [paysMore(plainRun), paysMore(costlyRun)];
    expect(keys([plain, withCosts], paying)).toContain('totalAmountToPay');
    expect(keys([plain, withCosts], paying)).not.toContain('totalOverpayment');
  });
});

describe('a difference against the first run', () => {
  it.each([
    // unit, base, value, expected
    ['money', 2000, 2100, { change: 100, percent: 5 }],
    ['money', 2168.42, 2000.01, { change: -168.41, percent: -7.77 }],
    ['money', 0.1, 0.3, { change: 0.2, percent: 200 }],
    ['money', 1000, 1000, { change: 0, percent: 0 }],
    // The base is 0: the change in złoty still means something, a percentage does not.
    ['money', 0, 20_000, { change: 20_000, percent: null }],
    ['months', 300, 240, { change: -60, percent: null }],
    ['percent', 7.23, 7.58, { change: 0.35, percent: null }],
    ['percent', 9.52, 9.52, { change: 0, percent: null }],
  ] as const)('in %s from %d to %d is %j', (unit, base, value, expected) => {
    expect(figureDifference(unit, base, value)).toEqual(expected);
  });

  it('rounds a percentage of the base half-up to two decimals', () => {
    // 1 / 3 of the base: 33,333… %.
    expect(figureDifference('money', 3, 4)?.percent).toBe(33.33);
    // 0,125 % → 0,13 %.
    expect(figureDifference('money', 800, 801)?.percent).toBe(0.13);
  });

  it('is missing when either run lacks the figure', () => {
    expect(figureDifference('percent', null, 7.5)).toBeNull();
    expect(figureDifference('money', 1000, null)).toBeNull();
  });
});

describe('the charts’ series', () => {
  const entry = (interest: number, instalment: number, debt: number): RepaymentEntry => ({
    totalMonthlyPayment: instalment,
    interestPayment: interest,
    principalPayment: instalment - interest,
    remainingDebt: debt,
  });

  it('align every run on the longest schedule, with gaps past a run’s end and at null entries', () => {
    const { months, runs } = comparisonSeries([
      [entry(0.1, 10, 20), entry(0.2, 10, 10), entry(0.3, 10.3, 0)],
      [entry(1, 20, 5), null],
    ]);
    expect(months).toEqual([1, 2, 3]);
    expect(runs[0]).toEqual({
      debt: [20, 10, 0],
      // Summed in grosze: 0,1 + 0,2 + 0,3 is exactly 0,6 here, not 0,6000000000000001.
      cumulativeInterest: [0.1, 0.3, 0.6],
      instalment: [10, 10, 10.3],
    });
    expect(runs[1]).toEqual({
      debt: [5, null, null],
      cumulativeInterest: [1, null, null],
      instalment: [20, null, null],
    });
  });

  it('end the cumulative interest at the plan’s total interest', () => {
    const simulation = run('a', settings(300_000, 7.25, 25));
    const plan = simulation.result?.repaymentPlan;
    const { runs } = comparisonSeries([plan?.entries ?? []]);
    expect(runs[0]?.cumulativeInterest.at(-1)).toBe(plan?.totalInterestPayment);
    expect(runs[0]?.debt.at(-1)).toBe(0);
  });

  it('are empty for runs without instalments', () => {
    expect(comparisonSeries([[], []])).toEqual({
      months: [],
      runs: [
        { debt: [], cumulativeInterest: [], instalment: [] },
        { debt: [], cumulativeInterest: [], instalment: [] },
      ],
    });
  });
});

describe('a difference as the page writes it', () => {
  const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

  it.each([
    [1831.58, nbsp('+1 831,58 zł')],
    [-48.08, nbsp('-48,08 zł')],
    [0, nbsp('0,00 zł')],
    [-0, nbsp('0,00 zł')],
  ])('money %d reads %j', (value, text) => {
    expect(formatMoneyChange(value)).toBe(text);
  });

  it.each([
    [84.47, '+84,47%'],
    [24.6, '+24,60%'],
    [-2.22, '-2,22%'],
    [0, '0,00%'],
  ])('a percentage %d reads %j', (value, text) => {
    expect(formatPercentChange(value)).toBe(text);
  });

  it.each([
    [60, '+60'],
    [-110, '-110'],
    [0, '0'],
  ])('months %d read %j', (value, text) => {
    expect(formatCountChange(value)).toBe(text);
  });
});
