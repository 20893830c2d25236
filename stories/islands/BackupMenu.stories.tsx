import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryDataSource, type MemoryDataSourceOptions } from '../../ui/data';
import { backupJson, readBackup } from '../../ui/domain/backup';
import BackupMenu from '../../ui/islands/BackupMenu';
import { DataSourceProvider } from '../../ui/hooks/DataSourceContext';
import { NO_CONTROL } from '../controls';
import { quietConsole } from '../quietConsole';
import { DATA_STATE_ARG_TYPES, withDataStates, type DataStates } from '../dataStates';
import { annuity, decreasing, hostileRecords, withOverpayments } from '../fixtures';
import { PHONE } from '../viewports';

interface Args extends DataStates {
  data: MemoryDataSourceOptions;
}

/** The island over an in-memory source, as the side menu mounts it once the menu opens. */
function Island({ data, feedsFail, storageFull, loading, noIndexedDb }: Args) {
  // One source per story: a new one on each render would forget what the play saved or cleared.
  const source = useMemo(
    () =>
      createMemoryDataSource(
        withDataStates(data, { feedsFail, storageFull, loading, noIndexedDb }),
      ),
    [data, feedsFail, storageFull, loading, noIndexedDb],
  );
  return (
    <DataSourceProvider value={source}>
      <BackupMenu />
    </DataSourceProvider>
  );
}

const SAVED = [annuity, decreasing, withOverpayments];

const meta = {
  title: 'Islands/BackupMenu',
  component: Island,
  args: { data: { simulations: SAVED } },
  parameters: {
    docs: {
      description: {
        component:
          'Wyspa kopii zapasowej w menu bocznym (SideMenu ładuje ją razem z oknem menu): eksport zapisanych symulacji do pliku JSON, import z pliku (scalany po id, błędne rekordy odrzucane), usunięcie wszystkich po potwierdzeniu oraz prośba o trwałe przechowywanie danych. Pod przyciskami pojawia się wynik ostatniej operacji. Przełączniki „Stan przeglądarki” pokazują panel bez IndexedDB i przy pełnej pamięci.',
      },
    },
  },
  argTypes: { data: NO_CONTROL, ...DATA_STATE_ARG_TYPES },
} satisfies Meta<typeof Island>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The downloads the island started: the anchor's file name and the object URL's file. */
const downloads: { name: string; file: Blob | MediaSource | undefined }[] = [];

/** Catches the island's downloads instead of saving files, so a play can read what it exported. */
function catchDownloads() {
  downloads.length = 0;
  const created: (Blob | MediaSource)[] = [];
  const createObjectURL = spyOn(URL, 'createObjectURL').mockImplementation((file) => {
    created.push(file);
    return `blob:kopia-${created.length}`;
  });
  const revokeObjectURL = spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ name: this.download, file: created.at(-1) });
  });
  return () => {
    createObjectURL.mockRestore();
    revokeObjectURL.mockRestore();
    click.mockRestore();
  };
}

/** Silences the island's console warning for a failure a story causes on purpose. */
const expectWarnings = quietConsole('warn');

/** The panel's persistence answer arrives after the first render; a play waits for it. */
async function persistenceRead(canvasElement: HTMLElement) {
  await expect(
    await within(canvasElement).findByText(/^Przeglądarka (może usunąć|zachowa)|^Ta przeglądarka/),
  ).toBeVisible();
}

/** Tabs until `name`'s button has focus (at most `limit` steps), as a keyboard user gets there. */
async function tabTo(canvasElement: HTMLElement, name: string, limit = 6) {
  const button = within(canvasElement).getByRole('button', { name });
  for (let step = 0; step < limit && document.activeElement !== button; step += 1) {
    await userEvent.tab();
  }
  await expect(button).toHaveFocus();
  return button;
}

/** The status line under the buttons, once it says `text`. */
async function statusSays(canvasElement: HTMLElement, text: string) {
  await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent(text));
}

/** A backup file holding `records`, as chosen in the file dialog. */
function backupFile(records: readonly unknown[]): File {
  const text = JSON.parse(backupJson([], Date.now())) as Record<string, unknown>;
  return new File([JSON.stringify({ ...text, simulations: records })], 'kopia.json', {
    type: 'application/json',
  });
}

async function importFile(canvasElement: HTMLElement, file: File) {
  const input = canvasElement.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('No file input.');
  await userEvent.upload(input, file);
}

/** Three saved runs, storage not yet protected: the panel as the menu first shows it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Zapisane symulacje' })).toBeVisible();
    await persistenceRead(canvasElement);
    await expect(
      canvas.getByText(
        'Przeglądarka może usunąć zapisane symulacje, np. po kilku tygodniach bez wizyty.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Ochrona przed usunięciem' })).toBeVisible();
    // The keyboard meets the actions in reading order; the hidden file input is skipped.
    await tabTo(canvasElement, 'Eksportuj wszystkie symulacje', 1);
    await tabTo(canvasElement, 'Importuj symulacje', 1);
    await tabTo(canvasElement, 'Usuń wszystkie symulacje', 1);
    await tabTo(canvasElement, 'Chroń zapisane symulacje przed usunięciem', 1);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Export from the keyboard: one JSON file of every saved run, which reads back whole. */
export const ExportsSavedRuns: Story = {
  beforeEach: catchDownloads,
  play: async ({ canvasElement }) => {
    await persistenceRead(canvasElement);
    const button = await tabTo(canvasElement, 'Eksportuj wszystkie symulacje');
    await userEvent.keyboard('{Enter}');
    await statusSays(canvasElement, 'Wyeksportowano 3 symulacje do pliku.');
    await expect(downloads.map(({ name }) => name)).toEqual(['symulacje-2026-03-05.json']);
    const file = downloads[0]?.file;
    if (!(file instanceof Blob)) throw new Error('No file was exported.');
    const text = await file.text();
    const { simulations, rejected } = readBackup(text, file.size);
    await expect(rejected).toBe(0);
    await expect(simulations.map(({ id }) => id).sort()).toEqual(SAVED.map(({ id }) => id).sort());
    await expect(button).toHaveFocus();
    button.blur();
  },
};

/**
 * Nothing saved yet: export and delete-all are still reached by Tab, say why they do nothing,
 * and make no file (issue 32: an empty backup used to be written).
 */
export const EmptyStore: Story = {
  args: { data: { simulations: [] } },
  beforeEach: catchDownloads,
  play: async ({ canvasElement }) => {
    await persistenceRead(canvasElement);
    const button = await tabTo(canvasElement, 'Eksportuj wszystkie symulacje');
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await expect(button).toHaveAccessibleDescription(
      'Nie ma jeszcze zapisanych symulacji do eksportu ani usunięcia.',
    );
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
    await expect(downloads).toHaveLength(0);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * Import merges by id: of a file with three runs and three damaged records, the run already saved
 * is skipped, the damaged ones are refused, and the report names each count.
 */
export const ImportsABackup: Story = {
  args: { data: { simulations: [annuity] } },
  play: async ({ canvasElement }) => {
    await persistenceRead(canvasElement);
    await importFile(canvasElement, backupFile([...SAVED, ...hostileRecords]));
    await statusSays(
      canvasElement,
      'Zaimportowano 2, pominięto 1 (już zapisane), odrzucono 3 (błędne dane).',
    );
  },
};

/** A JSON file that is not the simulator's backup is refused with a reason, and nothing changes. */
export const ImportsAnotherFile: Story = {
  play: async ({ canvasElement }) => {
    await persistenceRead(canvasElement);
    await importFile(
      canvasElement,
      new File(['{"kredyt": 300000}'], 'oferta.json', { type: 'application/json' }),
    );
    await statusSays(canvasElement, 'Ten plik nie jest kopią zapasową symulatora.');
  },
};

/**
 * Delete all opens its confirmation from the keyboard with Anuluj focused; Escape closes it and
 * gives focus back, and confirming with Usuń empties the store.
 */
export const ClearAllWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await persistenceRead(canvasElement);
    const clear = await tabTo(canvasElement, 'Usuń wszystkie symulacje');
    await userEvent.keyboard('{Enter}');
    let dialog = await screen.findByRole('alertdialog', { name: 'Potwierdzenie usunięcia' });
    // The count arrives with the saved runs' first reading; the open dialog then names it.
    await waitFor(() =>
      expect(dialog).toHaveTextContent(
        'Czy na pewno chcesz nieodwracalnie usunąć wszystkie zapisane symulacje (3 symulacje)? Możesz je najpierw wyeksportować do pliku.',
      ),
    );
    await expect(within(dialog).getByRole('button', { name: 'Anuluj' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(clear).toHaveFocus());
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();

    await userEvent.keyboard('{Enter}');
    dialog = await screen.findByRole('alertdialog', { name: 'Potwierdzenie usunięcia' });
    await expect(within(dialog).getByRole('button', { name: 'Anuluj' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Usuń' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await statusSays(canvasElement, 'Usunięto wszystkie zapisane symulacje.');
    await waitFor(() => expect(clear).toHaveFocus());
    clear.blur();
  },
};

/** The confirmation left open, as a visitor sees it over the menu. */
export const ClearAllConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await persistenceRead(canvasElement);
    await tabTo(canvasElement, 'Usuń wszystkie symulacje');
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Potwierdzenie usunięcia' });
    // The count arrives with the saved runs' first reading; the open dialog then names it.
    await waitFor(() =>
      expect(dialog).toHaveTextContent(
        'Czy na pewno chcesz nieodwracalnie usunąć wszystkie zapisane symulacje (3 symulacje)? Możesz je najpierw wyeksportować do pliku.',
      ),
    );
    await expect(within(dialog).getByRole('button', { name: 'Anuluj' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Usuń' })).toBeVisible();
  },
};

/** Asking for protection: the browser agrees, and the panel says the runs are kept. */
export const ProtectsFromDeletion: Story = {
  play: async ({ canvasElement }) => {
    await persistenceRead(canvasElement);
    await tabTo(canvasElement, 'Chroń zapisane symulacje przed usunięciem');
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(canvasElement).findByText(
        'Przeglądarka zachowa zapisane symulacje, dopóki sam ich nie usuniesz.',
      ),
    ).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('button', {
        name: 'Chroń zapisane symulacje przed usunięciem',
      }),
    ).toBeNull();
  },
};

/** A browser that cannot say whether it keeps site data: no button to ask with. */
export const PersistenceUnknown: Story = {
  args: { data: { simulations: SAVED, persisted: null } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Ta przeglądarka nie informuje, czy chroni dane stron.',
      ),
    ).toBeVisible();
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(3);
  },
};

/** Without IndexedDB nothing can be read or deleted: each action says so, and nothing breaks. */
export const NoIndexedDb: Story = {
  args: { noIndexedDb: true },
  beforeEach: () => {
    const restoreDownloads = catchDownloads();
    const restoreWarnings = expectWarnings();
    return () => {
      restoreDownloads();
      restoreWarnings();
    };
  },
  play: async ({ canvasElement }) => {
    await persistenceRead(canvasElement);
    await tabTo(canvasElement, 'Eksportuj wszystkie symulacje');
    await userEvent.keyboard('{Enter}');
    await statusSays(canvasElement, 'Nie udało się odczytać zapisanych symulacji.');
    await expect(downloads).toHaveLength(0);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** With the storage full an import adds nothing, and the panel says the saved runs are intact. */
export const StorageFull: Story = {
  args: { storageFull: true, data: { simulations: [annuity] } },
  beforeEach: expectWarnings,
  play: async ({ canvasElement }) => {
    await persistenceRead(canvasElement);
    await importFile(canvasElement, backupFile([decreasing, withOverpayments]));
    await statusSays(
      canvasElement,
      'Brak miejsca w pamięci przeglądarki: nie zaimportowano niczego, zapisane symulacje są bez zmian.',
    );
  },
};

/** On a 360 px phone the buttons stack and every text wraps inside the screen. */
export const Mobile: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    await persistenceRead(canvasElement);
    await expect(
      within(canvasElement).getByRole('button', { name: 'Usuń wszystkie symulacje' }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
