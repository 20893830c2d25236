// One contract for every DataSource: stories and tests run on the in-memory source, the site on
// IndexedDB (fake-indexeddb here), and a behaviour the two disagree on would make a green story
// prove nothing about the page. Each case below runs against both.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDatabase, DATABASE_NAME } from './db';
import { StorageError, StorageQuotaError, StorageUnavailableError } from './errors';
import { compactBackupJson, readBackup } from '../domain/backup';
import { isDamaged } from './guard';
import { browserDataSource } from './index';
import { createMemoryDataSource, MEMORY_DEFAULTS } from './memory';
import { sampleSimulation, withoutResult } from './test-support';
import type { DataSource, SimulationsChange } from './types';

/** A source that starts with these records in its store, read through its own checks. */
type StartWith = (records: readonly unknown[]) => Promise<DataSource>;

/** Writes records straight into the store, as an older build or a tampering visitor would. */
function putRaw(records: readonly unknown[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DATABASE_NAME);
    open.onerror = () => {
      reject(open.error ?? new Error('open failed'));
    };
    open.onsuccess = () => {
      const transaction = open.result.transaction('simulations', 'readwrite');
      for (const record of records) transaction.objectStore('simulations').put(record);
      transaction.oncomplete = () => {
        open.result.close();
        resolve();
      };
      transaction.onerror = () => {
        reject(transaction.error ?? new Error('put failed'));
      };
    };
  });
}

const sources: [string, StartWith][] = [
  [
    'the in-memory source',
    (records) => Promise.resolve(createMemoryDataSource({ storedRecords: records })),
  ],
  [
    'the IndexedDB source',
    async (records) => {
      await browserDataSource.getAllSimulations(); // creates the schema
      await putRaw(records);
      return browserDataSource;
    },
  ],
];

beforeEach(() => {
  // A fresh database per test: nothing saved in one test leaks into the next.
  vi.stubGlobal('indexedDB', new IDBFactory());
});

afterEach(async () => {
  await closeDatabase();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe.each(sources)('%s', (_name, startWith) => {
  const ids = async (source: DataSource) =>
    (await source.getAllSimulations()).simulations.map(({ id }) => id);

  it('reads back a saved simulation by id exactly as it was saved', async () => {
    const source = await startWith([]);
    await source.addSimulation(sampleSimulation('a'));
    expect(await source.getSimulation('a')).toEqual(sampleSimulation('a'));
  });

  it('gives undefined for an id that was never saved', async () => {
    expect(await (await startWith([])).getSimulation('missing')).toBeUndefined();
  });

  it('lists nothing before the first save', async () => {
    expect(await (await startWith([])).getAllSimulations()).toEqual({
      simulations: [],
      damaged: [],
    });
  });

  it('lists every saved simulation oldest first, whatever order they were saved in', async () => {
    const source = await startWith([sampleSimulation('late', 3000)]);
    await source.addSimulation(sampleSimulation('early', 1000));
    await source.addSimulation(sampleSimulation('middle', 2000));
    expect(await ids(source)).toEqual(['early', 'middle', 'late']);
  });

  it('deletes one simulation and keeps the others; deleting an unknown id is done', async () => {
    const source = await startWith([sampleSimulation('keep', 1), sampleSimulation('drop', 2)]);
    await source.deleteSimulation('drop');
    await expect(source.deleteSimulation('never-saved')).resolves.toBeUndefined();
    expect(await source.getSimulation('drop')).toBeUndefined();
    expect(await ids(source)).toEqual(['keep']);
  });

  it('clears every simulation', async () => {
    const source = await startWith([sampleSimulation('a', 1), sampleSimulation('b', 2)]);
    await source.clearSimulations();
    expect(await source.getAllSimulations()).toEqual({ simulations: [], damaged: [] });
  });

  it('refuses a second simulation with an id already saved, and keeps the first', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = sampleSimulation('same', 1, { loanAmount: 100_000 });
    const source = await startWith([first]);
    await expect(source.addSimulation(sampleSimulation('same', 2))).rejects.toBeInstanceOf(
      StorageError,
    );
    expect(await source.getSimulation('same')).toEqual(first);
  });

  it('keeps a saved run without a result, which the report page allows', async () => {
    const source = await startWith([]);
    await source.addSimulation(withoutResult(sampleSimulation('bare')));
    expect(await source.getSimulation('bare')).toEqual(withoutResult(sampleSimulation('bare')));
  });

  it('keeps Własny wzrost with a saved run, and removes it, leaving the rest as it was', async () => {
    const saved = sampleSimulation('a');
    const source = await startWith([saved]);
    await source.updateStressOwnPercent('a', -2.5);
    expect(await source.getSimulation('a')).toEqual({
      ...saved,
      settings: { ...saved.settings, stressOwnPercent: -2.5 },
    });
    await source.updateStressOwnPercent('a', null);
    expect(await source.getSimulation('a')).toEqual(saved);
  });

  it('raises an older record to version 5, the first that holds Własny wzrost', async () => {
    const old = { ...withoutResult(sampleSimulation('old')), schemaVersion: 2 };
    const source = await startWith([old]);
    await source.updateStressOwnPercent('old', 1.5);
    const read = await source.getSimulation('old');
    expect(read && !isDamaged(read) && read.schemaVersion).toBe(5);
    expect(read && !isDamaged(read) && read.settings.stressOwnPercent).toBe(1.5);
  });

  it('never rewrites a record it cannot read, nor makes one that is gone', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const newer = { ...sampleSimulation('newer'), schemaVersion: 99 };
    const source = await startWith([newer, sampleSimulation('kept')]);
    await expect(source.updateStressOwnPercent('newer', 2)).rejects.toBeInstanceOf(StorageError);
    await expect(source.updateStressOwnPercent('gone', 2)).rejects.toBeInstanceOf(StorageError);
    // Outside −5 to +10 pp: refused, and the run keeps what it had.
    await expect(source.updateStressOwnPercent('kept', 11)).rejects.toBeInstanceOf(StorageError);
    expect(await source.getSimulation('newer')).toEqual({ damaged: true, key: 'newer' });
    expect(await source.getSimulation('gone')).toBeUndefined();
    expect(await source.getSimulation('kept')).toEqual(sampleSimulation('kept'));
  });

  it('hands out copies, so a caller cannot change what is stored', async () => {
    const source = await startWith([sampleSimulation('a')]);
    const read = await source.getSimulation('a');
    if (read && !isDamaged(read)) read.label = 'changed';
    expect(await source.getSimulation('a')).toEqual(sampleSimulation('a'));
  });

  it('lists a tampered record apart as damaged, reads it as damaged and deletes it by key', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tampered = { ...sampleSimulation('tampered', 2), settings: { loanAmount: '<img>' } };
    const source = await startWith([sampleSimulation('valid', 1), tampered, { id: 42 }]);
    const saved = await source.getAllSimulations();
    expect(saved.simulations.map(({ id }) => id)).toEqual(['valid']);
    expect(saved.damaged.map(({ key }) => key)).toEqual(expect.arrayContaining(['tampered', 42]));
    expect(await source.getSimulation('tampered')).toEqual({ damaged: true, key: 'tampered' });
    for (const { key } of saved.damaged) await source.deleteSimulation(key);
    expect(await source.getAllSimulations()).toEqual({
      simulations: [sampleSimulation('valid', 1)],
      damaged: [],
    });
  });

  it('tells listeners about each save, delete and clear, in order, until they stop listening', async () => {
    const source = await startWith([]);
    const heard: SimulationsChange[] = [];
    const stop = source.onSimulationsChanged((change) => heard.push(change));
    await source.addSimulation(sampleSimulation('a'));
    await source.deleteSimulation('a');
    await source.clearSimulations();
    stop();
    await source.addSimulation(sampleSimulation('after-stop'));
    expect(heard).toEqual([
      { type: 'added', id: 'a' },
      { type: 'deleted', id: 'a' },
      { type: 'cleared' },
    ]);
  });

  it("tells listeners about this tab's own save and delete before their promises resolve", async () => {
    const source = await startWith([]);
    const heard: string[] = [];
    const stop = source.onSimulationsChanged((change) => heard.push(change.type));
    await source.addSimulation(sampleSimulation('a')).then(() => heard.push('add resolved'));
    await source.deleteSimulation('a').then(() => heard.push('delete resolved'));
    stop();
    expect(heard).toEqual(['added', 'add resolved', 'deleted', 'delete resolved']);
  });

  it('imports the runs not saved yet, skips the ones already saved, and announces it', async () => {
    const source = await startWith([sampleSimulation('saved', 1)]);
    const heard: SimulationsChange[] = [];
    const stop = source.onSimulationsChanged((change) => heard.push(change));
    const outcome = await source.importSimulations([
      sampleSimulation('saved', 1, { loanAmount: 999_999 }),
      sampleSimulation('new-1', 2),
      sampleSimulation('new-2', 3),
    ]);
    stop();
    expect(outcome).toEqual({ added: 2, skipped: 1 });
    expect(await ids(source)).toEqual(['saved', 'new-1', 'new-2']);
    // The saved run is not overwritten by the imported one with the same id.
    expect(await source.getSimulation('saved')).toEqual(sampleSimulation('saved', 1));
    expect(heard).toEqual([{ type: 'imported', count: 2 }]);
  });

  it('imports a run twice in one file once', async () => {
    const source = await startWith([]);
    await expect(
      source.importSimulations([sampleSimulation('a', 1), sampleSimulation('a', 1)]),
    ).resolves.toEqual({ added: 1, skipped: 1 });
    expect(await ids(source)).toEqual(['a']);
  });

  it('gives every run for a backup without its schedule, damaged records left out, and the file brings each back whole', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tampered = { ...sampleSimulation('tampered', 2), settings: { loanAmount: '<img>' } };
    const runs = [sampleSimulation('a', 1), withoutResult(sampleSimulation('bare', 3))];
    const source = await startWith([...runs, tampered, { id: 42 }]);
    const records = await source.getBackupRecords();
    expect(records.map((record) => record['id']).toSorted()).toEqual(['a', 'bare']);
    expect(records.find((record) => record['id'] === 'a')).not.toHaveProperty('result');
    const text = compactBackupJson(records, 0);
    const back = readBackup(text, text.length).simulations.toSorted((x, y) =>
      x.id.localeCompare(y.id),
    );
    expect(back).toEqual(runs);
    // Imported as the Menu imports it, results left for the store to compute: every run whole.
    await source.clearSimulations();
    const { simulations } = readBackup(text, text.length, { computeResults: false });
    await expect(source.importSimulations(simulations)).resolves.toEqual({ added: 2, skipped: 0 });
    const read = await Promise.all([source.getSimulation('a'), source.getSimulation('bare')]);
    expect(read).toEqual(runs);
  });

  it('imports nothing, and announces nothing, when every run is already saved', async () => {
    const source = await startWith([sampleSimulation('saved', 1)]);
    const heard: SimulationsChange[] = [];
    const stop = source.onSimulationsChanged((change) => heard.push(change));
    await expect(source.importSimulations([sampleSimulation('saved', 1)])).resolves.toEqual({
      added: 0,
      skipped: 1,
    });
    stop();
    expect(heard).toEqual([]);
  });

  it('hands out distinct UUID v4 ids', async () => {
    const source = await startWith([]);
    const [first, second] = [source.newSimulationId(), source.newSimulationId()];
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
  });
});

// What only the in-memory source has: the knobs stories use to show each state.
describe('the in-memory source, set up for a story', () => {
  it('shows the real March 2026 figures by default, and null when a feed is set to fail', async () => {
    expect(await createMemoryDataSource().getReferenceRate()).toEqual(
      MEMORY_DEFAULTS.referenceRate,
    );
    expect(await createMemoryDataSource().getCpiYearOverYear()).toEqual(
      MEMORY_DEFAULTS.cpiYearOverYear,
    );
    const failing = createMemoryDataSource({ referenceRate: null, cpiYearOverYear: null });
    expect(await failing.getReferenceRate()).toBeNull();
    expect(await failing.getCpiYearOverYear()).toBeNull();
  });

  it('fails saves, or every call, with the error it is given', async () => {
    const full = createMemoryDataSource({ failSavesWith: new StorageQuotaError() });
    await expect(full.addSimulation(sampleSimulation('b'))).rejects.toBeInstanceOf(
      StorageQuotaError,
    );
    const none = createMemoryDataSource({ failWith: new StorageUnavailableError() });
    await expect(none.getSimulation('a')).rejects.toBeInstanceOf(StorageUnavailableError);
  });

  it('settles each call after the configured delay', async () => {
    vi.useFakeTimers();
    try {
      const settled = vi.fn();
      void createMemoryDataSource({ delayMs: 1000 }).getAllSimulations().then(settled);
      await vi.advanceTimersByTimeAsync(999);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toHaveBeenCalledWith({ simulations: [], damaged: [] });
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports the configured storage usage, or null', async () => {
    const usage = vi.fn();
    createMemoryDataSource({ storageUsage: { usage: 5, quota: 10 } }).watchStorageUsage(usage);
    const none = vi.fn();
    createMemoryDataSource({ storageUsage: null }).watchStorageUsage(none);
    await vi.waitFor(() => {
      expect(usage).toHaveBeenCalledWith({ usage: 5, quota: 10 });
      expect(none).toHaveBeenCalledWith(null);
    });
  });

  it('hands out the same ids from run to run, so story screenshots stay stable', () => {
    const source = createMemoryDataSource();
    expect([source.newSimulationId(), source.newSimulationId()]).toEqual([
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000002',
    ]);
  });
});
