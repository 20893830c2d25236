// The words of a run with a variable rate's recipe (issue 33). Apart from labels.ts so that the
// home page's first load, which carries the labels, carries none of these.
import { VARIABLE_RATE_COPY } from './copy/variableRate';
import { formatDecimal, formatPercent } from './format';
import type { FormulaIndex, Settings } from './types';

/**
 * The settings summary's rate line for a run with a recipe: `Oprocentowanie zmienne: WIBOR 3M +
 * marża 2 pkt proc., na start 5,85%`; null without a recipe.
 */
export function recipeRateText(settings: Settings): string | null {
  const recipe = settings.variableRate;
  if (recipe === undefined) return null;
  return VARIABLE_RATE_COPY.variableRateFormula(
    VARIABLE_RATE_COPY.formulaIndices[recipe.index],
    formatDecimal(recipe.marginPercent),
    formatPercent(settings.annualInterestRatePercent),
  );
}

/** The recipe's rate in words for the form: `WIBOR 3M 3,85% + marża 2 pkt proc.`. */
export function rateFormulaText(index: FormulaIndex, indexPercent: number, margin: number): string {
  return VARIABLE_RATE_COPY.rateFormula(
    VARIABLE_RATE_COPY.formulaIndices[index],
    formatPercent(indexPercent),
    formatDecimal(margin),
  );
}

/** Instalment ranges in words: `25–60, 73–90`, a single instalment as `7`. */
export function instalmentRangesText(ranges: readonly { from: number; to: number }[]): string {
  return ranges
    .map(({ from, to }) => (from === to ? String(from) : `${from}\u2013${to}`))
    .join(', ');
}
