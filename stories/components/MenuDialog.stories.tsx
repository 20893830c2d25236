import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MenuDialog } from '../../ui/components/MenuDialog/MenuDialog';
import { PHONE } from '../viewports';
import { BOOLEAN, choice, NO_CONTROL } from '../controls';

const links = [
  { label: 'Strona główna', href: '/' },
  { label: 'RRSO – definicja, kalkulacja i znaczenie', href: '/wiki/artykuly/rrso' },
  { label: 'Stopa referencyjna NBP', href: '/wiki/artykuly/nbp' },
  { label: 'Inflacja CPI', href: '/wiki/artykuly/cpi' },
  { label: 'Polityka prywatności', href: '/polityka-prywatnosci' },
];

const meta = {
  title: 'Components/MenuDialog',
  component: MenuDialog,
  args: {
    links,
    storage: { usage: 1_200_000, quota: 2_100_000_000 },
    open: true,
    onOpenChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Boczne okno „Menu główne aplikacji”: nawigacja i zajęta pamięć przeglądarki, pod nimi np. panel kopii zapasowej. Otwiera je przycisk Menu w nagłówku (wyspa SideMenu). Na tej stronie każda historia jest w osobnej ramce, bo okno modalne przejmuje całą stronę.',
      },
      story: { inline: false, height: '640px' },
    },
    layout: 'fullscreen',
    screenshot: 'page',
  },
  argTypes: {
    open: BOOLEAN,
    storage: choice({
      '1,2 MB z 2,1 GB': { usage: 1_200_000, quota: 2_100_000_000 },
      'prawie pełna': { usage: 2_099_000_000, quota: 2_100_000_000 },
      sprawdzanie: undefined,
      'przeglądarka nie podaje': null,
    }),
    links: NO_CONTROL,
    onOpenChange: NO_CONTROL,
    returnFocusTo: NO_CONTROL,
    children: NO_CONTROL,
  },
} satisfies Meta<typeof MenuDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithUsage: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Menu główne aplikacji' });
    await expect(dialog).toHaveTextContent(/Zajęte: 1,2\sMB z 2,1\sGB/);
    await expect(within(dialog).getAllByRole('link')).toHaveLength(links.length);
    // Once the menu is painted, the page behind stops scrolling and takes no focus or taps.
    await waitFor(() => expect(getComputedStyle(document.body).overflow).toBe('hidden'));
    await expect(canvasElement.closest('[inert]')).not.toBeNull();
    await expect(dialog.closest('[inert]')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const WithoutUsage: Story = {
  args: { storage: null },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Menu główne aplikacji' });
    await expect(dialog).toHaveTextContent('Ta przeglądarka nie podaje');
    await expect(dialog).not.toHaveTextContent('NaN');
  },
};

export const Loading: Story = { args: { storage: undefined } };

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Mobile: Story = { ...PHONE };
