import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type BankScheduleResult, type BankScheduleRow, readBankSchedule } from './bankSchedule';
import { BANK_CHECK_COPY } from './copy/bankCheck';

const MESSAGES = BANK_CHECK_COPY.messages;

/** The first three rows of the issue's loan under ACT/365 (dayCount.test.ts works them out). */
const ISSUE_ROWS = [
  ['2026-04-15', 212_034, 4_911, 207_123, 29_995_089],
  ['2026-05-15', 212_034, 39_460, 172_574, 29_955_629],
  ['2026-06-15', 212_034, 33_942, 178_092, 29_921_687],
] as const;

/** `[number, date, instalment, principal, interest, balance]` of each row read. */
function rowsOf(result: BankScheduleResult): (string | number | null)[][] {
  if (result.status !== 'read') throw new Error(`Not read: ${JSON.stringify(result)}`);
  return result.rows.map((row: BankScheduleRow) => [
    row.number,
    row.date,
    row.instalment,
    row.principal,
    row.interest,
    row.balance,
  ]);
}

/** The issue's three rows as a reading with every column gives them. */
const ISSUE_READ = ISSUE_ROWS.map(([date, ...amounts], index) => [index + 1, date, ...amounts]);
/** The same without the instalment number column. */
const ISSUE_READ_UNNUMBERED = ISSUE_ROWS.map(([date, ...amounts]) => [null, date, ...amounts]);

const APP_CSV = readFileSync(
  new URL('./fixtures/harmonogram-30000-zl-6-1-rok-stala-annuitetowa.csv', import.meta.url),
  'utf8',
);

describe.each([
  [
    'a bank CSV: semicolons, a title above, totals below, thousands by spaces, zł',
    [
      'Harmonogram spłat kredytu hipotecznego nr 123/2026',
      'Kwota kredytu: 300 000,00 zł; oprocentowanie: 7,00%',
      '',
      'Nr raty;Data spłaty;Rata;Kapitał;Odsetki;Saldo po spłacie',
      '1;15.04.2026;2 120,34 zł;49,11 zł;2 071,23 zł;299 950,89 zł',
      '2;15.05.2026;2 120,34 zł;394,60 zł;1 725,74 zł;299 556,29 zł',
      '3;15.06.2026;2 120,34 zł;339,42 zł;1 780,92 zł;299 216,87 zł',
      'Razem;;6 361,02 zł;783,13 zł;5 577,89 zł;',
    ],
    ISSUE_READ,
  ],
  [
    'a spreadsheet paste: tabs, the headers in another order, no grouping',
    [
      'Data\tOdsetki\tKapitał\tRata\tSaldo',
      '2026-04-15\t2071,23\t49,11\t2120,34\t299950,89',
      '2026-05-15\t1725,74\t394,60\t2120,34\t299556,29',
      '2026-06-15\t1780,92\t339,42\t2120,34\t299216,87',
    ],
    ISSUE_READ_UNNUMBERED,
  ],
  [
    'a PDF aligned by runs of spaces, with multi-word headers',
    [
      'Lp.   Data płatności   Rata kapitałowo-odsetkowa   Część kapitałowa   Część odsetkowa   Pozostało do spłaty',
      '1     2026-04-15       2 120,34                    49,11              2 071,23          299 950,89',
      '2     2026-05-15       2 120,34                    394,60             1 725,74          299 556,29',
      '3     2026-06-15       2 120,34                    339,42             1 780,92          299 216,87',
    ],
    ISSUE_READ,
  ],
  [
    'a PDF copied with single spaces, thousands grouped by spaces',
    [
      'Harmonogram spłaty: kapitał i odsetki',
      'Nr Data Rata Kapitał Odsetki Saldo',
      '1 15.04.2026 2 120,34 49,11 2 071,23 299 950,89',
      '2 15.05.2026 2 120,34 394,60 1 725,74 299 556,29',
      '3 15.06.2026 2 120,34 339,42 1 780,92 299 216,87',
    ],
    ISSUE_READ,
  ],
  [
    'commas between quoted fields, decimal points, thousands by commas',
    [
      '"Data","Rata","Kapitał","Odsetki","Saldo"',
      '"2026-04-15","2,120.34","49.11","2,071.23","299,950.89"',
      '"2026-05-15","2,120.34","394.60","1,725.74","299,556.29"',
      '"2026-06-15","2,120.34","339.42","1,780.92","299,216.87"',
    ],
    ISSUE_READ_UNNUMBERED,
  ],
  [
    'capitals without diacritics, thousands by dots, dates with a time',
    [
      'DATA;RATA;KAPITAL;ODSETKI;SALDO',
      '2026-04-15 00:00:00;2.120,34;49,11;2.071,23;299.950,89',
      '2026-05-15 00:00:00;2.120,34;394,60;1.725,74;299.556,29',
      '2026-06-15 00:00:00;2.120,34;339,42;1.780,92;299.216,87',
    ],
    ISSUE_READ_UNNUMBERED,
  ],
  [
    'a page break: the header again, a page number, thousands by no-break spaces',
    [
      'Termin płatności;Kwota raty (zł);Rata kapitałowa;Rata odsetkowa;Zadłużenie po spłacie',
      '15.04.2026;2\u00A0120,34;49,11;2\u00A0071,23;299\u00A0950,89',
      '15.05.2026;2\u00A0120,34;394,60;1\u00A0725,74;299\u00A0556,29',
      'Strona 1 z 2',
      'Termin płatności;Kwota raty (zł);Rata kapitałowa;Rata odsetkowa;Zadłużenie po spłacie',
      '15.06.2026;2\u00A0120,34;339,42;1\u00A0780,92;299\u00A0216,87',
      'Strona 2 z 2',
    ],
    ISSUE_READ_UNNUMBERED,
  ],
  [
    "this app's CSV once it carries the dates and days (issue 37)",
    [
      '\uFEFFNr raty;Data;Dni;Rata całkowita;Część kapitałowa;Część odsetkowa;Pozostały dług',
      '1;2026-04-15;36;2120,34;49,11;2071,23;299950,89',
      '2;2026-05-15;30;2120,34;394,60;1725,74;299556,29',
      '3;2026-06-15;31;2120,34;339,42;1780,92;299216,87',
      'SUMA;;;6361,02;783,13;5577,89;299216,87',
    ],
    ISSUE_READ,
  ],
  [
    'no balance column: read, the balance left empty',
    [
      'Data;Rata;Kapitał;Odsetki',
      '15.04.2026;2 120,34;49,11;2 071,23',
      '15.05.2026;2 120,34;394,60;1 725,74',
      '15.06.2026;2 120,34;339,42;1 780,92',
    ],
    ISSUE_READ_UNNUMBERED.map((row) => [...row.slice(0, 5), null]),
  ],
  [
    'no principal column: the instalment and the interest are enough',
    [
      'Data;Rata;Odsetki;Saldo',
      '15.04.2026;2 120,34;2 071,23;299 950,89',
      '15.05.2026;2 120,34;1 725,74;299 556,29',
      '15.06.2026;2 120,34;1 780,92;299 216,87',
    ],
    ISSUE_READ_UNNUMBERED.map(([number, date, instalment, , interest, balance]) => [
      number,
      date,
      instalment,
      null,
      interest,
      balance,
    ]),
  ],
])('%s', (_name, lines, expected) => {
  it('reads every row, and nothing else', () => {
    expect(rowsOf(readBankSchedule(lines.join('\r\n')))).toEqual(expected);
  });

  it('reads the same with Unix line ends', () => {
    expect(rowsOf(readBankSchedule(lines.join('\n')))).toEqual(expected);
  });
});

describe("this app's own CSV (the fixture of a 30 000 zł, 1-year run)", () => {
  const result = readBankSchedule(APP_CSV);

  it('reads its twelve rows by number, skipping the SUMA row', () => {
    const rows = rowsOf(result);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual([1, null, 258_199, 243_199, 15_000, 2_756_801]);
    expect(rows[11]).toEqual([12, null, 258_203, 256_918, 1_285, 0]);
  });

  it('says it has no dates, so the days cannot be checked', () => {
    expect(result.status === 'read' && result.missing).toEqual(['date']);
    expect(result.status === 'read' && result.notices).toEqual([MESSAGES.noDates]);
  });

  it('points at the lines rows came from', () => {
    expect(result.status === 'read' && result.rows.map((row) => row.line)).toEqual([
      2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
    ]);
  });
});

describe('a row it cannot read', () => {
  const result = readBankSchedule(
    [
      'Data;Rata;Kapitał;Odsetki;Saldo',
      '15.04.2026;2 120,34;49,11;2 071,23;299 950,89',
      '15.05.2026;2 120,34;394,6O;1 725,74;299 556,29', // a letter O for a zero
      '31.02.2026;2 120,34;339,42;1 780,92;299 216,87', // no such date
    ].join('\n'),
  );

  it('is skipped and named by its line', () => {
    expect(rowsOf(result)).toEqual([ISSUE_READ_UNNUMBERED[0]]);
    expect(result.status === 'read' && result.skippedLines).toEqual([3, 4]);
    expect(result.status === 'read' && result.notices).toEqual([
      'Pominęliśmy 2 wiersze, których nie udało się odczytać (wiersze: 3, 4).',
    ]);
  });
});

describe('columns it cannot map', () => {
  it('asks for the interest column when the header has none, showing what it found', () => {
    const result = readBankSchedule(
      [
        'Data;Rata;Kapitał;Saldo;Kwota X',
        '15.04.2026;2 120,34;49,11;299 950,89;2 071,23',
        '15.05.2026;2 120,34;394,60;299 556,29;1 725,74',
      ].join('\n'),
    );
    expect(result).toEqual({
      status: 'needs-mapping',
      message: 'Nie znaleźliśmy kolumny: Odsetki. Wskaż ją wśród kolumn poniżej.',
      layout: {
        separator: ';',
        headerLine: 0,
        columns: { date: 0, instalment: 1, principal: 2, balance: 3 },
      },
      header: ['Data', 'Rata', 'Kapitał', 'Saldo', 'Kwota X'],
      missing: ['number', 'interest'],
      sample: [
        ['15.04.2026', '2 120,34', '49,11', '299 950,89', '2 071,23'],
        ['15.05.2026', '2 120,34', '394,60', '299 556,29', '1 725,74'],
      ],
    });
  });

  it('asks for every column when there is no header, and reads them as the borrower maps them', () => {
    const text = [
      'Mój harmonogram',
      '15.04.2026;2 120,34;49,11;2 071,23;299 950,89',
      '15.05.2026;2 120,34;394,60;1 725,74;299 556,29',
      '15.06.2026;2 120,34;339,42;1 780,92;299 216,87',
    ].join('\n');
    const result = readBankSchedule(text);
    expect(result.status).toBe('needs-mapping');
    if (result.status !== 'needs-mapping') return;
    expect(result.message).toBe(MESSAGES.noHeader);
    expect(result.layout).toEqual({ separator: ';', headerLine: null, columns: {} });
    expect(result.header).toEqual([]);
    expect(result.sample).toHaveLength(3);
    expect(result.sample[0]).toEqual(['15.04.2026', '2 120,34', '49,11', '2 071,23', '299 950,89']);

    const columns = { date: 0, instalment: 1, principal: 2, interest: 3, balance: 4 };
    const mapped = readBankSchedule(text, { ...result.layout, columns });
    expect(rowsOf(mapped)).toEqual(ISSUE_READ_UNNUMBERED);
  });

  it('asks when a PDF row has fewer values than the header has columns, then reads the mapping', () => {
    const text = [
      'Nr   Data        Rata        Kapitał   Odsetki     Saldo         Uwagi',
      '1    15.04.2026  2 120,34    49,11     2 071,23    299 950,89    pierwsza rata',
      '2    15.05.2026  2 120,34    394,60    1 725,74    299 556,29',
      '3    15.06.2026  2 120,34    339,42    1 780,92    299 216,87',
    ].join('\n');
    const result = readBankSchedule(text);
    expect(result.status).toBe('needs-mapping');
    if (result.status !== 'needs-mapping') return;
    expect(result.message).toBe(MESSAGES.noRowsRead);
    expect(result.header).toEqual(['Nr', 'Data', 'Rata', 'Kapitał', 'Odsetki', 'Saldo', 'Uwagi']);
    expect(result.sample[0]).toEqual([
      '1',
      '15.04.2026',
      '2 120,34',
      '49,11',
      '2 071,23',
      '299 950,89',
    ]);
    // The borrower confirms the columns as the sample shows them.
    const mapped = readBankSchedule(text, result.layout);
    expect(rowsOf(mapped)).toEqual(ISSUE_READ);
  });

  it('asks again when the borrower leaves out the interest', () => {
    const result = readBankSchedule('15.04.2026;2 120,34;49,11;2 071,23', {
      separator: ';',
      headerLine: null,
      columns: { date: 0, instalment: 1 },
    });
    expect(result.status === 'needs-mapping' && result.message).toBe(
      MESSAGES.missingColumns(['Odsetki']),
    );
  });

  it('asks when the header is known but no row under it reads (amounts in words)', () => {
    const result = readBankSchedule('Data;Rata;Kapitał;Odsetki\n15.04.2026;dużo;trochę;reszta');
    expect(result.status === 'needs-mapping' && result.message).toBe(MESSAGES.noRowsRead);
  });
});

describe('pastes it refuses', () => {
  it.each([
    ['nothing', '', 'empty', MESSAGES.empty],
    ['blank lines', ' \n\t\n', 'empty', MESSAGES.empty],
    [
      'prose',
      'Szanowny Kliencie,\nw załączeniu przesyłamy harmonogram.',
      'no-rows',
      MESSAGES.noRows,
    ],
  ] as const)('%s', (_name, text, reason, message) => {
    expect(readBankSchedule(text)).toEqual({ status: 'refused', reason, message });
  });

  it('refuses a schedule longer than the longest loan (481 rows)', () => {
    const rows = Array.from({ length: 481 }, (_, index) => `${index + 1};100,00;1,00;99,00`);
    const result = readBankSchedule(['Nr;Rata;Odsetki;Kapitał', ...rows].join('\n'));
    expect(result).toEqual({
      status: 'refused',
      reason: 'too-many-rows',
      message:
        'Harmonogram ma więcej niż 480 rat, a tyle ma najdłuższy kredyt, który sprawdzamy (40 lat).',
    });
  });
});

/** Runs `read`, failing when it takes a second or more. */
function withinASecond<T>(read: () => T): T {
  const start = performance.now();
  const result = read();
  expect(performance.now() - start).toBeLessThan(1000);
  return result;
}

describe('hostile pastes are refused or read as text, within a second', () => {
  it('5 MB of text is refused before it is read', () => {
    const text = '1;2,00;3,00;4,00\n'.repeat(300_000).slice(0, 5 * 1024 * 1024);
    expect(withinASecond(() => readBankSchedule(text))).toEqual({
      status: 'refused',
      reason: 'too-long',
      message:
        'Ten tekst jest za długi jak na harmonogram (ponad 500 000 znaków). Wklej sam harmonogram.',
    });
  });

  it('100 000 short lines are refused', () => {
    const text = '1;2\n'.repeat(100_000);
    expect(withinASecond(() => readBankSchedule(text))).toEqual({
      status: 'refused',
      reason: 'too-many-lines',
      message:
        'Ten tekst ma ponad 2 000 wierszy, więcej niż ma harmonogram. Wklej sam harmonogram.',
    });
  });

  it('a line longer than any row is refused', () => {
    const text = `Data;Rata;Kapitał;Odsetki\n${'9'.repeat(1001)}`;
    expect(readBankSchedule(text)).toEqual({
      status: 'refused',
      reason: 'line-too-long',
      message:
        'Wiersz 2 ma ponad 1 000 znaków, a wiersz harmonogramu kilkadziesiąt. Wklej sam harmonogram.',
    });
  });

  it('the most text the limits let through is read within a second, in every layout', () => {
    // 2 000 lines just under 250 characters: amounts and dates in every cell, no header.
    const cell = '15.04.2026;2 120,34;';
    const line = cell.repeat(12).slice(0, 240);
    for (const separator of [';', '\t', ',', ' ']) {
      const text = Array.from({ length: 1999 }, () => line.replaceAll(';', separator)).join('\n');
      expect(text.length).toBeLessThanOrEqual(500_000);
      const result = withinASecond(() => readBankSchedule(text));
      expect(result.status).toBe('needs-mapping');
    }
    // And a header, then every line a long run of header words, each read as a possible header.
    const words = 'Data spłaty Rata Kapitał pozostały Odsetki Saldo Suma '.repeat(20).slice(0, 999);
    const soup = ['Data;Rata;Kapitał;Odsetki', ...Array.from({ length: 490 }, () => words)];
    expect(withinASecond(() => readBankSchedule(soup.join('\n'))).status).toBe('needs-mapping');
  });

  it('script tags are only text: never a row, and no markup comes out', () => {
    const text = [
      '<script>alert(1)</script>',
      'Data;Rata;Kapitał;Odsetki;Saldo',
      '15.04.2026;2 120,34;49,11;2 071,23;299 950,89',
      '<img src=x onerror=alert(1)>;2 120,34;<b>1</b>;2 071,23;299 950,89',
      '15.06.2026;<script>1</script>;339,42;1 780,92;299 216,87',
    ].join('\n');
    const result = readBankSchedule(text);
    expect(rowsOf(result)).toEqual([ISSUE_READ_UNNUMBERED[0]]);
    expect(result.status === 'read' && result.skippedLines).toEqual([4, 5]);
    expect(readBankSchedule('<script>alert("2 120,34")</script>').status).toBe('refused');
  });

  it('formulas are text, not numbers: the rows are not read, and the sample shows them as typed', () => {
    const text = [
      'Data;Rata;Kapitał;Odsetki;Saldo',
      '=DATE(2026;4;15);=2120,34;=49,11;=2071,23;=299950,89',
      '15.05.2026;=HYPERLINK("http://x";"2 120,34");394,60;1 725,74;299 556,29',
      '15.06.2026;2 120,34;+339,42;@1780,92;-299 216,87',
    ].join('\n');
    const result = readBankSchedule(text);
    expect(result.status).toBe('needs-mapping');
    if (result.status !== 'needs-mapping') return;
    expect(result.message).toBe(MESSAGES.noRowsRead);
    expect(result.sample[0]).toEqual([
      '=DATE(2026',
      '4',
      '15)',
      '=2120,34',
      '=49,11',
      '=2071,23',
      '=299950,89',
    ]);
  });
});

describe('the messages agree in number', () => {
  it('names one missing column or several', () => {
    expect(MESSAGES.missingColumns(['Odsetki'])).toBe(
      'Nie znaleźliśmy kolumny: Odsetki. Wskaż ją wśród kolumn poniżej.',
    );
    expect(MESSAGES.missingColumns(['Odsetki', 'Kapitał'])).toBe(
      'Nie znaleźliśmy kolumn: Odsetki, Kapitał. Wskaż je wśród kolumn poniżej.',
    );
  });

  it('counts one skipped line, a few and many', () => {
    expect(MESSAGES.skippedLines([5])).toBe(
      'Pominęliśmy 1 wiersz, którego nie udało się odczytać (wiersz 5).',
    );
    expect(MESSAGES.skippedLines([3, 4])).toBe(
      'Pominęliśmy 2 wiersze, których nie udało się odczytać (wiersze: 3, 4).',
    );
    expect(MESSAGES.skippedLines([2, 3, 4, 5, 6])).toBe(
      'Pominęliśmy 5 wierszy, których nie udało się odczytać (wiersze: 2, 3, 4, 5, 6).',
    );
  });
});
