// The GUS CPI y/y: the SDP API's JSON, the latest month of the current year (spec point 7).
import { POLISH_MONTHS, type PolishMonth } from '../../domain';
import type { CpiYearOverYear } from '../types';
import {
  checkPlausible,
  failed,
  FEED_CONFIG,
  FeedFailure,
  fetchText,
  parseDecimalComma,
  proxiedUrl,
  warnMissing,
  type FeedOptions,
  type Fetched,
} from './fetchFeed';
import { warsawDate } from './warsawDate';

/** The GUS SDP ids and URL, so a test or a future section (1698) can pass its own. */
export interface CpiFeedConfig {
  urlTemplate: string;
  variableId: number;
  sectionId: number;
  positionId: number;
  measureId: number;
  januaryPeriodId: number;
}

/** The GUS figures keyed by Polish month and then year, e.g. `{ "styczeń": { "2026": "2,1" } }`. */
export type CpiByMonth = Partial<Record<PolishMonth, Record<string, string>>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function yearOverYearText(index: number, precision: unknown): string {
  // GUS sends 102.4 for +2,4 %; rounding to its stated precision drops float noise (2.400000001).
  const digits =
    typeof precision === 'number' && Number.isInteger(precision) && precision >= 0 && precision <= 4
      ? precision
      : 1;
  const scale = 10 ** digits;
  const rounded = Math.round((index - 100) * scale) / scale;
  return String(rounded === 0 ? 0 : rounded).replace('.', ',');
}

/** Normalises GUS SDP rows into the month-keyed shape; throws when the answer is not SDP rows. */
export function normaliseCpiRows(
  payload: unknown,
  config: CpiFeedConfig = FEED_CONFIG.gus,
): CpiByMonth {
  if (!isRecord(payload) || !Array.isArray(payload['data'])) {
    throw new FeedFailure('the answer has no "data" array');
  }
  const byMonth: CpiByMonth = {};
  for (const row of payload['data'] as unknown[]) {
    if (!isRecord(row)) continue;
    const matches = (field: string, expected: number, required: boolean): boolean =>
      row[field] === expected || (!required && row[field] === undefined);
    if (
      !matches('id-zmienna', config.variableId, false) ||
      !matches('id-przekroj', config.sectionId, false) ||
      !matches('id-pozycja-2', config.positionId, true) ||
      !matches('id-sposob-prezentacji-miara', config.measureId, true)
    ) {
      continue;
    }
    const period = row['id-okres'];
    const year = row['id-daty'];
    const index = row['wartosc'];
    if (typeof period !== 'number' || typeof year !== 'number' || !Number.isInteger(year)) continue;
    if (typeof index !== 'number' || !Number.isFinite(index)) continue;
    const month = POLISH_MONTHS[period - config.januaryPeriodId];
    if (month === undefined) continue;
    const years = (byMonth[month] ??= {});
    years[String(year)] ??= yearOverYearText(index, row['precyzja']);
  }
  return byMonth;
}

/** The latest month of `year` that has a value, as a number; throws when the year has none yet. */
export function latestCpiOfYear(byMonth: CpiByMonth, year: number): CpiYearOverYear {
  for (const month of [...POLISH_MONTHS].reverse()) {
    const text = byMonth[month]?.[String(year)];
    if (text === undefined) continue;
    const value = parseDecimalComma(text);
    if (value === undefined) throw new FeedFailure(`CPI ${JSON.stringify(text)} is not a number`);
    return { value, month, year };
  }
  throw new FeedFailure(`there is no CPI value for ${year} yet`);
}

/** The GUS SDP URL for a year, per FEED_CONFIG. */
export function cpiUrl(year: number, config: CpiFeedConfig = FEED_CONFIG.gus): string {
  return config.urlTemplate
    .replace('{variable}', String(config.variableId))
    .replace('{section}', String(config.sectionId))
    .replace('{year}', String(year));
}

/** Fetches and reads this year's latest CPI y/y, saying what went wrong if it failed. */
export async function fetchCpiOutcome(options: FeedOptions): Promise<Fetched<CpiYearOverYear>> {
  try {
    const { year } = warsawDate(Date.now());
    const text = await fetchText(
      proxiedUrl(cpiUrl(year), options.proxyTemplate),
      FEED_CONFIG.gus.cache,
      options,
    );
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      throw new FeedFailure('the answer is not JSON');
    }
    const latest = latestCpiOfYear(normaliseCpiRows(payload), year);
    checkPlausible(latest.value, FEED_CONFIG.gus.plausible, 'CPI y/y');
    return { kind: 'value', value: latest };
  } catch (error) {
    warnMissing('GUS CPI y/y', error);
    return failed(error);
  }
}

/** Fetches and reads this year's latest CPI y/y (Warsaw's year), without the cache; null (logged) on failure. */
export async function fetchCpiYearOverYear(
  options: FeedOptions = {},
): Promise<CpiYearOverYear | null> {
  const fetched = await fetchCpiOutcome(options);
  return fetched.kind === 'value' ? fetched.value : null;
}
