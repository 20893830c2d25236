import { createSimulation, type MortgageType, type Simulation } from '../ui/domain';

/** A saved run made by the real engine, with a fixed id and time for stable screenshots. */
export function sampleSimulation(
  loanAmount: number,
  annualInterestRatePercent: number,
  loanTermYears: number,
  mortgageType: MortgageType,
  index = 0,
): Simulation {
  return createSimulation(
    { loanAmount, annualInterestRatePercent, fixedInterestRate: true, loanTermYears, mortgageType },
    // One run a minute, counting back from 5 March 2026, 10:30:15 in Warsaw.
    { id: `sym-${index}`, timestamp: Date.UTC(2026, 2, 5, 9, 30, 15) - index * 60_000 },
  );
}

export const annuity = sampleSimulation(300_000, 7.25, 25, 'ANNUITY', 0);
export const decreasing = sampleSimulation(400_000, 8, 25, 'LINEAR', 1);

/** A varied list: amounts, rates, terms and both types, deterministic for screenshots. */
export function manySimulations(count: number): Simulation[] {
  return Array.from({ length: count }, (_, index) =>
    sampleSimulation(
      30_000 + ((index * 7_919) % 200) * 5_000,
      1 + ((index * 37) % 150) / 10,
      1 + ((index * 13) % 40),
      index % 3 === 0 ? 'LINEAR' : 'ANNUITY',
      index,
    ),
  );
}

/** Records as tampered or old data might sit in the store: each fails the read check. */
export const hostileRecords: readonly unknown[] = [
  { ...annuity, id: 'ujemna-kwota', settings: { ...annuity.settings, loanAmount: -300_000 } },
  { ...annuity, id: 'okres-1e308', settings: { ...annuity.settings, loanTermYears: 1e308 } },
  { id: 'bez-ustawien', label: 'bez ustawień', timestamp: 1 },
];

/** creditfield.pl's example: 200 000 zł, 8 %, 20 years; 500 zł monthly, shortening the term. */
export const withOverpayments = createSimulation(
  {
    loanAmount: 200_000,
    annualInterestRatePercent: 8,
    fixedInterestRate: true,
    loanTermYears: 20,
    mortgageType: 'ANNUITY',
    overpayments: [
      { month: 1, amount: 20_000, repeat: 'ONCE', effect: 'SHORTEN_TERM' },
      { month: 1, amount: 500, repeat: 'MONTHLY', effect: 'SHORTEN_TERM' },
    ],
    overpaymentFee: { percent: 2, months: 36 },
  },
  { id: 'sym-nadplaty', timestamp: Date.UTC(2026, 2, 5, 9, 0, 0) },
);

/** Fixed for 5 years at 7,25 %, then 5,1 %; with the first instalment in April 2026. */
export const variableRate = createSimulation(
  {
    loanAmount: 300_000,
    annualInterestRatePercent: 7.25,
    fixedInterestRate: false,
    loanTermYears: 25,
    mortgageType: 'ANNUITY',
    rateChanges: [
      { month: 61, annualInterestRatePercent: 5.85 },
      { month: 121, annualInterestRatePercent: 8.1 },
    ],
    firstInstalmentMonth: '2026-04',
  },
  { id: 'sym-zmienne', timestamp: Date.UTC(2026, 2, 5, 8, 0, 0) },
);

/** A bank offer's costs: 2 % commission, 60 zł monthly insurance, a bridge margin for 6 months. */
export const withCosts = createSimulation(
  {
    loanAmount: 400_000,
    annualInterestRatePercent: 7,
    fixedInterestRate: true,
    loanTermYears: 25,
    mortgageType: 'ANNUITY',
    costs: {
      commissionPercent: 2,
      monthlyInsurance: 60,
      oneOffCosts: 1_200,
      bridgeMarginPercent: 1,
      bridgeMonths: 6,
    },
  },
  { id: 'sym-koszty', timestamp: Date.UTC(2026, 2, 5, 7, 0, 0) },
);
