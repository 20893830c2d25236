import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkMonth, checkOptional, checkPositiveMoney, checkRate } from './formFields';
import { formatMoney } from './format';
import { pastedText } from './numberPaste';
import { CostsSchema, OverpaymentSchema, RateChangeSchema } from './records';
import {
  acceptedInput,
  acceptsKey,
  checkInterestRate,
  checkLoanAmount,
  checkLoanTerm,
  parseNumber,
  readNumber,
  type NumberKind,
} from './validation';

// What the borrower sees after typing or pasting into a field: the value it reads as, the
// message beside it, or (the spec's rate field) no message while it stays invalid.
type Outcome = { value: number } | { message: string } | { silent: true };

const REQUIRED_NUMBER = 'Dane wejściowe nie są liczbą.';
const NOT_AN_INTEGER = 'Dane wejściowe nie są liczbą całkowitą.';
const PASTE_REFUSED = 'Wklejony tekst nie jest liczbą.';
const RATE_DECIMALS = 'Oprocentowanie może mieć najwyżej 6 miejsc po przecinku.';

interface FieldUnderTest {
  kind: NumberKind;
  check: (
    text: string,
  ) => { ok: true; value: number | undefined } | { ok: false; message: string | null };
  /** The spec's rate field shows no message for a paste it refuses. */
  quietPaste?: boolean;
}

const FIELDS = {
  'Kwota kredytu': { kind: 'money', check: checkLoanAmount },
  'Oprocentowanie RRSO': { kind: 'rate', check: checkInterestRate, quietPaste: true },
  'Okres kredytowania': { kind: 'term', check: checkLoanTerm },
  'Kwota nadpłaty': {
    kind: 'money',
    check: (text) => checkPositiveMoney(text, OverpaymentSchema.fields.amount),
  },
  'Od raty nr': {
    kind: 'count',
    check: (text) => checkMonth(text, OverpaymentSchema.fields.month, 300),
  },
  'Oprocentowanie zmiany': {
    kind: 'rate',
    check: (text) => checkRate(text, RateChangeSchema.fields.annualInterestRatePercent),
  },
  'Prowizja (%)': {
    kind: 'rate',
    check: (text) =>
      checkOptional(text, 'rate', CostsSchema.fields.commissionPercent.inner, 'za wysoka'),
  },
  'Ubezpieczenie (zł)': {
    kind: 'money',
    check: (text) =>
      checkOptional(text, 'money', CostsSchema.fields.monthlyInsurance.inner, 'za wysoka'),
  },
  'Marża pomostowa (pkt proc.)': {
    kind: 'points',
    check: (text) =>
      checkOptional(text, 'points', CostsSchema.fields.bridgeMarginPercent.inner, 'za wysoka'),
  },
} satisfies Record<string, FieldUnderTest>;
type FieldName = keyof typeof FIELDS;

function verdict(field: FieldUnderTest, text: string): Outcome {
  const checked = field.check(text);
  if (checked.ok) return { value: checked.value ?? Number.NaN };
  return checked.message === null ? { silent: true } : { message: checked.message };
}

/** Types `input` key by key into an empty field; every key must be let through. */
function typed(field: FieldUnderTest, input: string): Outcome {
  let text = '';
  for (const key of input) {
    expect(acceptsKey(field.kind, text, key, text.length, text.length), `key "${key}"`).toBe(true);
    text += key;
  }
  return verdict(field, text);
}

/** Pastes `input` into an empty field. */
function pasted(field: FieldUnderTest, input: string): Outcome {
  const text = pastedText(field.kind, '', input, 0, 0);
  if (text === null)
    return field.quietPaste === true ? { silent: true } : { message: PASTE_REFUSED };
  return verdict(field, text);
}

// The app's own money format: NBSP between thousands and before "zł".
const APP_FORMAT = formatMoney(350_000);

describe('what Poles type and paste (issue 32), in every kind of field', () => {
  it.each<[FieldName, 'typed' | 'pasted', string, Outcome]>([
    // Kwota kredytu: a comma is a decimal separator, a dot or space before three digits groups.
    ['Kwota kredytu', 'typed', '450000,00', { value: 450_000 }],
    ['Kwota kredytu', 'typed', '450 000,00', { value: 450_000 }],
    ['Kwota kredytu', 'typed', '300.000', { value: 300_000 }],
    ['Kwota kredytu', 'typed', '1.250.000', { value: 1_250_000 }],
    ['Kwota kredytu', 'typed', '300 000,00', { value: 300_000 }],
    ['Kwota kredytu', 'typed', '300000', { value: 300_000 }],
    ['Kwota kredytu', 'typed', '450000,50', { message: NOT_AN_INTEGER }],
    ['Kwota kredytu', 'typed', '450000,5', { message: NOT_AN_INTEGER }],
    ['Kwota kredytu', 'typed', '300000.5', { message: NOT_AN_INTEGER }],
    // Never appended to the złoty: 300,00 is 300 zł, too low, not 30 000.
    [
      'Kwota kredytu',
      'typed',
      '300,00',
      { message: 'Podana kwota jest za niska (min. 30 000 zł).' },
    ],
    [
      'Kwota kredytu',
      'typed',
      '300.00',
      { message: 'Podana kwota jest za niska (min. 30 000 zł).' },
    ],
    ['Kwota kredytu', 'typed', '450000 50', { message: REQUIRED_NUMBER }],
    ['Kwota kredytu', 'typed', '3..000', { message: REQUIRED_NUMBER }],
    ['Kwota kredytu', 'typed', '-5', { message: 'Podana kwota nie moze byc ujemna.' }],
    ['Kwota kredytu', 'pasted', '350 000 zł', { value: 350_000 }],
    ['Kwota kredytu', 'pasted', APP_FORMAT, { value: 350_000 }],
    ['Kwota kredytu', 'pasted', '450 000,00 zł', { value: 450_000 }],
    ['Kwota kredytu', 'pasted', '350000 PLN', { value: 350_000 }],
    ['Kwota kredytu', 'pasted', '  300.000  ', { value: 300_000 }],
    ['Kwota kredytu', 'pasted', '1\u202F250\u202F000', { value: 1_250_000 }],
    ['Kwota kredytu', 'pasted', '\u200F300 000', { value: 300_000 }],
    ['Kwota kredytu', 'pasted', '450000,50 zł', { message: NOT_AN_INTEGER }],
    ['Kwota kredytu', 'pasted', 'trzysta tysięcy', { message: PASTE_REFUSED }],
    ['Kwota kredytu', 'pasted', '350 000 zł zł', { message: PASTE_REFUSED }],
    ['Kwota kredytu', 'pasted', '350 000 EUR', { message: PASTE_REFUSED }],
    ['Kwota kredytu', 'pasted', '99999999999999999', { message: PASTE_REFUSED }],
    // The rate: a dot or a comma is always the decimal separator; six decimals at most (issue 38).
    ['Oprocentowanie RRSO', 'typed', '7,125', { value: 7.125 }],
    ['Oprocentowanie RRSO', 'typed', '7.125', { value: 7.125 }],
    ['Oprocentowanie RRSO', 'typed', '7,123456', { value: 7.123_456 }],
    ['Oprocentowanie RRSO', 'typed', '7,1234567', { message: RATE_DECIMALS }],
    ['Oprocentowanie RRSO', 'typed', '7,1000000', { value: 7.1 }],
    ['Oprocentowanie RRSO', 'typed', '', { silent: true }],
    [
      'Oprocentowanie RRSO',
      'typed',
      '60,5',
      { message: 'Oprocentowanie nie może być wyższe niż 60%.' },
    ],
    ['Oprocentowanie RRSO', 'pasted', '7,5%', { value: 7.5 }],
    ['Oprocentowanie RRSO', 'pasted', '7.5 %', { value: 7.5 }],
    ['Oprocentowanie RRSO', 'pasted', ' 7,25 ', { value: 7.25 }],
    ['Oprocentowanie RRSO', 'pasted', '7,1234567%', { message: RATE_DECIMALS }],
    ['Oprocentowanie RRSO', 'pasted', 'siedem procent', { silent: true }],
    // The term: whole years, written like money.
    ['Okres kredytowania', 'typed', '25', { value: 25 }],
    ['Okres kredytowania', 'typed', '25,0', { value: 25 }],
    ['Okres kredytowania', 'typed', '2,5', { message: NOT_AN_INTEGER }],
    ['Okres kredytowania', 'pasted', '25 lat', { value: 25 }],
    ['Okres kredytowania', 'pasted', '2 lata', { value: 2 }],
    ['Okres kredytowania', 'pasted', '1 rok', { value: 1 }],
    ['Okres kredytowania', 'pasted', '300 miesięcy', { message: PASTE_REFUSED }],
    // The scenario sections read through the same parser: one input means one thing everywhere.
    ['Kwota nadpłaty', 'typed', '5 000,00', { value: 5000 }],
    ['Kwota nadpłaty', 'typed', '5.000', { value: 5000 }],
    ['Kwota nadpłaty', 'typed', '5000.5', { value: 5000.5 }],
    [
      'Kwota nadpłaty',
      'typed',
      '5 000,005',
      { message: 'Kwota nadpłaty może mieć najwyżej dwa miejsca po przecinku.' },
    ],
    ['Kwota nadpłaty', 'pasted', '5 000,00 zł', { value: 5000 }],
    ['Kwota nadpłaty', 'pasted', 'pięć tysięcy', { message: PASTE_REFUSED }],
    ['Od raty nr', 'typed', '12,0', { value: 12 }],
    ['Od raty nr', 'typed', '12,5', { message: NOT_AN_INTEGER }],
    ['Od raty nr', 'pasted', ' 12 ', { value: 12 }],
    ['Oprocentowanie zmiany', 'typed', '8.25', { value: 8.25 }],
    ['Oprocentowanie zmiany', 'typed', '8,2500001', { message: RATE_DECIMALS }],
    ['Oprocentowanie zmiany', 'pasted', '8,25 %', { value: 8.25 }],
    ['Prowizja (%)', 'typed', '1.5', { value: 1.5 }],
    [
      'Prowizja (%)',
      'typed',
      '1,1234567',
      { message: 'Wartość może mieć najwyżej 6 miejsc po przecinku.' },
    ],
    ['Prowizja (%)', 'pasted', '2%', { value: 2 }],
    ['Ubezpieczenie (zł)', 'pasted', '1 200,50 zł', { value: 1200.5 }],
    ['Ubezpieczenie (zł)', 'pasted', '1,200.50', { message: PASTE_REFUSED }],
    ['Marża pomostowa (pkt proc.)', 'pasted', '1,5 pkt proc.', { value: 1.5 }],
  ])('%s, %s "%s"', (name, how, input, outcome) => {
    const field: FieldUnderTest = FIELDS[name];
    expect(how === 'typed' ? typed(field, input) : pasted(field, input)).toEqual(outcome);
  });
});

describe('readNumber', () => {
  it.each<[NumberKind, string, number, number]>([
    ['money', '300 000,00', 300_000, 0],
    ['money', '300.000', 300_000, 0],
    ['money', '1 250.5', 1250.5, 1],
    ['money', '1.2345', 1.2345, 4],
    ['money', ',5', 0.5, 1],
    ['money', '7,', 7, 0],
    ['money', '-0', 0, 0],
    ['rate', '7.125', 7.125, 3],
    ['rate', '-,5', -0.5, 1],
    ['rate', '0,', 0, 0],
    ['rate', '1\u00A0234\u202F567 ', 1_234_567, 0],
    ['points', '-1,50', -1.5, 1],
  ])('reads %s text "%s" as %d with %d decimals', (kind, text, value, decimals) => {
    const read = readNumber(kind, text);
    expect(read).not.toBeNull();
    expect(Object.is(read?.value, value)).toBe(true);
    expect(read?.decimals).toBe(decimals);
  });

  it.each<NumberKind>(['money', 'term', 'count', 'rate', 'points'])(
    'reads none of the non-numbers in a %s field',
    (kind) => {
      for (const text of [
        '',
        '-',
        ',',
        '.',
        '-,',
        '1,2,3',
        '1e5',
        '0x10',
        'Infinity',
        '+5',
        '--5',
        '5-',
        '١٢',
        '12a',
        '450000 50',
      ]) {
        expect(parseNumber(kind, text), text).toBeNull();
      }
    },
  );
});

/** Why a key the spec's filter refused now passes. */
const AMENDED =
  'issue 32 amends spec point 5: money and terms take a decimal comma and grouping dots and spaces, so `300.000` and `300 000,00` can be typed';

describe('acceptsKey', () => {
  describe.each([
    { kind: 'rate', value: '', start: 0, end: 0, key: '5', accepted: true },
    { kind: 'rate', value: '12', start: 2, end: 2, key: 'a', accepted: false },
    { kind: 'rate', value: '12', start: 2, end: 2, key: ' ', accepted: false },
    { kind: 'rate', value: '12', start: 2, end: 2, key: 'e', accepted: false },
    { kind: 'rate', value: '12', start: 2, end: 2, key: '+', accepted: false },
    { kind: 'rate', value: '12', start: 2, end: 2, key: ',', accepted: true },
    { kind: 'rate', value: '12', start: 1, end: 1, key: '.', accepted: true },
    { kind: 'rate', value: '1,5', start: 3, end: 3, key: ',', accepted: false },
    { kind: 'rate', value: '1,5', start: 3, end: 3, key: '.', accepted: false },
    { kind: 'rate', value: '1,5', start: 1, end: 2, key: ',', accepted: true },
    { kind: 'rate', value: '1,5', start: 2, end: 1, key: '.', accepted: true },
    { kind: 'rate', value: '1,5', start: 0, end: 3, key: ',', accepted: true },
    { kind: 'rate', value: '5', start: 0, end: 0, key: '-', accepted: true },
    { kind: 'rate', value: '5', start: 1, end: 1, key: '-', accepted: false },
    { kind: 'rate', value: '-5', start: 0, end: 0, key: '-', accepted: false },
    { kind: 'rate', value: '-5', start: 0, end: 1, key: '-', accepted: true },
    { kind: 'rate', value: '-5', start: 0, end: 0, key: '3', accepted: false },
    { kind: 'rate', value: '-5', start: 1, end: 1, key: '3', accepted: true },
    { kind: 'rate', value: '7,25', start: 99, end: 99, key: '5', accepted: true },
    { kind: 'rate', value: '7,25', start: -4, end: -1, key: '-', accepted: true },
    { kind: 'rate', value: '7,25', start: null, end: null, key: ',', accepted: false },
    { kind: 'term', value: '300', start: 3, end: 3, key: '5', accepted: true },
    { kind: 'term', value: '300', start: 0, end: 0, key: '-', accepted: true },
    { kind: 'term', value: '300', start: 1, end: 1, key: '-', accepted: false },
    { kind: 'term', value: '-', start: 1, end: 1, key: '-', accepted: false },
    { kind: 'money', value: '300\u00A0000', start: 7, end: 7, key: '1', accepted: true },
    { kind: 'money', value: '300', start: 3, end: 3, key: 'a', accepted: false },
    { kind: 'money', value: '300', start: 3, end: 3, key: 'e', accepted: false },
    { kind: 'money', value: '300', start: 3, end: 3, key: ',', accepted: true, why: AMENDED },
    { kind: 'money', value: '300', start: 3, end: 3, key: '.', accepted: true, why: AMENDED },
    { kind: 'money', value: '300', start: 3, end: 3, key: ' ', accepted: true, why: AMENDED },
    { kind: 'term', value: '25', start: 2, end: 2, key: ',', accepted: true, why: AMENDED },
    { kind: 'money', value: '300,0', start: 5, end: 5, key: ',', accepted: false },
    { kind: 'money', value: '300,0', start: 5, end: 5, key: '.', accepted: false },
    { kind: 'money', value: '', start: 0, end: 0, key: ' ', accepted: false },
  ] as const)('in a $kind field holding "$value" with selection $start–$end', (row) => {
    const { kind, value, start, end, key, accepted } = row;
    const why = 'why' in row ? `, as ${row.why}` : '';
    it(`${accepted ? 'accepts' : 'rejects'} "${key}"${why}`, () => {
      expect(acceptsKey(kind, value, key, start, end)).toBe(accepted);
    });
  });

  it.each(['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Tab', 'Enter', 'Home', 'End', 'F5'])(
    'lets the %s key through in every kind of field',
    (key) => {
      expect(acceptsKey('term', '-', key, 1, 1)).toBe(true);
      expect(acceptsKey('money', '1,5', key, 0, 3)).toBe(true);
      expect(acceptsKey('rate', '1,5', key, 0, 3)).toBe(true);
    },
  );

  it.each(['😀', 'ą', '٣', '١', ''])('rejects the character "%s"', (key) => {
    expect(acceptsKey('rate', '', key, 0, 0)).toBe(false);
    expect(acceptsKey('money', '', key, 0, 0)).toBe(false);
  });
});

describe('pastedText', () => {
  it.each([
    { kind: 'rate', value: '7,', pasted: '25', start: 2, end: 2, gives: '7,25' },
    { kind: 'rate', value: '7,5', pasted: '1,2', start: 3, end: 3, gives: null },
    { kind: 'rate', value: '7,5', pasted: '1,2', start: 0, end: 3, gives: '1,2' },
    { kind: 'rate', value: '-', pasted: '5', start: 1, end: 1, gives: '-5' },
    { kind: 'rate', value: '', pasted: '7,', start: 0, end: 0, gives: '7,' },
    { kind: 'term', value: '300', pasted: '000', start: 3, end: 3, gives: '300000' },
    { kind: 'money', value: '300', pasted: ' 000', start: 3, end: 3, gives: '300000' },
    { kind: 'money', value: '300', pasted: '000 zł', start: 3, end: 3, gives: '300000' },
    { kind: 'term', value: '300', pasted: '-', start: 0, end: 0, gives: '-300' },
    { kind: 'term', value: '300', pasted: '-', start: 1, end: 1, gives: null },
    { kind: 'money', value: '', pasted: '99999999999999999', start: 0, end: 0, gives: null },
    {
      kind: 'money',
      value: '',
      pasted: '9007199254740991',
      start: 0,
      end: 0,
      gives: '9007199254740991',
    },
    { kind: 'money', value: '', pasted: '', start: 0, end: 0, gives: null },
    { kind: 'count', value: '', pasted: '12 zł', start: 0, end: 0, gives: null },
  ] as const)(
    'in a $kind field holding "$value", pasting "$pasted" at $start–$end leaves $gives',
    (row) => {
      expect(pastedText(row.kind, row.value, row.pasted, row.start, row.end)).toBe(row.gives);
    },
  );

  it('takes ",5" after "300" in a money field, as issue 32 makes a comma the decimal separator there (the amount then says it is not whole)', () => {
    expect(pastedText('money', '300', ',5', 3, 3)).toBe('300,5');
    expect(checkLoanAmount('300,5')).toEqual({
      ok: false,
      message: 'Dane wejściowe nie są liczbą całkowitą.',
    });
  });
});

describe('acceptedInput, for changes that bypass the key filter (IME, Android, autofill)', () => {
  it.each([
    ['a right-to-left mark', '\u200F'],
    ['a left-to-right mark', '\u200E'],
    ['a zero-width space', '\u200B'],
    ['a byte-order mark', '\uFEFF'],
    ['a zero-width joiner', '\u200D'],
  ])('drops %s, so the digits after it are still accepted', (_name, invisible) => {
    expect(acceptedInput('term', invisible)).toBe('');
    expect(acceptedInput('term', `${invisible}3`)).toBe('3');
    expect(acceptedInput('rate', `7${invisible},25`)).toBe('7,25');
    expect(acceptsKey('term', acceptedInput('term', invisible) ?? '', '5', 0, 0)).toBe(true);
  });

  it.each([
    ['term', 'abc'],
    ['term', '1e5'],
    ['rate', '7,2,5'],
    ['term', '--3'],
    ['money', '300 000 EUR'],
    ['money', '350 000 zł'],
  ] as const)('refuses %s text %s, so the field keeps its value', (kind, text) => {
    expect(acceptedInput(kind, text)).toBeNull();
  });

  it('keeps an amount with a zero decimal part as typed', () => {
    expect(acceptedInput('money', '300 000,00')).toBe('300 000,00');
  });

  it('takes a whole number with spaces around it, as typed before the page took over', () => {
    expect(acceptedInput('money', ' 350 000 ')).toBe('350 000');
    expect(acceptedInput('rate', '7,5 ')).toBe('7,5 ');
  });
});

describe('the parser and filters, given any text at all', () => {
  const kinds = fc.constantFrom<NumberKind>('money', 'term', 'count', 'rate', 'points');
  const anyIndex = fc.oneof(
    fc.integer({ min: -5, max: 40 }),
    fc.constantFrom(null, Number.NaN, Number.POSITIVE_INFINITY, -Number.MAX_VALUE, 2.5),
  );
  const anyText = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.string({
      unit: fc.constantFrom('0', '1', '5', '9', ',', '.', '-', ' ', '\u00A0', '\u202F', 'e', '%'),
      maxLength: 20,
    }),
    fc
      .tuple(fc.double({ noNaN: true }), fc.constantFrom('', ' zł', '%', ' lat'))
      .map(([value, unit]) => `${String(value).replace('.', ',')}${unit}`),
  );

  it('never throw, and what a field takes is always a number or one still being typed', () => {
    fc.assert(
      fc.property(kinds, anyText, anyText, anyIndex, anyIndex, (kind, text, key, start, end) => {
        acceptsKey(kind, text, key, start, end);
        const read = readNumber(kind, text);
        if (read !== null && !Number.isFinite(read.value)) return false;
        const after = pastedText(kind, text, key, start, end);
        if (after !== null && readNumber(kind, after) === null) return false;
        const kept = acceptedInput(kind, text);
        return kept === null || typeof kept === 'string';
      }),
      { numRuns: 50_000 },
    );
  });

  it('take a paste of every text that reads as a number of the field’s kind', () => {
    fc.assert(
      fc.property(kinds, anyText, (kind, text) => {
        const read = readNumber(kind, text);
        const safe = read !== null && Number.isSafeInteger(Math.trunc(read.value));
        return !safe || pastedText(kind, '', text, 0, 0) !== null;
      }),
      { numRuns: 20_000 },
    );
  });

  it('take a paste into the amount for every amount the amount check passes', () => {
    fc.assert(
      fc.property(
        anyText,
        (text) => !checkLoanAmount(text).ok || pastedText('money', '', text, 0, 0) !== null,
      ),
      { numRuns: 10_000 },
    );
  });
});
