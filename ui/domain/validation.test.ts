import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pastedText } from './numberPaste';
import {
  acceptsKey,
  checkInterestRate,
  checkLoanAmount,
  checkLoanTerm,
  isFormValid,
} from './validation';
import type { FieldCheck } from './validation';

const REQUIRED = 'To pole musi zostać wypełnione.';
const NOT_A_NUMBER = 'Dane wejściowe nie są liczbą.';
const NOT_AN_INTEGER = 'Dane wejściowe nie są liczbą całkowitą.';

/** What the borrower sees: the message, or that the field is fine (`null` message when invalid and silent). */
function shown(check: FieldCheck): string | null {
  return check.ok ? 'ok' : check.message;
}

describe.each([
  { field: 'loan amount', check: checkLoanAmount, input: '', shows: REQUIRED },
  { field: 'loan amount', check: checkLoanAmount, input: '   ', shows: REQUIRED },
  { field: 'loan amount', check: checkLoanAmount, input: '\u00A0\u202F', shows: REQUIRED },
  { field: 'loan amount', check: checkLoanAmount, input: 'abc', shows: NOT_A_NUMBER },
  { field: 'loan amount', check: checkLoanAmount, input: '1e5', shows: NOT_A_NUMBER },
  { field: 'loan amount', check: checkLoanAmount, input: '12a', shows: NOT_A_NUMBER },
  { field: 'loan amount', check: checkLoanAmount, input: '12,5', shows: NOT_AN_INTEGER },
  { field: 'loan amount', check: checkLoanAmount, input: '12.5', shows: NOT_AN_INTEGER },
  {
    field: 'loan amount',
    check: checkLoanAmount,
    input: '99999999999999999999,5',
    shows: NOT_AN_INTEGER,
  },
  {
    field: 'loan amount',
    check: checkLoanAmount,
    input: '-5',
    shows: 'Podana kwota nie moze byc ujemna.',
  },
  {
    field: 'loan amount',
    check: checkLoanAmount,
    input: '9007199254740993',
    shows: 'Podana kwota jest za wysoka.',
  },
  {
    field: 'loan amount',
    check: checkLoanAmount,
    input: '29999',
    shows: 'Podana kwota jest za niska (min. 30 000 zł).',
  },
  {
    field: 'loan amount',
    check: checkLoanAmount,
    input: '-0',
    shows: 'Podana kwota jest za niska (min. 30 000 zł).',
  },
  { field: 'loan amount', check: checkLoanAmount, input: '30000', shows: 'ok' },
  { field: 'loan amount', check: checkLoanAmount, input: ' 300 000 ', shows: 'ok' },
  { field: 'loan amount', check: checkLoanAmount, input: '300\u00A0000', shows: 'ok' },
  { field: 'loan amount', check: checkLoanAmount, input: '300\u202F000', shows: 'ok' },
  { field: 'loan amount', check: checkLoanAmount, input: '100000000', shows: 'ok' },
  {
    field: 'loan amount',
    check: checkLoanAmount,
    input: '100000001',
    shows: 'Podana kwota jest za wysoka (maks. 100 000 000 zł).',
  },
  { field: 'rate', check: checkInterestRate, input: '', shows: null },
  { field: 'rate', check: checkInterestRate, input: 'abc', shows: null },
  {
    field: 'rate',
    check: checkInterestRate,
    input: '0',
    shows: 'Oprocentowanie musi być większe niż 0,01%.',
  },
  {
    field: 'rate',
    check: checkInterestRate,
    input: '0,009',
    shows: 'Oprocentowanie musi być większe niż 0,01%.',
  },
  {
    field: 'rate',
    check: checkInterestRate,
    input: '-1',
    shows: 'Oprocentowanie musi być większe niż 0,01%.',
  },
  { field: 'rate', check: checkInterestRate, input: '0,01', shows: 'ok' },
  { field: 'rate', check: checkInterestRate, input: '7,25', shows: 'ok' },
  { field: 'rate', check: checkInterestRate, input: '7.25', shows: 'ok' },
  { field: 'rate', check: checkInterestRate, input: '60', shows: 'ok' },
  {
    field: 'rate',
    check: checkInterestRate,
    input: '60,01',
    shows: 'Oprocentowanie nie może być wyższe niż 60%.',
  },
  { field: 'term', check: checkLoanTerm, input: '', shows: REQUIRED },
  { field: 'term', check: checkLoanTerm, input: 'abc', shows: NOT_A_NUMBER },
  { field: 'term', check: checkLoanTerm, input: '2,5', shows: NOT_AN_INTEGER },
  {
    field: 'term',
    check: checkLoanTerm,
    input: '0',
    shows: 'Podany okres kredytowania jest za niski (min. 1 rok).',
  },
  {
    field: 'term',
    check: checkLoanTerm,
    input: '-3',
    shows: 'Podany okres kredytowania jest za niski (min. 1 rok).',
  },
  { field: 'term', check: checkLoanTerm, input: '1', shows: 'ok' },
  { field: 'term', check: checkLoanTerm, input: '40', shows: 'ok' },
  {
    field: 'term',
    check: checkLoanTerm,
    input: '41',
    shows: 'Podany okres kredytowania jest za wysoki (maks. 40 lat).',
  },
])('the $field field holding "$input"', ({ check, input, shows }) => {
  it(`shows ${shows === null ? 'no message but stays invalid' : shows === 'ok' ? 'no error' : `"${shows}"`}`, () => {
    expect(shown(check(input))).toBe(shows);
  });
});

describe('a valid field', () => {
  it.each([
    { check: checkLoanAmount, input: ' 300 000 ', value: 300_000 },
    { check: checkInterestRate, input: '7,25', value: 7.25 },
    { check: checkInterestRate, input: '6.91', value: 6.91 },
    { check: checkLoanTerm, input: '25', value: 25 },
  ])('reads "$input" as $value', ({ check, input, value }) => {
    expect(check(input)).toEqual({ ok: true, value });
  });
});

describe('isFormValid', () => {
  it.each([
    { amount: '300 000', rate: '7,25', term: '25', valid: true },
    { amount: '', rate: '7,25', term: '25', valid: false },
    { amount: '300 000', rate: '', term: '25', valid: false },
    { amount: '300 000', rate: '7,25', term: '', valid: false },
    { amount: '0', rate: '0', term: '0', valid: false },
  ])('says $valid for $amount / $rate / $term', ({ amount, rate, term, valid }) => {
    expect(isFormValid(amount, rate, term)).toBe(valid);
  });
});

describe('the rate field (issue 10)', () => {
  it.each([
    [',5', 0.5],
    ['7,', 7],
  ])('accepts the rate "%s" as %d%%', (text, value) => {
    expect(checkInterestRate(text)).toEqual({ ok: true, value });
  });
});

describe('the checks and filters, given any text at all', () => {
  const anyIndex = fc.oneof(
    fc.integer({ min: -5, max: 40 }),
    fc.constantFrom(null, Number.NaN, Number.POSITIVE_INFINITY, -Number.MAX_VALUE, 2.5),
  );
  const anyText = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.string({
      unit: fc.constantFrom('0', '1', '5', '9', ',', '.', '-', ' ', '\u00A0', '\u202F', 'e'),
      maxLength: 20,
    }),
  );

  it('never throw, and a passed check always stays within the form’s limits', () => {
    fc.assert(
      fc.property(anyText, anyText, anyIndex, anyIndex, (text, key, start, end) => {
        const amount = checkLoanAmount(text);
        const rate = checkInterestRate(text);
        const term = checkLoanTerm(text);
        isFormValid(text, key, text);
        for (const kind of ['money', 'term', 'rate'] as const) {
          acceptsKey(kind, text, key, start, end);
          pastedText(kind, text, key, start, end);
        }
        if (amount.ok && !(amount.value >= 30_000 && amount.value <= 100_000_000)) return false;
        if (rate.ok && !(rate.value >= 0.01 && rate.value <= 60)) return false;
        return !term.ok || (Number.isInteger(term.value) && term.value >= 1 && term.value <= 40);
      }),
      { numRuns: 100_000 },
    );
  });
});
