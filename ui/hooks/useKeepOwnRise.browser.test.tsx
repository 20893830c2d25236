import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryDataSource } from '../data/memory';
import type { DataSource } from '../data/types';
import { renderWithData } from './test-support';
import { KEEP_OWN_RISE_DELAY_MS, useKeepOwnRise } from './useKeepOwnRise';

/** A memory source whose updates are counted, with the last value each was given. */
function watchedSource() {
  const memory = createMemoryDataSource();
  const update = vi.fn<DataSource['updateStressOwnPercent']>(() => Promise.resolve());
  return { data: { ...memory, updateStressOwnPercent: update } satisfies DataSource, update };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useKeepOwnRise', () => {
  it('writes only the last value, once typing has paused', () => {
    const { data, update } = watchedSource();
    const { result } = renderWithData(() => useKeepOwnRise('run'), data);
    act(() => {
      result.current(3);
      result.current(3.5);
    });
    vi.advanceTimersByTime(KEEP_OWN_RISE_DELAY_MS - 1);
    expect(update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(update.mock.calls).toEqual([['run', 3.5]]);
  });

  it('writes a cleared field as null, at once when the report goes away', () => {
    const { data, update } = watchedSource();
    const { result, unmount } = renderWithData(() => useKeepOwnRise('run'), data);
    act(() => {
      result.current(null);
    });
    unmount();
    expect(update.mock.calls).toEqual([['run', null]]);
  });

  it('writes at once when the page is hidden, and not again after', () => {
    const { data, update } = watchedSource();
    const { result } = renderWithData(() => useKeepOwnRise('run'), data);
    act(() => {
      result.current(-2);
    });
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(KEEP_OWN_RISE_DELAY_MS);
    expect(update.mock.calls).toEqual([['run', -2]]);
  });

  it('only warns when the store refuses: the page keeps working', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { data } = watchedSource();
    const refusing = {
      ...data,
      updateStressOwnPercent: () => Promise.reject(new Error('pełny dysk')),
    };
    const { result } = renderWithData(() => useKeepOwnRise('run'), refusing);
    act(() => {
      result.current(1);
    });
    await vi.advanceTimersByTimeAsync(KEEP_OWN_RISE_DELAY_MS);
    expect(warn).toHaveBeenCalledOnce();
  });
});
