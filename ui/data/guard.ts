// Saved data is untrusted: another version of the app, an extension or a curious visitor with
// devtools may have written anything. Every record is read through the one schema the app saves
// with (ui/domain/records.ts), which rebuilds it from the known fields only and holds every value
// to the form's limits, so nothing unexpected travels further into the page.
import { parse, POLISH_MONTHS, SimulationSchema, type Infer, type Simulation } from '../domain';
import { EPOCH_MILLISECONDS_MAX } from '../domain/limits';
import { number, object, optional, picklist, string } from '../domain/schema';
import { shownSimulation } from '../domain/simulation';

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
 * The run as the pages show it, its figures recomputed (`shownSimulation`, issue 32), or null
 * when the engine refuses its settings (a month past the term, unsorted rate changes…).
 */
function shown(simulation: Simulation): Simulation | null {
  try {
    return shownSimulation(simulation);
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
  const read = parsed.ok && parsed.value.id === key ? shown(parsed.value) : null;
  if (read !== null) return read;
  // The record itself is not logged: it may be huge, and it is not ours to echo.
  const where = !parsed.ok ? parsed.path || 'record' : parsed.value.id === key ? 'settings' : 'id';
  console.warn(`[data] A saved simulation is damaged (${where}); it is listed for deletion only.`);
  return { damaged: true, key };
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
