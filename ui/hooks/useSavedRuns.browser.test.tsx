import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryDataSource } from '../data/memory';
import { sampleSimulation } from '../data/test-support';
import type { DataSource } from '../data/types';
import { renderWithData } from './test-support';
import { useSavedRuns } from './useSavedRuns';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** `source` with its reads counted, and made to fail while `reads.failing` is set. */
function watchReads(source: DataSource) {
  const reads = { count: 0, failing: false };
  const data: DataSource = {
    ...source,
    getAllSimulations: () => {
      reads.count += 1;
      return reads.failing ? Promise.reject(new Error('zablokowana')) : source.getAllSimulations();
    },
  };
  return { data, reads };
}

const first = sampleSimulation('pierwsza', Date.UTC(2026, 0, 5));
const second = sampleSimulation('druga', Date.UTC(2026, 1, 5), { mortgageType: 'LINEAR' });

describe('useSavedRuns', () => {
  it('is loading, then lists the saved runs oldest first, the damaged records apart', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const data = createMemoryDataSource({
      simulations: [second, first],
      storedRecords: [{ id: 'zepsuta', label: 42 }],
    });
    const { result } = renderWithData(() => useSavedRuns(), data);
    expect(result.current.status).toBe('loading');
    await waitFor(() => {
      expect(result.current.status).toBe('ready');
    });
    expect(result.current.simulations.map((s) => s.id)).toEqual(['pierwsza', 'druga']);
    expect(result.current.damaged).toEqual([{ damaged: true, key: 'zepsuta' }]);
  });

  it('reads the list again when another tab saves a run', async () => {
    const data = createMemoryDataSource({ simulations: [first] });
    const { result } = renderWithData(() => useSavedRuns(), data);
    await waitFor(() => {
      expect(result.current.status).toBe('ready');
    });
    await act(() => data.addSimulation(second));
    await waitFor(() => {
      expect(result.current.simulations.map((s) => s.id)).toEqual(['pierwsza', 'druga']);
    });
  });

  it('shows its own save and delete without reading every run back', async () => {
    const { data, reads } = watchReads(createMemoryDataSource({ simulations: [first] }));
    const { result } = renderWithData(() => useSavedRuns(), data);
    await waitFor(() => {
      expect(result.current.status).toBe('ready');
    });
    await act(() => result.current.add(second));
    expect(result.current.simulations.map((s) => s.id)).toEqual(['pierwsza', 'druga']);
    await act(() => result.current.remove(first));
    expect(result.current.simulations.map((s) => s.id)).toEqual(['druga']);
    // The first read only; none for the save or the delete.
    expect(reads.count).toBe(1);
    expect((await data.getAllSimulations()).simulations).toEqual([second]);
  });

  it('reads its own save back while the list has not been read once, so earlier runs return', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { data, reads } = watchReads(createMemoryDataSource({ simulations: [first] }));
    reads.failing = true;
    const { result } = renderWithData(() => useSavedRuns(), data);
    await waitFor(() => {
      expect(result.current.status).toBe('unavailable');
    });
    reads.failing = false;
    await act(() => result.current.add(second));
    await waitFor(() => {
      expect(result.current.status).toBe('ready');
    });
    expect(result.current.simulations.map((s) => s.id)).toEqual(['pierwsza', 'druga']);
  });

  it('keeps the list on screen when a later read fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { data, reads } = watchReads(createMemoryDataSource({ simulations: [first] }));
    const { result } = renderWithData(() => useSavedRuns(), data);
    await waitFor(() => {
      expect(result.current.status).toBe('ready');
    });
    reads.failing = true;
    act(() => {
      result.current.refresh();
    });
    await waitFor(() => {
      expect(console.warn).toHaveBeenCalled();
    });
    expect(result.current.status).toBe('ready');
    expect(result.current.simulations.map((s) => s.id)).toEqual(['pierwsza']);
  });

  it('says so when another tab has upgraded the database', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const data = createMemoryDataSource({ outdated: true });
    const { result } = renderWithData(() => useSavedRuns(), data);
    await waitFor(() => {
      expect(result.current.outdated).toBe(true);
    });
  });
});
