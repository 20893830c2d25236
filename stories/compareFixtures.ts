import type { AvailableRun } from '../ui/domain/comparison';
import { createSimulation, type Simulation } from '../ui/domain';
import { annuity, decreasing, sampleSimulation } from './fixtures';

/** 300 000 zł at 7,25 % over 30 years: the 25-year annuity's longer twin. */
export const thirtyYears = sampleSimulation(300_000, 7.25, 30, 'ANNUITY', 2);

/** A run with costs (2 % commission, 60 zł insurance) and 500 zł overpaid every month. */
export const withCosts: Simulation = createSimulation(
  {
    loanAmount: 300_000,
    annualInterestRatePercent: 7,
    fixedInterestRate: true,
    loanTermYears: 25,
    mortgageType: 'ANNUITY',
    costs: { commissionPercent: 2, monthlyInsurance: 60 },
    overpayments: [{ month: 1, amount: 500, repeat: 'MONTHLY', effect: 'SHORTEN_TERM' }],
  },
  { id: 'sym-3', timestamp: Date.UTC(2026, 2, 5, 9, 27, 15) },
);

/** The four runs the compare stories use, in order. */
export const COMPARED: readonly Simulation[] = [annuity, decreasing, thirtyYears, withCosts];

/** Runs as the compare page holds them, numbered by their place. */
export function available(simulations: readonly Simulation[]): AvailableRun[] {
  return simulations.map((simulation, index) => ({
    position: index + 1,
    id: simulation.id,
    status: 'available',
    simulation,
  }));
}
