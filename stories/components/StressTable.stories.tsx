import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { optionNames } from '../../ui/components/RefinanceResult/optionNames';
import { StressTable } from '../../ui/components/RefinanceResult/StressTable';
import { compareRefinance, stressRefinance } from '../../ui/domain/refinance';
import type { RefinanceInput } from '../../ui/domain/refinanceInput';
import { NO_CONTROL } from '../controls';
import { DECISION_MONTH, refinanceInput } from '../refinanceFixtures';

/** The table's props for `input`. */
function stressOf(input: RefinanceInput) {
  return {
    stress: stressRefinance(input, DECISION_MONTH),
    names: optionNames(compareRefinance(input, DECISION_MONTH)),
    horizonYears: input.horizonYears,
  };
}

const meta = {
  title: 'Components/StressTable',
  component: StressTable,
  args: stressOf(refinanceInput()),
  argTypes: { stress: NO_CONTROL, names: NO_CONTROL },
  parameters: {
    docs: {
      description: {
        component:
          'Test wzrostu stóp planera refinansowania (issue 34): zysk G po horyzoncie i miesiąc zwrotu każdej możliwości, gdy wskaźnik wzrośnie o 1, 2,5 i 5 pkt proc. oraz o własny wzrost kredytobiorcy.',
      },
    },
  },
} satisfies Meta<typeof StressTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The report's three rises, on the index part. */
export const ThreeRises: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Test wzrostu stóp' })).toBeVisible();
    await expect(canvas.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'Wskaźnik +1 pkt proc.',
      'Wskaźnik +2,5 pkt proc.',
      'Wskaźnik +5 pkt proc.',
    ]);
    await expect(canvas.getByRole('columnheader', { name: 'Przenoszę kredyt' })).toBeVisible();
  },
};

/** With the borrower's own row, here a fall of 1,5 points. */
export const OwnRow: Story = {
  args: stressOf(refinanceInput({ ownStressPoints: -1.5 })),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('rowheader', { name: 'Własny: wskaźnik -1,5 pkt proc.' }),
    ).toBeVisible();
  },
};

/** Nothing to compare against `Zostaję`: no table at all. */
export const OnlyStay: Story = {
  args: { names: ['Zostaję'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};
