// Issue 35's rules, worked out by hand. The common case: one borrower, 2 people, no other debt,
// age 35, 25 years, 6 % with a variable rate (stressed: 6 + 5 = 11 %), a 1 000 000 zł flat with
// 200 000 zł down, the default assumptions. The figures below were computed by hand (50-digit
// decimals), not by the code: j = 11 / 1200 = 0,0091666…; over n = 300 months the annuity factor
// (1 − (1 + j)^−300) / j = 102,029044…; over n = 180 it is 87,981937…; at 8,5 % over 300 it
// is 124,188570…. Living costs C = 1 500 + (persons − 1) × 1 000 zł.
import { describe, expect, it } from 'vitest';
import {
  assessCapacity,
  DEFAULT_ASSUMPTIONS,
  incomeNeeded,
  incomeShare,
  simulationSettings,
  type CapacityInput,
} from './capacity';

/** The common case, with `changes`. */
function given(changes: Partial<CapacityInput> = {}): CapacityInput {
  return {
    borrowers: [{ netIncome: 10_000, kind: 'EMPLOYMENT' }],
    persons: 2,
    otherInstalments: 0,
    cardLimits: 0,
    age: 35,
    termYears: 25,
    annualRatePercent: 6,
    mortgageType: 'ANNUITY',
    fixedForFiveYears: false,
    price: 1_000_000,
    contribution: 200_000,
    cover: 'NONE',
    assumptions: DEFAULT_ASSUMPTIONS,
    ...changes,
  };
}

const highIncome = { borrowers: [{ netIncome: 30_000, kind: 'EMPLOYMENT' as const }] };

describe.each([
  {
    rule: 'income, DSTI 50 %',
    // I = 10 000 zł > 6 700 × 1 → 50 %: d·I = 5 000; I − C − O = 10 000 − 2 500 = 7 500.
    // R = 5 000 zł; L = 5 000 × 102,029044 = 510 145,22 → 510 145 (value 800 000, down 800 000).
    input: given(),
    expected: { maxInstalment: 500_000, dstiPercent: 50, incomeLimit: 510_145, amount: 510_145 },
    binding: 'DSTI',
  },
  {
    rule: 'income, DSTI 40 %',
    // I = 6 000 ≤ 6 700 → 40 %: 2 400; I − C = 3 500. R = 2 400; L = 2 400 × 102,029044 =
    // 244 869,71 → 244 869.
    input: given({ borrowers: [{ netIncome: 6000, kind: 'EMPLOYMENT' }] }),
    expected: { maxInstalment: 240_000, dstiPercent: 40, incomeLimit: 244_869, amount: 244_869 },
    binding: 'DSTI',
  },
  {
    rule: 'living costs',
    // 4 people: C = 1 500 + 3 × 1 000 = 4 500. I = 6 000: 40 % gives 2 400, I − C gives 1 500.
    // R = 1 500; L = 1 500 × 102,029044 = 153 043,57 → 153 043.
    input: given({ borrowers: [{ netIncome: 6000, kind: 'EMPLOYMENT' }], persons: 4 }),
    expected: { maxInstalment: 150_000, livingCosts: 450_000, amount: 153_043 },
    binding: 'LIVING_COSTS',
  },
  {
    rule: 'value (LTV 80 %)',
    // I = 30 000: R = min(15 000, 27 500) = 15 000; L_income = 1 530 435. 80 % of 1 000 000 =
    // 800 000 < down payment limit 1 000 000 − 100 000 = 900 000.
    input: given({ ...highIncome, contribution: 100_000 }),
    expected: { amount: 800_000, contributionLimit: 900_000 },
    binding: 'VALUE',
  },
  {
    rule: 'age',
    // Age 60, the loan ends by 75: 15 years left < min(25, 25), so n = 180, not 300.
    // R = 5 000; L = 5 000 × 87,981937 = 439 909,69 → 439 909; the real term is 15 years.
    input: given({ age: 60 }),
    expected: { assessmentMonths: 180, ageShortened: true, amount: 439_909, termYears: 15 },
    binding: 'AGE',
  },
  {
    rule: 'age, no year left',
    // Age 75 with the limit at 75: no month is left, L_income = 0.
    input: given({ age: 75 }),
    expected: { assessmentMonths: 0, incomeLimit: 0, amount: 0, termYears: 0 },
    binding: 'AGE',
  },
  {
    rule: 'own contribution',
    // 400 000 down: the loan cannot exceed 1 000 000 − 400 000 = 600 000 < 800 000 (LTV).
    input: given({ ...highIncome, contribution: 400_000 }),
    expected: { amount: 600_000, contributionLimit: 600_000 },
    binding: 'CONTRIBUTION',
  },
  {
    rule: 'decreasing instalments',
    // L = R / (1/n + j) = 5 000 / (1/300 + 11/1200) = 5 000 / (15/1200) = 5 000 × 80 = 400 000.
    input: given({ mortgageType: 'LINEAR' }),
    expected: { incomeLimit: 400_000, amount: 400_000 },
    binding: 'DSTI',
  },
  {
    rule: 'decreasing instalments, DSTI 40 %',
    // R = 2 400 → L = 2 400 × 80 = 192 000.
    input: given({ mortgageType: 'LINEAR', borrowers: [{ netIncome: 6000, kind: 'EMPLOYMENT' }] }),
    expected: { amount: 192_000 },
    binding: 'DSTI',
  },
  {
    rule: 'a rate fixed for 5 years (buffer 2,5 pp)',
    // Stressed 6 + 2,5 = 8,5 %: factor 124,188570; L = 5 000 × 124,188570 = 620 942,85.
    input: given({ fixedForFiveYears: true }),
    expected: { stressedRatePercent: 8.5, amount: 620_942 },
    binding: 'DSTI',
  },
  {
    rule: 'other debt and card limits',
    // O = 500 + 3 % × 10 000 = 800. R = min(5 000 − 800, 10 000 − 2 500 − 800) = 4 200.
    // L = 4 200 × 102,029044 = 428 521,98 → 428 521.
    input: given({ otherInstalments: 500, cardLimits: 10_000 }),
    expected: { otherDebtService: 80_000, maxInstalment: 420_000, amount: 428_521 },
    binding: 'DSTI',
  },
])('the $rule rule', ({ input, expected, binding }) => {
  const result = assessCapacity(input);
  it('gives the figures worked out by hand', () => {
    expect(result).toMatchObject(expected);
  });
  it(`names ${binding} as what binds`, () => {
    expect(result.binding).toBe(binding);
  });
});

describe('two borrowers with different kinds of income', () => {
  it.each([
    // 6 000 (umowa o pracę, 100 %) + 5 000 (B2B, 80 %) = 6 000 + 4 000 = 10 000 counted.
    // The threshold is 6 700 × 2 = 13 400, so 40 %: R = 4 000; L = 4 000 × 102,029044 =
    // 408 116,17 → 408 116 (one borrower with 10 000 would get 50 %).
    ['BUSINESS', 1_000_000, 40, 408_116],
    // 6 000 + 70 % × 5 000 = 9 500: R = 3 800; L = 3 800 × 102,029044 = 387 710,37 → 387 710.
    ['CIVIL', 950_000, 40, 387_710],
  ] as const)('counts the second (%s) at its share', (kind, counted, dsti, amount) => {
    const result = assessCapacity(
      given({
        borrowers: [
          { netIncome: 6000, kind: 'EMPLOYMENT' },
          { netIncome: 5000, kind },
        ],
      }),
    );
    expect(result).toMatchObject({ countedIncome: counted, dstiPercent: dsti, amount });
  });
});

describe('the value limit', () => {
  it('is 90 % with low-contribution insurance, costing 3 % of the missing part', () => {
    // 90 % × 1 000 000 = 900 000 < 950 000; missing 200 000 − 50 000 = 150 000; 3 % = 4 500 zł.
    const result = assessCapacity(
      given({ ...highIncome, contribution: 50_000, cover: 'INSURANCE' }),
    );
    expect(result).toMatchObject({ amount: 900_000, binding: 'VALUE' });
    expect(result.value).toMatchObject({ rule: 'LTV', ltvPercent: 90, insuranceCost: 450_000 });
  });

  it('adds the BGK guarantee, at most 100 000 zł, for a fee of 1 % up to 1 000 zł', () => {
    // 5 % down: guarantee min(200 000 − 50 000, 100 000) = 100 000; 800 000 + 100 000.
    const result = assessCapacity(given({ ...highIncome, contribution: 50_000, cover: 'BGK' }));
    expect(result).toMatchObject({ amount: 900_000, binding: 'VALUE' });
    expect(result.value).toMatchObject({
      rule: 'BGK',
      guarantee: 10_000_000,
      guaranteeFee: 100_000,
      bgkRefusal: null,
    });
  });

  it('adds a smaller BGK guarantee with its fee at 1 %', () => {
    // 500 000 zł, 20 000 down (4 %): guarantee 100 000 − 20 000 = 80 000; fee 800 zł;
    // 400 000 + 80 000 = 480 000 = the down-payment limit, and the value is named.
    const result = assessCapacity(
      given({ ...highIncome, price: 500_000, contribution: 20_000, cover: 'BGK' }),
    );
    expect(result).toMatchObject({ amount: 480_000, binding: 'VALUE' });
    expect(result.value).toMatchObject({ guarantee: 8_000_000, guaranteeFee: 80_000 });
  });

  it.each([
    // 15 % down is more than 10 % of the price.
    ['CONTRIBUTION', { contribution: 150_000 }],
    // 10 years is less than 15.
    ['TERM', { contribution: 50_000, termYears: 10 }],
  ] as const)('refuses the BGK guarantee (%s) and stays at 80 %', (refusal, changes) => {
    const result = assessCapacity(given({ ...highIncome, ...changes, cover: 'BGK' }));
    expect(result.value).toMatchObject({ rule: 'LTV', limit: 800_000, bgkRefusal: refusal });
  });

  it('applies the guarantee without its conditions when the check is off', () => {
    // 15 % down: min(200 000 − 150 000, 100 000) = 50 000; 800 000 + 50 000 = 850 000.
    const result = assessCapacity(
      given({
        ...highIncome,
        contribution: 150_000,
        cover: 'BGK',
        assumptions: { ...DEFAULT_ASSUMPTIONS, bgkCheck: false },
      }),
    );
    expect(result.value).toMatchObject({ rule: 'BGK', limit: 850_000, guarantee: 5_000_000 });
  });
});

describe('the result', () => {
  it('gives the instalment at the real and the stressed rate, and their share of income', () => {
    // 510 145 zł: at 6 % over 300 months 3 286,87 zł; at 11 % 4 999,998 → 5 000,00 zł, which is
    // 50 % of the counted 10 000 zł.
    const result = assessCapacity(given());
    expect(result).toMatchObject({ instalment: 328_687, stressedInstalment: 500_000 });
    expect(incomeShare(result.stressedInstalment, result.countedIncome)).toBe(50);
  });

  it('gives the first decreasing instalment', () => {
    // 400 000 / 300 + 400 000 × 0,5 % = 1 333,33 + 2 000 = 3 333,33; stressed 1 333,33 + 3 666,67.
    const result = assessCapacity(given({ mortgageType: 'LINEAR' }));
    expect(result).toMatchObject({ instalment: 333_333, stressedInstalment: 500_000 });
  });

  it('gives the range with living costs 20 % higher and lower', () => {
    // 4 people, I = 6 000: C × 1,2 = 5 400 → R = 600 → 61 217,43; C × 0,8 = 3 600 → R =
    // min(2 400, 2 400) → 244 869,70.
    const result = assessCapacity(
      given({ borrowers: [{ netIncome: 6000, kind: 'EMPLOYMENT' }], persons: 4 }),
    );
    expect(result.range).toEqual({ low: 61_217, high: 244_869 });
  });

  it('fills the home form with the amount, rate, type and the term ended by the age limit', () => {
    const input = given({ age: 60 });
    expect(simulationSettings(input, assessCapacity(input))).toEqual({
      loanAmount: 439_909,
      annualInterestRatePercent: 6,
      fixedInterestRate: true,
      loanTermYears: 15,
      mortgageType: 'ANNUITY',
    });
  });

  it('fills no form for an amount the simulator does not take', () => {
    const input = given({ age: 75 });
    expect(simulationSettings(input, assessCapacity(input))).toBeNull();
  });
});

describe('the income a loan needs', () => {
  it.each([
    // 400 000 needs R ≥ 400 000 / 102,029044 = 3 920,45 zł; above 6 700 the cap is 50 %, so
    // I ≥ 7 840,9: 7 841 gives R = 3 920,50 → 400 004; 7 840 gives 3 920 → 399 953.
    ['annuity, DSTI 50 %', given(), 400_000, 7841],
    // 200 000 needs R ≥ 1 960,22; at 40 %: I ≥ 4 900,56: 4 901 → 200 017; 4 900 → 199 976.
    ['annuity, DSTI 40 %', given(), 200_000, 4901],
    // 300 000 needs R ≥ 2 940,34: 40 % of 6 700 is 2 680 (273 437), too little; 6 701 is above
    // the threshold, so 50 %: 3 350,50 → 341 848. The cap's step makes 6 701 the answer.
    ['annuity, at the threshold', given(), 300_000, 6701],
    // Decreasing: R ≥ 400 000 / 80 = 5 000 → I = 10 000; 9 999 gives 4 999,50 → 399 960.
    ['decreasing', given({ mortgageType: 'LINEAR' }), 400_000, 10_000],
  ] as const)('is the smallest counted income (%s)', (_, input, amount, income) => {
    expect(incomeNeeded(input, amount)).toEqual({ kind: 'found', income });
    // One złoty less falls short; the answer reaches the amount.
    const at = (zloty: number) =>
      assessCapacity({ ...input, borrowers: [{ netIncome: zloty, kind: 'EMPLOYMENT' }] })
        .incomeLimit;
    expect(at(income)).toBeGreaterThanOrEqual(amount);
    expect(at(income - 1)).toBeLessThan(amount);
  });

  it.each([
    ['AGE', given({ age: 75 }), 300_000, { kind: 'impossible', reason: 'AGE' }],
    ['VALUE', given(), 850_000, { kind: 'impossible', reason: 'VALUE', limit: 800_000 }],
    [
      'CONTRIBUTION',
      given({ contribution: 400_000 }),
      700_000,
      { kind: 'impossible', reason: 'CONTRIBUTION', limit: 600_000 },
    ],
  ] as const)('says no income is enough (%s)', (_, input, amount, answer) => {
    expect(incomeNeeded(input, amount)).toEqual(answer);
  });
});
