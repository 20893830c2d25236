// The only module that imports idb: everything else goes through the helpers below, so every
// call gets the same timeout, typed errors and logging.
import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase, IDBPObjectStore, IDBPTransaction } from 'idb';
import type { Simulation } from '../domain';
import {
  StorageBlockedError,
  StorageOutdatedError,
  StorageUnavailableError,
  StorageTimeoutError,
  toStorageError,
} from './errors';
import type { StorageError } from './errors';
import type { CpiRecord, FeedFailureRecord, ReferenceRateRecord } from './guard';

/** The database name the spec fixes (point 3). */
export const DATABASE_NAME = 'mortgageSimulationDatabase';
/** Schema version; bump it only together with a migration in `upgrade`. */
export const DATABASE_VERSION = 1;
/** The fixed key of the single record kept in each feed store. */
export const SINGLE_RECORD_KEY = 'latest';
/** How long an open may take before it is given up, unless a test configures otherwise. */
export const DEFAULT_OPEN_TIMEOUT_MS = 5000;

/** The typed schema; values read back are still checked, because saved data is untrusted. */
interface MortgageSimulationSchema extends DBSchema {
  simulations: { key: string; value: Simulation };
  nbpInterestRates: { key: string; value: ReferenceRateRecord | FeedFailureRecord };
  cpiPoland: { key: string; value: CpiRecord | FeedFailureRecord };
}

/** One of the three store names. */
export type StoreName = 'simulations' | 'nbpInterestRates' | 'cpiPoland';

type Database = IDBPDatabase<MortgageSimulationSchema>;
type Store<Name extends StoreName, Mode extends IDBTransactionMode> = IDBPObjectStore<
  MortgageSimulationSchema,
  [Name],
  Name,
  Mode
>;

let openTimeoutMs = DEFAULT_OPEN_TIMEOUT_MS;
let connection: Promise<Database> | undefined;
let openedDatabase: Database | undefined;
/** Set once another tab has upgraded the database: this page's code can no longer use it. */
let outdated = false;
const outdatedListeners = new Set<{ listener: () => void }>();

function markOutdated(): void {
  if (outdated) return;
  outdated = true;
  for (const { listener } of [...outdatedListeners]) {
    try {
      listener();
    } catch (error) {
      console.error('[data] An outdated-database listener failed.', error);
    }
  }
}

/** Calls `listener` once when another tab upgrades the database; returns unsubscribe. */
export function onDatabaseOutdated(listener: () => void): () => void {
  const subscription = { listener };
  outdatedListeners.add(subscription);
  if (outdated) queueMicrotask(listener);
  return () => {
    outdatedListeners.delete(subscription);
  };
}

/** Forgets an upgrade seen by another tab; only tests need it, as a reload does the same. */
export function resetDatabaseState(): void {
  outdated = false;
}

/** Changes how long an open may take; tests use it to avoid waiting five seconds. */
export function configureDatabase(options: { openTimeoutMs?: number }): void {
  openTimeoutMs = options.openTimeoutMs ?? DEFAULT_OPEN_TIMEOUT_MS;
}

/** The shared connection, opened on first use; a failed open is forgotten so the next call retries. */
function openDatabase(): Promise<Database> {
  if (outdated) return Promise.reject(new StorageOutdatedError());
  if (connection) return connection;
  const attempt: Promise<Database> = openWithTimeout().catch((error: unknown) => {
    if (connection === attempt) connection = undefined;
    throw error;
  });
  connection = attempt;
  return attempt;
}

/** Closes the shared connection, if any; the next call opens a new one. */
export async function closeDatabase(): Promise<void> {
  const pending = connection;
  connection = undefined;
  openedDatabase = undefined;
  if (!pending) return;
  try {
    (await pending).close();
  } catch {
    // A failed open left nothing to close.
  }
}

function indexedDbFactory(): IDBFactory | undefined {
  try {
    // Typed as always present, but it is missing in old browsers and Node, and sandboxed
    // frames throw a SecurityError on mere access.
    return (globalThis as { indexedDB?: IDBFactory }).indexedDB;
  } catch {
    return undefined;
  }
}

function forget(database: Database): void {
  if (openedDatabase !== database) return;
  openedDatabase = undefined;
  connection = undefined;
}

function openWithTimeout(): Promise<Database> {
  if (!indexedDbFactory()) return Promise.reject(new StorageUnavailableError());
  const timeoutMs = openTimeoutMs;
  return new Promise<Database>((resolve, reject) => {
    let settled = false;
    const fail = (error: StorageError): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(error);
    };
    const timer = setTimeout(() => {
      fail(new StorageTimeoutError(timeoutMs));
    }, timeoutMs);

    let database: Database | undefined;
    let opening: Promise<Database>;
    try {
      opening = openDB<MortgageSimulationSchema>(DATABASE_NAME, DATABASE_VERSION, {
        upgrade(upgrading) {
          // Created only when missing, so a later version can add stores without touching these.
          const names = upgrading.objectStoreNames;
          if (!names.contains('simulations')) {
            upgrading.createObjectStore('simulations', { keyPath: 'id' });
          }
          if (!names.contains('nbpInterestRates')) upgrading.createObjectStore('nbpInterestRates');
          if (!names.contains('cpiPoland')) upgrading.createObjectStore('cpiPoland');
        },
        blocked() {
          // Waiting would leave the page spinning until the other tab is closed.
          fail(new StorageBlockedError());
        },
        blocking() {
          // Another tab opens a newer version, written by a newer build of the site. This
          // page's code does not know that version, so it steps aside for good and asks the
          // visitor to reload rather than failing every save with a generic error.
          if (database) {
            database.close();
            forget(database);
          }
          markOutdated();
        },
        terminated() {
          // The browser dropped the connection (storage cleared, disk error): reopen next time.
          if (database) forget(database);
        },
      });
    } catch (error) {
      // `indexedDB.open` throws synchronously where storage is disabled (e.g. file://).
      fail(new StorageUnavailableError({ cause: error }));
      return;
    }

    opening.then(
      (opened) => {
        if (settled) {
          // Nobody waits for a connection that arrives after a timeout or a block.
          opened.close();
          return;
        }
        settled = true;
        clearTimeout(timer);
        database = opened;
        openedDatabase = opened;
        resolve(opened);
      },
      (error: unknown) => {
        fail(classifyOpenError(error));
      },
    );
  });
}

function classifyOpenError(error: unknown): StorageError {
  // Firefox's private windows (before v115) and storage-blocking settings refuse the open itself.
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'SecurityError' || name === 'InvalidStateError') {
    return new StorageUnavailableError({ cause: error });
  }
  // The database on disk is newer than this page's code: another tab has upgraded it.
  if (name === 'VersionError') {
    markOutdated();
    return new StorageOutdatedError({ cause: error });
  }
  return toStorageError(error, 'open');
}

function abortQuietly(transaction: { abort(): void }): void {
  try {
    transaction.abort();
  } catch {
    // Already finished or aborted: nothing left to undo.
  }
}

function startTransaction<Name extends StoreName, Mode extends IDBTransactionMode>(
  database: Database,
  storeName: Name,
  mode: Mode,
): IDBPTransaction<MortgageSimulationSchema, [Name], Mode> {
  return database.transaction(storeName, mode);
}

/**
 * Runs `work` in one transaction and settles only when the transaction does: an abort rejects,
 * and the error is logged and typed (a quota abort becomes StorageQuotaError).
 */
export async function transact<Name extends StoreName, Mode extends IDBTransactionMode, T>(
  storeName: Name,
  mode: Mode,
  operation: string,
  work: (store: Store<Name, Mode>) => Promise<T>,
): Promise<T> {
  let transaction: IDBPTransaction<MortgageSimulationSchema, [Name], Mode> | undefined;
  try {
    let database = await openDatabase();
    try {
      transaction = startTransaction(database, storeName, mode);
    } catch (error) {
      // The connection closed under us (another tab upgraded): reopen once and retry.
      if (!(error instanceof DOMException && error.name === 'InvalidStateError')) throw error;
      forget(database);
      database = await openDatabase();
      transaction = startTransaction(database, storeName, mode);
    }
    const [result] = await Promise.all([work(transaction.store), transaction.done]);
    return result;
  } catch (error) {
    let cause: unknown = error;
    if (transaction) {
      abortQuietly(transaction);
      await transaction.done.catch(() => undefined);
      // A quota failure surfaces on the transaction; its requests only see an AbortError.
      cause = transaction.error ?? error;
    }
    const typed = toStorageError(cause, operation);
    console.error(`[data] Could not ${operation}.`, typed);
    throw typed;
  }
}
