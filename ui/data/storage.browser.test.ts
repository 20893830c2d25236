import { describe, expect, it, vi } from 'vitest';
import { watchStorageUsage } from './storage';
import type { StorageUsage } from './types';

describe('watchStorageUsage in a real browser', () => {
  it('reports the usage and quota that navigator.storage.estimate gives', async () => {
    const readings: (StorageUsage | null)[] = [];
    const stop = watchStorageUsage((reading) => readings.push(reading));
    await vi.waitFor(() => {
      expect(readings).toHaveLength(1);
    });
    stop();
    const [reading] = readings;
    expect(reading?.quota).toBeGreaterThan(0);
    expect(reading?.usage).toBeGreaterThanOrEqual(0);
  });
});
