import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { DeleteDialog } from '../../ui/components/DeleteDialog/DeleteDialog';
import { PHONE } from '../viewports';
import { annuity } from '../fixtures';
import { NO_CONTROL, TEXT } from '../controls';

const meta = {
  title: 'Components/DeleteDialog',
  component: DeleteDialog,
  args: { label: annuity.label, onConfirm: fn(), onCancel: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Okno „Potwierdzenie usunięcia” ze specyfikacji: pytanie z etykietą symulacji, przyciski „Usuń” i „Anuluj”, fokus na „Anuluj”. Otwarte, gdy `label` nie jest `null`. Na tej stronie każda historia jest w osobnej ramce, bo okno modalne przejmuje całą stronę.',
      },
      story: { inline: false, height: '640px' },
    },
    layout: 'fullscreen',
  },
  argTypes: {
    label: TEXT,
    question: TEXT,
    onConfirm: NO_CONTROL,
    onCancel: NO_CONTROL,
    returnFocusTo: NO_CONTROL,
  },
} satisfies Meta<typeof DeleteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog over the page; it renders in a portal, so its screenshot is of the whole page. */
export const Open: Story = {
  parameters: { screenshot: 'page' },
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Potwierdzenie usunięcia' });
    // Labels hold Intl's no-break spaces; the matcher reads every space as a plain one.
    const question = `Czy na pewno chcesz nieodwracalnie usunąć symulację „${annuity.label}”?`;
    await expect(dialog).toHaveTextContent(question.replace(/\s/g, ' '));
    await expect(screen.getByRole('button', { name: 'Anuluj' })).toHaveFocus();
    // Once the dialog is painted, the page behind takes no focus or taps and stops scrolling.
    await waitFor(() => expect(canvasElement.closest('[inert]')).not.toBeNull());
    await expect(dialog.closest('[inert]')).toBeNull();
    await expect(getComputedStyle(document.body).overflow).toBe('hidden');
  },
};

export const EscapeCancels: Story = {
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ConfirmDeletes: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { label: null },
  play: async ({ canvasElement }) => {
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(canvasElement.closest('[inert]')).toBeNull();
  },
};

export const LongLabel: Story = {
  args: { label: `${annuity.label} – wariant z bardzo długą nazwą, która musi się zawinąć` },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Potwierdzenie usunięcia' });
    const label = `${annuity.label} – wariant z bardzo długą nazwą, która musi się zawinąć`;
    await expect(dialog).toHaveTextContent(
      `Czy na pewno chcesz nieodwracalnie usunąć symulację „${label}”?`.replace(/\s/g, ' '),
    );
    // The long label wraps inside the dialog, which stays within the screen.
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

export const Mobile: Story = { ...PHONE, parameters: { screenshot: 'page' } };
