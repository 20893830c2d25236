// The parts of the records' schema (records.ts) that the home page's first load needs: the
// instalment types, the id pattern and the spec's three number fields. records.ts builds its
// schema from these, so each stays one definition; the rest of the schema loads with the code
// that reads records, not with the form (home's eager-JS budget, docs/performance.md).
import {
  LOAN_AMOUNT_MAX,
  LOAN_AMOUNT_MIN,
  RATE_DECIMALS_MAX,
  RATE_MAX,
  RATE_MIN,
  TERM_MAX,
  TERM_MIN,
} from './limits';
import { number } from './schema';

/** Instalment types, as the spec names them; the tuple also feeds story argTypes. */
export const MORTGAGE_TYPES = ['ANNUITY', 'LINEAR'] as const;

/**
 * Saved ids: letters, digits, `_` and `-` only, so an id is always safe in a path and never `.`
 * or `..`, which a browser would resolve to another address.
 */
export const SIMULATION_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Whole złoty, 30 000 to 100 000 000. */
export const LOAN_AMOUNT_FIELD = number({
  min: LOAN_AMOUNT_MIN,
  max: LOAN_AMOUNT_MAX,
  integer: true,
});
/** An annual rate (RRSO) in percent, 0.01 to 60, six decimals at most: the settings' and every rate change's. */
export const RATE_FIELD = number({ min: RATE_MIN, max: RATE_MAX, decimals: RATE_DECIMALS_MAX });
/** Whole years, 1 to 40. */
export const LOAN_TERM_FIELD = number({ min: TERM_MIN, max: TERM_MAX, integer: true });
