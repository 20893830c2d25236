// `Wskaźnik + marża` as the form reads it (issue 33): the typed fields become a recipe, its path
// and the words for how the rate was made, or the reason there is none. Loaded with the rate-path
// section, like variableRate.ts, whose series it reads.
import { calendarMonthGenitive } from './calendar';
import { RATE_PATH_COPY } from './copy/scenario';
import { FORMULA_COPY } from './copy/variableRate';
import { CalculationError } from './errors';
import { formatPercent } from './format';
import { historicalStartMonths } from './history';
import { yearWord } from './labels';
import { MONTHS_PER_YEAR, RATE_CHANGE_MONTH_MIN } from './limits';
import { rateFormulaText } from './recipeLabels';
import { parseCalendarMonth } from './scenarioForm';
import type { FormulaValues } from './formulaValues';
import type { FormulaIndex, RateChange, Settings, VariableRate } from './types';
import { parseNumber } from './validation';
import { variableRatePath, type VariableRatePath } from './variableRate';

/** A complete recipe, its path and the words for it, or why there is none. */
export type FormulaOutcome =
  { recipe: VariableRate; path: VariableRatePath; made: string } | { problem: string };

/** What the builder reads besides its own fields. */
export interface FormulaContext {
  /** The index value shown in the field: typed, or the WIBOR's latest close. */
  indexText: string;
  loanTermYears: number | undefined;
  /** `Pierwsza rata` as typed, which `Historia wskaźnika` replays from. */
  firstInstalmentMonth: string;
}

/** The borrower's words for a refused recipe. */
function refusal(error: unknown, index: FormulaIndex): string {
  const argument = error instanceof CalculationError ? error.argument : '';
  if (argument === 'variableRate.startMonth' && (index === 'WIBOR_3M' || index === 'WIBOR_6M')) {
    const range = historicalStartMonths(index);
    return RATE_PATH_COPY.historicalRange(
      calendarMonthGenitive(range.first),
      calendarMonthGenitive(range.last),
    );
  }
  const messages: Partial<Record<string, string>> = {
    'variableRate.marginPercent': RATE_PATH_COPY.messages.marginRange,
    'variableRate.fixedMonths': FORMULA_COPY.fixedYearsWhole,
    'variableRate.fixedRatePercent': FORMULA_COPY.fixedRateRange,
    'variableRate.indexPercent': FORMULA_COPY.indexRange,
    'variableRate.index': FORMULA_COPY.needsSeries,
    'variableRate.switchTo.month': FORMULA_COPY.switchMonthRange,
    'variableRate.switchTo.indexPercent': FORMULA_COPY.switchValueRange,
    'variableRate.switchTo.spreadAdjustmentPercent': FORMULA_COPY.spreadRange,
  };
  // What is left is the rate itself, outside the form's limits.
  return messages[argument] ?? RATE_PATH_COPY.messages.deltaRange;
}

/** The rate of instalment `month` on a path: the last change at or before it, else the first rate. */
function rateAt(first: number, changes: readonly RateChange[], month: number): number {
  let rate = first;
  for (const change of changes) {
    if (change.month > month) break;
    rate = change.annualInterestRatePercent;
  }
  return rate;
}

/**
 * `Jednorazowy wzrost`: the index moves by `delta` points from instalment `from` on. The path is
 * `before` up to instalment `from` − 1 and `after` (the recipe with the moved index, floored and
 * clamped as any) from there, as one list of changes.
 */
function joinedAt(
  before: VariableRatePath,
  after: VariableRatePath,
  from: number,
  months: number,
): RateChange[] {
  const changes: RateChange[] = [];
  let current = before.annualInterestRatePercent;
  for (let month = RATE_CHANGE_MONTH_MIN; month <= months; month += 1) {
    const rate =
      month < from
        ? rateAt(before.annualInterestRatePercent, before.rateChanges, month)
        : rateAt(after.annualInterestRatePercent, after.rateChanges, month);
    if (rate !== current) changes.push({ month, annualInterestRatePercent: rate });
    current = rate;
  }
  return changes;
}

/** The recipe as typed, before the path checks it; a text that is no number reads as NaN. */
function typedRecipe(values: FormulaValues, context: FormulaContext, indexPercent: number) {
  const number = (kind: Parameters<typeof parseNumber>[0], text: string) =>
    parseNumber(kind, text) ?? Number.NaN;
  const recipe: VariableRate = {
    index: values.index,
    marginPercent: number('points', values.margin),
    indexPercent,
    mode: values.mode === 'HISTORY' || values.mode === 'CHANGES' ? values.mode : 'FLAT',
  };
  const start = parseCalendarMonth(
    values.mode === 'HISTORY' ? context.firstInstalmentMonth : values.changesFrom,
  );
  if ((values.mode === 'HISTORY' || values.mode === 'CHANGES') && start !== null) {
    recipe.startMonth = start;
  }
  const typedYears = values.fixedYears.trim() === '' ? 0 : number('term', values.fixedYears);
  // Whole years only: 2,5 would make 30 months and read as "2.5 lat"; the path refuses the
  // months that are not whole years' with the message for them.
  const fixedYears = Number.isInteger(typedYears) ? typedYears : Number.NaN;
  if (fixedYears !== 0) {
    recipe.fixedMonths = fixedYears * MONTHS_PER_YEAR;
    recipe.fixedRatePercent = number('rate', values.fixedRate);
  }
  if (values.mode === 'SWITCH') {
    recipe.switchTo = {
      month: parseNumber('count', values.switchMonth) ?? 0,
      index: 'POLSTR_1M',
      indexPercent: number('rate', values.switchValue),
      spreadAdjustmentPercent: parseNumber('points', values.spread) ?? 0,
    };
  }
  return recipe;
}

/** How the rate was made, in words: `WIBOR 3M 3,85% + marża 2 pkt proc.`, after a fixed period if any. */
function madeText(recipe: VariableRate, firstIndexPercent: number): string {
  const formula = rateFormulaText(recipe.index, firstIndexPercent, recipe.marginPercent);
  const fixedMonths = recipe.fixedMonths ?? 0;
  if (fixedMonths === 0 || recipe.fixedRatePercent === undefined) return formula;
  const years = fixedMonths / MONTHS_PER_YEAR;
  return FORMULA_COPY.fixedThen(
    formatPercent(recipe.fixedRatePercent),
    `${years} ${yearWord(years)}`,
    formula,
  );
}

/**
 * The recipe, its path and its words from the builder's fields, or the problem to show. The
 * shock (`Jednorazowy wzrost`) is no mode of the recipe: it is a flat recipe whose list of changes
 * carries the index's move, as the list may be edited after it is filled.
 */
export function formulaOutcome(values: FormulaValues, context: FormulaContext): FormulaOutcome {
  const indexPercent = parseNumber('points', context.indexText);
  const margin = parseNumber('points', values.margin);
  const years = context.loanTermYears;
  if (indexPercent === null || margin === null || years === undefined) {
    return { problem: FORMULA_COPY.needsIndexAndMargin };
  }
  const recipe = typedRecipe(values, context, indexPercent);
  try {
    const settings = { loanTermYears: years, variableRate: recipe } as Settings;
    const path = variableRatePath(settings);
    if (values.mode === 'SHOCK') {
      const delta = parseNumber('points', values.shockDelta);
      const from = parseNumber('count', values.shockMonth);
      const months = years * MONTHS_PER_YEAR;
      if (delta === null || from === null || from < RATE_CHANGE_MONTH_MIN || from > months) {
        return { problem: FORMULA_COPY.shockNeeds };
      }
      const moved = variableRatePath({
        ...settings,
        variableRate: { ...recipe, indexPercent: indexPercent + delta },
      });
      path.rateChanges = joinedAt(path, moved, from, months);
    }
    const kept = { ...recipe, indexPercent: path.firstIndexPercent };
    // In HISTORY the index is the close the replay reads at instalment 1.
    return { recipe: kept, path, made: madeText(kept, path.firstIndexPercent) };
  } catch (error) {
    return { problem: refusal(error, values.index) };
  }
}

/** True when two recipes say the same, whatever the order of their keys. */
export function sameRecipe(a: VariableRate | undefined, b: VariableRate | undefined): boolean {
  const key = (recipe: VariableRate | undefined) =>
    recipe === undefined
      ? ''
      : JSON.stringify([
          recipe.index,
          recipe.marginPercent,
          recipe.indexPercent,
          recipe.mode,
          recipe.startMonth,
          recipe.fixedMonths,
          recipe.fixedRatePercent,
          recipe.switchTo?.month,
          recipe.switchTo?.indexPercent,
          recipe.switchTo?.spreadAdjustmentPercent,
        ]);
  return key(a) === key(b);
}
