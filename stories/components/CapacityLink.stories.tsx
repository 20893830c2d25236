import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CapacityLink } from '../../ui/components/CapacityLink/CapacityLink';

const meta = {
  title: 'Components/CapacityLink',
  component: CapacityLink,
  parameters: {
    docs: {
      description: {
        component:
          'Odnośnik ze strony głównej do strony zdolności kredytowej, pod nagłówkiem; statyczny, bez skryptu.',
      },
    },
  },
} satisfies Meta<typeof CapacityLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Sprawdź, ile możesz pożyczyć' }),
    ).toHaveAttribute('href', '/zdolnosc-kredytowa');
  },
};
