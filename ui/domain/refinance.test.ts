// Issue 34's planner, worked out by hand. The common case: 400 000 zł with 240 months left,
// annuity, variable at WIBOR 3M 3,85 % + 2,50 pp = 6,35 %, the contract signed in 2020-01 (more
// than 36 months before the decision month 2026-11: no fee), against an offer at 3,85 + 1,80 =
// 5,65 % over 240 months with 1 000 zł of costs. The figures were computed apart from the code,
// with 50-digit decimals: A = roundHalfUp(P·i / (1 − (1 + i)^−n)), i = rate / 1200.
//   6,35 %: A = 2 947,07 zł; 5,65 %: A = 2 785,55 zł; saving 161,52 zł; 1 000 / 161,52 = 6,19 → 7.
//   G(j) = −1 000 + the interest saved through month j (both repay the same 400 000 zł): month 1
//   2 116,67 − 1 883,33 = 233,34; through month 4 932,43; through month 5 1 165,16 → month 5.
//   Costs added: 401 000 zł at 5,65 % gives A = 2 792,51 zł, saving 154,56, threshold 7; G(0) =
//   400 000 − 401 000 = −1 000, G(1) = −771,37, break-even month 5 again.
//   Fixed 7,2 % for 12 more months: A = 3 149,40 zł, balance after 12 = 390 704,41 zł, month 13
//   re-amortised at 6,35 % over 228 months: 2 954,37 zł.
import { describe, expect, it } from 'vitest';
import {
  breakEvenMonth,
  commissionRefund,
  compareRefinance,
  simpleThreshold,
  stressRefinance,
  type OptionOutcome,
} from './refinance';
import { defaultOffer, type CurrentLoan, type Offer, type RefinanceInput } from './refinanceInput';

const DECISION = '2026-11';

function current(changes: Partial<CurrentLoan> = {}): CurrentLoan {
  return {
    balance: 400_000,
    monthsLeft: 240,
    mortgageType: 'ANNUITY',
    ratePercent: 6.35,
    fixedMonthsLeft: 0,
    marginPercent: 2.5,
    contractMonth: '2020-01',
    feePercent: 0,
    ...changes,
  };
}

function offer(changes: Partial<Offer> = {}): Offer {
  return {
    ...defaultOffer(240),
    marginPercent: 1.8,
    valuation: 1_000,
    mortgageEntry: 0,
    mortgageRemoval: 0,
    pcc: 0,
    ...changes,
  };
}

function input(changes: Partial<RefinanceInput> = {}): RefinanceInput {
  return {
    current: current(),
    indexPercent: 3.85,
    offers: [offer()],
    refund: false,
    horizonYears: 5,
    ...changes,
  };
}

function switched(given: RefinanceInput): OptionOutcome {
  const option = compareRefinance(given, DECISION).options.find((one) => one.kind === 'SWITCH');
  if (option === undefined) throw new Error('no offer');
  return option;
}

describe('the common case: 6,35 % against 5,65 % with 1 000 zł of costs', () => {
  const comparison = compareRefinance(input(), DECISION);
  const [stay, move] = comparison.options;

  it('gives the instalments 2 947,07 and 2 785,55 zł and a saving of 161,52 zł', () => {
    expect(stay?.instalments[0]).toEqual({ month: 1, instalment: 294_707 });
    expect(move?.instalments[0]).toEqual({ month: 1, instalment: 278_555 });
  });

  it('puts the simple threshold at 7 months and the real break-even at month 5', () => {
    expect(move?.simpleThreshold).toBe(7);
    expect(move?.breakEven).toBe(5);
    expect(move?.gain.slice(0, 2)).toEqual([-100_000, -100_000 + 23_334]);
  });

  it('pays the costs at month 0, charges no fee and marks the offer best after 5 years', () => {
    expect(move).toMatchObject({
      costs: 100_000,
      fee: 0,
      refund: 0,
      upfront: 100_000,
      loan: 40_000_000,
    });
    expect(comparison).toMatchObject({ lastMonth: 240, horizonMonth: 60, best: 1 });
    expect(stay?.gain.every((gain) => gain === 0)).toBe(true);
  });
});

describe.each([
  { months: 20, contractMonth: '2025-03', fee: 1_200_000 },
  { months: 40, contractMonth: '2023-07', fee: 0 },
])('a variable loan $months months old, 3 % in the contract', ({ contractMonth, fee }) => {
  it(`charges ${fee / 100} zł at the switch`, () => {
    const given = input({ current: current({ contractMonth, feePercent: 3 }) });
    expect(switched(given)).toMatchObject({ fee, upfront: 100_000 + fee });
  });
});

describe('a fixed loan whose period ends in month 13 of the horizon', () => {
  const given = input({
    current: current({ ratePercent: 7.2, fixedMonthsLeft: 12, feePercent: 3 }),
  });
  const [stay, move] = compareRefinance(given, DECISION).options;

  it('stays at 3 149,40 zł for 12 months, then re-amortises to 2 954,37 zł', () => {
    expect(stay?.instalments).toEqual([
      { month: 1, instalment: 314_940 },
      { month: 13, instalment: 295_437 },
    ]);
  });

  it('charges the fee within the fixed period although the contract is 6 years old', () => {
    expect(move?.fee).toBe(1_200_000);
  });

  it('caps the fee at the rate in force when the contract percent is higher', () => {
    const low = input({ current: current({ ratePercent: 2, fixedMonthsLeft: 12, feePercent: 3 }) });
    expect(switched(low).fee).toBe(800_000);
  });
});

describe('the commission refund (art. 39)', () => {
  it('gives 2 400,00 zł on a 3 000 zł commission with 240 of 300 months left', () => {
    expect(commissionRefund(current({ commissionPaid: 3_000, originalMonths: 300 }))).toBe(240_000);
  });

  it('is money back at month 0 only when ticked', () => {
    const loan = current({ commissionPaid: 3_000, originalMonths: 300 });
    expect(switched(input({ current: loan, refund: true }))).toMatchObject({
      refund: 240_000,
      upfront: 100_000 - 240_000,
    });
    expect(switched(input({ current: loan })).refund).toBe(0);
  });
});

describe('costs added to the loan', () => {
  const move = switched(input({ offers: [offer({ addCostsToLoan: true })] }));

  it('borrows 401 000 zł and pays nothing at month 0', () => {
    expect(move).toMatchObject({ loan: 40_100_000, upfront: 0, costs: 100_000 });
    expect(move.instalments[0]).toEqual({ month: 1, instalment: 279_251 });
  });

  it('counts the costs in the threshold and the gain all the same', () => {
    expect(move.simpleThreshold).toBe(7);
    expect(move.gain.slice(0, 2)).toEqual([-100_000, -77_137]);
    expect(move.breakEven).toBe(5);
  });

  it('adds the fee to the loan too, and takes the commission on the amount moved', () => {
    const given = input({
      current: current({ contractMonth: '2025-03', feePercent: 1 }),
      offers: [offer({ addCostsToLoan: true, commissionPercent: 1 })],
    });
    // Fee 4 000 zł; the commission 1 % of 400 000 + 1 000 + 4 000 = 4 050 zł.
    expect(switched(given)).toMatchObject({ fee: 400_000, costs: 505_000, loan: 40_905_000 });
  });
});

describe('the other options', () => {
  it('a new fixed period pays the annex fee at month 0 and returns to index + margin after it', () => {
    const given = input({ offers: [], newFixed: { ratePercent: 5.65, years: 1, annexFee: 500 } });
    const [, fixed] = compareRefinance(given, DECISION).options;
    expect(fixed).toMatchObject({ kind: 'NEW_FIXED', upfront: 50_000, fee: 0 });
    expect(fixed?.instalments.map((row) => row.month)).toEqual([1, 13]);
    expect(fixed?.instalments[0]?.instalment).toBe(278_555);
  });

  it('a bridge margin raises the instalments it lasts for', () => {
    const move = switched(
      input({ offers: [offer({ bridgeMarginPercent: 0.7, bridgeMonths: 3 })] }),
    );
    // 6,35 % for 3 months (the same instalment as staying), then 5,65 % over 237 months.
    expect(move.instalments[0]).toEqual({ month: 1, instalment: 294_707 });
    expect(move.instalments.map((row) => row.month)).toEqual([1, 4]);
  });
});

describe('under stress', () => {
  it('adds the rise to the index part only and keeps a fixed period as it is', () => {
    const given = input({
      newFixed: { ratePercent: 5, years: 5, annexFee: 0 },
      ownStressPoints: -5,
    });
    const rows = stressRefinance(given, DECISION);
    expect(rows.map((row) => [row.rise, row.own])).toEqual([
      [1, false],
      [2.5, false],
      [5, false],
      [-5, true],
    ]);
    const [first] = rows;
    expect(first?.comparison.options[1]?.firstRatePercent).toBe(5);
    expect(first?.comparison.options[0]?.firstRatePercent).toBe(7.35);
    // −5 pp on 3,85 % floors the index at 0: the rate is the margin alone.
    expect(rows[3]?.comparison.options[0]?.firstRatePercent).toBe(2.5);
  });
});

describe('the helpers', () => {
  it.each([
    { gain: [-5, -1, 0, 3], month: 2 },
    { gain: [0, 1, -1, 2], month: 3 },
    { gain: [-1, -1], month: null },
    { gain: [1, 2], month: 0 },
  ])('break-even of $gain is $month', ({ gain, month }) => {
    expect(breakEvenMonth(gain)).toBe(month);
  });

  it.each([
    { costs: 100_000, saving: 16_152, months: 7 },
    { costs: 0, saving: 1, months: 0 },
    { costs: 100_000, saving: 0, months: null },
    { costs: 100_000, saving: -5, months: null },
    { costs: 32_304, saving: 16_152, months: 2 },
  ])('simple threshold of $costs over $saving is $months', ({ costs, saving, months }) => {
    expect(simpleThreshold(costs, saving)).toBe(months);
  });
});
