import { NPER, PMT } from '@formulajs/formulajs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventsAfterEnd, instalmentExtremes, rateStressTest } from './analysis';
import { CalculationError } from './errors';
import { simulate, validateSettings } from './mortgage';
import { createSimulation } from './simulation';
import {
  captureError,
  entriesOf,
  grosze,
  scenarioArbitrary,
  settings,
  spreadsheetRound,
} from './test-support';
import type { RateChange, RepaymentEntry, Settings } from './types';

/** A loan whose rate follows `rateChanges`. */
const variable = (loan: Settings, rateChanges: RateChange[]): Settings => ({
  ...loan,
  fixedInterestRate: false,
  rateChanges,
});
const change = (month: number, annualInterestRatePercent: number): RateChange => ({
  month,
  annualInterestRatePercent,
});

function at(entries: RepaymentEntry[], month: number): RepaymentEntry {
  const entry = entries[month - 1];
  if (entry === undefined) throw new Error(`no instalment ${month}`);
  return entry;
}

/** |x| of a formulajs result, which is an Error value (not a throw) when the arguments are bad. */
function figure(result: number | Error): number {
  if (result instanceof Error) throw result;
  return Math.abs(result);
}

describe('a rate change, worked through on paper (30 000 zł, 12 % then 24 % from instalment 4)', () => {
  const entries = entriesOf(
    simulate(variable(settings(30_000, 12, 1), [change(4, 24)])).repaymentPlan,
  );

  it('keeps 2 665,46 zł for instalments 1–3', () => {
    for (const month of [1, 2, 3]) expect(at(entries, month).totalMonthlyPayment).toBe(2665.46);
  });

  it('charges instalment 4 the new rate: 2 % of the 22 832,42 zł left is 456,65 zł', () => {
    expect(at(entries, 4).interestPayment).toBe(456.65);
  });

  it('re-amortises the 22 832,42 zł over the 9 instalments left: 2 797,32 zł', () => {
    expect(spreadsheetRound(figure(PMT(0.02, 9, 22_832.42)))).toBe(2797.32);
    for (let month = 4; month <= 11; month += 1) {
      expect(at(entries, month).totalMonthlyPayment).toBe(2797.32);
    }
    expect(at(entries, 12)).toMatchObject({ totalMonthlyPayment: 2797.36, remainingDebt: 0 });
  });

  it('records the rate in force on every entry', () => {
    expect(entries.map((entry) => entry.annualInterestRatePercent)).toEqual([
      12, 12, 12, 24, 24, 24, 24, 24, 24, 24, 24, 24,
    ]);
  });
});

describe('rate changes, rule by rule', () => {
  const loan = settings(400_000, 7, 25);
  const months = 300;

  it('re-amortises an annuity to |PMT| on the balance left, to the grosz, at every change', () => {
    fc.assert(
      fc.property(scenarioArbitrary({ rateChanges: true, types: ['ANNUITY'] }), (run) => {
        const entries = entriesOf(simulate(run).repaymentPlan);
        let rate = run.annualInterestRatePercent;
        for (const { month, annualInterestRatePercent: next } of run.rateChanges ?? []) {
          // The last month only clears the balance, and a change to the same rate is ignored.
          if (month >= entries.length || next === rate) continue;
          rate = next;
          const left = month === 1 ? run.loanAmount : at(entries, month - 1).remainingDebt;
          const expected = spreadsheetRound(
            figure(PMT(next / 1200, run.loanTermYears * 12 - month + 1, left)),
          );
          expect(at(entries, month).totalMonthlyPayment).toBe(expected);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('applies a change before the month’s interest', () => {
    const entries = entriesOf(simulate(variable(loan, [change(13, 9)])).repaymentPlan);
    const before = grosze(at(entries, 12).remainingDebt);
    expect(grosze(at(entries, 13).interestPayment)).toBe(Math.round((before * 9) / 1200));
  });

  it('counts SHORTEN_TERM instalments at the rate in force in that month', () => {
    const run = {
      ...variable(loan, [change(13, 9)]),
      overpayments: [{ month: 13, amount: 50_000, repeat: 'ONCE', effect: 'SHORTEN_TERM' }],
    } satisfies Settings;
    const entries = entriesOf(simulate(run).repaymentPlan);
    const instalment = at(entries, 13).totalMonthlyPayment;
    const left = at(entries, 13).remainingDebt;
    const remaining = Math.ceil(figure(NPER(9 / 1200, -instalment, left)) - 1e-9);
    expect(entries).toHaveLength(13 + remaining);
  });

  it('keeps a decreasing loan’s principal share through a change', () => {
    const entries = entriesOf(
      simulate(variable(settings(400_000, 7, 25, 'LINEAR'), [change(61, 11)])).repaymentPlan,
    );
    const share = at(entries, 1).principalPayment;
    for (const entry of entries.slice(0, -1)) expect(entry.principalPayment).toBe(share);
    expect(at(entries, 61).interestPayment).toBeGreaterThan(at(entries, 60).interestPayment);
  });

  it('ignores a change to the rate already in force: the schedule is the fixed one', () => {
    const fixed = entriesOf(simulate(loan).repaymentPlan);
    const same = entriesOf(simulate(variable(loan, [change(100, 7)])).repaymentPlan);
    const specFields = ({
      totalMonthlyPayment,
      interestPayment,
      principalPayment,
      remainingDebt,
    }: RepaymentEntry) => ({
      totalMonthlyPayment,
      interestPayment,
      principalPayment,
      remainingDebt,
    });
    expect(same.map(specFields)).toEqual(fixed);
  });

  it('ignores changes after the schedule has ended, and says how many there were', () => {
    const run = {
      ...variable(loan, [change(12, 8), change(200, 9), change(250, 10)]),
      overpayments: [{ month: 24, amount: 300_000, repeat: 'ONCE', effect: 'SHORTEN_TERM' }],
    } satisfies Settings;
    const result = simulate(run);
    expect(result.repaymentPlan.entries.length).toBeLessThan(200);
    expect(eventsAfterEnd(run, result)).toMatchObject({ rateChanges: 2, overpayments: 0 });
  });

  it('keeps every figure of a fixed run when there are no changes', () => {
    const entry = at(entriesOf(simulate(loan).repaymentPlan), 1);
    expect(entry).not.toHaveProperty('annualInterestRatePercent');
  });

  describe.each([
    {
      rule: 'a change in month 1',
      changes: [change(1, 8)],
      kind: 'out-of-range',
      argument: 'rateChanges[0].month',
    },
    {
      rule: 'a change past n',
      changes: [change(months + 1, 8)],
      kind: 'out-of-range',
      argument: 'rateChanges[0].month',
    },
    {
      rule: 'a fractional month',
      changes: [change(12.5, 8)],
      kind: 'not-integer',
      argument: 'rateChanges[0].month',
    },
    {
      rule: 'two changes in one month',
      changes: [change(12, 8), change(12, 9)],
      kind: 'duplicate',
      argument: 'rateChanges[1].month',
    },
    {
      rule: 'changes out of order',
      changes: [change(24, 8), change(12, 9)],
      kind: 'unsorted',
      argument: 'rateChanges[1].month',
    },
    {
      rule: 'a rate of 0',
      changes: [change(12, 0)],
      kind: 'not-positive',
      argument: 'rateChanges[0].annualInterestRatePercent',
    },
    {
      rule: 'a rate under 0,01 %',
      changes: [change(12, 0.009)],
      kind: 'out-of-range',
      argument: 'rateChanges[0].annualInterestRatePercent',
    },
    {
      rule: 'a rate over 60 %',
      changes: [change(12, 60.5)],
      kind: 'out-of-range',
      argument: 'rateChanges[0].annualInterestRatePercent',
    },
    {
      rule: 'a rate with seven decimals',
      changes: [change(12, 7.1234567)],
      kind: 'too-many-decimals',
      argument: 'rateChanges[0].annualInterestRatePercent',
    },
    {
      rule: 'a rate as text',
      changes: [{ month: 12, annualInterestRatePercent: '8' }],
      kind: 'nan',
      argument: 'rateChanges[0].annualInterestRatePercent',
    },
    {
      rule: 'a change that is not an object',
      changes: [12],
      kind: 'malformed',
      argument: 'rateChanges[0]',
    },
  ])('$rule', ({ changes, kind, argument }) => {
    it(`is refused with ${kind}, by simulate and by validateSettings alike`, () => {
      const refused = { ...loan, rateChanges: changes } as unknown as Settings;
      expect(() => simulate(refused)).toThrow(CalculationError);
      expect(captureError(() => simulate(refused))).toMatchObject({ kind, argument });
      expect(
        captureError(() => {
          validateSettings(refused);
        }),
      ).toMatchObject({ kind, argument });
    });
  });

  it('accepts a rate with six decimals, as the form keeps every typed decimal', () => {
    const entries = entriesOf(simulate(variable(loan, [change(2, 7.123456)])).repaymentPlan);
    expect(at(entries, 2).annualInterestRatePercent).toBe(7.123456);
  });
});

describe('the saved flag and label of a variable-rate run', () => {
  const identity = { id: 'x', timestamp: 0 };
  const loan = settings(300_000, 7.25, 25);

  it('saves fixedInterestRate: false exactly when there are rate changes', () => {
    expect(createSimulation(variable(loan, [change(61, 8)]), identity).settings).toMatchObject({
      fixedInterestRate: false,
    });
    expect(createSimulation({ ...loan, rateChanges: [] }, identity).settings).toMatchObject({
      fixedInterestRate: true,
    });
    expect(
      createSimulation({ ...loan, fixedInterestRate: false }, identity).settings.fixedInterestRate,
    ).toBe(true);
  });

  it('labels it " - zmienne", before " - z nadpłatami"', () => {
    const run = {
      ...variable(loan, [change(61, 8)]),
      overpayments: [{ month: 1, amount: 100, repeat: 'MONTHLY', effect: 'SHORTEN_TERM' }],
    } satisfies Settings;
    expect(createSimulation(run, identity).label.replace(/\s/g, ' ')).toBe(
      '300 000 zł - 7,25% - 25 lat - Stała (annuitetowa) - zmienne - z nadpłatami',
    );
  });
});

describe('rateStressTest (Test wzrostu stóp)', () => {
  it('adds 1, 2,5 and 5 pp to the rate and compares the first instalment with the run’s', () => {
    const loan = settings(300_000, 7, 25);
    const own = simulate(loan).totalMonthlyRate;
    const rows = rateStressTest(loan);
    expect(rows.map((row) => row.label)).toEqual([
      '+1 pkt proc.',
      '+2,5 pkt proc.',
      '+5 pkt proc.',
    ]);
    for (const [index, rise] of [1, 2.5, 5].entries()) {
      const row = rows[index];
      const first = spreadsheetRound(figure(PMT((7 + rise) / 1200, 300, 300_000)));
      expect(row).toMatchObject({ rise, firstInstalment: first });
      expect(row?.firstInstalmentChange).toBeCloseTo(first - own, 2);
      expect(row?.firstInstalmentChangePercent).toBeCloseTo(((first - own) / own) * 100, 2);
      expect(row?.totalInterest).toBe(
        simulate({ ...loan, annualInterestRatePercent: 7 + rise }).repaymentPlan
          .totalInterestPayment,
      );
    }
  });

  it('raises every rate in force, the changes included, and clamps each at 60 %', () => {
    const run = variable(settings(300_000, 57, 25), [change(13, 59), change(25, 7)]);
    const [, , plusFive] = rateStressTest(run);
    const stressed = simulate(variable(settings(300_000, 60, 25), [change(25, 12)]));
    expect(plusFive?.firstInstalment).toBe(stressed.totalMonthlyRate);
    expect(plusFive?.totalInterest).toBe(stressed.repaymentPlan.totalInterestPayment);
  });

  it('compares an old run with the first instalment it shows', () => {
    const loan = settings(300_000, 7, 25);
    const shown = { ...simulate(loan), totalMonthlyRate: 2000 };
    const [plusOne] = rateStressTest(loan, shown);
    expect(plusOne?.firstInstalmentChange).toBeCloseTo((plusOne?.firstInstalment ?? 0) - 2000, 2);
  });
});

describe('instalmentExtremes', () => {
  const entry = (totalMonthlyPayment: number): RepaymentEntry => ({
    totalMonthlyPayment,
    interestPayment: 0,
    principalPayment: totalMonthlyPayment,
    remainingDebt: 0,
  });

  it('names the lowest and highest instalment and their months, leaving out the final one', () => {
    expect(instalmentExtremes([entry(500), entry(700), entry(400), entry(10)])).toEqual({
      lowest: { month: 3, instalment: 400 },
      highest: { month: 2, instalment: 700 },
    });
  });

  it('names the first month on a tie', () => {
    expect(instalmentExtremes([entry(500), entry(700), entry(500), entry(700), entry(1)])).toEqual({
      lowest: { month: 1, instalment: 500 },
      highest: { month: 2, instalment: 700 },
    });
  });

  it('skips null entries of old records but counts months by position', () => {
    expect(instalmentExtremes([null, entry(600), entry(300), entry(5)])).toEqual({
      lowest: { month: 3, instalment: 300 },
      highest: { month: 2, instalment: 600 },
    });
  });

  it('uses the only instalment of a one-entry schedule, and gives null for none', () => {
    expect(instalmentExtremes([entry(900)])).toEqual({
      lowest: { month: 1, instalment: 900 },
      highest: { month: 1, instalment: 900 },
    });
    expect(instalmentExtremes([])).toBeNull();
  });

  it('finds the 2022 peak of a variable annuity', () => {
    const run = variable(settings(300_000, 2.21, 25), [
      change(13, 4.54),
      change(22, 9.21),
      change(40, 7),
    ]);
    const extremes = instalmentExtremes(simulate(run).repaymentPlan.entries);
    expect(extremes?.lowest.month).toBe(1);
    expect(extremes?.highest.month).toBe(22);
  });
});
