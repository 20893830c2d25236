// `Wskaźnik + marża` as typed (issue 33): its fields, kept with the form in the tab. Apart from
// scenarioValues.ts, which the home page's first load carries: only the rate-path section and
// the kept form read these.
import type { FormulaIndex } from './types';

/** How `Wskaźnik + marża` lets the index move (issue 33): the recipe's modes, a shock, the switch. */
export const FORMULA_MODES = ['FLAT', 'HISTORY', 'CHANGES', 'SHOCK', 'SWITCH'] as const;
type FormulaMode = (typeof FORMULA_MODES)[number];

/** `Wskaźnik + marża` as typed, kept with the form so a reload restores it. */
export interface FormulaValues {
  index: FormulaIndex;
  /** Absent until the borrower types: the WIBOR's latest close shows then. */
  indexValue?: string | undefined;
  margin: string;
  mode: FormulaMode;
  /** `Stała przez … lat` and the fixed rate of those years. */
  fixedYears: string;
  fixedRate: string;
  changesFrom: string;
  shockDelta: string;
  shockMonth: string;
  switchMonth: string;
  switchValue: string;
  spread: string;
}

/** The builder's fields before anything is typed. */
export const EMPTY_FORMULA: FormulaValues = Object.freeze({
  index: 'WIBOR_3M',
  margin: '',
  mode: 'FLAT',
  fixedYears: '',
  fixedRate: '',
  changesFrom: '',
  shockDelta: '',
  shockMonth: '',
  switchMonth: '',
  switchValue: '',
  spread: '',
});
