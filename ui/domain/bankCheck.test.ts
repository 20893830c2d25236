// The bank-schedule check (issue 37): the app's own CSV of a run pasted back is explained by its
// own day count and rate with no row off, one changed row is flagged alone, a rate change is
// found where it starts, and hostile rows give a refusal, never a throw or NaN. Expected figures
// come from the run's settings or are worked out by hand in the comments, never from the check.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bankCheckRefusal, checkBankSchedule, inferLoan, termsFromInferred } from './bankCheck';
import { runSettingsOfCheck } from './bankCheckForm';
import { type BankScheduleRow, readBankSchedule } from './bankSchedule';
import type { BankCheckResult, BankCheckTerms } from './bankCheckTypes';
import { BANK_CHECK_RESULT_COPY } from './copy/bankCheckResult';
import { SCHEDULE_COPY } from './copy/report';
import { scheduleCsv } from './csv';
import { simulate } from './mortgage';
import type { DayCount } from './records';
import { scheduleOf, type ScheduleColumnKey } from './schedule';
import { settings } from './test-support';
import type { MortgageType, Settings } from './types';

const COLUMNS = SCHEDULE_COPY.columns;

/** The loan: 300 000 zł at 7 % for 25 years, paid out 2026-03-10, first paid 2026-04-15. */
function run(
  dayCount: DayCount,
  mortgageType: MortgageType = 'ANNUITY',
  overrides: Partial<Settings> = {},
): Settings {
  const base = settings(300_000, 7, 25, mortgageType);
  if (dayCount === 'MONTHLY') return { ...base, ...overrides };
  return {
    ...base,
    dayCount,
    payoutDate: '2026-03-10',
    firstPaymentDate: '2026-04-15',
    paymentDay: 15,
    ...overrides,
  };
}

/** The run's schedule as `Pobierz CSV` writes it, with only `kept` columns when given. */
function csvOf(settings: Settings, kept?: (key: ScheduleColumnKey) => boolean): string {
  const { schedule, columns, totals } = scheduleOf({ settings, result: simulate(settings) });
  if (totals === null) throw new Error('The run has no schedule.');
  const shown = kept === undefined ? columns : columns.filter(kept);
  return scheduleCsv(shown, COLUMNS, schedule.rows, totals, SCHEDULE_COPY.totals);
}

function rowsOf(text: string): BankScheduleRow[] {
  const read = readBankSchedule(text);
  if (read.status !== 'read') throw new Error(`Not read: ${JSON.stringify(read)}`);
  return read.rows;
}

/** The CSV with instalment `number`'s `column` cell (a decimal comma amount) moved by `grosze`. */
function changed(csv: string, number: number, column: string, grosze: number): string {
  const lines = csv.split('\r\n');
  const at = (lines[0] ?? '').replace('\uFEFF', '').split(';').indexOf(column);
  const index = lines.findIndex((line) => line.startsWith(`${number};`));
  const cells = (lines[index] ?? '').split(';');
  const value = Math.round(Number((cells[at] ?? '').replace(',', '.')) * 100) + grosze;
  cells[at] = `${Math.floor(value / 100)},${String(value % 100).padStart(2, '0')}`;
  lines[index] = cells.join(';');
  return lines.join('\r\n');
}

/** Reads, infers and checks a pasted text as the page does. */
function check(text: string, terms?: Partial<BankCheckTerms>): BankCheckResult {
  const rows = rowsOf(text);
  const inferred = inferLoan(rows);
  if (inferred === null) throw new Error('Nothing inferred.');
  return checkBankSchedule(rows, { ...termsFromInferred(inferred), ...terms });
}

/** Every number in `value` is finite: no NaN or Infinity reached the result. */
function allFinite(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'object' && value !== null) return Object.values(value).every(allFinite);
  return true;
}

const ROUND_TRIPS: [DayCount, MortgageType, boolean][] = [
  ['MONTHLY', 'ANNUITY', false],
  ['MONTHLY', 'LINEAR', false],
  ['ACT_365', 'ANNUITY', false],
  ['ACT_365', 'ANNUITY', true],
  ['ACT_365', 'LINEAR', false],
  ['ACT_365', 'LINEAR', true],
  ['ACT_360', 'ANNUITY', false],
  ['ACT_360', 'ANNUITY', true],
  ['ACT_360', 'LINEAR', false],
  ['ACT_360', 'LINEAR', true],
];

describe.each(ROUND_TRIPS)(
  'the CSV of a %s %s run (shifted: %s), pasted back',
  (dayCount, type, shift) => {
    const settings = run(
      dayCount,
      type,
      dayCount === 'MONTHLY' ? {} : { shiftToWorkingDay: shift },
    );
    const csv = csvOf(settings);

    it('infers the loan, its type and its rate', () => {
      const inferred = inferLoan(rowsOf(csv));
      expect(inferred).toMatchObject({
        loan: 30_000_000,
        months: 300,
        mortgageType: type,
        annualInterestRatePercent: { [dayCount]: 7 },
      });
      if (dayCount !== 'MONTHLY') {
        expect(inferred).toMatchObject({ payoutDate: '2026-03-10', paymentDay: 15 });
        expect(inferred?.shiftToWorkingDay).toBe(shift);
      }
    });

    it('is explained by its own day count and rate with no row off', () => {
      const result = check(csv);
      expect(result.fits[0]).toEqual({
        dayCount,
        annualInterestRatePercent: 7,
        rowsOff: 0,
        absoluteInterestDifference: 0,
      });
      expect(result.differences).toEqual([]);
      expect(result.explained).toBe(true);
      expect(result.interestDifference).toBe(0);
    });

    it("flags one row's interest raised by 5 zł at exactly that row", () => {
      const result = check(changed(csv, 40, COLUMNS.interestPayment, 500));
      expect(result.fits[0]).toMatchObject({ dayCount, annualInterestRatePercent: 7, rowsOff: 1 });
      expect(result.differences).toHaveLength(1);
      expect(result.differences[0]).toMatchObject({
        number: 40,
        interestDifference: 500,
        principalDifference: 0,
        cause: { kind: 'unexplained' },
      });
      expect(result.explained).toBe(false);
      expect(result.interestDifference).toBe(500);
    });
  },
);

describe('the CSV of a run pasted back, other cases', () => {
  it('a first period of 75 days, whose interest is the whole first instalment, gives the payout', () => {
    // 300 000 × 0,07 × 75 / 365 = 4 315,07 zł, more than the 2 120,34 zł instalment.
    const csv = csvOf(run('ACT_365', 'ANNUITY', { payoutDate: '2026-03-01' }));
    const inferred = inferLoan(rowsOf(csv));
    expect(inferred).toMatchObject({ loan: 30_000_000, mortgageType: 'ANNUITY' });
    expect(inferred?.payoutDate).toBe('2026-03-01');
    expect(check(csv).differences).toEqual([]);
  });

  it('without the payout date, the first period is read off the first row', () => {
    const result = check(csvOf(run('ACT_360', 'LINEAR')), { payoutDate: null });
    expect(result.fits[0]).toMatchObject({ dayCount: 'ACT_360', annualInterestRatePercent: 7 });
    expect(result.explained).toBe(true);
  });

  it('a rate the borrower mistyped leaves every row off, and reads as no rate change', () => {
    const result = check(csvOf(run('ACT_365')), { annualInterestRatePercent: 7.1 });
    expect(result.fits.map((fit) => fit.rowsOff)).toEqual([300, 300, 300]);
    expect(result.explained).toBe(false);
    expect(result.differences.filter((row) => row.cause.kind === 'rate-change')).toEqual([]);
  });
});

describe("the issue's sample, worked out by hand", () => {
  // 300 000 zł at 7 % under ACT/365, paid out 2026-03-10 (36 days before 2026-04-15), 2 120,34 zł:
  //   1: 300 000,00 × 0,07 × 36 / 365 = 2 071,2329 → 2 071,23, principal 49,11
  //   2: 299 950,89 × 0,07 × 30 / 365 = 1 725,7448 → 1 725,74, principal 394,60
  //   3: 299 556,29 × 0,07 × 31 / 365 = 1 780,9237 → 1 780,92, principal 339,42
  //   4: 299 216,87 × 0,07 × 30 / 365 = 1 721,5217 → 1 721,52, principal 398,82
  const SAMPLE = [
    'Harmonogram spłat',
    'Lp.\tTermin płatności\tRata\tKapitał\tOdsetki\tPozostało do spłaty',
    '1\t15.04.2026\t2 120,34\t49,11\t2 071,23\t299 950,89',
    '2\t15.05.2026\t2 120,34\t394,60\t1 725,74\t299 556,29',
    '3\t15.06.2026\t2 120,34\t339,42\t1 780,92\t299 216,87',
    '4\t15.07.2026\t2 120,34\t398,82\t1 721,52\t298 818,05',
  ].join('\n');

  it('infers the loan, ACT/365 at 7 %, the payout on 2026-03-10 and payment day 15', () => {
    expect(inferLoan(rowsOf(SAMPLE))).toMatchObject({
      loan: 30_000_000,
      // Four rows that leave a balance: the term is the one whose instalment at 7 % is
      // 2 120,34 zł, the 25 years.
      months: 300,
      mortgageType: 'ANNUITY',
      annualInterestRatePercent: { ACT_365: 7 },
      firstPaymentDate: '2026-04-15',
      paymentDay: 15,
      shiftToWorkingDay: false,
      payoutDate: '2026-03-10',
    });
  });

  it('checks the first rows of a 300-instalment loan with no row off, the term read off them', () => {
    const result = check(SAMPLE);
    expect(result.fits[0]).toMatchObject({ dayCount: 'ACT_365', annualInterestRatePercent: 7 });
    expect(result.differences).toEqual([]);
    expect(result.explained).toBe(true);
  });

  it('names the days when a row charges 30 days for a 31-day period', () => {
    // Row 3 by 30 days: 299 556,29 × 0,07 × 30 / 365 = 1 723,4745 → 1 723,47, 57,45 zł less.
    const result = check(SAMPLE.replace('1 780,92', '1 723,47'), { months: 300 });
    expect(result.fits[0]).toMatchObject({ dayCount: 'ACT_365', rowsOff: 1 });
    expect(result.differences).toEqual([
      expect.objectContaining({
        number: 3,
        bankInterest: 172_347,
        expectedInterest: 178_092,
        interestDifference: -5_745,
        cause: { kind: 'days', days: 30, expectedDays: 31 },
      }),
    ]);
    expect(BANK_CHECK_RESULT_COPY.cause({ kind: 'days', days: 30, expectedDays: 31 })).toBe(
      'inna liczba dni (30 zamiast 31)',
    );
  });

  it('reads a difference of 2 grosze as a rounding', () => {
    const result = check(SAMPLE.replace('1 721,52', '1 721,54'), { months: 300 });
    expect(result.differences).toEqual([
      expect.objectContaining({ number: 4, interestDifference: 2, cause: { kind: 'rounding' } }),
    ]);
  });
});

describe('a rate change', () => {
  it.each(['MONTHLY', 'ACT_365', 'ACT_360'] as const)(
    '%s: a change to 7,85 from instalment 13 is found there, with its rate',
    (dayCount) => {
      const settings: Settings = {
        ...run(dayCount),
        fixedInterestRate: false,
        rateChanges: [{ month: 13, annualInterestRatePercent: 7.85 }],
      };
      const result = check(csvOf(settings));
      expect(result.fits[0]).toMatchObject({ dayCount, annualInterestRatePercent: 7, rowsOff: 0 });
      const cause = { kind: 'rate-change', fromInstalment: 13, annualInterestRatePercent: 7.85 };
      expect(result.differences).toEqual([expect.objectContaining({ number: 13, cause })]);
      expect(result.explained).toBe(true);
      expect(result.interestDifference).toBe(0);
      expect(
        BANK_CHECK_RESULT_COPY.cause({
          kind: 'rate-change',
          fromInstalment: 13,
          annualInterestRatePercent: 7.85,
        }),
      ).toBe('zmiana oprocentowania od raty 13 na 7,85%');
      // Saved as a run, the checked schedule is the one pasted: its change included.
      const rows = rowsOf(csvOf(settings));
      const inferred = inferLoan(rows);
      if (inferred === null) throw new Error('Nothing inferred.');
      const terms = termsFromInferred(inferred);
      const saved = runSettingsOfCheck(terms, checkBankSchedule(rows, terms));
      if (!saved.ok) throw new Error(`Not saveable: ${saved.reason}`);
      expect(saved.settings.rateChanges).toEqual([{ month: 13, annualInterestRatePercent: 7.85 }]);
      expect(saved.settings.fixedInterestRate).toBe(false);
      const interest = (of: Settings) => simulate(of).repaymentPlan.totalInterestPayment;
      expect(interest(saved.settings)).toBe(interest(settings));
      expect(interest(saved.settings)).not.toBe(interest(run(dayCount)));
    },
  );

  it('is named in the verdict with its instalment and rate', () => {
    expect(
      BANK_CHECK_RESULT_COPY.explained('ACT_365', 7, [
        { fromInstalment: 13, annualInterestRatePercent: 7.85 },
      ]),
    ).toBe(
      'Harmonogram banku zgadza się z naszym wyliczeniem: odsetki liczone sposobem „Rzeczywista liczba dni / 365”, oprocentowanie 7%, od raty 13 7,85%.',
    );
  });

  it('is not how a wrong day count reads: an ACT/365 schedule without dates fits no rate path', () => {
    const csv = csvOf(run('ACT_365'), (key) => key !== 'paymentDate' && key !== 'days');
    const result = check(csv);
    expect(result.fits.map((fit) => fit.dayCount)).toEqual(['MONTHLY']);
    expect(result.notices).toEqual([BANK_CHECK_RESULT_COPY.notices.onlyMonthly]);
    expect(result.explained).toBe(false);
    expect(result.differences.length).toBeGreaterThan(100);
    expect(result.differences.filter((row) => row.cause.kind === 'rate-change')).toEqual([]);
  });
});

describe('a schedule without dates', () => {
  const csv = csvOf(run('ACT_365'), (key) => key !== 'paymentDate' && key !== 'days');

  it('is checked by the real days when the borrower gives the payout and the payment day', () => {
    const result = check(csv, {
      payoutDate: '2026-03-10',
      firstPaymentDate: '2026-04-15',
      paymentDay: 15,
    });
    expect(result.fits[0]).toMatchObject({ dayCount: 'ACT_365', rowsOff: 0 });
    expect(result.explained).toBe(true);
    expect(result.notices).toEqual([]);
  });

  it('says so when the payout comes on or after the first date', () => {
    const result = check(csvOf(run('ACT_365')), { payoutDate: '2026-04-15' });
    expect(result.fits.map((fit) => fit.dayCount)).toEqual(['MONTHLY']);
    expect(result.notices).toEqual([BANK_CHECK_RESULT_COPY.notices.payoutAfterFirst]);
  });
});

/** A row with every column, amounts in grosze. */
function row(
  line: number,
  date: string | null,
  principal: number,
  interest: number,
  balance: number,
): BankScheduleRow {
  return {
    line,
    number: line,
    date,
    instalment: principal + interest,
    principal,
    interest,
    balance,
  };
}

const TWO_ROWS = [
  row(1, '2026-04-15', 10_000, 50_000, 9_990_000),
  row(2, '2026-05-15', 10_050, 49_950, 9_979_950),
];
const TERMS: BankCheckTerms = {
  loan: 10_000_000,
  months: 2,
  mortgageType: 'ANNUITY',
  annualInterestRatePercent: null,
  payoutDate: null,
  firstPaymentDate: null,
  paymentDay: null,
  shiftToWorkingDay: false,
};

describe('hostile rows', () => {
  it.each([
    ['one row', TWO_ROWS.slice(0, 1), 'too-few-rows'],
    ['no interest', TWO_ROWS.map((one) => ({ ...one, interest: 0 })), 'no-interest'],
    ['a negative amount', [TWO_ROWS[0], { ...TWO_ROWS[1], principal: -10_050 }], 'negative'],
    ['a huge amount', [TWO_ROWS[0], { ...TWO_ROWS[1], balance: 1e15 }], 'too-large'],
    ['an amount past 2^53', [{ ...TWO_ROWS[0], interest: 2 ** 60 }, TWO_ROWS[1]], 'too-large'],
    [
      'dates out of order',
      [TWO_ROWS[0], { ...TWO_ROWS[1], date: '2026-03-15' }],
      'dates-out-of-order',
    ],
    // 1 000 zł of principal and 700 zł of interest a month: 840 % a year, over the 60 % limit.
    [
      'a rate past the limit',
      [
        row(1, '2026-04-15', 100_000, 70_000, 900_000),
        row(2, '2026-05-15', 100_000, 63_000, 800_000),
      ],
      'no-rate',
    ],
    ['nothing owed', TWO_ROWS.map((one) => ({ ...one, principal: 0, balance: 0 })), 'no-loan'],
  ] as const)('%s: a refusal, not a throw', (_name, rows, reason) => {
    const pasted = rows as readonly BankScheduleRow[];
    expect(bankCheckRefusal(pasted)).toBe(reason);
    expect(inferLoan(pasted)).toBeNull();
    const result = checkBankSchedule(pasted, TERMS);
    expect(result).toMatchObject({ fits: [], differences: [], explained: false });
    expect(result.notices).toEqual([BANK_CHECK_RESULT_COPY.refusals[reason]]);
  });

  it('terms out of range are refused', () => {
    for (const terms of [{ months: 0 }, { loan: Number.NaN }, { annualInterestRatePercent: 900 }]) {
      const result = checkBankSchedule(TWO_ROWS, { ...TERMS, ...terms });
      expect(result.notices).toEqual([BANK_CHECK_RESULT_COPY.refusals['bad-terms']]);
    }
  });

  it('any rows at all give finite figures or a refusal, never a throw', () => {
    // Mostly amounts a loan has, some anything at all.
    const amount = fc.oneof(
      fc.integer({ min: 0, max: 50_000_000 }),
      fc.integer({ min: -1e6, max: 1e13 }),
      fc.constant(null),
    );
    const date = fc.oneof(
      fc.constant(null),
      fc
        .date({ min: new Date('1990-01-01'), max: new Date('2080-12-31'), noInvalidDate: true })
        .map((day) => day.toISOString().slice(0, 10)),
    );
    const pasted = fc.array(
      fc.record({
        line: fc.nat(),
        number: fc.oneof(fc.nat(), fc.constant(null)),
        date,
        instalment: amount,
        principal: amount,
        interest: fc.oneof(
          fc.integer({ min: 0, max: 500_000 }),
          fc.integer({ min: -1e6, max: 1e9 }),
        ),
        balance: amount,
      }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(pasted, fc.boolean(), (rows, withPayout) => {
        const inferred = inferLoan(rows);
        expect(allFinite(inferred)).toBe(true);
        // Nothing inferred always has a reason to give.
        expect(inferred === null).toBe(bankCheckRefusal(rows) !== null);
        const terms = inferred === null ? TERMS : termsFromInferred(inferred);
        const result = checkBankSchedule(rows, {
          ...terms,
          payoutDate: withPayout ? '2026-01-10' : terms.payoutDate,
          paymentDay: withPayout ? 10 : terms.paymentDay,
        });
        expect(allFinite(result)).toBe(true);
        // A check with no fit always says why.
        if (result.fits.length === 0) expect(result.notices).toHaveLength(1);
      }),
    );
  });
});

describe('the verdicts', () => {
  it('name the day count and the rate, or the rows that differ, in Polish', () => {
    expect(BANK_CHECK_RESULT_COPY.explained('ACT_365', 7.85)).toBe(
      'Harmonogram banku zgadza się z naszym wyliczeniem: odsetki liczone sposobem „Rzeczywista liczba dni / 365”, oprocentowanie 7,85%.',
    );
    expect(BANK_CHECK_RESULT_COPY.cause({ kind: 'unexplained' })).toBe(
      'różnica bez jasnej przyczyny',
    );
    expect(BANK_CHECK_RESULT_COPY.cause({ kind: 'rounding' })).toBe('zaokrąglenie');
    expect(BANK_CHECK_RESULT_COPY.unexplained(1)).toContain('różnią się w 1 racie.');
    expect(BANK_CHECK_RESULT_COPY.unexplained(22)).toContain('różnią się w 22 ratach.');
  });
});

describe('one page of a longer schedule', () => {
  /** The CSV's header and its first `count` instalments: what one page of a PDF holds. */
  const firstRows = (csv: string, count: number) =>
    csv
      .split('\r\n')
      .slice(0, count + 1)
      .join('\r\n');

  it.each([
    ['MONTHLY', 'ANNUITY'],
    ['ACT_365', 'ANNUITY'],
    ['MONTHLY', 'LINEAR'],
    ['ACT_360', 'LINEAR'],
  ] as const)(
    '%s %s: the first 12 of 300 instalments read as a 300-month loan, explained',
    (dayCount, mortgageType) => {
      const rows = rowsOf(firstRows(csvOf(run(dayCount, mortgageType)), 12));
      expect(rows).toHaveLength(12);
      const inferred = inferLoan(rows);
      expect(inferred?.months).toBe(300);
      const result = check(firstRows(csvOf(run(dayCount, mortgageType)), 12));
      expect(result.fits[0]).toMatchObject({ dayCount, annualInterestRatePercent: 7, rowsOff: 0 });
      expect(result.differences).toEqual([]);
      expect(result.explained).toBe(true);
    },
  );
});

describe('a line the parser could not read', () => {
  it('leaves the row after it unchecked, says so, and explains the rest', () => {
    const lines = csvOf(run('ACT_365')).split('\r\n');
    const at = lines.findIndex((line) => line.startsWith('10;'));
    const cells = (lines[at] ?? '').split(';');
    // The balance cell garbled, as a PDF's copy sometimes leaves it.
    cells[cells.length - 1] = 'abc';
    lines[at] = cells.join(';');
    const read = readBankSchedule(lines.join('\r\n'));
    expect(read.status === 'read' && read.skippedLines.length).toBe(1);
    const result = check(lines.join('\r\n'));
    expect(result.fits[0]).toMatchObject({ dayCount: 'ACT_365', rowsOff: 0 });
    expect(result.differences).toEqual([]);
    expect(result.notices).toEqual([
      'Raty nr 11 nie sprawdziliśmy: wiersza raty przed nią nie udało się odczytać.',
    ]);
  });
});
