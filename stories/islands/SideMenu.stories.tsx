import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { BACKUP_COPY } from '../../ui/domain/copy/backup';
import { createMemoryDataSource, type MemoryDataSourceOptions } from '../../ui/data';
import { DataSourceProvider } from '../../ui/hooks/DataSourceContext';
import { SideMenu } from '../../ui/islands/SideMenu';
import { NO_CONTROL } from '../controls';
import { DATA_STATE_ARG_TYPES, withDataStates, type DataStates } from '../dataStates';
import { mobileWidth } from '../decorators';
import { annuity } from '../fixtures';

const links = [
  { label: 'Strona główna – symulator', href: '/' },
  { label: 'Polityka prywatności', href: '/polityka-prywatnosci' },
];

interface Args extends DataStates {
  data: MemoryDataSourceOptions;
}

function Island({ data, ...states }: Args) {
  return (
    <DataSourceProvider value={createMemoryDataSource(withDataStates(data, states))}>
      <div style={{ background: '#0d2b55', padding: 8 }}>
        <SideMenu links={links} />
      </div>
    </DataSourceProvider>
  );
}

const meta = {
  title: 'Islands/SideMenu',
  component: Island,
  args: { data: { storageUsage: { usage: 1_200_000, quota: 2_100_000_000 } } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Wyspa przycisku Menu w nagłówku: otwiera okno „Menu główne aplikacji” z nawigacją, zajętą pamięcią przeglądarki (odczytywaną co 5 s) i kopią zapasową symulacji; przy otwartym oknie strona się nie przewija.',
      },
    },
  },
  argTypes: { data: NO_CONTROL, ...DATA_STATE_ARG_TYPES },
} satisfies Meta<typeof Island>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The backup panel's code loads with the menu; the screenshot waits until it is in. */
async function backupPanelLoaded(dialog: HTMLElement) {
  await expect(
    await within(dialog).findByRole(
      'button',
      { name: 'Eksportuj wszystkie symulacje' },
      { timeout: 10_000 },
    ),
  ).toBeVisible();
}

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The menu over the page, the backup panel under it; the dialog renders outside the story. */
export const WithUsage: Story = {
  parameters: { screenshot: 'page' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Menu główne aplikacji' });
    await expect(await within(dialog).findByText(/Zajęte: 1,2\sMB z 2,1\sGB/)).toBeVisible();
    await backupPanelLoaded(dialog);
    await waitFor(() => expect(getComputedStyle(document.body).overflow).toBe('hidden'));
    // The page behind, the Menu button with it, takes no focus or taps while the menu is open.
    await expect(toggle.closest('[inert]')).not.toBeNull();
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await screen.findByRole('dialog', { name: 'Menu główne aplikacji' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
    await expect(toggle.closest('[inert]')).toBeNull();
  },
};

/**
 * The backup section starts afresh at each opening: the note of what the last action did stays
 * with the opening it belongs to, though the dialog itself is kept, hidden, between openings.
 */
export const StartsAfreshAtEachOpening: Story = {
  args: {
    data: { storageUsage: { usage: 1_200_000, quota: 2_100_000_000 }, simulations: [annuity] },
  },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    let dialog = await screen.findByRole('dialog', { name: 'Menu główne aplikacji' });
    await backupPanelLoaded(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń wszystkie symulacje' }));
    const confirmation = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Usuń' }));
    await expect(await within(dialog).findByText(BACKUP_COPY.cleared)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(toggle);
    dialog = await screen.findByRole('dialog', { name: 'Menu główne aplikacji' });
    await backupPanelLoaded(dialog);
    await expect(within(dialog).queryByText(BACKUP_COPY.cleared)).toBeNull();
  },
};

export const WithoutUsage: Story = {
  args: { data: { storageUsage: null } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu główne aplikacji' });
    await expect(await within(dialog).findByText(/nie podaje/)).toBeVisible();
    await backupPanelLoaded(dialog);
  },
};

/** On a 360 px phone the menu takes the whole width. */
export const Mobile: Story = {
  decorators: [mobileWidth],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu główne aplikacji' });
    await expect(await within(dialog).findByText(/Zajęte:/)).toBeVisible();
    await backupPanelLoaded(dialog);
  },
};
