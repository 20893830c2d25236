// Saved data is untrusted: another version of the app, an extension or a curious visitor with
// devtools may have written anything. Every record is read through the one schema the app saves
// with (ui/domain/records.ts), which rebuilds it from the known fields only and holds every value
// to the form's limits, so nothing unexpected travels further into the page.
import { parse, POLISH_MONTHS, SimulationSchema, type Infer, type Simulation } from '../domain';
import { EPOCH_MILLISECONDS_MAX } from '../domain/limits';
import { number, object, optional, picklist, string } from '../domain/schema';
import { compactRecord } from '../domain/backup';
import { derivedSimulation, shownSimulation } from '../domain/simulation';
import { validateSettings } from '../domain/mortgage';
import { StorageError } from './errors';

/** A stored record the read check refused: listed as damaged, with only a delete button. */
export interface DamagedSimulation {
  readonly damaged: true;
  /** The record's key in the store, as stored; only used to delete it. */
  readonly key: IDBValidKey;
}

/** A storage key as text, for change announcements between tabs. */
export function keyText(key: IDBValidKey): string {
  if (typeof key === 'string') return key;
  if (typeof key === 'number') return String(key);
  if (key instanceof Date) return key.toISOString();
  return Array.isArray(key) ? `[${key.map(keyText).join(',')}]` : '[binary]';
}

/** True when a read gave a damaged record rather than a simulation. */
export function isDamaged(value: Simulation | DamagedSimulation): value is DamagedSimulation {
  return 'damaged' in value;
}

const epochMilliseconds = number({ min: 0, max: EPOCH_MILLISECONDS_MAX, integer: true });

/** The cached NBP reference rate (spec point 3), plus the date it applies from. */
const ReferenceRateRecordSchema = object({
  /** Held to the feed's plausible range (feeds.md), so a tampered cache shows nothing odd. */
  nbpReferenceRate: number({ min: 0, max: 30, decimals: 4 }),
  /** Epoch milliseconds of the fetch. */
  lastFetch: epochMilliseconds,
  /** ISO date from the feed's `obowiazuje_od`. */
  effectiveFrom: optional(string({ maxLength: 10, pattern: /^\d{4}-\d{2}-\d{2}$/ })),
});
export type ReferenceRateRecord = Infer<typeof ReferenceRateRecordSchema>;

/** The cached CPI y/y (spec point 3), plus the month and year it is for, so the banner can name them. */
const CpiRecordSchema = object({
  cpiYearOverYear: number({ min: -20, max: 100, decimals: 4 }),
  lastFetch: epochMilliseconds,
  /** Polish month name in the nominative, e.g. "luty". */
  month: picklist(POLISH_MONTHS),
  year: number({ min: 1990, max: 2200, integer: true }),
});
export type CpiRecord = Infer<typeof CpiRecordSchema>;

/**
 * A feed that answered with something unusable today. It is remembered like a value, so a
 * hostile or broken answer costs one request a day, not one per page.
 */
const FeedFailureRecordSchema = object({
  failed: picklist([true]),
  lastFetch: epochMilliseconds,
});
export type FeedFailureRecord = Infer<typeof FeedFailureRecordSchema>;

/**
 * Marks a record the store keeps without its schedule (issue 32): the engine computes the result
 * on every read anyway, and a long run's schedule is about nine tenths of its record, so leaving
 * it out makes saving, reading, exporting and importing a thousand runs several times faster. A
 * record with `result: null` has no result; one without the field and without this mark (an
 * older or tampered record) has none either, as the spec's report allows.
 */
export const RESULT_OMITTED = 'resultOmitted' satisfies keyof Simulation;

/** True when `value` is a record stored with RESULT_OMITTED (and no result). */
function resultOmitted(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Record<string, unknown>)[RESULT_OMITTED] === true &&
    !Object.hasOwn(value, 'result')
  );
}

/**
 * The run as the pages show it, its figures recomputed (`shownSimulation`, issue 32) or, when
 * the store left its schedule out, computed (`derivedSimulation`); null when the engine refuses
 * its settings (a month past the term, unsorted rate changes…).
 */
function shown(simulation: Simulation, omitted: boolean): Simulation | null {
  try {
    return omitted ? derivedSimulation(simulation) : shownSimulation(simulation);
  } catch {
    return null;
  }
}

/**
 * Checks a stored simulation and derives what it shows: its figures are recomputed and marked
 * if they differ from the saved ones (nothing is written back). A refused record becomes a
 * DamagedSimulation (with a warning).
 */
export function readStoredSimulation(
  key: IDBValidKey,
  value: unknown,
): Simulation | DamagedSimulation {
  const parsed = parse(SimulationSchema, value);
  // The id is the store's key path; a record whose key disagrees with its id is not ours.
  const read =
    parsed.ok && parsed.value.id === key ? shown(parsed.value, resultOmitted(value)) : null;
  if (read !== null) return read;
  // The record itself is not logged: it may be huge, and it is not ours to echo.
  const where = !parsed.ok ? parsed.path || 'record' : parsed.value.id === key ? 'settings' : 'id';
  console.warn(`[data] A saved simulation is damaged (${where}); it is listed for deletion only.`);
  return { damaged: true, key };
}

/** True when a stored result (unchecked) has a non-empty repayment plan. */
function hasPlan(result: unknown): boolean {
  if (typeof result !== 'object' || result === null) return false;
  const plan: unknown = (result as { repaymentPlan?: unknown }).repaymentPlan;
  if (typeof plan !== 'object' || plan === null) return false;
  const entries: unknown = (plan as { entries?: unknown }).entries;
  return Array.isArray(entries) && entries.length > 0;
}

/**
 * A stored record as a backup keeps it (`compactRecord`, issue 32), or null when the read check
 * would refuse it. A schedule the backup leaves out is not read at all: checking and recomputing
 * it would take most of an export's time, and the import computes it again anyway.
 */
export function readBackupRecord(key: IDBValidKey, value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'object' || value === null) return null;
  const omitted = resultOmitted(value);
  const planned = omitted || hasPlan((value as { result?: unknown }).result);
  const parsed = parse(SimulationSchema, planned ? { ...value, result: undefined } : value);
  if (!parsed.ok || parsed.value.id !== key) return null;
  try {
    validateSettings(parsed.value.settings);
  } catch {
    return null;
  }
  const record = compactRecord(parsed.value);
  if (planned) delete record['result'];
  return record;
}

/** Checks a stored simulation and returns a clean copy, or undefined (with a warning) if it is refused. */
export function parseSimulation(value: unknown): Simulation | undefined {
  const parsed = parse(SimulationSchema, value);
  if (parsed.ok) return parsed.value;
  console.warn(
    `[data] Skipped a simulation with an unexpected shape (${parsed.path || 'record'}).`,
  );
  return undefined;
}

/** Checks a cached reference-rate record; anything else reads as "not cached". */
export function parseReferenceRateRecord(value: unknown): ReferenceRateRecord | undefined {
  const parsed = parse(ReferenceRateRecordSchema, value);
  return parsed.ok ? parsed.value : undefined;
}

/** Checks a cached failure record; anything else reads as "no failure remembered". */
export function parseFeedFailureRecord(value: unknown): FeedFailureRecord | undefined {
  const parsed = parse(FeedFailureRecordSchema, value);
  return parsed.ok ? parsed.value : undefined;
}

/** Checks a cached CPI record; anything else reads as "not cached". */
export function parseCpiRecord(value: unknown): CpiRecord | undefined {
  const parsed = parse(CpiRecordSchema, value);
  return parsed.ok ? parsed.value : undefined;
}

/** The record format that brought `Własny wzrost` (issue 33); a record with the field is at least this. */
const STRESS_OWN_VERSION: NonNullable<Simulation['schemaVersion']> = 5;

/**
 * A stored record with the stress test's own row set to `points` (or removed when null), for the
 * store to write back (issue 33). Only a record the read check accepts is changed, and only that
 * field and, when it needs it, its version: every other field is kept as stored. A record this
 * app cannot read (damaged, or written by a newer version) is never rewritten: StorageError.
 */
export function withStressOwn(
  key: IDBValidKey,
  value: unknown,
  points: number | null,
): Record<string, unknown> {
  const parsed = parse(SimulationSchema, value);
  if (value === undefined || !parsed.ok || parsed.value.id !== key) {
    throw new StorageError(
      'The saved simulation is missing or cannot be read; it was not changed.',
    );
  }
  const record = value as Record<string, unknown> & { settings: Record<string, unknown> };
  const settings = { ...record.settings };
  if (points === null) delete settings['stressOwnPercent'];
  else settings['stressOwnPercent'] = points;
  const version = parsed.value.schemaVersion ?? 1;
  const updated = {
    ...record,
    settings,
    ...(points === null ? {} : { schemaVersion: Math.max(version, STRESS_OWN_VERSION) }),
  };
  if (!parse(SimulationSchema, updated).ok) {
    throw new StorageError('The stress test’s own rise is out of range; it was not saved.');
  }
  return updated;
}
