// A variable rate as the contract writes it, index + margin (issue 33), turned into the run's
// `rateChanges` once, when the borrower simulates. It reads the WIBOR series, so like history.ts
// it is a lazy module: neither the engine nor ui/domain/index.ts imports it.
import { monthOfOrdinal, monthOrdinal } from './calendar';
import { CalculationError } from './errors';
import { RATE_INDEX_SERIES, type PathAssumption } from './history';
import {
  INDEX_VALUE_MAX,
  INDEX_VALUE_MIN,
  MONTHS_PER_YEAR,
  RATE_MAX,
  RATE_MIN,
  SPREAD_ADJUSTMENT_MAX,
  TERM_MAX,
  TERM_MIN,
  VARIABLE_MARGIN_MAX,
} from './limits';
import { roundRate, show } from './terms';
import type { FormulaIndex, RateChange, RateIndex, Settings, VariableRate } from './types';

// Local copies for the event loop: an imported binding is a getter under Vitest's transform.
const round = roundRate;
const LOWEST = RATE_MIN;
const HIGHEST = RATE_MAX;

/** Instalments, first and last inclusive, e.g. 25–60. */
interface InstalmentRange {
  from: number;
  to: number;
}

/** What a recipe gives: the rate field, the changes, and what the report must say about them. */
export interface VariableRatePath {
  /** The first instalment's rate: index + margin, or the fixed rate while it lasts. */
  annualInterestRatePercent: number;
  /** The index part of the formula at instalment 1, floored at 0 (in HISTORY, the close read). */
  firstIndexPercent: number;
  rateChanges: RateChange[];
  /** Instalments whose index part was taken as 0 % (`Wskaźnik przyjęto jako 0% w ratach …`). */
  indexFloored: InstalmentRange[];
  /** Instalments whose rate was clamped to 0,01–60 %. */
  clamped: InstalmentRange[];
  /** Where the path read past the series' last month, or null. */
  assumption: PathAssumption | null;
}

/** Months between refixes: WIBOR 3M every 3 instalments, 6M every 6; the others do not move. */
const REFIX_PERIOD: Readonly<Record<FormulaIndex, number>> = Object.freeze({
  WIBOR_3M: 3,
  WIBOR_6M: 6,
  POLSTR_1M: 1,
  WLASNY: 1,
});

function hasSeries(index: FormulaIndex): index is RateIndex {
  return index === 'WIBOR_3M' || index === 'WIBOR_6M';
}

function refuse(field: string, message: string): never {
  throw new CalculationError('out-of-range', `variableRate.${field}`, message);
}

function requireBetween(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || Number.isNaN(value) || value < min || value > max) {
    refuse(field, `${field} must be between ${min} and ${max}: ${show(value)}.`);
  }
  return value;
}

/** Adds instalments `from`..`to` to the ranges, joining them to the last one they follow. */
function mark(ranges: InstalmentRange[], from: number, to: number): void {
  const last = ranges.at(-1);
  if (last !== undefined && last.to === from - 1) last.to = to;
  else ranges.push({ from, to });
}

/** The series reader of HISTORY and CHANGES: instalment k reads the close of start + k − 2. */
function seriesReader(
  index: RateIndex,
  startMonth: unknown,
): { read: (instalment: number) => number; start: number; lastOrdinal: number } {
  const start = monthOrdinal(startMonth);
  if (start === null) {
    throw new CalculationError(
      'malformed',
      'variableRate.startMonth',
      `startMonth must be YYYY-MM: ${show(startMonth)}.`,
    );
  }
  const series = RATE_INDEX_SERIES[index];
  const first = monthOrdinal(series.firstMonth) ?? 0;
  const values = series.values;
  const last = values.length - 1;
  // Instalment 1 reads the month before it: from the series' first month + 1 to its last + 1.
  if (start - 1 < first || start - 1 > first + last) {
    refuse(
      'startMonth',
      `${index} can serve first instalments from ${monthOfOrdinal(first + 1)} to ${monthOfOrdinal(first + last + 1)}: ${show(startMonth)}.`,
    );
  }
  return {
    read: (instalment) => {
      const at = start + instalment - 2 - first;
      return values[at > last ? last : at] ?? 0;
    },
    start,
    lastOrdinal: first + last,
  };
}

/**
 * The run's first rate and `rateChanges` from its recipe, `settings.variableRate`:
 *
 * - Instalments 1..fixedMonths are at `fixedRatePercent`; the formula applies from the next.
 * - The formula: rate = margin + the index part, rounded half-up to six decimals (float noise
 *   only) and clamped to 0,01–60 % (the clamped instalments are named).
 * - The index part at instalment k is the one fixed at its last refix, 1 + p·⌊(k − 1)/p⌋ (p = 3
 *   for WIBOR 3M, 6 for 6M): FLAT, `indexPercent`; HISTORY, the close of the month before that
 *   refix's calendar month, the loan replayed from `startMonth`; CHANGES, `indexPercent` (a
 *   negative one read as 0) + the close at the refix − the close at instalment 1.
 * - From `switchTo.month` on, the index part is POLSTR 1M `indexPercent` + the spread adjustment.
 * - The index part is never below 0 %; the instalments where that floor bound are named.
 * - Past the series' last month its last close holds (`assumption` says from when).
 *
 * Throws CalculationError for a missing recipe, a margin outside 0–20 pp, an index value outside
 * −5 to 40 %, a first rate outside 0,01–60 %, a switch in month 1 or past the term, a start the
 * data cannot serve, or HISTORY or CHANGES on an index without a series.
 */
export function variableRatePath(settings: Settings): VariableRatePath {
  // Settings may come from stored data, whatever the static type says.
  const recipe = settings.variableRate as VariableRate | null | undefined;
  if (recipe === undefined || recipe === null) {
    throw new CalculationError('null', 'variableRate', 'The run has no variable rate recipe.');
  }
  const months =
    requireBetween(settings.loanTermYears, 'loanTermYears', TERM_MIN, TERM_MAX) * MONTHS_PER_YEAR;
  const margin = requireBetween(recipe.marginPercent, 'marginPercent', 0, VARIABLE_MARGIN_MAX);
  const indexValue = requireBetween(
    recipe.indexPercent,
    'indexPercent',
    INDEX_VALUE_MIN,
    INDEX_VALUE_MAX,
  );
  const fixedMonths = recipe.fixedMonths ?? 0;
  if (!Number.isInteger(fixedMonths) || fixedMonths < 0 || fixedMonths >= months) {
    refuse('fixedMonths', `fixedMonths must be 0..${months - 1}: ${show(fixedMonths)}.`);
  }
  const fixedRate =
    fixedMonths > 0
      ? requireBetween(recipe.fixedRatePercent, 'fixedRatePercent', RATE_MIN, RATE_MAX)
      : 0;
  const switchTo = recipe.switchTo;
  let switchMonth = Infinity;
  let switchIndex = 0;
  if (switchTo !== undefined) {
    switchMonth = requireBetween(switchTo.month, 'switchTo.month', 2, months);
    if (!Number.isInteger(switchMonth)) refuse('switchTo.month', 'The switch month is whole.');
    switchIndex =
      requireBetween(
        switchTo.indexPercent,
        'switchTo.indexPercent',
        INDEX_VALUE_MIN,
        INDEX_VALUE_MAX,
      ) +
      requireBetween(
        switchTo.spreadAdjustmentPercent,
        'switchTo.spreadAdjustmentPercent',
        -SPREAD_ADJUSTMENT_MAX,
        SPREAD_ADJUSTMENT_MAX,
      );
  }

  const index = recipe.index;
  const period = REFIX_PERIOD[index];
  let indexAt: (refix: number) => number;
  let assumption: PathAssumption | null = null;
  if (recipe.mode === 'FLAT') {
    indexAt = () => indexValue;
  } else if ((recipe.mode as string) === 'HISTORY' || (recipe.mode as string) === 'CHANGES') {
    if (!hasSeries(index)) {
      throw new CalculationError(
        'unknown-enum',
        'variableRate.index',
        `${recipe.mode} needs an index with a series: ${show(index)}.`,
      );
    }
    const { read, start, lastOrdinal } = seriesReader(index, recipe.startMonth);
    const base = read(1);
    const today = indexValue < 0 ? 0 : indexValue;
    indexAt = recipe.mode === 'HISTORY' ? read : (refix) => round(today + (read(refix) - base));
    // The first refix (or instalment 1) whose read month is past the data.
    for (let instalment = 1; instalment <= months; instalment += period) {
      if (start + instalment - 2 > lastOrdinal) {
        assumption = {
          assumedFromMonth: monthOfOrdinal(lastOrdinal + 1),
          lastKnownMonth: monthOfOrdinal(lastOrdinal),
          instalment,
        };
        break;
      }
    }
  } else {
    throw new CalculationError(
      'unknown-enum',
      'variableRate.mode',
      `Unknown mode: ${show(recipe.mode)}.`,
    );
  }

  const indexFloored: InstalmentRange[] = [];
  const clamped: InstalmentRange[] = [];
  // The rate can only move at an event: the end of the fixed period, a refix, the switch. Each
  // event's rate holds until the next one, so the floor and the clamp are marked a span at a time.
  const nextEvent = (instalment: number): number => {
    let next =
      instalment >= switchMonth ? months + 1 : instalment + period - ((instalment - 1) % period);
    if (instalment <= fixedMonths && fixedMonths + 1 < next) next = fixedMonths + 1;
    if (switchMonth > instalment && switchMonth < next) next = switchMonth;
    return next > months + 1 ? months + 1 : next;
  };
  const rateChanges: RateChange[] = [];
  let first = 0;
  let current = 0;
  for (let instalment = 1; instalment <= months;) {
    const next = nextEvent(instalment);
    let rate = fixedRate;
    if (instalment > fixedMonths) {
      const part =
        instalment >= switchMonth
          ? switchIndex
          : indexAt(1 + period * Math.floor((instalment - 1) / period));
      if (part < 0) mark(indexFloored, instalment, next - 1);
      rate = round(margin + (part < 0 ? 0 : part));
      if (rate < LOWEST || rate > HIGHEST) {
        if (instalment === 1) {
          refuse('marginPercent', `The first rate must be between ${RATE_MIN} and ${RATE_MAX}%.`);
        }
        mark(clamped, instalment, next - 1);
        rate = rate < LOWEST ? LOWEST : HIGHEST;
      }
    }
    if (instalment === 1) first = rate;
    else if (rate !== current)
      rateChanges.push({ month: instalment, annualInterestRatePercent: rate });
    current = rate;
    instalment = next;
  }
  const firstPart = switchMonth <= 1 ? switchIndex : indexAt(1);
  return {
    annualInterestRatePercent: first,
    firstIndexPercent: firstPart < 0 ? 0 : firstPart,
    rateChanges,
    indexFloored,
    clamped,
    assumption,
  };
}

/** The settings a recipe simulates with: its first rate and changes, a variable rate. */
export function withVariableRatePath(settings: Settings): Settings {
  const path = variableRatePath(settings);
  const { rateChanges, annualInterestRatePercent } = path;
  const result: Settings = {
    ...settings,
    annualInterestRatePercent,
    fixedInterestRate: false,
  };
  if (rateChanges.length > 0) result.rateChanges = rateChanges;
  else delete result.rateChanges;
  return result;
}
