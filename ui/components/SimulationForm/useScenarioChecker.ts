import { useEffect, useState } from 'react';
import type { checkScenario } from '../../domain/scenarioForm';
import type { ScenarioCheck } from '../../domain/scenarioValues';
import { onIdle } from '../../runtime/idle';
import { lazyModule } from '../../runtime/lazy';

/** Where a scenario's checks stand until their code has loaded: nothing to simulate yet. */
export const PENDING_CHECK: ScenarioCheck = { messages: {}, invalid: [], extras: null };

/**
 * The scenario checks, loaded with the first scenario input (or once the browser is idle), so
 * the spec's form costs the first load nothing for them.
 */
const scenarioChecks = lazyModule(() => import('../../domain/scenarioForm'));

/** The scenario checks, or where their loading stands. */
export type ScenarioChecker = typeof checkScenario | 'loading' | 'failed';

/** The scenario checks: loaded at once when `needed`, otherwise once the browser is idle. */
export function useScenarioChecker(needed: boolean): ScenarioChecker {
  // A form mounted after the checks have loaded (a new starting point) has them at once.
  const [checker, setChecker] = useState<ScenarioChecker>(
    () => scenarioChecks.current()?.checkScenario ?? 'loading',
  );
  useEffect(() => {
    if (checker !== 'loading') return;
    let current = true;
    const load = () =>
      scenarioChecks.load().then(
        (module) => {
          if (current) setChecker(() => module.checkScenario);
        },
        (error: unknown) => {
          console.warn('[SimulationForm] Could not load the scenario checks.', error);
          // Only a run with scenario extras needs them; the line beside the button says why it
          // cannot start (a failed module fetch stays failed until the page is reloaded).
          if (current && needed) setChecker('failed');
        },
      );
    if (!needed) {
      const cancelIdle = onIdle(() => void load(), { timeoutMs: 3000, fallbackMs: 200 });
      return () => {
        current = false;
        cancelIdle();
      };
    }
    void load();
    return () => {
      current = false;
    };
  }, [needed, checker]);
  return checker;
}
