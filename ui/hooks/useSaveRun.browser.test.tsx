import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StorageQuotaError } from '../data/errors';
import { createMemoryDataSource } from '../data/memory';
import type { Settings, Simulation } from '../domain';
import { engine } from '../runtime/warmUp';
import { renderWithData } from './test-support';
import { useSaveRun } from './useSaveRun';

const SETTINGS: Settings = {
  loanAmount: 300_000,
  annualInterestRatePercent: 7.25,
  fixedInterestRate: true,
  loanTermYears: 25,
  mortgageType: 'ANNUITY',
};

/** A save that waits until `finish` is called. */
function heldSave() {
  let finish: () => void = () => undefined;
  const add = vi.fn<(simulation: Simulation) => Promise<void>>(
    () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
  );
  return {
    add,
    finish: () => {
      finish();
    },
  };
}

beforeAll(async () => {
  await engine.load();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useSaveRun', () => {
  it('starts the run and its save inside the call once the engine is here, with no await', () => {
    const add = vi.fn<(simulation: Simulation) => Promise<void>>(() => Promise.resolve());
    const { result } = renderWithData(() => useSaveRun(add), createMemoryDataSource());
    act(() => {
      result.current.start(SETTINGS);
    });
    expect(add).toHaveBeenCalledTimes(1);
    expect(add.mock.calls[0]?.[0].settings).toEqual(SETTINGS);
  });

  it('shows the card once the run is saved, not before', async () => {
    const { add, finish } = heldSave();
    const { result } = renderWithData(() => useSaveRun(add), createMemoryDataSource());
    act(() => {
      result.current.start(SETTINGS);
    });
    expect(result.current.run).toBeNull();
    await act(async () => {
      finish();
      await Promise.resolve();
    });
    expect(result.current.run?.saved).toBe(true);
    // 300 000 zł at 7,25 % over 25 years: P·r·(1+r)^n / ((1+r)^n − 1) = 2 168,42 zł.
    expect(result.current.run?.simulation.result?.totalMonthlyRate).toBeCloseTo(2168.42, 2);
    expect(result.current.busy).toBe(false);
  });

  it('shows the card unsaved and the button busy when the save takes longer than 400 ms', async () => {
    const { add, finish } = heldSave();
    const { result } = renderWithData(() => useSaveRun(add), createMemoryDataSource());
    act(() => {
      result.current.start(SETTINGS);
    });
    await waitFor(() => {
      expect(result.current.run?.saved).toBe(false);
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await Promise.resolve();
    });
    expect(result.current.run?.saved).toBe(true);
    expect(result.current.busy).toBe(false);
  });

  it('ignores a second start while a run is saving', () => {
    const { add } = heldSave();
    const { result } = renderWithData(() => useSaveRun(add), createMemoryDataSource());
    act(() => {
      result.current.start(SETTINGS);
      result.current.start(SETTINGS);
    });
    expect(add).toHaveBeenCalledTimes(1);
  });

  it('says the storage is full when it is, and shows the run unsaved', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const add = vi.fn(() => Promise.reject(new StorageQuotaError()));
    const { result } = renderWithData(() => useSaveRun(add), createMemoryDataSource());
    act(() => {
      result.current.start(SETTINGS);
    });
    await waitFor(() => {
      expect(result.current.saveError).toBe(
        'Brak miejsca w pamięci przeglądarki – symulacja nie została zapisana.',
      );
    });
    expect(result.current.run?.saved).toBe(false);
  });

  it('takes the card away when its run is deleted, here or in another tab, or all are', async () => {
    const data = createMemoryDataSource();
    const { result } = renderWithData(() => useSaveRun(data.addSimulation), data);
    act(() => {
      result.current.start(SETTINGS);
    });
    await waitFor(() => {
      expect(result.current.run?.saved).toBe(true);
    });
    await act(() => data.deleteSimulation('another-run'));
    expect(result.current.run).not.toBeNull();
    const id = result.current.run?.simulation.id ?? '';
    await act(() => data.deleteSimulation(id));
    expect(result.current.run).toBeNull();
    act(() => {
      result.current.start(SETTINGS);
    });
    await waitFor(() => {
      expect(result.current.run?.saved).toBe(true);
    });
    await act(() => data.clearSimulations());
    expect(result.current.run).toBeNull();
  });
});
