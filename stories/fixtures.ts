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
