import { CalculationError } from './errors';
import { simulationLabel } from './labels';
import { hasRateChanges, simulate } from './mortgage';
import { SCHEMA_VERSION, SettingsSchema } from './records';
import { parse } from './schema';
import type { Settings, Simulation } from './types';

/** Where a new simulation's identity comes from: the caller owns ids and clocks. */
export interface SimulationIdentity {
  id: string;
  /** Epoch milliseconds. */
  timestamp: number;
}

/**
 * Runs `settings` and packages the run for storage, with its label and the current schema
 * version. Throws CalculationError like `simulate`. The settings are copied through their schema,
 * so every field the engine knows is kept and later edits to the form cannot alter a saved run.
 * The saved `fixedInterestRate` is set here, whatever the form sent: false exactly when the run
 * has rate changes or a variable rate's recipe (issues 12 and 33; a bridge margin alone leaves it true, issue 13).
 */
export function createSimulation(
  settings: Settings,
  { id, timestamp }: SimulationIdentity,
): Simulation {
  const result = simulate(settings);
  const saved = parse(SettingsSchema, {
    ...settings,
    // A recipe makes the run variable even when its path is flat (issue 33).
    fixedInterestRate: !hasRateChanges(settings) && settings.variableRate === undefined,
  });
  if (!saved.ok) {
    throw new CalculationError(
      'out-of-range',
      saved.path,
      `settings.${saved.path}: ${saved.reason}.`,
    );
  }
  return {
    id,
    label: simulationLabel(saved.value),
    settings: saved.value,
    result,
    timestamp,
    schemaVersion: SCHEMA_VERSION,
  };
}
