// The settings and result of a saved run, as the report's scenario blocks take them.
import type { Simulation } from '../ui/domain';

/** `{ settings, result }` of a run made by the engine; every fixture here has a result. */
export function settingsAndResult(simulation: Simulation) {
  const { result } = simulation;
  if (result === undefined) throw new Error('The fixture has no result.');
  return { settings: simulation.settings, result };
}
