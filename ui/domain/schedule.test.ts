import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scheduleCsv, scheduleFileName, textField } from './csv';
import { simulate } from './mortgage';
import { recipeRateText } from './recipeLabels';
import {
  numberEntries,
  scheduleColumns,
  scheduleOf,
  SPEC_SCHEDULE_COLUMNS,
  yearlyRows,
  type ScheduleColumnKey,
} from './schedule';
import { settingsArbitrary } from './test-support';
import type { Settings } from './types';

const HEADERS: Record<ScheduleColumnKey, string> = {
  month: 'Nr raty',
  calendarMonth: 'Miesiąc',
  paymentDate: 'Data',
  days: 'Dni',
  totalMonthlyPayment: 'Rata całkowita',
  principalPayment: 'Część kapitałowa',
  interestPayment: 'Część odsetkowa',
  overpayment: 'Nadpłata',
  overpaymentFee: 'Prowizja',
  costs: 'Koszty',
  annualInterestRatePercent: 'Oprocentowanie',
  remainingDebt: 'Pozostały dług',
};

const oneYear: Settings = {
  loanAmount: 30_000,
  annualInterestRatePercent: 6,
  fixedInterestRate: true,
  loanTermYears: 1,
  mortgageType: 'ANNUITY',
  firstInstalmentMonth: '2026-04',
};

function run(settings: Settings) {
  return scheduleOf({ settings, result: simulate(settings) });
}

describe('the CSV of a schedule', () => {
  it('matches the hand-checked file byte for byte (BOM, ";", decimal comma, CRLF, SUMA)', () => {
    // Worked out by hand: 150,00 zł interest in month 1 (30 000 × 0,5 %), instalment 2 581,99 zł,
    // the last one 2 582,03 zł clears the balance.
    const expected = readFileSync(
      new URL('./fixtures/harmonogram-30000-zl-6-1-rok-stala-annuitetowa.csv', import.meta.url),
    );
    const { schedule, columns, totals } = run(oneYear);
    const csv = scheduleCsv(columns, HEADERS, schedule.rows, totals ?? ({} as never), 'SUMA');
    expect(Buffer.from(csv, 'utf8').equals(expected)).toBe(true);
  });

  it('quotes a field holding the separator, a quote or a line break (RFC 4180)', () => {
    const csv = scheduleCsv(
      ['month'],
      { ...HEADERS, month: 'Nr; "raty"\nrazem' },
      [],
      { ...({} as Record<ScheduleColumnKey, null>), month: null },
      'SUMA',
    );
    expect(csv).toBe('\uFEFF"Nr; ""raty""\nrazem"\r\nSUMA\r\n');
  });

  it.each([
    [
      '300\u00a0000 zł - 7,25% - 25 lat - Stała (annuitetowa)',
      'harmonogram-300000-zl-7-25-25-lat-stala-annuitetowa.csv',
    ],
    [
      '30\u00a0000 zł - 6% - 1 rok - Stała (annuitetowa)',
      'harmonogram-30000-zl-6-1-rok-stala-annuitetowa.csv',
    ],
    [
      '1\u00a0234\u00a0567 zł - 7,125% - 40 lat - Malejąca - zmienne - z nadpłatami',
      'harmonogram-1234567-zl-7-125-40-lat-malejaca-zmienne-z-nadplatami.csv',
    ],
    ['Żółć; "źdźbło"!', 'harmonogram-zolc-zdzblo.csv'],
  ])('names the file after the label %j', (label, name) => {
    expect(scheduleFileName(label)).toBe(name);
  });
});

describe('the schedule columns', () => {
  it('are the spec’s five for a run without extras', () => {
    expect(run({ ...oneYear, firstInstalmentMonth: undefined }).columns).toEqual(
      SPEC_SCHEDULE_COLUMNS,
    );
  });

  it('add the month and year when the first instalment has a calendar month', () => {
    expect(run(oneYear).columns).toEqual([
      'month',
      'calendarMonth',
      ...SPEC_SCHEDULE_COLUMNS.slice(1),
    ]);
  });

  it('add Nadpłata whenever the run has overpayments', () => {
    expect(
      scheduleColumns(
        { overpayments: [{ month: 1, amount: 100, repeat: 'ONCE', effect: 'SHORTEN_TERM' }] },
        [],
      ),
    ).toContain('overpayment');
  });

  it.each([
    ['2026-04', 1, 'kwiecień 2026'],
    ['2026-04', 9, 'grudzień 2026'],
    ['2026-04', 10, 'styczeń 2027'],
    ['2021-01', 480, 'grudzień 2060'],
  ])('put instalment %2$d of a loan starting %1$s in %3$s', (first, month, text) => {
    const entry = {
      totalMonthlyPayment: 1,
      interestPayment: 0,
      principalPayment: 1,
      remainingDebt: 0,
    };
    const rows = numberEntries(new Array<typeof entry>(month).fill(entry), first).rows;
    expect(rows.at(-1)?.calendarMonth).toBe(text);
  });
});

describe('a dated schedule (interest by the real days, issue 37)', () => {
  const dated: Settings = {
    ...oneYear,
    firstInstalmentMonth: undefined,
    dayCount: 'ACT_365',
    payoutDate: '2026-03-10',
    firstPaymentDate: '2026-04-15',
    paymentDay: 15,
    shiftToWorkingDay: true,
  };

  it('shows Data and Dni after the number, the dates paid and the days between them', () => {
    const { schedule, columns } = run(dated);
    expect(columns.slice(0, 3)).toEqual(['month', 'paymentDate', 'days']);
    // 15 August 2026 is a Saturday and a holiday: paid on Monday the 17th, 33 days after
    // 15 July; the September period is 2 days shorter.
    expect(schedule.rows.slice(3, 6).map((row) => [row.paymentDate, row.days])).toEqual([
      ['15.07.2026', 30],
      ['17.08.2026', 33],
      ['15.09.2026', 29],
    ]);
    expect(schedule.rows[0]).toMatchObject({ paymentDate: '15.04.2026', days: 36 });
  });

  it('writes them to the CSV as the report shows them', () => {
    const { schedule, columns, totals } = run(dated);
    const lines = scheduleCsv(columns, HEADERS, schedule.rows, totals ?? ({} as never), 'SUMA')
      .replace('\uFEFF', '')
      .split('\r\n');
    expect(lines[0]).toBe(
      'Nr raty;Data;Dni;Rata całkowita;Część kapitałowa;Część odsetkowa;Pozostały dług',
    );
    // 30 000 × 0,06 × 36 / 365 = 177,53; the instalment 2 581,99 (the spec's formula)
    expect(lines[1]).toBe('1;15.04.2026;36;2581,99;2404,46;177,53;27595,54');
  });

  it('has no such columns under 1/12 roku', () => {
    expect(run({ ...dated, dayCount: 'MONTHLY' }).columns).toEqual(SPEC_SCHEDULE_COLUMNS);
  });
});

describe('the yearly view', () => {
  it('sums to the monthly rows, to the grosz, and ends each year with its last debt', () => {
    fc.assert(
      fc.property(settingsArbitrary(), (settings) => {
        const { schedule } = run(settings);
        const years = yearlyRows(schedule.rows);
        expect(years).toHaveLength(Math.ceil(schedule.rows.length / 12));
        const grosze = (values: number[]) =>
          values.reduce((sum, v) => sum + Math.round(v * 100), 0);
        for (const key of ['totalMonthlyPayment', 'principalPayment', 'interestPayment'] as const) {
          expect(grosze(years.map((year) => year[key]))).toBe(
            grosze(schedule.rows.map((row) => row[key])),
          );
        }
        years.forEach((year) => {
          const last = schedule.rows[Math.min(year.year * 12, schedule.rows.length) - 1];
          expect(year.remainingDebt).toBe(last?.remainingDebt);
        });
      }),
      { numRuns: 200 },
    );
  });
});

describe('a run’s name in the CSV (issue 32)', () => {
  const { schedule, columns, totals } = run(oneYear);
  const csvOf = (name: string) =>
    scheduleCsv(columns, HEADERS, schedule.rows, totals ?? ({} as never), 'SUMA', ['Nazwa', name]);

  it('is the first line, before the header row', () => {
    const lines = csvOf('Oferta banku A').replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('Nazwa;Oferta banku A');
    expect(lines[1]).toBe(columns.map((key) => HEADERS[key]).join(';'));
  });

  it.each([
    [
      '=HYPERLINK("http://zlo.example";"Kliknij")',
      `"'=HYPERLINK(""http://zlo.example"";""Kliknij"")"`,
    ],
    ['+48 123', "'+48 123"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['Oferta = najlepsza', 'Oferta = najlepsza'],
  ])('never runs %j as a formula: written %s', (name, field) => {
    expect(textField(name)).toBe(field);
    expect(csvOf(name).replace('\uFEFF', '').split('\r\n')[0]).toBe(`Nazwa;${field}`);
  });

  it('names the file before the label', () => {
    expect(scheduleFileName('30 000 zł - 6% - 1 rok - Stała (annuitetowa)', 'Oferta Łódź')).toBe(
      'harmonogram-oferta-lodz-30000-zl-6-1-rok-stala-annuitetowa.csv',
    );
  });
});

describe('a variable rate’s recipe in the CSV (issue 33)', () => {
  const recipeRun: Settings = {
    ...oneYear,
    annualInterestRatePercent: 5.85,
    fixedInterestRate: false,
    variableRate: { index: 'WIBOR_3M', marginPercent: 2, indexPercent: 3.85, mode: 'FLAT' },
  };
  const csvOf = (settings: Settings, name?: string) => {
    const { schedule, columns, totals } = run(settings);
    return scheduleCsv(
      columns,
      HEADERS,
      schedule.rows,
      totals ?? ({} as never),
      'SUMA',
      name === undefined ? undefined : ['Nazwa', name],
      recipeRateText(settings) ?? undefined,
    );
  };

  it('writes the report’s line before the header row, after the name', () => {
    const lines = csvOf(recipeRun, 'Oferta banku A').replace('\uFEFF', '').split('\r\n');
    expect(lines.slice(0, 2)).toEqual([
      'Nazwa;Oferta banku A',
      'Oprocentowanie zmienne: WIBOR 3M + marża 2 pkt proc., na start 5,85%',
    ]);
    expect(lines[2]).toMatch(/^Nr raty;/);
  });

  it('writes a run without a recipe byte for byte as before', () => {
    const expected = readFileSync(
      new URL('./fixtures/harmonogram-30000-zl-6-1-rok-stala-annuitetowa.csv', import.meta.url),
    );
    expect(Buffer.from(csvOf(oneYear), 'utf8').equals(expected)).toBe(true);
  });
});
