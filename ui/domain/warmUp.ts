import { MORTGAGE_TYPES } from './records';
import { createSimulation } from './simulation';
import type { Settings, Simulation } from './types';
import {
  acceptedInput,
  acceptsKey,
  checkInterestRate,
  checkLoanAmount,
  checkLoanTerm,
} from './validation';

/** A typical loan, run once for nothing by `warmUp`. */
const TYPICAL: Omit<Settings, 'mortgageType'> = {
  loanAmount: 300_000,
  annualInterestRatePercent: 7.25,
  fixedInterestRate: true,
  loanTermYears: 25,
};

/**
 * Calls, once and for nothing, what a borrower's first keystroke and first run call: the key
 * filter, the field checks and the engine. V8 compiles a function the first time it runs, so on
 * a phone with a 4× slower CPU the first run's click spent about 25 ms compiling the engine;
 * called while the browser is idle, that time is no longer part of any tap. Returns the typical
 * annuity run it made, for the page to rehearse showing a run with (see HomeSimulator).
 */
export function warmUp(): Simulation {
  for (const kind of ['money', 'rate'] as const) {
    acceptsKey(kind, '30', '0', 2, 2);
    acceptedInput(kind, '300');
  }
  checkLoanAmount('300000');
  checkInterestRate('7,25');
  checkLoanTerm('25');
  const runs = MORTGAGE_TYPES.map((mortgageType) =>
    createSimulation({ ...TYPICAL, mortgageType }, { id: 'warm-up', timestamp: 0 }),
  );
  return runs[0] as Simulation;
}

/** The home page loads the engine through this module, so fetching it also brings `warmUp`. */
export { createSimulation };
