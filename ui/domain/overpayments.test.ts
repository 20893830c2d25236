import { NPER, PMT } from '@formulajs/formulajs';
import { describe, expect, it } from 'vitest';
import { eventsAfterEnd, overpaymentSavings } from './analysis';
import { CalculationError } from './errors';
import { simulate, validateSettings } from './mortgage';
import { captureError, entriesOf, grosze, settings } from './test-support';
import type { MortgageType, Overpayment, OverpaymentFee, RepaymentEntry, Settings } from './types';

/** A loan with overpayments (and optionally a fee). */
function overpaying(
  loan: Settings,
  overpayments: Overpayment[],
  overpaymentFee?: OverpaymentFee,
): Settings {
  return overpaymentFee === undefined
    ? { ...loan, overpayments }
    : { ...loan, overpayments, overpaymentFee };
}

const once = (
  month: number,
  amount: number,
  effect: Overpayment['effect'] = 'SHORTEN_TERM',
): Overpayment => ({ month, amount, repeat: 'ONCE', effect });

/** The entry of instalment `month` (1-based). */
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

/** Half-up to the grosz, as a bank rounds an instalment (the figures here are far from .5 noise). */
const toGrosz = (zloty: number) => Math.round(zloty * 100) / 100;

// 30 000 zł at 12 % (1 % a month) over one year: small enough to check on paper. A = 2 665,46 zł.
const small = (type: MortgageType = 'ANNUITY') => settings(30_000, 12, 1, type);

describe('overpayments, worked through on paper (30 000 zł, 12 %, 12 months)', () => {
  describe('10 000 zł once with instalment 6, lowering the instalment (annuity)', () => {
    const entries = entriesOf(
      simulate(overpaying(small(), [once(6, 10_000, 'LOWER_INSTALMENT')])).repaymentPlan,
    );

    it('pays instalment 6 as planned, then the 10 000 zł, leaving 5 447,65 zł', () => {
      // After instalment 6 the debt is 17 933,77 − 2 486,12 = 15 447,65 zł.
      expect(at(entries, 6)).toMatchObject({
        totalMonthlyPayment: 2665.46,
        interestPayment: 179.34,
        principalPayment: 2486.12,
        overpayment: 10_000,
        remainingDebt: 5447.65,
      });
    });

    it('charges 939,98 zł from instalment 7, PMT(1 %, 6, 5 447,65) rounded', () => {
      expect(figure(PMT(0.01, 6, 5447.65))).toBeCloseTo(939.98, 2);
      for (let month = 7; month <= 11; month += 1) {
        expect(at(entries, month).totalMonthlyPayment).toBe(939.98);
      }
    });

    it('still ends in month 12, whose instalment clears the last 930,69 zł', () => {
      expect(entries).toHaveLength(12);
      expect(at(entries, 12)).toMatchObject({
        principalPayment: 930.69,
        interestPayment: 9.31,
        remainingDebt: 0,
      });
    });
  });

  describe('the same 10 000 zł shortening the term', () => {
    const entries = entriesOf(simulate(overpaying(small(), [once(6, 10_000)])).repaymentPlan);

    it('keeps the 2 665,46 zł instalment and ends in month 9 instead of 12', () => {
      // NPER(1 %, 2 665,46, 5 447,65) = 2,08, so 3 instalments are left after instalment 6.
      expect(figure(NPER(0.01, -2665.46, 5447.65))).toBeCloseTo(2.0755, 3);
      expect(entries).toHaveLength(9);
      for (const entry of entries.slice(0, -1)) expect(entry.totalMonthlyPayment).toBe(2665.46);
      expect(at(entries, 9)).toMatchObject({ totalMonthlyPayment: 201.58, remainingDebt: 0 });
    });
  });

  describe('5 000 zł once with instalment 3, decreasing instalments', () => {
    it('shortening: keeps the 2 500 zł share and ends after ceil(17 500 / 2 500) = 7 more', () => {
      const entries = entriesOf(
        simulate(overpaying(small('LINEAR'), [once(3, 5000)])).repaymentPlan,
      );
      expect(entries).toHaveLength(10);
      for (const entry of entries) expect(entry.principalPayment).toBe(2500);
    });

    it('lowering: sets the share to 17 500 / 9 = 1 944,44 zł from instalment 4', () => {
      const entries = entriesOf(
        simulate(overpaying(small('LINEAR'), [once(3, 5000, 'LOWER_INSTALMENT')])).repaymentPlan,
      );
      expect(entries).toHaveLength(12);
      for (const entry of entries.slice(3, -1)) expect(entry.principalPayment).toBe(1944.44);
      expect(at(entries, 12).principalPayment).toBe(1944.48);
    });
  });

  describe('1 000 zł every month with a 3 % fee for the first 3 months', () => {
    const plan = simulate(
      overpaying(small(), [{ month: 1, amount: 1000, repeat: 'MONTHLY', effect: 'SHORTEN_TERM' }], {
        percent: 3,
        months: 3,
      }),
    ).repaymentPlan;
    const entries = entriesOf(plan);

    it('charges 30 zł on each overpayment in months 1–3 and nothing after', () => {
      expect(entries.map((entry) => entry.overpaymentFee)).toEqual([30, 30, 30, 0, 0, 0, 0, 0, 0]);
      expect(plan.totalOverpaymentFees).toBe(90);
    });

    it('never lets the fee reduce the debt', () => {
      // 30 000 − 2 365,46 − 1 000 = 26 634,54: the instalment's principal and the overpayment.
      expect(at(entries, 1).remainingDebt).toBe(26_634.54);
    });

    it('repays the loan in month 9, skipping the overpayment that month', () => {
      expect(entries).toHaveLength(9);
      expect(at(entries, 9)).toMatchObject({ overpayment: 0, remainingDebt: 0 });
      expect(plan.totalOverpayment).toBe(8000);
    });
  });
});

describe('overpayments, rule by rule', () => {
  const loan = settings(300_000, 7.25, 25);
  const months = 300;
  const i = 7.25 / 1200;
  const plain = entriesOf(simulate(loan).repaymentPlan);
  const instalment = simulate(loan).totalMonthlyRate;

  describe.each([
    {
      rule: 'a ONCE row falls in its month only',
      row: { month: 10, amount: 1000, repeat: 'ONCE', effect: 'LOWER_INSTALMENT' },
      paidIn: [10],
    },
    {
      rule: 'a MONTHLY row falls in every month from `month` to `untilMonth`, both included',
      row: { month: 5, amount: 100, repeat: 'MONTHLY', untilMonth: 9, effect: 'LOWER_INSTALMENT' },
      paidIn: [5, 6, 7, 8, 9],
    },
    {
      rule: 'a QUARTERLY row falls every 3 months',
      row: { month: 2, amount: 100, repeat: 'QUARTERLY', untilMonth: 14, effect: 'SHORTEN_TERM' },
      paidIn: [2, 5, 8, 11, 14],
    },
    {
      rule: 'a YEARLY row falls every 12 months, to the end when `untilMonth` is absent',
      row: { month: 12, amount: 100, repeat: 'YEARLY', effect: 'LOWER_INSTALMENT' },
      paidIn: Array.from({ length: 25 }, (_, year) => 12 * (year + 1)).filter((m) => m < 300),
    },
  ] as const)('$rule', ({ row, paidIn }) => {
    it('and is paid in exactly those months', () => {
      const entries = entriesOf(simulate(overpaying(loan, [row])).repaymentPlan);
      const paid = entries.flatMap((entry, index) =>
        (entry.overpayment ?? 0) > 0 ? [index + 1] : [],
      );
      expect(paid).toEqual(paidIn);
    });
  });

  it('pays an overpayment after its month’s instalment: that instalment is unchanged', () => {
    const entries = entriesOf(simulate(overpaying(loan, [once(12, 20_000)])).repaymentPlan);
    expect(at(entries, 12)).toMatchObject({
      totalMonthlyPayment: at(plain, 12).totalMonthlyPayment,
      interestPayment: at(plain, 12).interestPayment,
      principalPayment: at(plain, 12).principalPayment,
      overpayment: 20_000,
    });
    expect(grosze(at(entries, 12).remainingDebt)).toBe(
      grosze(at(plain, 12).remainingDebt) - 2_000_000,
    );
    // Instalment 13 is charged interest on the lower debt.
    expect(at(entries, 13).interestPayment).toBeLessThan(at(plain, 13).interestPayment);
  });

  it('never counts the overpayment in `principalPayment`', () => {
    const entries = entriesOf(simulate(overpaying(loan, [once(1, 50_000)])).repaymentPlan);
    expect(at(entries, 1).principalPayment).toBe(at(plain, 1).principalPayment);
  });

  it('caps an overpayment at the debt left, and the schedule ends in that month', () => {
    const plan = simulate(overpaying(loan, [once(24, 10_000_000)])).repaymentPlan;
    const entries = entriesOf(plan);
    expect(entries).toHaveLength(24);
    expect(at(entries, 24).overpayment).toBe(at(plain, 24).remainingDebt);
    expect(plan.totalOverpayment).toBe(at(plain, 24).remainingDebt);
    expect(at(entries, 24).remainingDebt).toBe(0);
  });

  it('applies rows of one month in array order, each on the debt the previous one left', () => {
    const lowerThenShorten = entriesOf(
      simulate(
        overpaying(loan, [once(6, 50_000, 'LOWER_INSTALMENT'), once(6, 50_000, 'SHORTEN_TERM')]),
      ).repaymentPlan,
    );
    const shortenThenLower = entriesOf(
      simulate(
        overpaying(loan, [once(6, 50_000, 'SHORTEN_TERM'), once(6, 50_000, 'LOWER_INSTALMENT')]),
      ).repaymentPlan,
    );
    const left = at(lowerThenShorten, 6).remainingDebt;
    // Lower first: A = PMT over 294 months on the debt after 50 000 zł, then the term shortens
    // with that A. Shorten first: the term shortens with the old A, then A is re-spread over it.
    const afterFirst = left + 50_000;
    const lowered = toGrosz(figure(PMT(i, months - 6, afterFirst)));
    const shortened = Math.ceil(figure(NPER(i, -lowered, left)) - 1e-9);
    expect(at(lowerThenShorten, 7).totalMonthlyPayment).toBe(lowered);
    expect(lowerThenShorten).toHaveLength(6 + shortened);

    const keptTerm = Math.ceil(figure(NPER(i, -instalment, afterFirst)) - 1e-9);
    expect(at(shortenThenLower, 7).totalMonthlyPayment).toBe(
      toGrosz(figure(PMT(i, keptTerm, left))),
    );
    expect(shortenThenLower).toHaveLength(6 + keptTerm);
  });

  it('SHORTEN_TERM keeps the annuity and leaves ceil(NPER(i, A, B) − 1e−9) instalments', () => {
    const entries = entriesOf(simulate(overpaying(loan, [once(36, 40_000)])).repaymentPlan);
    const left = at(entries, 36).remainingDebt;
    const remaining = Math.ceil(figure(NPER(i, -instalment, left)) - 1e-9);
    expect(entries).toHaveLength(36 + remaining);
    for (const entry of entries.slice(0, -1)) expect(entry.totalMonthlyPayment).toBe(instalment);
  });

  it('LOWER_INSTALMENT keeps the term and sets A to |PMT(i, R, B)| rounded half-up', () => {
    const entries = entriesOf(
      simulate(overpaying(loan, [once(36, 40_000, 'LOWER_INSTALMENT')])).repaymentPlan,
    );
    const lowered = toGrosz(figure(PMT(i, months - 36, at(entries, 36).remainingDebt)));
    expect(entries).toHaveLength(months);
    for (const entry of entries.slice(36, -1)) expect(entry.totalMonthlyPayment).toBe(lowered);
  });

  it('ignores an overpayment with the last instalment: nothing is left to repay', () => {
    const plan = simulate(overpaying(loan, [once(months, 5000)])).repaymentPlan;
    expect(at(entriesOf(plan), months).overpayment).toBe(0);
    expect(plan.totalOverpayment).toBe(0);
    expect(plan.totalInterestPayment).toBe(simulate(loan).repaymentPlan.totalInterestPayment);
  });

  it('ignores overpayments after the schedule has ended, and says how many there were', () => {
    const withLate = overpaying(loan, [
      once(1, 250_000),
      { month: 100, amount: 500, repeat: 'MONTHLY', untilMonth: 109, effect: 'SHORTEN_TERM' },
    ]);
    const result = simulate(withLate);
    const entries = entriesOf(result.repaymentPlan);
    expect(entries.length).toBeLessThan(100);
    expect(result.repaymentPlan.totalOverpayment).toBe(250_000);
    expect(eventsAfterEnd(withLate, result)).toEqual({
      lastMonth: entries.length,
      overpayments: 10,
      rateChanges: 0,
    });
  });

  it('charges the fee on the amount actually paid after capping, at min(percent, rate)', () => {
    const capped = simulate(
      overpaying(loan, [once(2, 10_000_000)], { percent: 3, months: 36 }),
    ).repaymentPlan;
    const paid = at(plain, 2).remainingDebt;
    expect(capped.totalOverpayment).toBe(paid);
    expect(capped.totalOverpaymentFees).toBe(toGrosz((paid * 3) / 100));
    // A fee percent above the rate in force is cut to the rate (art. 40: at most a year's interest).
    const high = simulate(
      overpaying(loan, [once(2, 10_000)], { percent: 9, months: 36 }),
    ).repaymentPlan;
    expect(high.totalOverpaymentFees).toBe(725);
  });

  it('adds `overpayment` and `overpaymentFee` to every entry, 0 where there are none', () => {
    const entries = entriesOf(simulate(overpaying(loan, [once(3, 1000)])).repaymentPlan);
    expect(at(entries, 1)).toMatchObject({ overpayment: 0, overpaymentFee: 0 });
    expect(at(entries, 3)).toMatchObject({ overpayment: 1000, overpaymentFee: 0 });
  });

  it('keeps a run without overpayments to the spec’s four fields per entry', () => {
    expect(Object.keys(at(plain, 1)).sort()).toEqual([
      'interestPayment',
      'principalPayment',
      'remainingDebt',
      'totalMonthlyPayment',
    ]);
    expect(Object.keys(simulate(loan).repaymentPlan)).not.toContain('totalOverpayment');
  });

  it('totals: repayment = instalments + overpayments; principal + overpayments = the loan', () => {
    const plan = simulate(
      overpaying(loan, [
        once(1, 20_000),
        { month: 1, amount: 500, repeat: 'MONTHLY', effect: 'SHORTEN_TERM' },
      ]),
    ).repaymentPlan;
    const entries = entriesOf(plan);
    const sum = (pick: (entry: RepaymentEntry) => number | undefined) =>
      entries.reduce((total, entry) => total + grosze(pick(entry) ?? 0), 0);
    expect(grosze(plan.totalOverpayment ?? 0)).toBe(sum((entry) => entry.overpayment));
    expect(grosze(plan.totalRepayment)).toBe(
      sum((entry) => entry.totalMonthlyPayment) + grosze(plan.totalOverpayment ?? 0),
    );
    expect(sum((entry) => entry.principalPayment) + grosze(plan.totalOverpayment ?? 0)).toBe(
      30_000_000,
    );
    expect(plan.totalRepaymentRate).toBe(300_000);
  });

  it('keeps `totalMonthlyRate` the first instalment', () => {
    expect(
      simulate(overpaying(loan, [once(1, 100_000, 'LOWER_INSTALMENT')])).totalMonthlyRate,
    ).toBe(instalment);
  });
});

describe('overpayments, against figures published by Polish calculators', () => {
  it('creditfield.pl: 200 000 zł, 8 %, 20 years, 20 000 zł once + 500 zł monthly, shortening', () => {
    // They pay the 20 000 zł at drawdown and publish 118 717 zł and 119 months; with it paid
    // with the first instalment the issue expects about 118 400 zł and 118 months.
    const loan = settings(200_000, 8, 20);
    const savings = overpaymentSavings(
      overpaying(loan, [
        once(1, 20_000),
        { month: 1, amount: 500, repeat: 'MONTHLY', effect: 'SHORTEN_TERM' },
      ]),
    );
    expect(Math.abs(savings.interestSaved - 118_400) / 118_400).toBeLessThanOrEqual(0.005);
    expect(Math.abs(savings.monthsShorter - 118)).toBeLessThanOrEqual(1);
  });

  describe('vbank.pl: 400 000 zł, 7 %, 20 years, 20 000 zł once after the first instalment', () => {
    const loan = settings(400_000, 7, 20);

    it('saves about 55 000 zł of interest by shortening the term', () => {
      const { interestSaved } = overpaymentSavings(overpaying(loan, [once(1, 20_000)]));
      expect(Math.abs(interestSaved - 55_000) / 55_000).toBeLessThanOrEqual(0.005);
    });

    it('saves about 17 000 zł by lowering the instalment: 20 000 × (239·A₁ − 1) = 17 130 zł', () => {
      // vbank rounds this figure to the thousand. Lowering the instalment re-spreads the debt over
      // the same 239 instalments, so the 20 000 zł saves exactly 20 000 × (239·A₁ − 1), where A₁ is
      // the instalment of 1 zł over 239 months (PMT): 17 130 zł, which is what vbank rounds to
      // 17 000 (0,8 % away, more than the 0,5 % the issue allows for figures given to the złoty).
      const { interestSaved } = overpaymentSavings(
        overpaying(loan, [once(1, 20_000, 'LOWER_INSTALMENT')]),
      );
      const closedForm = 20_000 * (239 * figure(PMT(7 / 1200, 239, 1)) - 1);
      expect(Math.abs(interestSaved - closedForm)).toBeLessThanOrEqual(5);
      expect(Math.round(interestSaved / 1000) * 1000).toBe(17_000);
    });
  });
});

describe('overpaymentSavings (the result card)', () => {
  const loan = settings(300_000, 7.25, 25);

  it('names the instalment in the month after the last overpayment', () => {
    const run = overpaying(loan, [once(12, 50_000, 'LOWER_INSTALMENT')]);
    const savings = overpaymentSavings(run);
    const entries = entriesOf(simulate(run).repaymentPlan);
    expect(savings.lastOverpaymentMonth).toBe(12);
    expect(savings.instalmentAfterLastOverpayment).toBe(at(entries, 13).totalMonthlyPayment);
    expect(savings.instalmentAfterLastOverpayment).toBeLessThan(simulate(loan).totalMonthlyRate);
    expect(savings.monthsShorter).toBe(0);
    expect(savings.interestSaved).toBeGreaterThan(0);
  });

  it('hides that instalment when the last overpayment repays the loan', () => {
    const savings = overpaymentSavings(overpaying(loan, [once(60, 1_000_000)]));
    expect(savings.lastOverpaymentMonth).toBe(60);
    expect(savings.instalmentAfterLastOverpayment).toBeNull();
    expect(savings.monthsShorter).toBe(240);
  });

  it('reports the fees and the total overpaid beside the savings', () => {
    const savings = overpaymentSavings(
      overpaying(
        loan,
        [{ month: 1, amount: 1000, repeat: 'MONTHLY', untilMonth: 12, effect: 'SHORTEN_TERM' }],
        {
          percent: 2,
          months: 36,
        },
      ),
    );
    expect(savings).toMatchObject({ totalOverpayment: 12_000, fees: 240 });
  });
});

describe('overpayments, refused', () => {
  const loan = settings(300_000, 7, 25);
  const row: Overpayment = { month: 1, amount: 500, repeat: 'MONTHLY', effect: 'SHORTEN_TERM' };

  describe.each([
    {
      rule: 'a month of 0',
      change: { month: 0 },
      kind: 'not-positive',
      argument: 'overpayments[0].month',
    },
    {
      rule: 'a month past n',
      change: { month: 301 },
      kind: 'out-of-range',
      argument: 'overpayments[0].month',
    },
    {
      rule: 'a fractional month',
      change: { month: 2.5 },
      kind: 'not-integer',
      argument: 'overpayments[0].month',
    },
    {
      rule: 'an amount of 0',
      change: { amount: 0 },
      kind: 'not-positive',
      argument: 'overpayments[0].amount',
    },
    {
      rule: 'a negative amount',
      change: { amount: -5 },
      kind: 'negative',
      argument: 'overpayments[0].amount',
    },
    {
      rule: 'an amount as text',
      change: { amount: '500' },
      kind: 'nan',
      argument: 'overpayments[0].amount',
    },
    {
      rule: 'an amount of NaN',
      change: { amount: Number.NaN },
      kind: 'nan',
      argument: 'overpayments[0].amount',
    },
    {
      rule: 'an amount with three decimals',
      change: { amount: 1.005 },
      kind: 'too-many-decimals',
      argument: 'overpayments[0].amount',
    },
    {
      rule: 'an unknown repeat',
      change: { repeat: 'WEEKLY' },
      kind: 'unknown-enum',
      argument: 'overpayments[0].repeat',
    },
    {
      rule: 'an unknown effect',
      change: { effect: 'SKIP' },
      kind: 'unknown-enum',
      argument: 'overpayments[0].effect',
    },
    {
      rule: 'untilMonth before month',
      change: { month: 10, untilMonth: 9 },
      kind: 'out-of-range',
      argument: 'overpayments[0].untilMonth',
    },
    {
      rule: 'untilMonth past n',
      change: { untilMonth: 301 },
      kind: 'out-of-range',
      argument: 'overpayments[0].untilMonth',
    },
    {
      rule: 'untilMonth on a ONCE row',
      change: { repeat: 'ONCE', untilMonth: 5 },
      kind: 'not-applicable',
      argument: 'overpayments[0].untilMonth',
    },
  ])('$rule', ({ change, kind, argument }) => {
    it(`is refused with ${kind}, by simulate and by validateSettings alike`, () => {
      const refused = { ...loan, overpayments: [{ ...row, ...change }] } as unknown as Settings;
      expect(() => simulate(refused)).toThrow(CalculationError);
      expect(captureError(() => simulate(refused))).toMatchObject({ kind, argument });
      expect(
        captureError(() => {
          validateSettings(refused);
        }),
      ).toMatchObject({ kind, argument });
    });
  });

  describe.each([
    {
      rule: 'a fee percent over 100',
      fee: { percent: 100.5, months: 36 },
      kind: 'out-of-range',
      argument: 'overpaymentFee.percent',
    },
    {
      rule: 'a negative fee percent',
      fee: { percent: -1, months: 36 },
      kind: 'negative',
      argument: 'overpaymentFee.percent',
    },
    {
      rule: 'a fractional fee period',
      fee: { percent: 3, months: 1.5 },
      kind: 'not-integer',
      argument: 'overpaymentFee.months',
    },
    { rule: 'a fee that is not an object', fee: 3, kind: 'malformed', argument: 'overpaymentFee' },
  ])('$rule', ({ fee, kind, argument }) => {
    it(`is refused with ${kind}`, () => {
      const refused = { ...loan, overpayments: [row], overpaymentFee: fee } as unknown as Settings;
      expect(captureError(() => simulate(refused))).toMatchObject({ kind, argument });
    });
  });

  it('refuses more than 20 rows and a list that is not an array', () => {
    const many = { ...loan, overpayments: new Array<Overpayment>(21).fill(row) };
    expect(captureError(() => simulate(many))).toMatchObject({
      kind: 'out-of-range',
      argument: 'overpayments',
    });
    const notAList = { ...loan, overpayments: row } as unknown as Settings;
    expect(captureError(() => simulate(notAList))).toMatchObject({ kind: 'malformed' });
  });

  it('accepts a fee of 0 % and an absent or null list', () => {
    expect(() =>
      simulate({ ...loan, overpayments: [row], overpaymentFee: { percent: 0, months: 36 } }),
    ).not.toThrow();
    expect(() => simulate({ ...loan, overpayments: null } as unknown as Settings)).not.toThrow();
  });
});
