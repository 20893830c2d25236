import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryDataSource } from '../data';
import { DataSourceProvider } from '../hooks/DataSourceContext';
import { ENGINE_ERROR, HomeSimulator } from './HomeSimulator';

// The calculator's code cannot be fetched: the browser went offline before it was cached.
vi.mock('../domain/warmUp', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('HomeSimulator when the calculator cannot load', () => {
  it('says so beside the button, saves nothing, and leaves the button usable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const data = createMemoryDataSource();
    render(
      <DataSourceProvider value={data}>
        <HomeSimulator />
      </DataSourceProvider>,
    );
    fireEvent.change(screen.getByLabelText('Kwota kredytu (zł)'), { target: { value: '300000' } });
    fireEvent.change(screen.getByLabelText('Oprocentowanie RRSO (%)'), {
      target: { value: '7,25' },
    });
    fireEvent.change(screen.getByLabelText('Okres kredytowania (lata)'), {
      target: { value: '25' },
    });
    const start = screen.getByRole('button', { name: 'Rozpocznij symulację' });
    await waitFor(() => {
      expect(start.getAttribute('aria-disabled')).toBe('false');
    });
    fireEvent.click(start);
    expect(await screen.findByText(ENGINE_ERROR)).toBeTruthy();
    expect((await data.getAllSimulations()).simulations).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Pełny raport' })).toBeNull();
    // The button is not left busy: a second click is taken (and meets the same note).
    expect(start.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(start);
    await waitFor(() => {
      expect(vi.mocked(console.warn).mock.calls.length).toBeGreaterThanOrEqual(2);
    });
    expect(screen.getByText(ENGINE_ERROR)).toBeTruthy();
    expect((await data.getAllSimulations()).simulations).toHaveLength(0);
  });
});
