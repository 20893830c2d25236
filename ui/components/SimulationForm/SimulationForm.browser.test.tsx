import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SCENARIO } from '../../domain/scenarioValues';
import { SimulationForm } from './SimulationForm';

// The scenario checks (overpayments, rate changes, costs) are a module of their own, fetched with
// the first scenario input. Here its fetch hangs until the test lets it fail, as it does offline
// before the code was cached.
const fetchChecks = vi.hoisted(() => {
  let fail: (error: Error) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => {
    fail = reject;
  });
  // The form handles the failure; this only keeps the promise itself from counting as unhandled.
  failed.catch(() => undefined);
  return {
    failed,
    fail: (error: Error) => {
      fail(error);
    },
  };
});
vi.mock('../../domain/scenarioForm', () => fetchChecks.failed);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SimulationForm while the scenario checks are not here', () => {
  it('says why the start button waits, then that the checks could not be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <SimulationForm
        onSubmit={vi.fn()}
        initialValues={{ amount: '300000', rate: '7,25', term: '25' }}
        initialScenario={{
          ...EMPTY_SCENARIO,
          overpayments: [
            {
              key: 1,
              amount: '10000',
              month: '12',
              repeat: 'ONCE',
              untilMonth: '',
              effect: 'SHORTEN_TERM',
            },
          ],
        }}
      />,
    );
    const start = screen.getByRole('button', { name: 'Rozpocznij symulację' });
    // The three fields are valid; only the overpayment waits for its checks, and the line says so
    // instead of naming nothing.
    expect(start.getAttribute('aria-disabled')).toBe('true');
    expect(start.getAttribute('aria-describedby')).not.toBeNull();
    const status = () =>
      document.getElementById(start.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(status()).toBe('Sprawdzanie dodatkowych ustawień…');

    fetchChecks.fail(new Error('Failed to fetch dynamically imported module'));
    await waitFor(() => {
      expect(status()).toBe(
        'Nie udało się wczytać kalkulatora. Sprawdź połączenie z internetem i odśwież stronę.',
      );
    });
    expect(start.getAttribute('aria-disabled')).toBe('true');
  });
});
