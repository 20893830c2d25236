import 'fake-indexeddb/auto';
import {
  IDBFactory,
  IDBObjectStore,
  IDBOpenDBRequest,
  IDBVersionChangeEvent,
} from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeDatabase,
  configureDatabase,
  DATABASE_NAME,
  DATABASE_VERSION,
  DEFAULT_OPEN_TIMEOUT_MS,
  resetDatabaseState,
} from './db';
import {
  StorageBlockedError,
  StorageError,
  StorageOutdatedError,
  StorageQuotaError,
  StorageTimeoutError,
  StorageUnavailableError,
} from './errors';
import {
  addSimulation,
  clearSimulations,
  deleteSimulation,
  getAllSimulations,
  getSimulation,
  importSimulations,
  onSimulationsChanged,
  SIMULATIONS_CHANNEL,
} from './simulations';
import { isDamaged } from './guard';
import { eventually, sampleSimulation, withoutResult } from './test-support';
import type { SimulationsChange } from './types';

function openRaw(version?: number, upgrade?: (database: IDBDatabase) => void) {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE_NAME, version);
    request.onupgradeneeded = () => upgrade?.(request.result);
    request.onsuccess = () => {
      resolve(request.result);
    };
    request.onerror = () => {
      reject(request.error ?? new Error('open failed'));
    };
    request.onblocked = () => {
      reject(new Error('blocked'));
    };
  });
}

/** Writes a record behind the repository's back, as an older build or a tampering visitor would. */
async function putRaw(record: unknown): Promise<void> {
  await getAllSimulations(); // creates the schema
  const database = await openRaw();
  await new Promise<void>((resolve, reject) => {
    const transaction = database.transaction('simulations', 'readwrite');
    transaction.objectStore('simulations').put(record);
    transaction.oncomplete = () => {
      resolve();
    };
    transaction.onerror = () => {
      reject(transaction.error ?? new Error('put failed'));
    };
  });
  database.close();
}

beforeEach(() => {
  // A fresh factory per test: nothing saved in one test can leak into the next.
  vi.stubGlobal('indexedDB', new IDBFactory());
});

afterEach(async () => {
  await closeDatabase();
  resetDatabaseState();
  configureDatabase({ openTimeoutMs: DEFAULT_OPEN_TIMEOUT_MS });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the database schema', () => {
  it('is mortgageSimulationDatabase version 1 with the three stores the spec names', async () => {
    await getAllSimulations();
    await closeDatabase();

    const database = await openRaw();
    expect(database.name).toBe('mortgageSimulationDatabase');
    expect(database.version).toBe(1);
    expect(DATABASE_VERSION).toBe(1);
    expect([...database.objectStoreNames].sort()).toEqual([
      'cpiPoland',
      'nbpInterestRates',
      'simulations',
    ]);
    const transaction = database.transaction(['simulations', 'nbpInterestRates', 'cpiPoland']);
    expect(transaction.objectStore('simulations').keyPath).toBe('id');
    // The feed stores hold one record under a fixed key, so they have no key path.
    expect(transaction.objectStore('nbpInterestRates').keyPath).toBeNull();
    expect(transaction.objectStore('cpiPoland').keyPath).toBeNull();
    database.close();
  });
});

describe('the simulations repository', () => {
  it('reads back a saved simulation by id exactly as it was saved', async () => {
    const simulation = sampleSimulation('a');
    await addSimulation(simulation);
    expect(await getSimulation('a')).toEqual(simulation);
  });

  it('gives undefined for an id that was never saved', async () => {
    expect(await getSimulation('missing')).toBeUndefined();
  });

  it('lists every saved simulation, oldest first', async () => {
    await addSimulation(sampleSimulation('late', 3000));
    await addSimulation(sampleSimulation('early', 1000));
    await addSimulation(sampleSimulation('middle', 2000));
    const ids = (await getAllSimulations()).simulations.map(({ id }) => id);
    expect(ids).toEqual(['early', 'middle', 'late']);
  });

  it('lists nothing before the first save', async () => {
    expect(await getAllSimulations()).toEqual({ simulations: [], damaged: [] });
  });

  it('deletes one simulation and keeps the others', async () => {
    await addSimulation(sampleSimulation('keep', 1));
    await addSimulation(sampleSimulation('drop', 2));
    await deleteSimulation('drop');
    expect(await getSimulation('drop')).toBeUndefined();
    expect((await getAllSimulations()).simulations.map(({ id }) => id)).toEqual(['keep']);
  });

  it('treats deleting an unknown id as done', async () => {
    await expect(deleteSimulation('never-saved')).resolves.toBeUndefined();
  });

  it('clears every simulation', async () => {
    await addSimulation(sampleSimulation('a', 1));
    await addSimulation(sampleSimulation('b', 2));
    await clearSimulations();
    expect(await getAllSimulations()).toEqual({ simulations: [], damaged: [] });
  });

  it('refuses a second simulation with an id already saved, and keeps the first', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = sampleSimulation('same', 1, { loanAmount: 100_000 });
    await addSimulation(first);
    await expect(addSimulation(sampleSimulation('same', 2))).rejects.toBeInstanceOf(StorageError);
    expect(await getSimulation('same')).toEqual(first);
  });

  it('keeps a saved run without a result, which the report page allows', async () => {
    const bare = withoutResult(sampleSimulation('no-result'));
    await addSimulation(bare);
    expect(await getSimulation('no-result')).toEqual(bare);
  });
});

describe('saved data is untrusted', () => {
  it('keeps a record whose schedule holds a null entry, with the null in place', async () => {
    const simulation = sampleSimulation('with-null');
    simulation.result?.repaymentPlan.entries.splice(3, 1, null);
    await putRaw(simulation);

    const read = await getSimulation('with-null');
    expect(read).toBeDefined();
    if (read === undefined || isDamaged(read)) return;
    expect(read.result?.repaymentPlan.entries[3]).toBeNull();
    expect(read.result?.repaymentPlan.entries).toHaveLength(300);
    expect((await getAllSimulations()).simulations.map(({ id }) => id)).toEqual(['with-null']);
  });

  it('lists a tampered record apart as damaged, with a warning, and still lists the valid ones', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await addSimulation(sampleSimulation('valid', 1));
    await putRaw({ ...sampleSimulation('tampered', 2), settings: { loanAmount: '<img onerror>' } });
    await putRaw({ id: 'older-version', kwota: 300_000 });

    warn.mockClear();
    const saved = await getAllSimulations();
    expect(saved.simulations.map(({ id }) => id)).toEqual(['valid']);
    expect(saved.damaged.map(({ key }) => key).sort()).toEqual(['older-version', 'tampered']);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('settings.loanAmount'));
  });

  it('reads a tampered record by id as damaged, never as a simulation', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await putRaw({ ...sampleSimulation('bad-entry'), result: { totalMonthlyRate: 'jeden' } });
    expect(await getSimulation('bad-entry')).toEqual({ damaged: true, key: 'bad-entry' });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('deletes a damaged record by its stored key, whatever its type', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await putRaw({ id: 'x\uD800', label: 'lone surrogate' });
    await putRaw({ id: 42, label: 'numeric key' });
    await addSimulation(sampleSimulation('valid'));
    const { damaged } = await getAllSimulations();
    expect(damaged).toHaveLength(2);
    for (const record of damaged) await deleteSimulation(record.key);
    expect(await getAllSimulations()).toEqual({
      simulations: [sampleSimulation('valid')],
      damaged: [],
    });
  });
});

describe('change announcements', () => {
  it('tells listeners in this tab about each save, delete and clear, in order', async () => {
    const heard: SimulationsChange[] = [];
    const stop = onSimulationsChanged((change) => heard.push(change));
    await addSimulation(sampleSimulation('a'));
    await deleteSimulation('a');
    await clearSimulations();
    stop();
    await addSimulation(sampleSimulation('after-stop'));

    expect(heard).toEqual([
      { type: 'added', id: 'a' },
      { type: 'deleted', id: 'a' },
      { type: 'cleared' },
    ]);
  });

  it('posts each change on the mortgage-simulations BroadcastChannel for other tabs', async () => {
    const otherTab = new BroadcastChannel(SIMULATIONS_CHANNEL);
    const received: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent<unknown>) => received.push(event.data);
    try {
      await addSimulation(sampleSimulation('a'));
      await deleteSimulation('a');
      await eventually(() => {
        expect(received).toEqual([
          expect.objectContaining({ change: { type: 'added', id: 'a' } }),
          expect.objectContaining({ change: { type: 'deleted', id: 'a' } }),
        ]);
      });
    } finally {
      otherTab.close();
    }
  });

  it('hears a change announced by another tab and ignores malformed messages', async () => {
    const heard: SimulationsChange[] = [];
    const stop = onSimulationsChanged((change) => heard.push(change));
    const otherTab = new BroadcastChannel(SIMULATIONS_CHANNEL);
    try {
      otherTab.postMessage('<script>');
      otherTab.postMessage({ source: 'other-tab', change: { type: 'deleted', id: 42 } });
      otherTab.postMessage({ source: 'other-tab', change: { type: 'deleted', id: 'x' } });
      await eventually(() => {
        expect(heard).toEqual([{ type: 'deleted', id: 'x' }]);
      });
    } finally {
      otherTab.close();
      stop();
    }
  });

  it('still tells the other listeners when one of them throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const heard = vi.fn();
    const stopFaulty = onSimulationsChanged(() => {
      throw new Error('faulty listener');
    });
    const stop = onSimulationsChanged(heard);
    await clearSimulations();
    stopFaulty();
    stop();
    expect(heard).toHaveBeenCalledWith({ type: 'cleared' });
  });
});

describe('persistent storage', () => {
  it('is asked for once, after the first successful save, and not after a failed one', async () => {
    vi.resetModules();
    const fresh = await import('./simulations');
    const freshDb = await import('./db');
    const persist = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('navigator', { storage: { persist } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await fresh.addSimulation(sampleSimulation('a'));
      await expect(fresh.addSimulation(sampleSimulation('a'))).rejects.toThrow();
      expect(persist).toHaveBeenCalledOnce();
      await fresh.addSimulation(sampleSimulation('b'));
      expect(persist).toHaveBeenCalledOnce();
    } finally {
      await freshDb.closeDatabase();
    }
  });

  it('is not asked for before any save succeeds', async () => {
    vi.resetModules();
    const fresh = await import('./simulations');
    const freshDb = await import('./db');
    const persist = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('navigator', { storage: { persist } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      await expect(fresh.addSimulation(sampleSimulation('a'))).rejects.toThrow();
      expect(persist).not.toHaveBeenCalled();
    } finally {
      await freshDb.closeDatabase();
    }
  });
});

describe('nothing hangs', () => {
  it('rejects every call with StorageUnavailableError where there is no IndexedDB', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('indexedDB', undefined);
    const calls = [
      addSimulation(sampleSimulation('a')),
      getSimulation('a'),
      getAllSimulations(),
      deleteSimulation('a'),
      clearSimulations(),
    ];
    for (const call of calls) {
      await expect(call).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(call).rejects.toThrow(/^IndexedDB is not supported by this browser\.$/);
    }
  });

  it('gives up on an open that never finishes, and opens afresh on the next call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    configureDatabase({ openTimeoutMs: 50 });
    const working = new IDBFactory();
    // A request whose events never fire, as in Safari's stuck-open bug.
    vi.stubGlobal('indexedDB', { open: () => new IDBOpenDBRequest() });
    await expect(getAllSimulations()).rejects.toBeInstanceOf(StorageTimeoutError);

    vi.stubGlobal('indexedDB', working);
    await expect(getAllSimulations()).resolves.toEqual({ simulations: [], damaged: [] });
  });

  it('rejects with StorageBlockedError instead of waiting while another tab blocks the open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const request = new IDBOpenDBRequest();
    vi.stubGlobal('indexedDB', {
      open: () => {
        setTimeout(() => {
          request.dispatchEvent(
            new IDBVersionChangeEvent('blocked', { oldVersion: 0, newVersion: 1 }),
          );
        }, 0);
        return request;
      },
    });
    await expect(getAllSimulations()).rejects.toBeInstanceOf(StorageBlockedError);
  });

  it('lets another tab upgrade to version 2 by closing its connection, and says the page is outdated', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const heard: SimulationsChange[] = [];
    const stop = onSimulationsChanged((change) => heard.push(change));
    await addSimulation(sampleSimulation('a'));

    // `openRaw` rejects on "blocked": it resolves only if our connection stepped aside.
    const upgraded = await openRaw(2, (database) => database.createObjectStore('later'));
    expect(upgraded.version).toBe(2);
    expect(heard).toContainEqual({ type: 'outdated' });
    // This build only knows version 1: every later call fails at once with the reason.
    await expect(getAllSimulations()).rejects.toBeInstanceOf(StorageOutdatedError);
    await expect(addSimulation(sampleSimulation('b'))).rejects.toBeInstanceOf(StorageOutdatedError);
    upgraded.close();
    stop();
  });

  it('treats a database already upgraded by a newer build as outdated, not as a generic failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    (await openRaw(2, (database) => database.createObjectStore('simulations'))).close();
    await expect(getAllSimulations()).rejects.toBeInstanceOf(StorageOutdatedError);
  });
});

describe('a full disk', () => {
  it('rejects with StorageQuotaError and keeps every earlier record readable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await addSimulation(sampleSimulation('earlier'));
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });

    await expect(addSimulation(sampleSimulation('one-too-many'))).rejects.toBeInstanceOf(
      StorageQuotaError,
    );
    vi.restoreAllMocks();
    expect((await getAllSimulations()).simulations.map(({ id }) => id)).toEqual(['earlier']);
  });
});

describe('importing runs', () => {
  // What an import adds, skips and announces is in the shared contract (dataSource.contract.test.ts).
  it('writes nothing at all when the disk fills up half-way, and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await addSimulation(sampleSimulation('earlier', 1));
    // Kept to call through to the real method, with the store as `this`.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const add = IDBObjectStore.prototype.add;
    let calls = 0;
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['add']>
    ) {
      calls += 1;
      if (calls === 3) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return add.apply(this, args);
    });
    await expect(
      importSimulations([
        sampleSimulation('a', 2),
        sampleSimulation('b', 3),
        sampleSimulation('c', 4),
      ]),
    ).rejects.toBeInstanceOf(StorageQuotaError);
    vi.restoreAllMocks();
    expect((await getAllSimulations()).simulations.map(({ id }) => id)).toEqual(['earlier']);
  });
});
