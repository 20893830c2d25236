// The RRSO of a run's settings, on the engine's schedule (mortgage.ts) and the cash flows of
// apr.ts; apart from the engine, which computes it only for runs with costs.
import { annualPercentageRateOf } from './apr';
import { runSchedule } from './mortgage';
import { readTerms } from './terms';
import type { Settings } from './types';

/**
 * The RRSO (annual percentage rate of charge) in percent, rounded half-up to two decimals, as
 * Annex I of Directive 2014/17/EU defines it (see apr.ts for the cash flows and their times), on
 * the run's own schedule without overpayments: the law assumes the contract is kept as signed.
 * It never throws on settings that `validateSettings` accepts, and throws CalculationError on the rest.
 */
export function annualPercentageRate(settings: Settings): number {
  const terms = readTerms(settings);
  return annualPercentageRateOf(terms, runSchedule(terms, { overpayments: false }));
}
