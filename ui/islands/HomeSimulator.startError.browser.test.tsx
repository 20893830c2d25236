import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryDataSource } from '../data';
import { DataSourceProvider } from '../hooks/DataSourceContext';
import { HomeSimulator, START_ERROR } from './HomeSimulator';

// The engine, with a switch that makes its next run throw, as a rate the engine refused once did
// (issue 38: the start button then stayed dead until a reload).
const failNext = vi.hoisted(() => ({ on: false }));
vi.mock('../domain/warmUp', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../domain/warmUp')>();
  return {
    ...actual,
    createSimulation: (...args: Parameters<typeof actual.createSimulation>) => {
      if (failNext.on) {
        failNext.on = false;
        throw new Error('settings.annualInterestRatePercent: more than 6 decimals.');
      }
      return actual.createSimulation(...args);
    },
  };
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function fill(amount: string) {
  fireEvent.change(screen.getByLabelText('Kwota kredytu (zł)'), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('Oprocentowanie RRSO (%)'), {
    target: { value: '7,25' },
  });
  fireEvent.change(screen.getByLabelText('Okres kredytowania (lata)'), {
    target: { value: '25' },
  });
}

describe('HomeSimulator when the engine throws while starting a run', () => {
  it('says so in Polish, shows no stale card, and starts the next valid run', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const data = createMemoryDataSource();
    render(
      <DataSourceProvider value={data}>
        <HomeSimulator />
      </DataSourceProvider>,
    );
    const start = screen.getByRole('button', { name: 'Rozpocznij symulację' });
    const card = () => screen.queryByRole('region', { name: 'Wyniki simulacji' });

    // A first run, whose card is on screen.
    fill('300000');
    await waitFor(() => {
      expect(start.getAttribute('aria-disabled')).toBe('false');
    });
    fireEvent.click(start);
    await waitFor(() => {
      expect(card()?.textContent).toContain('300');
    });

    // The next run throws: a Polish note, and the last run's card is not left as its answer.
    fill('400000');
    failNext.on = true;
    fireEvent.click(start);
    expect(await screen.findByText(START_ERROR)).toBeTruthy();
    expect(START_ERROR).toBe('Nie udało się obliczyć symulacji. Sprawdź dane i spróbuj ponownie.');
    expect(card()).toBeNull();
    expect((await data.getAllSimulations()).simulations).toHaveLength(1);

    // The button is not dead: the same click now starts the run.
    expect(start.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(start);
    await waitFor(() => {
      expect(card()).not.toBeNull();
    });
    expect(screen.queryByText(START_ERROR)).toBeNull();
    const { simulations } = await data.getAllSimulations();
    expect(simulations.map((run) => run.settings.loanAmount).sort()).toEqual([300_000, 400_000]);
  });
});
