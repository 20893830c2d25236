import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptedInput,
  acceptsKey,
  acceptsPaste,
  acceptsPasteAt,
  checkInterestRate,
  checkLoanAmount,
  checkLoanTerm,
  isFormValid,
  parseNumber,
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

describe('parseNumber', () => {
  it.each([
    { text: '7,25', value: 7.25 },
    { text: '7.25', value: 7.25 },
    { text: '-12', value: -12 },
    { text: '1\u00A0234\u202F567 ', value: 1_234_567 },
    { text: '-0', value: 0 },
  ])('reads "$text" as $value', ({ text, value }) => {
    expect(Object.is(parseNumber(text), value)).toBe(true);
  });

  it.each([
    [',5', 0.5],
    ['7,', 7],
    ['-,5', -0.5],
    ['0,', 0],
  ])('reads the half-typed "%s" as %d, as the borrower means it (issue 10)', (text, value) => {
    expect(Object.is(parseNumber(text), value)).toBe(true);
  });

  it.each([
    [',5', 0.5],
    ['7,', 7],
  ])('accepts the rate "%s" as %d%% (issue 10)', (text, value) => {
    expect(checkInterestRate(text)).toEqual({ ok: true, value });
  });

  it.each(['', '-', ',', '-,', '1,2,3', '1e5', '0x10', 'Infinity', '+5', '--5', '5-', '١٢'])(
    'does not read "%s" as a number',
    (text) => {
      expect(parseNumber(text)).toBeNull();
    },
  );
});

describe('acceptsKey', () => {
  describe.each([
    // [value, selectionStart, selectionEnd, key, accepted]
    { kind: 'decimal', value: '', start: 0, end: 0, key: '5', accepted: true },
    { kind: 'decimal', value: '12', start: 2, end: 2, key: 'a', accepted: false },
    { kind: 'decimal', value: '12', start: 2, end: 2, key: ' ', accepted: false },
    { kind: 'decimal', value: '12', start: 2, end: 2, key: 'e', accepted: false },
    { kind: 'decimal', value: '12', start: 2, end: 2, key: '+', accepted: false },
    { kind: 'decimal', value: '12', start: 2, end: 2, key: ',', accepted: true },
    { kind: 'decimal', value: '12', start: 1, end: 1, key: '.', accepted: true },
    { kind: 'decimal', value: '1,5', start: 3, end: 3, key: ',', accepted: false },
    { kind: 'decimal', value: '1,5', start: 3, end: 3, key: '.', accepted: false },
    { kind: 'decimal', value: '1,5', start: 1, end: 2, key: ',', accepted: true },
    { kind: 'decimal', value: '1,5', start: 2, end: 1, key: '.', accepted: true },
    { kind: 'decimal', value: '1,5', start: 0, end: 3, key: ',', accepted: true },
    { kind: 'decimal', value: '5', start: 0, end: 0, key: '-', accepted: true },
    { kind: 'decimal', value: '5', start: 1, end: 1, key: '-', accepted: false },
    { kind: 'decimal', value: '-5', start: 0, end: 0, key: '-', accepted: false },
    { kind: 'decimal', value: '-5', start: 0, end: 1, key: '-', accepted: true },
    { kind: 'decimal', value: '-5', start: 0, end: 0, key: '3', accepted: false },
    { kind: 'decimal', value: '-5', start: 1, end: 1, key: '3', accepted: true },
    { kind: 'decimal', value: '7,25', start: 99, end: 99, key: '5', accepted: true },
    { kind: 'decimal', value: '7,25', start: -4, end: -1, key: '-', accepted: true },
    { kind: 'decimal', value: '7,25', start: null, end: null, key: ',', accepted: false },
    { kind: 'integer', value: '300', start: 3, end: 3, key: '5', accepted: true },
    { kind: 'integer', value: '300', start: 3, end: 3, key: ',', accepted: false },
    { kind: 'integer', value: '300', start: 3, end: 3, key: '.', accepted: false },
    { kind: 'integer', value: '300', start: 0, end: 0, key: '-', accepted: true },
    { kind: 'integer', value: '300', start: 1, end: 1, key: '-', accepted: false },
    { kind: 'integer', value: '-', start: 1, end: 1, key: '-', accepted: false },
    { kind: 'integer', value: '300\u00A0000', start: 7, end: 7, key: '1', accepted: true },
  ] as const)(
    'in a $kind field holding "$value" with selection $start–$end',
    ({ kind, value, start, end, key, accepted }) => {
      it(`${accepted ? 'accepts' : 'rejects'} "${key}"`, () => {
        expect(acceptsKey(kind, value, key, start, end)).toBe(accepted);
      });
    },
  );

  it.each(['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Tab', 'Enter', 'Home', 'End', 'F5'])(
    'lets the %s key through in both kinds of field',
    (key) => {
      expect(acceptsKey('integer', '-', key, 1, 1)).toBe(true);
      expect(acceptsKey('decimal', '1,5', key, 0, 3)).toBe(true);
    },
  );

  it.each(['😀', 'ą', '٣', '١', ''])('rejects the character "%s"', (key) => {
    expect(acceptsKey('decimal', '', key, 0, 0)).toBe(false);
  });
});

describe('acceptsPaste', () => {
  it.each([
    { kind: 'integer', text: '300000', accepted: true },
    { kind: 'integer', text: '300 000', accepted: true },
    { kind: 'integer', text: '300\u00A0000', accepted: true },
    { kind: 'integer', text: '300\u202F000', accepted: true },
    { kind: 'integer', text: '-5', accepted: true },
    { kind: 'integer', text: '12,5', accepted: false },
    { kind: 'integer', text: '9007199254740991', accepted: true },
    { kind: 'integer', text: '9007199254740992', accepted: false },
    { kind: 'integer', text: '1e5', accepted: false },
    { kind: 'integer', text: '', accepted: false },
    { kind: 'decimal', text: '7,25', accepted: true },
    { kind: 'decimal', text: '7.25', accepted: true },
    { kind: 'decimal', text: '-7,25', accepted: true },
    { kind: 'decimal', text: '7,', accepted: true },
    { kind: 'decimal', text: '7,2,5', accepted: false },
    { kind: 'decimal', text: 'abc', accepted: false },
  ] as const)('$kind field: "$text" → $accepted', ({ kind, text, accepted }) => {
    expect(acceptsPaste(kind, text)).toBe(accepted);
  });
});

describe('acceptsPasteAt', () => {
  it.each([
    { kind: 'decimal', value: '7,', pasted: '25', start: 2, end: 2, accepted: true },
    { kind: 'decimal', value: '7,5', pasted: '1,2', start: 3, end: 3, accepted: false },
    { kind: 'decimal', value: '7,5', pasted: '1,2', start: 0, end: 3, accepted: true },
    { kind: 'decimal', value: '-', pasted: '5', start: 1, end: 1, accepted: true },
    { kind: 'integer', value: '300', pasted: '000', start: 3, end: 3, accepted: true },
    { kind: 'integer', value: '300', pasted: ' 000', start: 3, end: 3, accepted: true },
    { kind: 'integer', value: '300', pasted: ',5', start: 3, end: 3, accepted: false },
    { kind: 'integer', value: '300', pasted: '-', start: 0, end: 0, accepted: true },
    { kind: 'integer', value: '300', pasted: '-', start: 1, end: 1, accepted: false },
    { kind: 'integer', value: '', pasted: '99999999999999999', start: 0, end: 0, accepted: false },
  ] as const)(
    'in a $kind field holding "$value", pasting "$pasted" at $start–$end → $accepted',
    ({ kind, value, pasted, start, end, accepted }) => {
      expect(acceptsPasteAt(kind, value, pasted, start, end)).toBe(accepted);
    },
  );
});

describe('acceptedInput, for changes that bypass the key filter (IME, Android, autofill)', () => {
  it.each([
    ['a right-to-left mark', '\u200F'],
    ['a left-to-right mark', '\u200E'],
    ['a zero-width space', '\u200B'],
    ['a byte-order mark', '\uFEFF'],
    ['a zero-width joiner', '\u200D'],
  ])('drops %s, so the digits after it are still accepted', (_name, invisible) => {
    expect(acceptedInput('integer', invisible)).toBe('');
    expect(acceptedInput('integer', `${invisible}3`)).toBe('3');
    expect(acceptedInput('decimal', `7${invisible},25`)).toBe('7,25');
    expect(acceptsKey('integer', acceptedInput('integer', invisible) ?? '', '5', 0, 0)).toBe(true);
  });

  it.each([
    ['integer', 'abc'],
    ['integer', '1e5'],
    ['decimal', '7,2,5'],
    ['integer', '--3'],
  ] as const)('refuses %s text %s, so the field keeps its value', (kind, text) => {
    expect(acceptedInput(kind, text)).toBeNull();
  });

  it('accepts what a paste may hold, such as an amount with a zero decimal part', () => {
    expect(acceptedInput('integer', '300 000,00')).toBe('300 000,00');
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
        parseNumber(text);
        for (const kind of ['integer', 'decimal'] as const) {
          acceptsKey(kind, text, key, start, end);
          acceptsPaste(kind, key);
          acceptsPasteAt(kind, text, key, start, end);
        }
        if (amount.ok && !(amount.value >= 30_000 && amount.value <= 100_000_000)) return false;
        if (rate.ok && !(rate.value >= 0.01 && rate.value <= 60)) return false;
        return !term.ok || (Number.isInteger(term.value) && term.value >= 1 && term.value <= 40);
      }),
      { numRuns: 100_000 },
    );
  });

  it('accept a paste into the integer field for every amount the amount check passes', () => {
    fc.assert(
      fc.property(anyText, (text) => !checkLoanAmount(text).ok || acceptsPaste('integer', text)),
      { numRuns: 10_000 },
    );
  });

  it('accept a paste into the decimal field exactly when the text reads as a number', () => {
    fc.assert(
      fc.property(
        anyText,
        (text) => acceptsPaste('decimal', text) === (parseNumber(text) !== null),
      ),
      { numRuns: 10_000 },
    );
  });
});
