import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFound } from '../../ui/components/NotFound/NotFound';
import { PHONE } from '../viewports';
import { TEXT } from '../controls';

const meta = {
  title: 'Components/NotFound',
  component: NotFound,
  parameters: {
    docs: {
      description: {
        component:
          'Ekran raportu, którego nie da się pokazać: domyślnie „nie znaleziono” (puste lub nieznane id, usunięta symulacja); te same ramy mówią o uszkodzonym zapisie albo braku pamięci przeglądarki.',
      },
    },
  },
  argTypes: {
    heading: TEXT,
    text: TEXT,
  },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Nie znaleziono symulacji' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Symulacja o podanym identyfikatorze nie istnieje albo została usunięta.'),
    ).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Wróć na stronę główną' });
    await expect(link).toHaveAttribute('href', '/');
    // WCAG 2.2 target size: at least 24 px high.
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

export const Mobile: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Nie znaleziono symulacji' }),
    ).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Wróć na stronę główną' });
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
