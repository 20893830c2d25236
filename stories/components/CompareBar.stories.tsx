import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompareBar } from '../../ui/components/SimulationTable/CompareBar';
import { NO_CONTROL } from '../controls';

const onCompare = fn();

const meta = {
  title: 'Components/SimulationTable/CompareBar',
  component: CompareBar,
  args: { selected: [], onToggle: fn(), onCompare },
  argTypes: { selected: NO_CONTROL },
  parameters: {
    docs: {
      description: {
        component:
          'Przycisk `Porównaj wybrane ({n})` nad tabelą porównawczą: działa od 2 do 4 zaznaczonych symulacji, a podpowiedź pod nim mówi, ile można zaznaczyć.',
      },
    },
  },
  beforeEach: () => {
    onCompare.mockClear();
  },
} satisfies Meta<typeof CompareBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement, count: number) =>
  within(canvasElement).getByRole('button', { name: `Porównaj wybrane (${count})` });

/** Nothing ticked: the button cannot compare, and its description says why. */
export const NoneTicked: Story = {
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, 0)).toBeDisabled();
    await expect(button(canvasElement, 0)).toHaveAccessibleDescription(
      'Zaznacz od 2 do 4 symulacji, aby zobaczyć je obok siebie.',
    );
  },
};

/** One ticked: still not enough. */
export const OneTicked: Story = {
  args: { selected: ['a'] },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, 1)).toBeDisabled();
  },
};

/** Two ticked: the comparison opens. */
export const TwoTicked: Story = {
  args: { selected: ['a', 'b'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement, 2));
    await expect(onCompare).toHaveBeenCalledTimes(1);
  },
};

/** Four ticked, the most a comparison takes: the hint says so. */
export const AtTheLimit: Story = {
  args: { selected: ['a', 'b', 'c', 'd'] },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, 4)).toBeEnabled();
    await expect(button(canvasElement, 4)).toHaveAccessibleDescription(
      'Wybrano 4 symulacje – tyle można porównać naraz.',
    );
  },
};
