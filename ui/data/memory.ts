// An in-memory DataSource for stories and tests: the same contract as the browser's, with every
// state (empty, full, failing, slow, feeds missing) one option away.
import { POLISH_MONTHS, type Simulation } from '../domain';
import { StorageError, StorageOutdatedError } from './errors';
import { keyText, readBackupRecord, readStoredSimulation, withStressOwn } from './guard';
import { sortSaved } from './simulations';
import type {
  CpiYearOverYear,
  DataSource,
  ReferenceRate,
  SimulationsChange,
  SimulationsChangeListener,
  StorageUsage,
} from './types';

/** How the in-memory source behaves; every option has a realistic default. */
export interface MemoryDataSourceOptions {
  /** Saved simulations to start with. */
  simulations?: readonly Simulation[];
  /**
   * Records as tampered or old data would sit in the store, read through the same check as the
   * browser's; each is keyed by its `id`, as IndexedDB's key path keys it.
   */
  storedRecords?: readonly unknown[];
  /** Starts as if another tab had upgraded the database: every call fails, listeners hear it. */
  outdated?: boolean;
  /** The banner's reference rate; `null` means the feed failed. Default: 3,75 % from 2026-03-05. */
  referenceRate?: ReferenceRate | null;
  /** The banner's CPI y/y; `null` means the feed failed. Default: 2,1 % for luty 2026. */
  cpiYearOverYear?: CpiYearOverYear | null;
  /** The storage estimate; `null` means the browser cannot give one. Default: 2 MB of 10 GB. */
  storageUsage?: StorageUsage | null;
  /** Makes every `addSimulation` reject with this error, e.g. `new StorageQuotaError()`. */
  failSavesWith?: Error;
  /** Makes every simulations call reject with this error, e.g. `new StorageUnavailableError()`. */
  failWith?: Error;
  /** Milliseconds before each call settles; `Infinity` never settles, for loading states. */
  delayMs?: number;
  /** A new version of the site is waiting; listeners hear it at once, `apply` calls this. */
  updateAvailable?: () => void;
  /** Whether storage is persistent (null: the browser cannot say); `persistStorage` sets it true. */
  persisted?: boolean | null;
  /** The form's draft kept in this tab, as the browser would hand it back (issue 32). */
  formDraft?: string | null;
}

/**
 * The figures the default in-memory source shows: real values published in March 2026. Marked
 * pure so the site's bundles, which never use the in-memory source, leave it out.
 */
export const MEMORY_DEFAULTS = /* @__PURE__ */ Object.freeze({
  referenceRate: /* @__PURE__ */ Object.freeze({ value: 3.75, effectiveFrom: '2026-03-05' }),
  cpiYearOverYear: /* @__PURE__ */ Object.freeze({
    value: 2.1,
    month: POLISH_MONTHS[1],
    year: 2026,
  }),
  storageUsage: /* @__PURE__ */ Object.freeze({ usage: 2_000_000, quota: 10_000_000_000 }),
});

/** Creates an in-memory DataSource; nothing is shared between two of them. */
export function createMemoryDataSource(options: MemoryDataSourceOptions = {}): DataSource {
  const { delayMs = 0, failSavesWith, outdated = false } = options;
  const failWith = options.failWith ?? (outdated ? new StorageOutdatedError() : undefined);
  // Values are kept as stored (unknown), so reads go through the same check as IndexedDB's.
  const store = new Map<IDBValidKey, unknown>();
  for (const record of [...(options.simulations ?? []), ...(options.storedRecords ?? [])]) {
    const key = (record as { id?: unknown } | null)?.id;
    if (typeof key === 'string' || typeof key === 'number') store.set(key, structuredClone(record));
  }
  const subscriptions = new Set<{ listener: SimulationsChangeListener }>();
  const referenceRate =
    options.referenceRate === undefined ? MEMORY_DEFAULTS.referenceRate : options.referenceRate;
  const cpiYearOverYear =
    options.cpiYearOverYear === undefined
      ? MEMORY_DEFAULTS.cpiYearOverYear
      : options.cpiYearOverYear;
  const storageUsage =
    options.storageUsage === undefined ? MEMORY_DEFAULTS.storageUsage : options.storageUsage;
  let nextId = 1;
  let persisted = options.persisted === undefined ? false : options.persisted;
  let formDraft = options.formDraft ?? null;

  const settle = <T>(work: () => T): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (delayMs === Number.POSITIVE_INFINITY) return;
      setTimeout(() => {
        try {
          resolve(work());
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }, delayMs);
    });

  const repository = <T>(work: () => T): Promise<T> =>
    settle(() => {
      if (failWith) throw failWith;
      return work();
    });

  const notify = (change: SimulationsChange): void => {
    for (const { listener } of [...subscriptions]) {
      try {
        listener(change);
      } catch (error) {
        console.error('[data] A simulations listener failed.', error);
      }
    }
  };

  return Object.freeze({
    addSimulation: (simulation: Simulation) =>
      repository(() => {
        if (failSavesWith) throw failSavesWith;
        // Like IndexedDB's `add`: an existing id is a constraint failure, not an overwrite.
        if (store.has(simulation.id)) {
          throw new StorageError(`A simulation with id ${simulation.id} already exists.`);
        }
        store.set(simulation.id, structuredClone(simulation));
        notify({ type: 'added', id: simulation.id });
      }),
    getSimulation: (id: string) =>
      repository(() => {
        const record = store.get(id);
        return record === undefined ? undefined : readStoredSimulation(id, structuredClone(record));
      }),
    getAllSimulations: () =>
      repository(() =>
        sortSaved(
          [...store.entries()].map(([key, record]) =>
            readStoredSimulation(key, structuredClone(record)),
          ),
        ),
      ),
    getBackupRecords: () =>
      repository(() =>
        [...store.entries()].flatMap<Record<string, unknown>>(
          ([key, record]) => readBackupRecord(key, structuredClone(record)) ?? [],
        ),
      ),
    updateStressOwnPercent: (id: string, points: number | null) =>
      repository(() => {
        if (failSavesWith) throw failSavesWith;
        store.set(id, withStressOwn(id, structuredClone(store.get(id)), points));
      }),
    deleteSimulation: (key: IDBValidKey) =>
      repository(() => {
        store.delete(key);
        notify({ type: 'deleted', id: keyText(key) });
      }),
    clearSimulations: () =>
      repository(() => {
        store.clear();
        notify({ type: 'cleared' });
      }),
    importSimulations: (simulations: readonly Simulation[]) =>
      repository(() => {
        // All or nothing, like the browser's single transaction.
        if (failSavesWith && simulations.length > 0) throw failSavesWith;
        let added = 0;
        let skipped = 0;
        for (const simulation of simulations) {
          if (store.has(simulation.id)) {
            skipped += 1;
          } else {
            store.set(simulation.id, structuredClone(simulation));
            added += 1;
          }
        }
        if (added > 0) notify({ type: 'imported', count: added });
        return { added, skipped };
      }),
    isStoragePersisted: () => settle(() => persisted),
    persistStorage: () =>
      settle(() => {
        if (persisted === null) return false;
        persisted = true;
        return true;
      }),
    onSimulationsChanged: (listener: SimulationsChangeListener) => {
      const subscription = { listener };
      subscriptions.add(subscription);
      if (outdated) {
        queueMicrotask(() => {
          listener({ type: 'outdated' });
        });
      }
      return () => {
        subscriptions.delete(subscription);
      };
    },
    // Predictable ids keep story snapshots stable; they are still valid UUID v4 strings.
    newSimulationId: () => `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`,
    getReferenceRate: () => settle(() => referenceRate && { ...referenceRate }),
    getCpiYearOverYear: () => settle(() => cpiYearOverYear && { ...cpiYearOverYear }),
    onUpdateAvailable: (listener: (apply: () => void) => void) => {
      const { updateAvailable } = options;
      if (updateAvailable === undefined) return () => undefined;
      let stopped = false;
      void settle(() => {
        if (!stopped) listener(updateAvailable);
      });
      return () => {
        stopped = true;
      };
    },
    readFormDraft: () => formDraft,
    writeFormDraft: (text: string | null) => {
      formDraft = text;
    },
    watchStorageUsage: (listener: (usage: StorageUsage | null) => void) => {
      let stopped = false;
      void settle(() => {
        if (!stopped) listener(storageUsage && { ...storageUsage });
      });
      return () => {
        stopped = true;
      };
    },
  } satisfies DataSource);
}
