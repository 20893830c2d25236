import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../ui/components/Button/Button';
import { Heading } from '../../ui/components/Heading/Heading';
import { Stack, STACK_ALIGNS } from '../../ui/components/Stack/Stack';
import { tokens } from '../../ui/theme/tokens';
import { NO_CONTROL, radio } from '../controls';

const meta = {
  title: 'Components/Stack',
  component: Stack,
  args: {
    space: 'md',
    children: [
      <Heading key="tytul" level={2}>
        Tytuł sekcji
      </Heading>,
      <p key="tekst" style={{ margin: 0 }}>
        Pierwszy akapit sekcji.
      </p>,
      <Button key="przycisk" tone="secondary">
        Działanie
      </Button>,
    ],
  },
  argTypes: {
    space: radio(Object.keys(tokens.space) as (keyof typeof tokens.space)[]),
    align: radio(STACK_ALIGNS),
    as: NO_CONTROL,
    children: NO_CONTROL,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Dzieci jedno pod drugim, w odstępie `space` ze skali odstępów motywu (`xxs` 2 px … `xxl` 48 px). Daje sekcji odstępy bez własnego CSS; `as` rysuje ją jako `section`, `form`, `fieldset` albo listę. `align="start"` zostawia dzieciom ich własną szerokość (przyciski, linki).',
      },
    },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The vertical distances between each child and the next, in px. */
function gaps(container: Element): number[] {
  const boxes = [...container.children].map((child) => child.getBoundingClientRect());
  return boxes.slice(1).map((box, index) => box.top - (boxes[index]?.bottom ?? 0));
}

/** Each child sits the theme's `md` (16 px) below the one before. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const stack = canvasElement.firstElementChild ?? canvasElement;
    await expect(gaps(stack)).toEqual([16, 16]);
  },
};

/** A small gap, and a landmark: `as="section"` labelled by its title. */
export const SmallSection: Story = {
  args: { space: 'xs', as: 'section', 'aria-label': 'Sekcja' },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Sekcja' });
    await expect(section.tagName).toBe('SECTION');
    await expect(gaps(section)).toEqual([4, 4]);
  },
};

/** By default children take the stack's width; `start` leaves a button its own. */
export const AlignStart: Story = {
  args: { align: 'start' },
  play: async ({ canvasElement }) => {
    const stack = canvasElement.firstElementChild ?? canvasElement;
    const button = within(canvasElement).getByRole('button', { name: 'Działanie' });
    await expect(button.getBoundingClientRect().width).toBeLessThan(
      stack.getBoundingClientRect().width / 2,
    );
  },
};

/** Stretched beside a taller neighbour (cards in a row), its children stay together at the top. */
export const BesideATallerNeighbour: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
      <Stack {...args} data-testid="krotszy" />
      <div style={{ height: 400 }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(gaps(within(canvasElement).getByTestId('krotszy'))).toEqual([16, 16]);
  },
};
