import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComparisonFigures } from '../../ui/components/ComparisonFigures/ComparisonFigures';
import { available, COMPARED } from '../compareFixtures';
import { wholePage } from '../viewports';
import { annuity, decreasing } from '../fixtures';

const meta = {
  title: 'Components/ComparisonFigures',
  component: ComparisonFigures,
  args: { runs: available(COMPARED) },
  parameters: {
    docs: {
      description: {
        component:
          'Tabele strony porównania: kluczowe liczby 2–4 symulacji obok siebie i różnice względem pierwszej (zł i %, miesiące, punkty procentowe; „—” tam, gdzie podstawa to 0).',
      },
    },
  },
} satisfies Meta<typeof ComparisonFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four runs, one with costs and overpayments: their rows appear, with dashes where none. */
export const FourRuns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('rowheader', { name: 'RRSO' })).toHaveLength(2);
    await expect(canvas.getAllByRole('rowheader', { name: 'Suma nadpłat' })).toHaveLength(2);
    await expect(canvas.getByText('nr 360 (30 lat)')).toBeVisible();
    await expect(canvas.getByText('nr 190 (15 lat i 10 miesięcy)')).toBeVisible();
  },
};

export const TwoRuns: Story = {
  args: { runs: available([annuity, decreasing]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('rowheader', { name: 'RRSO z kosztami' })).toBeNull();
    await expect(canvas.getByText('-817,31 zł (-37,69%)')).toBeVisible();
  },
};

export const Mobile: Story = {
  ...wholePage(360, 1100),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', {
      name: 'Przewijana tabela najważniejszych wartości',
    });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};
