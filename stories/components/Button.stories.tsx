import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, BUTTON_TONES } from '../../ui/components/Button/Button';
import { PHONE } from '../viewports';
import { BOOLEAN, NO_CONTROL, TEXT } from '../controls';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Rozpocznij symulację', onClick: fn() },
  argTypes: {
    disabled: BOOLEAN,
    children: TEXT,
    onClick: NO_CONTROL,
    tone: { control: 'select', options: BUTTON_TONES },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Jedyny przycisk serwisu. `primary` – główne działanie ekranu (Rozpocznij symulację), `secondary` – pozostałe, `danger` – usuwanie, `header` – na ciemnym tle nagłówka. Wysokość co najmniej 44 px (cel dotyku); przyjmuje wszystkie atrybuty `<button>`.',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

// The tones are told apart by their colours only, so each has its picture.
export const Primary: Story = {
  parameters: { screenshot: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalled();
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Secondary: Story = {
  args: { tone: 'secondary', children: 'Anuluj' },
  parameters: { screenshot: true },
};
export const Danger: Story = {
  args: { tone: 'danger', children: 'Usuń' },
  parameters: { screenshot: true },
};

export const OnHeader: Story = {
  args: { tone: 'header', children: 'Menu' },
  parameters: { screenshot: true },
  decorators: [
    (Story) => (
      <div style={{ background: '#0d2b55', padding: 8 }}>
        <Story />
      </div>
    ),
  ],
};

export const Disabled: Story = {
  args: { disabled: true },
  parameters: { screenshot: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { children: 'Bardzo długi napis na przycisku, który musi się zawinąć na wąskim ekranie' },
  ...PHONE,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Bardzo długi napis na przycisku, który musi się zawinąć na wąskim ekranie',
    });
    // It wraps onto more lines instead of running past the phone's edge.
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(button.getBoundingClientRect().height).toBeGreaterThan(44);
  },
};
