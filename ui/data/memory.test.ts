import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageQuotaError, StorageUnavailableError } from './errors';
import { isDamaged } from './guard';
import { createMemoryDataSource, MEMORY_DEFAULTS } from './memory';
import { sampleSimulation } from './test-support';

afterEach(() => {
  vi.useRealTimers();
});

describe('createMemoryDataSource', () => {
  it('starts with the seeded simulations and keeps the same contract as the browser source', async () => {
    const source = createMemoryDataSource({
      simulations: [sampleSimulation('b', 2), sampleSimulation('a', 1)],
    });
    const heard = vi.fn();
    source.onSimulationsChanged(heard);

    expect((await source.getAllSimulations()).simulations.map(({ id }) => id)).toEqual(['a', 'b']);
    await source.addSimulation(sampleSimulation('c', 3));
    await source.deleteSimulation('a');
    expect(await source.getSimulation('a')).toBeUndefined();
    expect(await source.getSimulation('c')).toEqual(sampleSimulation('c', 3));
    await source.clearSimulations();
    expect(await source.getAllSimulations()).toEqual({ simulations: [], damaged: [] });
    expect(heard.mock.calls).toEqual([
      [{ type: 'added', id: 'c' }],
      [{ type: 'deleted', id: 'a' }],
      [{ type: 'cleared' }],
    ]);
  });

  it('hands out copies, so a caller cannot change what is stored', async () => {
    const source = createMemoryDataSource({ simulations: [sampleSimulation('a')] });
    const read = await source.getSimulation('a');
    if (read && !isDamaged(read)) read.label = 'changed';
    expect(await source.getSimulation('a')).toEqual(sampleSimulation('a'));
  });

  it('shows the real March 2026 figures by default, and null when a feed is set to fail', async () => {
    expect(await createMemoryDataSource().getReferenceRate()).toEqual(
      MEMORY_DEFAULTS.referenceRate,
    );
    expect(await createMemoryDataSource().getCpiYearOverYear()).toEqual({
      value: 2.1,
      month: 'luty',
      year: 2026,
    });
    const failing = createMemoryDataSource({ referenceRate: null, cpiYearOverYear: null });
    expect(await failing.getReferenceRate()).toBeNull();
    expect(await failing.getCpiYearOverYear()).toBeNull();
  });

  it('fails saves with the given error and keeps what was there', async () => {
    const source = createMemoryDataSource({
      simulations: [sampleSimulation('a')],
      failSavesWith: new StorageQuotaError(),
    });
    await expect(source.addSimulation(sampleSimulation('b'))).rejects.toBeInstanceOf(
      StorageQuotaError,
    );
    expect((await source.getAllSimulations()).simulations.map(({ id }) => id)).toEqual(['a']);
  });

  it('fails every simulations call when told storage is unavailable', async () => {
    const source = createMemoryDataSource({ failWith: new StorageUnavailableError() });
    await expect(source.getAllSimulations()).rejects.toThrow(
      'IndexedDB is not supported by this browser.',
    );
    await expect(source.getSimulation('a')).rejects.toBeInstanceOf(StorageUnavailableError);
  });

  it('settles each call after the configured delay', async () => {
    vi.useFakeTimers();
    const source = createMemoryDataSource({ delayMs: 1000 });
    const settled = vi.fn();
    void source.getAllSimulations().then(settled);
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith({ simulations: [], damaged: [] });
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

  it('hands out distinct UUID v4 ids that stay the same from run to run', () => {
    const source = createMemoryDataSource();
    const ids = [source.newSimulationId(), source.newSimulationId()];
    expect(ids).toEqual([
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000002',
    ]);
  });
});
