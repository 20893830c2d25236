import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleSimulation } from '../data/test-support';
import { useDeleteFlow, type DeleteFlowOptions } from './useDeleteFlow';

const run = sampleSimulation('do-usuniecia');

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** The flow with a table to return focus to and a dialog whose code never arrives. */
function setUp(overrides: Partial<DeleteFlowOptions> = {}) {
  const table = document.createElement('div');
  const options: DeleteFlowOptions = {
    remove: vi.fn(() => Promise.resolve()),
    refresh: vi.fn(),
    focusAfterDelete: { current: table },
    preloadDialog: () => new Promise<boolean>(() => undefined),
    ...overrides,
  };
  return { table, options, ...renderHook(() => useDeleteFlow(options)) };
}

describe('useDeleteFlow', () => {
  it('names the run in the dialog, and on confirm deletes it and sends focus to the table', async () => {
    const { result, options, table } = setUp();
    expect(result.current.label).toBeNull();
    act(() => {
      result.current.ask(run);
    });
    expect(result.current.label).toBe(run.label);
    act(() => {
      result.current.confirm();
    });
    expect(result.current.label).toBeNull();
    expect(options.remove).toHaveBeenCalledWith(run);
    expect(result.current.returnFocusRef.current).toBe(table);
    await waitFor(() => {
      expect(result.current.announcement).toBe(`Usunięto symulację „${run.label}”.`);
    });
    expect(result.current.error).toBeNull();
    // The next delete asked starts with nothing announced.
    act(() => {
      result.current.ask(run);
    });
    expect(result.current.announcement).toBeNull();
  });

  it('on cancel deletes nothing and returns focus to the button that asked', () => {
    const { result, options } = setUp();
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    act(() => {
      result.current.ask(run);
    });
    act(() => {
      result.current.cancel();
    });
    expect(result.current.label).toBeNull();
    expect(options.remove).not.toHaveBeenCalled();
    expect(result.current.returnFocusRef.current).toBe(button);
  });

  it('names a damaged record as such', () => {
    const { result } = setUp();
    act(() => {
      result.current.ask({ damaged: true, key: 'zepsuta' });
    });
    expect(result.current.label).toBe('Uszkodzona symulacja');
  });

  it('says so when the delete fails, and reads the list again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result, options } = setUp({ remove: vi.fn(() => Promise.reject(new Error('nie'))) });
    act(() => {
      result.current.ask(run);
    });
    act(() => {
      result.current.confirm();
    });
    await waitFor(() => {
      expect(result.current.error).toBe('Nie udało się usunąć symulacji. Spróbuj ponownie.');
    });
    expect(result.current.announcement).toBeNull();
    expect(options.refresh).toHaveBeenCalledTimes(1);
  });

  it('draws the dialog, hidden, once its code has been fetched while idle', async () => {
    const { result } = setUp({ preloadDialog: () => Promise.resolve(true) });
    expect(result.current.drawn).toBe(false);
    await waitFor(() => {
      expect(result.current.drawn).toBe(true);
    });
    expect(result.current.label).toBeNull();
  });

  it('draws it from the first delete click when that fetch failed, and keeps it drawn', async () => {
    const preloadDialog = vi.fn(() => Promise.resolve(false));
    const { result } = setUp({ preloadDialog });
    await waitFor(() => {
      expect(preloadDialog).toHaveBeenCalled();
    });
    expect(result.current.drawn).toBe(false);
    act(() => {
      result.current.ask(run);
    });
    expect(result.current.drawn).toBe(true);
    act(() => {
      result.current.cancel();
    });
    expect(result.current.drawn).toBe(true);
  });
});
