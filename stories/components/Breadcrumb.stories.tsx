import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumb } from '../../ui/components/Breadcrumb/Breadcrumb';
import { PHONE } from '../viewports';

const meta = {
  title: 'Components/Breadcrumb',
  component: Breadcrumb,
  parameters: {
    docs: {
      description: {
        component:
          'Ścieżka nawigacji nad treścią każdej strony (pierwszy element: „Strona Główna”, tekst ze specyfikacji). Element bez `href` to bieżąca strona (`aria-current="page"`).',
      },
    },
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  args: { items: [{ label: 'Strona Główna' }] },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByText('Strona Główna');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const Article: Story = {
  args: {
    items: [{ label: 'Strona Główna', href: '/' }, { label: 'Artykuł Wiki' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Strona Główna' })).toHaveAttribute('href', '/');
    await expect(canvas.getByText('Artykuł Wiki')).toHaveAttribute('aria-current', 'page');
  },
};

export const LongText: Story = {
  args: {
    items: [
      { label: 'Strona Główna', href: '/' },
      {
        label: 'Szczegóły symulacji kredytu hipotecznego o bardzo długiej nazwie, która się zawija',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Strona Główna' })).toHaveAttribute('href', '/');
    await expect(
      canvas.getByText(
        'Szczegóły symulacji kredytu hipotecznego o bardzo długiej nazwie, która się zawija',
      ),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** The long name wraps under the first item on a phone. */
export const Mobile: Story = {
  args: LongText.args,
  ...PHONE,
  parameters: { screenshot: true },
};
