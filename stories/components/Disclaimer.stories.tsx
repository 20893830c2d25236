import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Disclaimer } from '../../ui/components/Disclaimer/Disclaimer';
import { PHONE } from '../viewports';

const meta = {
  title: 'Components/Disclaimer',
  component: Disclaimer,
  parameters: {
    docs: {
      description: {
        component:
          'Zastrzeżenie pod treścią każdej strony: wyniki są orientacyjne i nie są ofertą (art. 66 Kodeksu cywilnego).',
      },
    },
  },
} satisfies Meta<typeof Disclaimer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('complementary', { name: 'Zastrzeżenie' });
    await expect(note).toHaveTextContent(/orientacyjny/);
    await expect(note).toHaveTextContent(/nie stanowią oferty/);
  },
};

export const Mobile: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('complementary', { name: 'Zastrzeżenie' });
    await expect(note).toHaveTextContent(/nie stanowią oferty/);
    // The text wraps inside the phone's screen.
    await expect(note.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
