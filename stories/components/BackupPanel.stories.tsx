import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { BackupPanel } from '../../ui/components/BackupPanel/BackupPanel';
import { BACKUP_COPY } from '../../ui/domain/copy';
import { PHONE } from '../viewports';
import { choice, NO_CONTROL, TEXT } from '../controls';

const meta = {
  title: 'Components/BackupPanel',
  component: BackupPanel,
  args: {
    onExport: fn(),
    onImport: fn(),
    onClear: fn(),
    onPersist: fn(),
    persisted: false,
    status: null,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Część menu bocznego: eksport zapisanych symulacji do pliku JSON, import z pliku (scalany po id), usunięcie wszystkich po potwierdzeniu i prośba o trwałe przechowywanie danych. `status` to komunikat po ostatniej operacji; `persisted` mówi, czy przeglądarka obiecała nie usuwać danych (`null`: nie umie powiedzieć).',
      },
    },
  },
  argTypes: {
    persisted: choice({
      'nie wiadomo jeszcze': undefined,
      trwałe: true,
      nietrwałe: false,
      'przeglądarka nie mówi': null,
    }),
    status: TEXT,
    onExport: NO_CONTROL,
    onImport: NO_CONTROL,
    onClear: NO_CONTROL,
    onPersist: NO_CONTROL,
  },
} satisfies Meta<typeof BackupPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotPersistent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(BACKUP_COPY.notPersisted)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: BACKUP_COPY.export }));
    await expect(args.onExport).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: BACKUP_COPY.persist }));
    await expect(args.onPersist).toHaveBeenCalledOnce();
  },
};

/** The browser keeps the runs: the panel says so, and has nothing left to ask. */
export const Persistent: Story = {
  args: { persisted: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(BACKUP_COPY.persisted)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: BACKUP_COPY.persist })).toBeNull();
  },
};

/** The browser cannot say whether it keeps the runs: no button to ask with. */
export const PersistenceUnknown: Story = {
  args: { persisted: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(BACKUP_COPY.persistUnknown)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: BACKUP_COPY.persist })).toBeNull();
  },
};

/** A file chosen through the import button reaches `onImport`. */
export const ImportsAFile: Story = {
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('No file input.');
    const file = new File(['{}'], 'symulacje.json', { type: 'application/json' });
    await userEvent.upload(input, file);
    await expect(args.onImport).toHaveBeenCalledWith(file);
    // One control of that name for a screen reader: the button; the input it opens is hidden.
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: BACKUP_COPY.import })).toHaveLength(1);
    await expect(canvas.queryAllByLabelText(BACKUP_COPY.import)).toHaveLength(0);
  },
};

export const ImportReport: Story = {
  args: { status: BACKUP_COPY.imported(3, 1, 2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Zaimportowano 3, pominięto 1 (już zapisane), odrzucono 2 (błędne dane).',
    );
  },
};

export const NotABackup: Story = {
  args: { status: BACKUP_COPY.errors['not-a-backup'], statusIsError: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Ten plik nie jest kopią zapasową symulatora.',
    );
  },
};

/** Deleting every run asks first, with Anuluj focused, like the single delete. */
export const ClearAllConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: BACKUP_COPY.clear }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Potwierdzenie usunięcia' });
    await expect(dialog).toHaveTextContent(BACKUP_COPY.clearQuestion);
    await expect(within(dialog).getByRole('button', { name: 'Anuluj' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(args.onClear).toHaveBeenCalledOnce());
  },
};

/**
 * Twelve runs saved: the question says how many go, and `Najpierw eksportuj` saves the file
 * instead, deleting nothing (issue 32).
 */
export const ClearAllWithCount: Story = {
  args: { runCount: 12 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: BACKUP_COPY.clear }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Potwierdzenie usunięcia' });
    await expect(dialog).toHaveTextContent(
      'Czy na pewno chcesz nieodwracalnie usunąć wszystkie zapisane symulacje (12 symulacji)? Możesz je najpierw wyeksportować do pliku.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Najpierw eksportuj' }));
    await waitFor(() => expect(args.onExport).toHaveBeenCalledOnce());
    await expect(args.onClear).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/**
 * Nothing saved: export and delete-all stay in the Tab order, say why they do nothing, and do
 * nothing when pressed (issue 32).
 */
export const NothingSaved: Story = {
  args: { runCount: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const name of [BACKUP_COPY.export, BACKUP_COPY.clear]) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription(
        'Nie ma jeszcze zapisanych symulacji do eksportu ani usunięcia.',
      );
      await userEvent.click(button);
    }
    await expect(args.onExport).not.toHaveBeenCalled();
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/** A failed import reads as an error: in the error colour, with the bar errors carry. */
export const ImportError: Story = {
  args: { status: BACKUP_COPY.errors['not-json'], statusIsError: true },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(
      'To nie jest plik JSON. Wybierz plik kopii zapasowej symulatora.',
    );
    // The theme's danger colour, #b3261e.
    await expect(getComputedStyle(status).color).toBe('rgb(179, 38, 30)');
  },
};

/** On a 360 px phone the buttons stack and every text wraps inside the screen. */
export const Mobile: Story = { ...PHONE, parameters: { screenshot: true } };
