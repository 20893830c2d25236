import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryDataSource, type DataSource } from '../data';
import { DataSourceProvider } from '../hooks/DataSourceContext';
import { SideMenu } from './SideMenu';

afterEach(() => {
  cleanup();
});

/**
 * A memory data source whose storage grows by 1 MB at each reading, as an import makes it: the
 * menu shows a new figure only when it reads the usage again.
 */
function growingStorage(): DataSource {
  const data = createMemoryDataSource();
  let readings = 0;
  return {
    ...data,
    watchStorageUsage: (listener) => {
      readings += 1;
      const usage = readings * 1_000_000;
      queueMicrotask(() => {
        listener({ usage, quota: 2_000_000_000 });
      });
      return () => undefined;
    },
  };
}

describe('SideMenu', () => {
  // Issue 32: after an import the usage stayed as it was until the next 5 s poll.
  it('reads the storage usage again as soon as the saved runs change while it is open', async () => {
    const data = growingStorage();
    render(
      <DataSourceProvider value={data}>
        <SideMenu links={[{ label: 'Strona główna – symulator', href: '/' }]} />
      </DataSourceProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu główne aplikacji' });
    const before = await within(dialog).findByText(/^Zajęte: /);
    const shown = before.textContent;
    await data.clearSimulations();
    await waitFor(
      () => {
        expect(within(dialog).getByText(/^Zajęte: /).textContent).not.toBe(shown);
      },
      { timeout: 1_000 },
    );
  });
});
