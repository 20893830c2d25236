import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MoreActionsMenu } from '../../ui/components/MoreActions/MoreActionsMenu';
import { PHONE } from '../viewports';
import { annuity } from '../fixtures';
import { NO_CONTROL, TEXT } from '../controls';

const onDelete = fn();

const meta = {
  title: 'Components/MoreActions/MoreActionsMenu',
  component: MoreActionsMenu,
  ...PHONE,
  args: {
    name: `Więcej akcji: ${annuity.label}`,
    face: '⋮',
    triggerClassName: '',
    items: [
      { text: 'Użyj jako punkt wyjścia', href: '/#na-podstawie=sym-0' },
      { text: 'Usuń symulację', danger: true, onSelect: onDelete },
    ],
  },
  argTypes: { name: TEXT, face: NO_CONTROL, items: NO_CONTROL, triggerClassName: NO_CONTROL },
  parameters: {
    docs: {
      description: {
        component:
          'Menu Radix, które MoreActions wczytuje przy pierwszym otwarciu: montuje się od razu otwarte, z fokusem na pierwszej pozycji, w miejscu zwykłego przycisku.',
      },
    },
  },
  beforeEach: () => {
    onDelete.mockClear();
  },
} satisfies Meta<typeof MoreActionsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mounted open, the first item focused; a link is a link. */
export const MountsOpen: Story = {
  play: async () => {
    const menu = await screen.findByRole('menu');
    const first = within(menu).getByRole('menuitem', { name: 'Użyj jako punkt wyjścia' });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAttribute('href', '/#na-podstawie=sym-0');
  },
};

/** An action runs once the menu has closed and the focus is back on its button. */
export const ChoosesAnAction: Story = {
  play: async ({ canvasElement }) => {
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Usuń symulację' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
    await expect(screen.queryByRole('menu')).toBeNull();
    await expect(
      within(canvasElement).getByRole('button', { name: `Więcej akcji: ${annuity.label}` }),
    ).toHaveFocus();
  },
};

/** Escape closes it with nothing chosen. */
export const Escape: Story = {
  play: async () => {
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(onDelete).not.toHaveBeenCalled();
  },
};
