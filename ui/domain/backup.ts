// The backup file of every saved run: one JSON document with a format name and version. Reading
// one back checks every record through the same schema as stored data.
import { BACKUP_MAX_BYTES } from './limits';
import { SCHEMA_VERSION, SimulationSchema } from './records';
import { parse } from './schema';
import type { Simulation } from './types';

/** Names the file's format, so another JSON file is not mistaken for a backup. */
export const BACKUP_FORMAT = 'symulator-kredytu-hipotecznego/kopia';
/** The layout of the backup file. */
const BACKUP_VERSION = 1;
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

/** The backup file's text for `simulations`, made at `exportedAt` (epoch milliseconds). */
export function backupJson(simulations: readonly Simulation[], exportedAt: number): string {
  return JSON.stringify({
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date(exportedAt).toISOString(),
    simulations,
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
 * Reads a backup file's text. Throws BackupError when it is not JSON, not a backup or of a newer
 * layout; otherwise every record passes the schema or is counted as rejected, so a record with a
 * `schemaVersion` newer than this app knows is rejected too.
 */
export function readBackup(text: string, byteLength: number): ReadBackup {
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
    const parsed = parse(SimulationSchema, record);
    if (parsed.ok && (parsed.value.schemaVersion ?? 1) <= SCHEMA_VERSION) read.push(parsed.value);
    else rejected += 1;
  }
  return { simulations: read, rejected };
}
