import { describe, expect, it } from 'vitest';
import {
  headerCells,
  headerKind,
  isTotalsRow,
  parseAmount,
  parseDateCell,
  parseInstalmentNumber,
  parseNumberText,
  rowCells,
} from './bankScheduleCells';

describe('parseNumberText reads numbers as Poles type and paste them', () => {
  it.each([
    ['2120,34', 2120.34],
    ['2 120,34', 2120.34],
    ['2\u00A0120,34', 2120.34],
    ['2\u202F120,34', 2120.34],
    ['2 120,34 zł', 2120.34],
    ['2 120,34 zł.', 2120.34],
    ['2120,34zł', 2120.34],
    ['PLN 2 120,34', 2120.34],
    ['2 120,34 PLN', 2120.34],
    ['1.995,24', 1995.24],
    ['1,995.24', 1995.24],
    ['299.950,89', 299_950.89],
    ['1.234.567,89', 1_234_567.89],
    ['1,234,567.89', 1_234_567.89],
    ['300.000', 300_000],
    ['300,000', 300_000],
    ['450 000,00 zł', 450_000],
    ['7,5', 7.5],
    ['7.5', 7.5],
    ['0,123', 0.123],
    ['0', 0],
    ['49,1', 49.1],
    ['-12,50', -12.5],
    ['\u221212,50', -12.5],
    ["1'234,50", 1234.5],
  ])('%s is %d', (text, value) => {
    expect(parseNumberText(text)).toBe(value);
  });

  it.each([
    '',
    'zł',
    '=2120,34',
    '+339,42',
    '@1780,92',
    '<b>1</b>',
    '12abc',
    '1,2,3',
    '1.23.456',
    '12.3456,7',
    '1 2 3,4.5',
    '2120,',
    ',34',
    '--1',
    '1e5',
    'NaN',
    'Infinity',
  ])('"%s" is not a number', (text) => {
    expect(parseNumberText(text)).toBeNull();
  });
});

describe('parseAmount', () => {
  it.each([
    ['2 120,34 zł', 212_034],
    ['0,005', 1], // half a grosz rounds up, as the engine rounds
    ['0,0049', 0],
    ['1.995,24', 199_524],
  ])('%s is %i gr', (text, grosze) => {
    expect(parseAmount(text)).toBe(grosze);
  });

  it.each(['-1,00', '10 000 000 000,01', 'abc'])('refuses %s', (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});

describe('parseDateCell', () => {
  it.each([
    ['15.04.2026', '2026-04-15'],
    ['5.4.2026', '2026-04-05'],
    ['15-04-2026', '2026-04-15'],
    ['15/04/2026', '2026-04-15'],
    ['2026-04-15', '2026-04-15'],
    ['2026.04.15', '2026-04-15'],
    ['2026-04-15 00:00:00', '2026-04-15'],
    ['15.04.2026 r.', '2026-04-15'],
    ['29.02.2028', '2028-02-29'],
  ])('%s is %s', (text, date) => {
    expect(parseDateCell(text)).toBe(date);
  });

  it.each([
    '29.02.2026',
    '31.04.2026',
    '15.13.2026',
    '2026-04',
    'kwiecień 2026',
    '15.04.26',
    '=DATE(2026;4;15)',
  ])('%s is not a date', (text) => {
    expect(parseDateCell(text)).toBeNull();
  });
});

describe('parseInstalmentNumber', () => {
  it.each([
    ['1', 1],
    ['12.', 12],
    [' 300 ', 300],
    ['1/300', null],
    ['SUMA', null],
    ['', null],
  ])('%s is %s', (text, number) => {
    expect(parseInstalmentNumber(text)).toBe(number);
  });
});

describe('headerKind', () => {
  it.each([
    ['Data', 'date'],
    ['Data spłaty raty', 'date'],
    ['DATA SPLATY', 'date'],
    ['Termin płatności', 'date'],
    ['Rata', 'instalment'],
    ['Kwota raty (zł)', 'instalment'],
    ['Rata kapitałowo-odsetkowa', 'instalment'],
    ['Rata całkowita', 'instalment'],
    ['Kapitał', 'principal'],
    ['Kapitał [PLN]', 'principal'],
    ['Rata kapitałowa', 'principal'],
    ['Część kapitałowa', 'principal'],
    ['Odsetki', 'interest'],
    ['odsetki w zł', 'interest'],
    ['Rata odsetkowa', 'interest'],
    ['Część odsetkowa', 'interest'],
    ['Saldo', 'balance'],
    ['Saldo po spłacie', 'balance'],
    ['Pozostało do spłaty', 'balance'],
    ['Kapitał pozostały do spłaty', 'balance'],
    ['Pozostały dług', 'balance'],
    ['ZADŁUŻENIE', 'balance'],
    ['Nr raty', 'number'],
    ['Lp.', 'number'],
    ['L.p.', 'number'],
    ['Miesiąc', 'other'],
    ['Oprocentowanie', 'other'],
    ['Dni', 'other'],
    ['Kwota X', null],
    ['', null],
    ['<script>', null],
  ])('%s is %s', (cell, kind) => {
    expect(headerKind(cell)).toBe(kind);
  });
});

describe('cells', () => {
  it('split a delimited line with RFC 4180 quotes', () => {
    expect(rowCells('"a;b";"say ""hi""";  c  ;', ';')).toEqual(['a;b', 'say "hi"', 'c', '']);
    expect(rowCells('"2,120.34","49.11"', ',')).toEqual(['2,120.34', '49.11']);
  });

  it('take the values of a line copied from a PDF, amounts apart, words dropped', () => {
    expect(rowCells('1 15.04.2026 r. 2 120,34 zł 49,11 2 071,23 299 950,89', 'spaces')).toEqual([
      '1',
      '15.04.2026',
      '2 120,34',
      '49,11',
      '2 071,23',
      '299 950,89',
    ]);
  });

  it('group a header of single words into its columns', () => {
    expect(
      headerCells('Lp. Data spłaty Rata kapitałowo-odsetkowa Odsetki Saldo po spłacie', 'spaces'),
    ).toEqual(['Lp.', 'Data spłaty', 'Rata kapitałowo-odsetkowa', 'Odsetki', 'Saldo po spłacie']);
  });

  it('keep an aligned header whole between runs of spaces', () => {
    expect(headerCells('  Nr   Data spłaty   Kapitał pozostały do spłaty  ', 'spaces')).toEqual([
      'Nr',
      'Data spłaty',
      'Kapitał pozostały do spłaty',
    ]);
  });

  it('know a totals row', () => {
    expect(isTotalsRow(['SUMA', '', '30983,92'])).toBe(true);
    expect(isTotalsRow(['', 'Razem:', '6 361,02'])).toBe(true);
    expect(isTotalsRow(['Łącznie'])).toBe(true);
    expect(isTotalsRow(['1', '15.04.2026'])).toBe(false);
    expect(isTotalsRow(['Sumaryczny przegląd'])).toBe(false);
  });
});
