// The settings form's fixed parts: its radio groups' names and choices, and the scenario sections,
// each loaded when it is first opened, so the home page's first load carries none of them.
import { MORTGAGE_TYPES } from '../../domain';
import { FORM_SCENARIO_COPY } from '../../domain/copy/form';
import { MORTGAGE_TYPE_COPY } from '../../domain/copy/shared';
import { lazyComponent } from '../../runtime/lazy';
import type { OpenSection } from './SimulationForm';

/** The radio groups' names (one per page: the form appears once) and the rate kind's values. */
export const MORTGAGE_TYPE_NAME = 'rodzaj-rat';
export const RATE_KIND_NAME = 'oprocentowanie-rodzaj';
export const RATE_KIND_VALUES = { fixed: 'STALE', variable: 'ZMIENNE' } as const;

/** `Zmienne`'s rate path, drawn when the rate is variable. */
export const { Component: RatePathSection } = lazyComponent(() =>
  import('../RatePathSection/RatePathSection').then((module) => module.default),
);

/** The sections behind a toggle: the name its panel's id and early taps go by, its component. */
const costs = () => import('../CostsSection/CostsSection');
export const SECTIONS = [
  [
    'overpayments',
    'nadplaty',
    lazyComponent(() =>
      import('../OverpaymentsSection/OverpaymentsSection').then((module) => module.default),
    ).Component,
  ],
  ['costs', 'koszty', lazyComponent(() => costs().then((module) => module.default)).Component],
  ['contract', 'umowa', lazyComponent(() => costs().then((m) => m.ContractSection)).Component],
] as const;

/** True for a section behind a toggle, which a failed start opens. */
export function isToggled(name: string): name is OpenSection {
  return SECTIONS.some(([section]) => section === name);
}

/** The radio groups' choices: the instalment types, and a fixed or a variable rate. */
// Named from the copy deck, not labels.ts: the run labels' code stays off the first load.
export const MORTGAGE_TYPE_OPTIONS = MORTGAGE_TYPES.map(
  (type) => [type, MORTGAGE_TYPE_COPY[type]] as const,
);
export const RATE_KIND_OPTIONS = [
  [RATE_KIND_VALUES.fixed, FORM_SCENARIO_COPY.fixed],
  [RATE_KIND_VALUES.variable, FORM_SCENARIO_COPY.variable],
] as const;
