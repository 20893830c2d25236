import { describe, expect, it } from 'vitest';
import { DEFAULT_ASSUMPTIONS } from './capacityInput';
import {
  checkCapacityForm,
  emptyCapacityValues,
  valuesFromInput,
  type CapacityFormValues,
} from './capacityForm';

/** A filled form: 10 000 zł, 2 people, 35, 25 years at 6 %, 1 000 000 zł with 200 000 down. */
function filled(changes: Partial<CapacityFormValues> = {}): CapacityFormValues {
  return {
    ...emptyCapacityValues(),
    borrowers: [{ income: '10 000', kind: 'EMPLOYMENT' }],
    persons: '2',
    age: '35',
    term: '25',
    rate: '6',
    price: '1 000 000',
    contribution: '200 000',
    ...changes,
  };
}

describe('the capacity form', () => {
  it('opens with the assumptions at their defaults, written the Polish way', () => {
    const { assumptions } = emptyCapacityValues();
    expect(assumptions).toMatchObject({
      businessShare: '80',
      firstPersonCost: '1\u00A0500',
      incomeThreshold: '6\u00A0700',
      fixedBuffer: '2,5',
      variableBuffer: '5',
    });
  });

  it('reads a filled form into the domain input, blank optional fields as 0', () => {
    const { messages, input } = checkCapacityForm(filled());
    expect(messages).toEqual({});
    expect(input).toMatchObject({
      borrowers: [{ netIncome: 10_000, kind: 'EMPLOYMENT' }],
      persons: 2,
      otherInstalments: 0,
      cardLimits: 0,
      age: 35,
      termYears: 25,
      annualRatePercent: 6,
      price: 1_000_000,
      contribution: 200_000,
      assumptions: DEFAULT_ASSUMPTIONS,
    });
  });

  // Issue 32: one number parser; a figure reads as the borrower meant it, whatever field it is in.
  it('reads amounts, percents and points as Poles write them', () => {
    const { messages, input } = checkCapacityForm(
      filled({
        borrowers: [{ income: '10.000,00', kind: 'EMPLOYMENT' }],
        price: '1.000.000',
        contribution: '200 000,00',
        otherInstalments: '1\u00A0250,5',
        rate: '6.25',
        assumptions: { ...emptyCapacityValues().assumptions, fixedBuffer: '2.5' },
      }),
    );
    expect(messages).toEqual({});
    expect(input).toMatchObject({
      borrowers: [{ netIncome: 10_000, kind: 'EMPLOYMENT' }],
      price: 1_000_000,
      contribution: 200_000,
      otherInstalments: 1250.5,
      annualRatePercent: 6.25,
      assumptions: { fixedRateBufferPoints: 2.5 },
    });
  });

  it('never appends the grosze to the złoty: 450000,50 zł of price is refused', () => {
    const { messages, input } = checkCapacityForm(filled({ price: '450000,50' }));
    expect(input).toBeNull();
    expect(messages.price).toBeDefined();
  });

  it('gives back the same form from its input (a shared link)', () => {
    const { input } = checkCapacityForm(filled({ otherInstalments: '450,50' }));
    if (input === null) throw new Error('the form should read');
    expect(checkCapacityForm(valuesFromInput(input)).input).toEqual(input);
  });

  it.each([
    ['an empty form', emptyCapacityValues(), 'income0', 'To pole musi zostać wypełnione.'],
    [
      'a word for income',
      filled({ borrowers: [{ income: 'dużo', kind: 'CIVIL' }] }),
      'income0',
      'Dane wejściowe nie są liczbą.',
    ],
    [
      'a negative income',
      filled({ borrowers: [{ income: '-5', kind: 'CIVIL' }] }),
      'income0',
      'Kwota nie może być ujemna.',
    ],
    [
      'a tenth of a grosz',
      filled({ borrowers: [{ income: '100,001', kind: 'CIVIL' }] }),
      'income0',
      'Podaj kwotę z dokładnością do grosza.',
    ],
    [
      'a huge income',
      filled({ borrowers: [{ income: '2000000', kind: 'CIVIL' }] }),
      'income0',
      'Kwota jest za wysoka (maks. 1 000 000 zł).',
    ],
    [
      'a second borrower left blank',
      filled({
        borrowers: [
          { income: '5000', kind: 'EMPLOYMENT' },
          { income: '', kind: 'BUSINESS' },
        ],
      }),
      'income1',
      'To pole musi zostać wypełnione.',
    ],
    ['no people', filled({ persons: '0' }), 'persons', 'Liczba osób może wynosić od jednej do 10.'],
    [
      'half a person',
      filled({ persons: '1,5' }),
      'persons',
      'Dane wejściowe nie są liczbą całkowitą.',
    ],
    ['a child', filled({ age: '17' }), 'age', 'Wiek może wynosić od 18 do 100 lat.'],
    [
      'a 50-year term',
      filled({ term: '50' }),
      'term',
      'Podany okres kredytowania jest za wysoki (maks. 40 lat).',
    ],
    ['no rate', filled({ rate: '' }), 'rate', 'To pole musi zostać wypełnione.'],
    [
      'a rate of 70 %',
      filled({ rate: '70' }),
      'rate',
      'Oprocentowanie nie może być wyższe niż 60%.',
    ],
    [
      'a price in grosze',
      filled({ price: '500 000,50' }),
      'price',
      'Podaj kwotę w pełnych złotych.',
    ],
    [
      'a price of 0',
      filled({ price: '0', contribution: '' }),
      'price',
      'Cena nieruchomości musi być większa od zera.',
    ],
    [
      'more down than the price',
      filled({ contribution: '1 200 000' }),
      'contribution',
      'Wkład własny nie może być wyższy niż cena nieruchomości.',
    ],
    [
      'card limits counted at 6 %',
      filled({ assumptions: { ...emptyCapacityValues().assumptions, cardLimitShare: '6' } }),
      'cardLimitShare',
      'Podaj wartość od 3% do 5%.',
    ],
    [
      'an age limit of 90',
      filled({ assumptions: { ...emptyCapacityValues().assumptions, ageLimit: '90' } }),
      'ageLimit',
      'Wiek może wynosić od 65 do 80 lat.',
    ],
    [
      'a buffer of 12 points',
      filled({ assumptions: { ...emptyCapacityValues().assumptions, variableBuffer: '12' } }),
      'variableBuffer',
      'Podaj wartość od 0 do 10 pkt proc.',
    ],
    [
      'a share with three decimals',
      filled({ assumptions: { ...emptyCapacityValues().assumptions, civilShare: '70,125' } }),
      'civilShare',
      'Podaj wartość z najwyżej dwoma miejscami po przecinku.',
    ],
  ] as const)('says what is wrong with %s', (_, values, field, message) => {
    const check = checkCapacityForm(values);
    expect(check.messages[field]).toBe(message);
    expect(check.input).toBeNull();
  });
});
