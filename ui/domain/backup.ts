// The backup file of every saved run: one JSON document with a format name and version. Reading
// one back checks every record through the same schema as stored data.
//
// Layout 2 (issue 32) keeps what a run is, not what the engine makes of it: each record is the
// saved run without its result, which the import computes again from the settings (results are
// derived data). A long variable-rate run takes about 8 KB instead of 80 KB, so the file of
// 1 000 such runs is about 8 MB instead of 80 MB. A run saved without a plan (spec point 3)
// keeps its result in the file as it is (`null` when it has none), so it comes back the same.
// Layout 1 files, which carry every record whole, keep importing; their figures are checked
// against the engine's whenever the run is read (ui/domain/simulation.ts `shownSimulation`).
import { BACKUP_MAX_BYTES } from './limits';
import { simulate, validateSettings } from './mortgage';
import { SCHEMA_VERSION, SimulationSchema } from './records';
import { parse } from './schema';
import type { Simulation } from './types';

/** Names the file's format, so another JSON file is not mistaken for a backup. */
export const BACKUP_FORMAT = 'symulator-kredytu-hipotecznego/kopia';
/** The layout of the backup file this app writes; it reads every layout up to it. */
export const BACKUP_VERSION = 2;
// The backup menu checks a file's size before reading it.
export { BACKUP_MAX_BYTES } from './limits';

/** Why a backup file could not be read at all. */
export type BackupErrorKind = 'too-large' | 'not-json' | 'not-a-backup' | 'newer-format';

/** A file that is not a backup this app can read; nothing from it is used. */
export class BackupError extends Error {
  override readonly name = 'BackupError';
  constructor(
    readonly kind: BackupErrorKind,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A run as layout 2 keeps it: everything but a result the engine can compute again (or one a
 * read left out, `resultOmitted`); `result: null` for a run without one.
 */
export function compactRecord(simulation: Simulation): Record<string, unknown> {
  const record: Partial<Simulation> = { ...simulation };
  delete record.resultsRecomputed;
  delete record.resultOmitted;
  const result = record.result;
  delete record.result;
  if (simulation.resultOmitted === true) return record;
  if (result !== undefined && result.repaymentPlan.entries.length > 0) return record;
  return { ...record, result: result ?? null };
}

/** The backup file's text for `simulations`, made at `exportedAt` (epoch milliseconds). */
export function backupJson(simulations: readonly Simulation[], exportedAt: number): string {
  return compactBackupJson(simulations.map(compactRecord), exportedAt);
}

/**
 * The backup file's text for records already in layout 2's shape (`compactRecord`), as the
 * store's backup read gives them without reading their schedules.
 */
export function compactBackupJson(
  records: readonly Record<string, unknown>[],
  exportedAt: number,
): string {
  return JSON.stringify({
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date(exportedAt).toISOString(),
    simulations: records,
  });
}

/** The file name of a backup made on the given ISO date: `symulacje-2026-03-05.json`. */
export function backupFileName(isoDate: string): string {
  return `symulacje-${isoDate.slice(0, 10)}.json`;
}

/** A backup read back: the records that passed the check, and how many were refused. */
export interface ReadBackup {
  simulations: Simulation[];
  rejected: number;
}

/**
 * One record of a file of `version`, checked, with its result computed or (`compute` false)
 * marked `resultOmitted`; null when it is refused.
 */
function readRecord(record: unknown, version: number, compute: boolean): Simulation | null {
  const parsed = parse(SimulationSchema, record);
  if (!parsed.ok || (parsed.value.schemaVersion ?? 1) > SCHEMA_VERSION) return null;
  const simulation = parsed.value;
  try {
    // The rules between fields, as for a stored record: the run must be one the engine runs.
    validateSettings(simulation.settings);
    const withoutResult = version >= 2 && !Object.hasOwn(record as object, 'result');
    if (!withoutResult) return simulation;
    return compute
      ? { ...simulation, result: simulate(simulation.settings) }
      : { ...simulation, resultOmitted: true };
  } catch {
    return null;
  }
}

/**
 * Reads a backup file's text. Throws BackupError when it is not JSON, not a backup or of a newer
 * layout; otherwise every record passes the schema and the engine's rules or is counted as
 * rejected, so a record with a `schemaVersion` newer than this app knows is rejected too. A
 * layout-2 record without a result gets the engine's, or with `computeResults` false is marked
 * `resultOmitted` for the store, which keeps runs without their schedules and computes them on
 * every read (the import of a thousand long runs then takes a fraction of the time).
 */
export function readBackup(
  text: string,
  byteLength: number,
  { computeResults = true }: { computeResults?: boolean } = {},
): ReadBackup {
  if (byteLength > BACKUP_MAX_BYTES) {
    throw new BackupError('too-large', `the file has ${byteLength} bytes`);
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new BackupError('not-json', 'the file is not JSON');
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw new BackupError('not-a-backup', 'the file is not a backup');
  }
  const { format, version, simulations } = document as Record<string, unknown>;
  if (format !== BACKUP_FORMAT || !Array.isArray(simulations)) {
    throw new BackupError('not-a-backup', 'the file is not a backup');
  }
  if (typeof version !== 'number' || version > BACKUP_VERSION) {
    throw new BackupError('newer-format', `backup version ${String(version)}`);
  }
  const read: Simulation[] = [];
  let rejected = 0;
  for (const record of simulations as unknown[]) {
    const simulation = readRecord(record, version, computeResults);
    if (simulation === null) rejected += 1;
    else read.push(simulation);
  }
  return { simulations: read, rejected };
}
