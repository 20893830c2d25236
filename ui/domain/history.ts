// The historical scenarios (issue 12) and the historical inflation (issue 16), over the series
// generated from ui/domain/data/rates-history.csv. This module is the lazy entry point: the UI
// imports it with `import('…/domain/history')` only when the historical mode opens, so neither
// the engine nor ui/domain/index.ts imports it (index.ts re-exports its types only).
import { monthOfOrdinal, monthOrdinal } from './calendar';
import type { CalendarMonth } from './calendar';
import { CalculationError } from './errors';
import { MONTHS_MAX, RATE_MAX, RATE_MIN } from './limits';
import {
  CPI_YOY,
  CPI_YOY_FIRST_MONTH,
  CPI_YOY_LAST_MONTH,
  WIBOR_3M,
  WIBOR_3M_FIRST_MONTH,
  WIBOR_6M,
  WIBOR_6M_FIRST_MONTH,
} from './ratesHistory.generated';
import type { InflationAssumption, MonthlySeries } from './realValues';
import { RATE_INDICES } from './records';
import { roundRate, show } from './terms';
import type { RateChange, RateIndex } from './types';

export {
  CPI_SOURCE,
  RATES_HISTORY_FIRST_MONTH,
  RATES_HISTORY_LAST_MONTH,
  WIBOR_SOURCE,
} from './ratesHistory.generated';

/** The month-end closes of each index, from its first month on. */
export const RATE_INDEX_SERIES: Readonly<Record<RateIndex, MonthlySeries>> = Object.freeze({
  WIBOR_3M: { firstMonth: WIBOR_3M_FIRST_MONTH, values: WIBOR_3M },
  WIBOR_6M: { firstMonth: WIBOR_6M_FIRST_MONTH, values: WIBOR_6M },
});

/** The monthly CPI y/y series, for `realValues`'s HISTORICAL mode (ends at its last value). */
export const CPI_YOY_SERIES: MonthlySeries = Object.freeze({
  firstMonth: CPI_YOY_FIRST_MONTH,
  values: CPI_YOY,
});

/** Months between refixes: the rate follows WIBOR 3M every 3 instalments, 6M every 6. */
const REFIX_PERIOD: Readonly<Record<RateIndex, number>> = Object.freeze({
  WIBOR_3M: 3,
  WIBOR_6M: 6,
});

/** What `historicalRatePath` needs. */
export interface HistoricalPathOptions {
  index: RateIndex;
  /** The month of the first instalment, `YYYY-MM`. */
  startMonth: CalendarMonth;
  /** The rate entered in the form, in percent: the rate of instalment 1. */
  annualInterestRatePercent: number;
  /** The number of instalments, n = loanTermYears × 12. */
  months: number;
}

/** The series and the start's ordinal, or the CalculationError that says why not. */
function readOptions(options: HistoricalPathOptions): {
  series: MonthlySeries;
  first: number;
  start: number;
  period: number;
} {
  const index = RATE_INDICES.find((candidate) => candidate === options.index);
  if (index === undefined) {
    throw new CalculationError('unknown-enum', 'index', `Unknown index: ${show(options.index)}.`);
  }
  const start = monthOrdinal(options.startMonth);
  if (start === null) {
    throw new CalculationError('malformed', 'startMonth', 'startMonth must be YYYY-MM.');
  }
  const series = RATE_INDEX_SERIES[index];
  const first = monthOrdinal(series.firstMonth) ?? 0;
  // Instalment 1 reads the close of the month before it, which must be in the data.
  if (start - 1 < first) {
    throw new CalculationError(
      'out-of-range',
      'startMonth',
      `${index} starts in ${series.firstMonth}, so the first instalment may fall in ${monthOfOrdinal(first + 1)} at the earliest: ${options.startMonth}.`,
    );
  }
  return { series, first, start, period: REFIX_PERIOD[index] };
}

function requireTerm(months: unknown): number {
  if (
    typeof months !== 'number' ||
    !Number.isInteger(months) ||
    months < 1 ||
    months > MONTHS_MAX
  ) {
    throw new CalculationError('out-of-range', 'months', `months must be 1..${MONTHS_MAX}.`);
  }
  return months;
}

function requireRate(rate: unknown): number {
  if (typeof rate !== 'number' || Number.isNaN(rate)) {
    throw new CalculationError('nan', 'annualInterestRatePercent', 'The rate is not a number.');
  }
  if (rate < RATE_MIN || rate > RATE_MAX) {
    throw new CalculationError(
      'out-of-range',
      'annualInterestRatePercent',
      `The rate must be between ${RATE_MIN} and ${RATE_MAX}%: ${rate}.`,
    );
  }
  return rate;
}

/**
 * The `rateChanges` of a historical scenario: the entered rate moved as `index` moved.
 *
 * - Calendar: instalment k falls in `startMonth` + (k − 1) and reads the index's close of the
 *   calendar month before that.
 * - Refixing: at instalments 1 + p·j (j ≥ 1; p = 3 for WIBOR 3M, 6 for WIBOR 6M) the rate becomes
 *   the entered rate + (index read at that instalment − index read at instalment 1), rounded
 *   half-up to six decimals (float noise only: the index has two decimals), clamped to 0,01–60 %.
 * - Output: a change only where the rate differs from the one in force; none past `months`.
 * - Data limits: past the data's last month the last close holds (see `historicalPathAssumption`);
 *   a start whose first instalment would read a month before the index's first is refused.
 *
 * Throws CalculationError for an unknown index, a malformed or too early start, a rate outside
 * 0,01–60 % or a term outside 1..480 months.
 */
export function historicalRatePath(options: HistoricalPathOptions): RateChange[] {
  const { series, first, start, period } = readOptions(options);
  const entered = requireRate(options.annualInterestRatePercent);
  const months = requireTerm(options.months);
  const values = series.values;
  const last = values.length - 1;
  // Instalment k reads the close of month start + k − 2, as an index into the series.
  const read = (instalment: number): number => {
    const at = start + instalment - 2 - first;
    return values[at > last ? last : at] ?? 0;
  };
  const base = read(1);
  const changes: RateChange[] = [];
  let current = entered;
  for (let instalment = 1 + period; instalment <= months; instalment += period) {
    const moved = roundRate(entered + (read(instalment) - base));
    const rate = moved < RATE_MIN ? RATE_MIN : moved > RATE_MAX ? RATE_MAX : moved;
    if (rate !== current) {
      changes.push({ month: instalment, annualInterestRatePercent: rate });
      current = rate;
    }
  }
  return changes;
}

/** Where a historical path ran past its data. */
export interface PathAssumption {
  /** The first index month past the data: `od {miesiąca} przyjęto ostatnią znaną wartość`. */
  assumedFromMonth: CalendarMonth;
  /** The last month with data, whose close was held. */
  lastKnownMonth: CalendarMonth;
  /** The first instalment whose rate rests on the held value. */
  instalment: number;
}

/**
 * Whether the path `historicalRatePath(options)` gives reads past the data (at instalment 1 or
 * at a refix within the term): the month from which the last known close was assumed, or null
 * when the whole path rests on published data. Throws like `historicalRatePath`.
 */
export function historicalPathAssumption(options: HistoricalPathOptions): PathAssumption | null {
  const { series, first, start, period } = readOptions(options);
  const months = requireTerm(options.months);
  const lastOrdinal = first + series.values.length - 1;
  for (let instalment = 1; instalment <= months; instalment += period) {
    if (start + instalment - 2 > lastOrdinal) {
      return {
        assumedFromMonth: monthOfOrdinal(lastOrdinal + 1),
        lastKnownMonth: monthOfOrdinal(lastOrdinal),
        instalment,
      };
    }
  }
  return null;
}

/**
 * The first-instalment months the picker offers for `index`: from the index's first month + 1
 * (instalment 1 reads the month before it) to the data's last month + 1.
 */
export function historicalStartMonths(index: RateIndex): {
  first: CalendarMonth;
  last: CalendarMonth;
} {
  const series = RATE_INDEX_SERIES[index];
  const first = monthOrdinal(series.firstMonth) ?? 0;
  return {
    first: monthOfOrdinal(first + 1),
    last: monthOfOrdinal(first + series.values.length),
  };
}

/** The HISTORICAL inflation assumption for `realValues`: `Jak inflacja od {miesiąca}`. */
export function historicalInflation(startMonth: CalendarMonth): InflationAssumption {
  return { kind: 'HISTORICAL', startMonth, series: CPI_YOY_SERIES };
}

/** The CPI months `Jak inflacja od …` may start from: the series' first to its last month. */
export function historicalInflationMonths(): { first: CalendarMonth; last: CalendarMonth } {
  return { first: CPI_YOY_FIRST_MONTH, last: CPI_YOY_LAST_MONTH };
}
