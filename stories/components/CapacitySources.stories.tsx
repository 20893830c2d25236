import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CapacitySources } from '../../ui/components/CapacitySources/CapacitySources';
import { DEFAULT_ASSUMPTIONS } from '../../ui/domain/capacityInput';
import { NO_CONTROL } from '../controls';

const meta = {
  title: 'Components/CapacitySources',
  component: CapacitySources,
  args: { defaults: DEFAULT_ASSUMPTIONS },
  argTypes: { defaults: NO_CONTROL },
  parameters: {
    docs: {
      description: {
        component:
          'Statyczna sekcja strony /zdolnosc-kredytowa (bez skryptu): zasady, które strona stosuje, ich źródła z datami i które wartości są założeniami.',
      },
    },
  },
} satisfies Meta<typeof CapacitySources>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Zasady i źródła' })).toBeVisible();
    await expect(canvas.getByText(/^Komisja Nadzoru Finansowego, Rekomendacja S/)).toBeVisible();
    await expect(canvas.getByText(/^Bank Gospodarstwa Krajowego/)).toBeVisible();
  },
};
