import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tooltip } from '../../ui/components/Tooltip/Tooltip';
import { NO_CONTROL, TEXT } from '../controls';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    text: 'Usuń symulację',
    children: <button type="button">Usuń</button>,
  },
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 72, paddingLeft: 280 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Podpowiedź przy przycisku-ikonie, bez opóźnienia (specyfikacja: 0 ms); pojawia się przy najechaniu i fokusie, znika po Escape, a jej tekst jest opisem (`aria-describedby`) przycisku.',
      },
    },
  },
  argTypes: {
    text: TEXT,
    children: NO_CONTROL,
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('tooltip')).toBeNull();
  },
};

export const ShownOnFocusWithoutDelay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // No timers are advanced: the tooltip is there at once (spec: tooltip delay 0 ms).
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Usuń symulację');
  },
};

export const DismissedWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button'));
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
  },
};

/** A long text wraps within a readable width instead of running off the screen. */
export const LongText: Story = {
  parameters: { screenshot: true },
  args: { text: 'Usuń symulację z tej przeglądarki – tej operacji nie można cofnąć' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('tooltip')).toBeVisible();
  },
};
