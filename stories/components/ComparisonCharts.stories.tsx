import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ComparisonCharts } from '../../ui/components/ComparisonCharts/ComparisonCharts';
import { available, thirtyYears } from '../compareFixtures';
import { annuity } from '../fixtures';
import { wholePage } from '../viewports';

const meta = {
  title: 'Components/ComparisonCharts',
  component: ComparisonCharts,
  args: { runs: available([annuity, thirtyYears]) },
  parameters: {
    ...wholePage(1024, 1600).parameters,
    docs: {
      description: {
        component:
          'Trzy nakładane wykresy strony porównania (pozostały dług, odsetki zapłacone dotąd, rata), każdy z tekstową alternatywą. Serie biorą kolor i wzór kreski z Foundations → Kolory wykresów.',
      },
    },
  },
  globals: wholePage(1024, 1600).globals,
} satisfies Meta<typeof ComparisonCharts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two runs of different length: the shorter one's lines end where it is repaid. */
export const TwoRuns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('figure')).toHaveLength(3);
    await expect(
      canvas.getByRole('figure', { name: 'Odsetki zapłacone narastająco' }),
    ).toHaveAccessibleDescription(/Symulacja nr 2: do raty nr 360 odsetki sięgają łącznie /);
    await waitFor(
      () => expect(canvasElement.querySelectorAll('[data-chart-state="drawn"]')).toHaveLength(3),
      { timeout: 5000 },
    );
  },
};
