import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ComparisonReport } from '../../ui/components/ComparisonReport/ComparisonReport';
import { available, thirtyYears } from '../compareFixtures';
import { annuity } from '../fixtures';
import { wholePage } from '../viewports';

const [first, third] = available([annuity, thirtyYears]);

const meta = {
  title: 'Components/ComparisonReport',
  component: ComparisonReport,
  args: {
    runs: [
      first ?? { position: 1, id: 'a', status: 'deleted' },
      { position: 2, id: 'usunieta', status: 'deleted' },
      { ...(third ?? { position: 3, id: 'c', status: 'deleted' }), position: 3 },
      { position: 4, id: 'uszkodzona', status: 'damaged' },
    ],
  },
  parameters: {
    ...wholePage(1024, 2400).parameters,
    docs: {
      description: {
        component:
          'Cała treść strony /porownanie: wybrane symulacje w kolejności z adresu, także te usunięte lub uszkodzone, opisane zamiast pokazane.',
      },
    },
  },
  globals: wholePage(1024, 2400).globals,
} satisfies Meta<typeof ComparisonReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four places, two of them unavailable: named by place, muted, and left out of the figures. */
export const WithUnavailableRuns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Symulacja nr 2 (usunięta)')).toBeVisible();
    await expect(canvas.getByText('Symulacja nr 4 (uszkodzona)')).toBeVisible();
    await expect(canvas.getByRole('link', { name: annuity.label })).toHaveAttribute(
      'href',
      `/symulacja/${annuity.id}`,
    );
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Różnice względem pierwszej symulacji' }),
    ).toBeVisible();
    await waitFor(
      () => expect(canvasElement.querySelectorAll('[data-chart-state="drawn"]')).toHaveLength(3),
      { timeout: 5000 },
    );
  },
};
