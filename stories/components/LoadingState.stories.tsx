import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingState } from '../../ui/components/LoadingState/LoadingState';
import { mobileWidth } from '../decorators';

const meta = {
  title: 'Components/LoadingState',
  component: LoadingState,
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Odczytywanie danych...');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

export const CustomMessage: Story = { args: { message: 'Trwa wczytywanie wyników symulacji…' } };

export const Mobile: Story = { decorators: [mobileWidth] };
