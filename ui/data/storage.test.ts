import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_POLL_MS } from './storage';
import type { StorageUsage } from './types';

// A fresh module per test: the "warn once" memory must not leak between tests.
async function loadWatch() {
  vi.resetModules();
  return (await import('./storage')).watchStorageUsage;
}

function stubEstimate(readings: StorageUsage[]) {
  let call = 0;
  const estimate = vi.fn(() =>
    Promise.resolve<StorageEstimate>(readings[Math.min(call++, readings.length - 1)] ?? {}),
  );
  vi.stubGlobal('navigator', { storage: { estimate } });
  return estimate;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('watchStorageUsage where the browser can estimate', () => {
  it('reports usage at once and then polls every 5000 ms', async () => {
    const estimate = stubEstimate([
      { usage: 1000, quota: 10_000 },
      { usage: 2000, quota: 10_000 },
      { usage: 3000, quota: 10_000 },
    ]);
    const listener = vi.fn();
    const stop = (await loadWatch())(listener);

    await vi.advanceTimersByTimeAsync(0);
    expect(listener).toHaveBeenLastCalledWith({ usage: 1000, quota: 10_000 });
    await vi.advanceTimersByTimeAsync(STORAGE_POLL_MS - 1);
    expect(estimate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(estimate).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenLastCalledWith({ usage: 2000, quota: 10_000 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(listener).toHaveBeenLastCalledWith({ usage: 3000, quota: 10_000 });
    stop();
    expect(STORAGE_POLL_MS).toBe(5000);
  });

  it('does not repeat an unchanged reading', async () => {
    const estimate = stubEstimate([{ usage: 1000, quota: 10_000 }]);
    const listener = vi.fn();
    const stop = (await loadWatch())(listener);
    await vi.advanceTimersByTimeAsync(15_000);
    stop();
    expect(estimate).toHaveBeenCalledTimes(4);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('stops polling, and reports nothing more, once stopped', async () => {
    const estimate = stubEstimate([{ usage: 1000, quota: 10_000 }]);
    const listener = vi.fn();
    const stop = (await loadWatch())(listener);
    stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(listener).not.toHaveBeenCalled();
    expect(estimate).toHaveBeenCalledTimes(1);
  });

  it('reports null, with a warning, when an estimate fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('navigator', {
      storage: { estimate: () => Promise.reject(new DOMException('no', 'UnknownError')) },
    });
    const listener = vi.fn();
    const stop = (await loadWatch())(listener);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    expect(listener).toHaveBeenCalledWith(null);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('watchStorageUsage where the Storage API is missing', () => {
  it('reports null and warns once, however many watchers there are', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('navigator', {});
    const watch = await loadWatch();
    const first = vi.fn();
    const second = vi.fn();
    watch(first);
    watch(second);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(first).toHaveBeenCalledExactlyOnceWith(null);
    expect(second).toHaveBeenCalledExactlyOnceWith(null);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('reports nothing to a watcher stopped straight away', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('navigator', undefined);
    const listener = vi.fn();
    (await loadWatch())(listener)();
    await vi.advanceTimersByTimeAsync(0);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('persistent storage', () => {
  it('says whether the browser keeps the data, and asks it to', async () => {
    const { isStoragePersisted, persistStorage } = await import('./storage');
    let granted = false;
    vi.stubGlobal('navigator', {
      storage: {
        persisted: () => Promise.resolve(granted),
        persist: () => {
          granted = true;
          return Promise.resolve(true);
        },
      },
    });
    expect(await isStoragePersisted()).toBe(false);
    expect(await persistStorage()).toBe(true);
    expect(await isStoragePersisted()).toBe(true);
    vi.unstubAllGlobals();
  });

  it('answers "unknown" and "no" where the browser has no such API', async () => {
    const { isStoragePersisted, persistStorage } = await import('./storage');
    vi.stubGlobal('navigator', {});
    expect(await isStoragePersisted()).toBeNull();
    expect(await persistStorage()).toBe(false);
    vi.unstubAllGlobals();
  });
});
