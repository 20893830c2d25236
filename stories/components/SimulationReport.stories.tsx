import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SimulationReport } from '../../ui/components/SimulationReport/SimulationReport';
import { annuity, decreasing } from '../fixtures';
import { choice, RUNS } from '../controls';
import { deferredPartsDrawn } from '../deferredParts';

const meta = {
  title: 'Components/SimulationReport',
  component: SimulationReport,
  args: { simulation: annuity },
  parameters: {
    docs: {
      description: {
        component:
          'Treść raportu jednej symulacji: ustawienia, podsumowanie, bloki scenariusza, wykres i harmonogram.',
      },
    },
  },
  argTypes: {
    simulation: choice(RUNS),
  },
} satisfies Meta<typeof SimulationReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The report's body on its own: summaries, chart and the schedule of 300 instalments. */
export const Annuity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await deferredPartsDrawn(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Dokonane ustawienia symulacji' }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Harmonogram spłaty hipoteki' })).toBeVisible();
  },
};

/** A run saved without a result shows its settings and says there are no results. */
export const WithoutResult: Story = {
  args: {
    simulation: {
      id: decreasing.id,
      label: decreasing.label,
      settings: decreasing.settings,
      timestamp: decreasing.timestamp,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Brak wyników dla tej symulacji.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
