// Controls a designer can turn: the domain's `as const` tuples as choices, and saved runs made by
// the real engine as ready-made values for the props that take a whole result or settings.
import { MORTGAGE_TYPES, type Simulation } from '../ui/domain';
import { variableRate, withCosts, withOverpayments, annuity, decreasing } from './fixtures';

/** A choice between a few values, all visible at once. */
export function radio<const T extends readonly (string | number)[]>(options: T) {
  return { control: 'inline-radio', options } as const;
}

/** A choice between named values that controls cannot type in (objects, null, undefined). */
export function choice<T>(choices: Readonly<Record<string, T>>) {
  return { control: 'select', options: Object.keys(choices), mapping: choices } as const;
}

export const TEXT = { control: 'text' } as const;
export const BOOLEAN = { control: 'boolean' } as const;

/** Callbacks and wiring: listed in the props table, with nothing to turn. */
export const NO_CONTROL = { control: false } as const;

/** The instalment types, as the form offers them. */
export const MORTGAGE_TYPE = radio(MORTGAGE_TYPES);

/** Saved runs to show, each a different scenario, by what a designer would call them. */
export const RUNS: Readonly<Record<string, Simulation>> = {
  'Raty stałe: 300 000 zł, 7,25%, 25 lat': annuity,
  'Raty malejące: 400 000 zł, 8%, 25 lat': decreasing,
  'Z nadpłatami': withOverpayments,
  'Zmienne oprocentowanie': variableRate,
  'Z kosztami kredytu': withCosts,
};

function pick<T>(part: (simulation: Simulation) => T): Readonly<Record<string, T>> {
  return Object.fromEntries(Object.entries(RUNS).map(([name, run]) => [name, part(run)]));
}

/** The runs' settings, for components that show them. */
export const SETTINGS = choice(pick((run) => run.settings));

/** The runs' results, for components that show them. */
export const RESULTS = choice(pick((run) => run.result));
