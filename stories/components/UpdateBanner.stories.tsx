import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpdateBanner } from '../../ui/components/UpdateBanner/UpdateBanner';

/**
 * A window of the given width in which the banner's fixed position is measured: a transformed
 * box is the containing block of its fixed descendants, so the banner sits at this box's bottom
 * and the story's screenshot holds it.
 */
function windowOf(width: number): Decorator {
  return (Story) => (
    <div style={{ transform: 'translateZ(0)', width, maxWidth: '100%', height: 200 }}>
      <Story />
    </div>
  );
}

const meta = {
  title: 'Components/UpdateBanner',
  component: UpdateBanner,
  args: { open: true, onRefresh: fn(), onDismiss: fn() },
  decorators: [windowOf(720)],
} satisfies Meta<typeof UpdateBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new version is waiting: the message is said politely, the focus stays where it was. */
export const Open: Story = {
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Dostępna jest nowa wersja strony');
    await expect(within(status).getByRole('button', { name: 'Odśwież' })).toBeVisible();
    await expect(within(status).getByRole('button', { name: 'Nie teraz' })).toBeVisible();
    await expect(document.activeElement).toBe(document.body);
  },
};

export const RefreshApplies: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Odśwież' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

export const DismissHides: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nie teraz' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

/** Nothing to offer: only the empty status region, ready to announce a later message. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toBeEmptyDOMElement();
  },
};

/** On a 360 px phone the buttons wrap under the message, each a full touch target high. */
export const Mobile: Story = {
  decorators: [windowOf(360)],
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    for (const name of ['Odśwież', 'Nie teraz']) {
      const button = within(canvasElement).getByRole('button', { name });
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
