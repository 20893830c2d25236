import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingState } from '../../ui/components/LoadingState/LoadingState';
import { PHONE } from '../viewports';
import { TEXT } from '../controls';

const meta = {
  title: 'Components/LoadingState',
  component: LoadingState,
  parameters: {
    docs: {
      description: {
        component:
          'Komunikat wczytywania z kręciołkiem, ogłaszany uprzejmie (`role="status"`). Bez `message` pokazuje tekst ze specyfikacji „Odczytywanie danych...”.',
      },
    },
  },
  argTypes: {
    message: TEXT,
  },
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Odczytywanie danych...');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

export const CustomMessage: Story = {
  args: { message: 'Trwa wczytywanie wyników symulacji…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Trwa wczytywanie wyników symulacji…',
    );
  },
};

export const Mobile: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Odczytywanie danych...',
    );
  },
};
