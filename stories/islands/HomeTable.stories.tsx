import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HomeTable } from '../../ui/islands/HomeTable';
import { annuity, decreasing } from '../fixtures';
import { NO_CONTROL } from '../controls';

const navigate = fn();

const meta = {
  title: 'Islands/HomeTable',
  component: HomeTable,
  args: {
    simulations: [annuity, decreasing],
    damaged: [],
    status: 'ready',
    onDelete: fn(),
    navigate,
  },
  argTypes: { simulations: NO_CONTROL, damaged: NO_CONTROL },
  parameters: {
    docs: {
      description: {
        component:
          'Tabela porównawcza strony głównej z własną kolejnością sortowania i wyborem symulacji do porównania; wyspa wczytuje ją razem z zapisanymi symulacjami.',
      },
    },
  },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof HomeTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sorted by date, newest first, as the spec says; a header click sorts by its column. */
export const Sorts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const date = canvas.getByRole('columnheader', { name: /Data/ });
    await expect(date).toHaveAttribute('aria-sort', 'descending');
    const amount = canvas.getByRole('columnheader', { name: /Kwota kredytu/ });
    await userEvent.click(within(amount).getByRole('button'));
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent(/300\s000,00\szł/);
  },
};

/** Two runs ticked open their comparison. */
export const Compares: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const checkbox of canvas.getAllByRole('checkbox', { name: /^Porównaj symulację/ })) {
      await userEvent.click(checkbox);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Porównaj wybrane (2)' }));
    await expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/porownanie#/));
  },
};
