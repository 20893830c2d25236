import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DeleteDialog } from '../../ui/components/DeleteDialog/DeleteDialog';
import { MenuDialog, type MenuDialogProps } from '../../ui/components/MenuDialog/MenuDialog';
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

/** The usage is still being read: the menu says so, and shows no figure yet. */
export const Loading: Story = {
  args: { storage: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Menu główne aplikacji' });
    await expect(dialog).toHaveTextContent('Sprawdzanie zajętego miejsca…');
    await expect(dialog).not.toHaveTextContent('Zajęte:');
  },
};

/** A section's control that goes once pressed, as "Zachowaj na stałe" does once granted. */
function GoneOncePressed() {
  const [pressed, setPressed] = useState(false);
  return pressed ? (
    <p>Gotowe.</p>
  ) : (
    <button
      type="button"
      onClick={() => {
        setPressed(true);
      }}
    >
      Zachowaj
    </button>
  );
}

/** When the focused control disappears, the focus stays in the menu, not on the page's body. */
export const FocusStaysInside: Story = {
  args: { children: <GoneOncePressed /> },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Menu główne aplikacji' });
    const button = await within(dialog).findByRole('button', { name: 'Zachowaj' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await within(dialog).findByText('Gotowe.');
    await waitFor(() => expect(dialog).toHaveFocus());
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** On a phone the menu over the page; it renders in a portal, so its screenshot is the page's. */
export const Mobile: Story = { ...PHONE, parameters: { screenshot: 'page' } };

/** Sent by the story's play function once both dialogs hold the page. */
const CLOSE_BOTH = 'story:close-both';

/** The menu with its delete-all confirmation open over it, both closed in one go on a signal. */
function ClosingTogether(props: MenuDialogProps) {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    // Not on a timer: a busy machine could close the menu before it had locked the page.
    const close = () => {
      setOpen(false);
    };
    window.addEventListener(CLOSE_BOTH, close);
    return () => {
      window.removeEventListener(CLOSE_BOTH, close);
    };
  }, []);
  return (
    <MenuDialog {...props} open={open}>
      <DeleteDialog
        label="Wszystkie symulacje"
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />
    </MenuDialog>
  );
}

/**
 * A dialog opened from the menu, closed in the same moment as the menu (its error boundary, a
 * navigation): the page scrolls again and nothing stays inert, whichever dialog lets go first.
 */
export const NestedClosedTogether: Story = {
  render: (args) => <ClosingTogether {...args} />,
  play: async () => {
    const menu = await screen.findByRole('dialog', { name: 'Menu główne aplikacji' });
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(getComputedStyle(document.body).overflow).toBe('hidden'));
    // Both hold a lock: the confirmation's made the menu behind it inert.
    await waitFor(() => expect(menu.closest('[inert]')).not.toBeNull());
    window.dispatchEvent(new Event(CLOSE_BOTH));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
    await expect(document.querySelector('[inert]')).toBeNull();
  },
};
