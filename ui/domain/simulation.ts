import { simulationLabel } from './labels';
import { simulate } from './mortgage';
import type { Settings, Simulation } from './types';

/** Where a new simulation's identity comes from: the caller owns ids and clocks. */
export interface SimulationIdentity {
  id: string;
  /** Epoch milliseconds. */
  timestamp: number;
}

/**
 * Runs `settings` and packages the run for storage, with its label. Throws CalculationError
 * like `simulate`. The settings are copied, so later edits to the form cannot alter a saved run.
 */
export function createSimulation(
  settings: Settings,
  { id, timestamp }: SimulationIdentity,
): Simulation {
  const result = simulate(settings);
  const saved: Settings = {
    loanAmount: settings.loanAmount,
    annualInterestRatePercent: settings.annualInterestRatePercent,
    fixedInterestRate: settings.fixedInterestRate,
    loanTermYears: settings.loanTermYears,
    mortgageType: settings.mortgageType,
  };
  return { id, label: simulationLabel(saved), settings: saved, result, timestamp };
}
