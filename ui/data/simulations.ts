import type { Simulation } from '../domain';
import { onDatabaseOutdated, transact } from './db';
import { compactRecord } from '../domain/backup';
import {
  keyText,
  RESULT_OMITTED,
  readBackupRecord,
  readStoredSimulation,
  withStressOwn,
  type DamagedSimulation,
} from './guard';
import { newSimulationId } from './ids';
import type {
  ImportOutcome,
  SavedSimulations,
  SimulationsChange,
  SimulationsChangeListener,
} from './types';

/** The BroadcastChannel on which every tab of the site announces its saves, deletes and clears. */
export const SIMULATIONS_CHANNEL = 'mortgage-simulations';

interface Announcement {
  /** Which module instance sent it, so a tab does not hear its own change twice. */
  source: string;
  change: SimulationsChange;
}

const source = newSimulationId();
// One record per subscription, so the same function subscribed twice is also unsubscribed twice.
const subscriptions = new Set<{ listener: SimulationsChangeListener }>();
let receiver: BroadcastChannel | undefined;
let persistenceRequested = false;

function hasBroadcastChannel(): boolean {
  // Safari before 15.4 has no BroadcastChannel; the tab then still hears its own changes.
  return typeof BroadcastChannel === 'function';
}

function notify(change: SimulationsChange): void {
  for (const { listener } of [...subscriptions]) {
    try {
      listener(change);
    } catch (error) {
      // One faulty listener must not keep the others from hearing the change.
      console.error('[data] A simulations listener failed.', error);
    }
  }
}

function readAnnouncement(data: unknown): SimulationsChange | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { source: sender, change } = data as Partial<Record<keyof Announcement, unknown>>;
  if (typeof sender !== 'string' || sender === source) return undefined;
  if (typeof change !== 'object' || change === null) return undefined;
  const { type, id } = change as Partial<Record<'type' | 'id', unknown>>;
  if (type === 'cleared') return { type };
  if (type === 'imported') {
    const { count } = change as { count?: unknown };
    return typeof count === 'number' ? { type, count } : undefined;
  }
  if ((type === 'added' || type === 'deleted') && typeof id === 'string') return { type, id };
  return undefined;
}

function announce(change: SimulationsChange): void {
  notify(change);
  if (!hasBroadcastChannel()) return;
  const message: Announcement = { source, change };
  try {
    // With nobody listening here there is no open channel; a short-lived one still reaches
    // other tabs, because delivery is queued when the message is posted.
    const channel = receiver ?? new BroadcastChannel(SIMULATIONS_CHANNEL);
    channel.postMessage(message);
    if (channel !== receiver) channel.close();
  } catch (error) {
    console.warn('[data] Could not tell other tabs about a change.', error);
  }
}

function openReceiver(): void {
  if (receiver || !hasBroadcastChannel()) return;
  receiver = new BroadcastChannel(SIMULATIONS_CHANNEL);
  receiver.onmessage = (event: MessageEvent<unknown>) => {
    const change = readAnnouncement(event.data);
    if (change) notify(change);
  };
}

function closeReceiver(): void {
  // An open channel would keep the page out of the back/forward cache for nothing.
  receiver?.close();
  receiver = undefined;
}

function requestPersistence(): void {
  if (persistenceRequested) return;
  persistenceRequested = true;
  const storage = (globalThis.navigator as Partial<Navigator> | undefined)?.storage;
  if (typeof storage?.persist !== 'function') return;
  // Best-effort: it only makes eviction of saved runs less likely, so a refusal is fine.
  storage.persist().catch((error: unknown) => {
    console.warn('[data] Could not ask for persistent storage.', error);
  });
}

/**
 * The record as stored (issue 32): a run with a schedule is kept without it and marked
 * RESULT_OMITTED, as a backup keeps it (`compactRecord`); every read computes it again. A read's
 * `resultsRecomputed` mark is never saved.
 */
function stored(simulation: Simulation): Simulation {
  const record = compactRecord(simulation);
  // The store's type is the spec's Simulation; this record is read back into one (guard.ts).
  return ('result' in record ? record : { ...record, [RESULT_OMITTED]: true }) as Simulation;
}

/** Saves a new simulation and announces it; rejects with a StorageError subclass when it cannot. */
export async function addSimulation(simulation: Simulation): Promise<void> {
  await transact('simulations', 'readwrite', 'save the simulation', (store) =>
    store.add(stored(simulation)),
  );
  announce({ type: 'added', id: simulation.id });
  requestPersistence();
}

/** The saved simulation with this id, a DamagedSimulation if it fails the read check, or undefined. */
export async function getSimulation(
  id: string,
): Promise<Simulation | DamagedSimulation | undefined> {
  const record: unknown = await transact(
    'simulations',
    'readonly',
    'read the simulation',
    (store) => store.get(id),
  );
  return record === undefined ? undefined : readStoredSimulation(id, record);
}

/**
 * Keeps the stress test's own rise (`Własny wzrost`, issue 33) with a saved run, or removes it
 * when `points` is null, in one transaction; the rest of the record stays as stored. Rejects
 * with a StorageError when the run is gone or its record cannot be read (a newer version's).
 */
export async function updateStressOwnPercent(id: string, points: number | null): Promise<void> {
  await transact('simulations', 'readwrite', 'update the simulation', async (store) => {
    const record: unknown = await store.get(id);
    // The store's type is the spec's Simulation; the record was read back into one (guard.ts).
    await store.put(withStressOwn(id, record, points) as Simulation);
  });
}

/** How many records a read checks and computes before it lets the page paint. */
const READ_SLICE = 50;

/** Resolves in a new task, after whatever the page has waiting (a paint, an input). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/** Every saved simulation, oldest first, and apart from them the records that fail the read check. */
export async function getAllSimulations(): Promise<SavedSimulations> {
  const [keys, records] = await transact(
    'simulations',
    'readonly',
    'read the simulations',
    // One transaction, so keys and values come in the same order.
    (store) => Promise.all([store.getAllKeys(), store.getAll() as Promise<unknown[]>]),
  );
  // Every read computes each run's schedule (issue 32), about a millisecond a long run: in slices,
  // so a thousand runs do not hold the page for a second and a message waiting to paint paints.
  const read: (Simulation | DamagedSimulation)[] = [];
  for (let index = 0; index < records.length; index += 1) {
    if (index > 0 && index % READ_SLICE === 0) await nextTask();
    read.push(readStoredSimulation(keys[index] ?? '', records[index]));
  }
  return sortSaved(read);
}

/** Splits read records into valid simulations (oldest first) and damaged ones. */
export function sortSaved(read: readonly (Simulation | DamagedSimulation)[]): SavedSimulations {
  const simulations: Simulation[] = [];
  const damaged: DamagedSimulation[] = [];
  for (const item of read) {
    if ('damaged' in item) damaged.push(item);
    else simulations.push(item);
  }
  simulations.sort((first, second) => first.timestamp - second.timestamp);
  return { simulations, damaged };
}

/** Deletes one record by its key (a simulation's id) and announces it; a missing key is not an error. */
export async function deleteSimulation(key: IDBValidKey): Promise<void> {
  await transact('simulations', 'readwrite', 'delete the simulation', (store) =>
    store.delete(key as string),
  );
  announce({ type: 'deleted', id: keyText(key) });
}

/**
 * Adds `simulations` whose ids are not saved yet, in one transaction: if anything fails (a full
 * disk), nothing is written and the store is exactly as it was. Announces the import.
 */
export async function importSimulations(
  simulations: readonly Simulation[],
): Promise<ImportOutcome> {
  const outcome = await transact(
    'simulations',
    'readwrite',
    'import simulations',
    async (store) => {
      // One read of the saved ids and every add in flight at once: a request at a time took
      // seconds for a thousand runs (issue 32).
      const saved = new Set<IDBValidKey>(await store.getAllKeys());
      const adds: Promise<unknown>[] = [];
      let skipped = 0;
      try {
        for (const simulation of simulations) {
          if (saved.has(simulation.id)) {
            skipped += 1;
            continue;
          }
          saved.add(simulation.id);
          adds.push(store.add(stored(simulation)));
        }
      } catch (error) {
        // An add that throws (a full disk) aborts the rest; their rejections are expected.
        for (const add of adds) add.catch(() => undefined);
        throw error;
      }
      await Promise.all(adds);
      return { added: adds.length, skipped };
    },
  );
  if (outcome.added > 0) announce({ type: 'imported', count: outcome.added });
  return outcome;
}

/**
 * Every saved run as a backup keeps it (settings and metadata, issue 32), damaged records left
 * out, without reading or recomputing their schedules.
 */
export async function getBackupRecords(): Promise<Record<string, unknown>[]> {
  const [keys, records] = await transact(
    'simulations',
    'readonly',
    'read the simulations',
    (store) => Promise.all([store.getAllKeys(), store.getAll() as Promise<unknown[]>]),
  );
  return records.flatMap<Record<string, unknown>>(
    (record, index) => readBackupRecord(keys[index] ?? '', record) ?? [],
  );
}

/** Deletes every simulation and announces it. */
export async function clearSimulations(): Promise<void> {
  await transact('simulations', 'readwrite', 'delete all simulations', (store) => store.clear());
  announce({ type: 'cleared' });
}

/** Calls `listener` on every save, delete and clear, in this tab and others; returns unsubscribe. */
export function onSimulationsChanged(listener: SimulationsChangeListener): () => void {
  const subscription = { listener };
  subscriptions.add(subscription);
  openReceiver();
  const stopOutdated = onDatabaseOutdated(() => {
    listener({ type: 'outdated' });
  });
  return () => {
    stopOutdated();
    subscriptions.delete(subscription);
    if (subscriptions.size === 0) closeReceiver();
  };
}
