import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryDataSource } from '../data/memory';
import { sampleSimulation } from '../data/test-support';
import { encodeShareLink } from '../domain/shareLink';
import { renderWithData } from './test-support';
import { useStartingPoint } from './useStartingPoint';

const saved = sampleSimulation('zapisana', Date.UTC(2026, 0, 5), {
  loanAmount: 450_000,
  loanTermYears: 30,
  mortgageType: 'LINEAR',
});
const NOTE =
  'Formularz wypełniono ustawieniami wybranej symulacji. Zmień je i rozpocznij nową symulację.';
const MISSING = 'Nie znaleziono symulacji, na której miał się opierać formularz.';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', window.location.pathname);
});

describe('useStartingPoint', () => {
  it('leaves the form as it is when the address names no run', async () => {
    const { result } = renderWithData(() => useStartingPoint(''), createMemoryDataSource());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toEqual({ start: null, note: null });
  });

  it("starts the form from a saved run's settings, with the note above it", async () => {
    const data = createMemoryDataSource({ simulations: [saved] });
    const { result } = renderWithData(() => useStartingPoint('#na-podstawie=zapisana'), data);
    await waitFor(() => {
      expect(result.current.note).toBe(NOTE);
    });
    expect(result.current.start?.props.initialValues).toMatchObject({
      term: '30',
      mortgageType: 'LINEAR',
    });
  });

  it("starts it from a shared run's settings", async () => {
    const fragment = await encodeShareLink({ ...saved.settings, loanTermYears: 12 });
    const { result } = renderWithData(
      () => useStartingPoint(`#ustawienia=${fragment}`),
      createMemoryDataSource(),
    );
    await waitFor(() => {
      expect(result.current.note).toBe(NOTE);
    });
    expect(result.current.start?.props.initialValues?.term).toBe('12');
  });

  it('says the run was not found when it is gone', async () => {
    const { result } = renderWithData(
      () => useStartingPoint('#na-podstawie=usunieta'),
      createMemoryDataSource(),
    );
    await waitFor(() => {
      expect(result.current.note).toBe(MISSING);
    });
    expect(result.current.start).toBeNull();
  });

  it('starts the form afresh, with a new key, when the address names another run', async () => {
    const other = sampleSimulation('inna', Date.UTC(2026, 0, 6), { loanTermYears: 15 });
    const data = createMemoryDataSource({ simulations: [saved, other] });
    window.history.replaceState(null, '', '#na-podstawie=zapisana');
    const { result } = renderWithData(() => useStartingPoint(undefined), data);
    await waitFor(() => {
      expect(result.current.start?.props.initialValues?.term).toBe('30');
    });
    const firstKey = result.current.start?.key;
    act(() => {
      window.location.hash = 'na-podstawie=inna';
    });
    await waitFor(() => {
      expect(result.current.start?.props.initialValues?.term).toBe('15');
    });
    expect(result.current.start?.key).not.toBe(firstKey);
  });
});
