import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorBoundary } from '../../ui/components/ErrorScreen/ErrorBoundary';
import { ErrorScreen } from '../../ui/components/ErrorScreen/ErrorScreen';
import { PHONE } from '../viewports';
import { radio } from '../controls';

const meta = {
  title: 'Components/ErrorScreen',
  component: ErrorScreen,
  parameters: {
    docs: {
      description: {
        component:
          'Ekran błędu wyspy (łapany przez `ErrorBoundary`) i błędu routingu na stronie głównej. `headingLevel` 1, gdy zastępuje całą treść strony, 2 – gdy tylko jej część.',
      },
    },
  },
  argTypes: {
    headingLevel: radio([1, 2]),
  },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Wystąpił nieoczekiwany błąd' }),
    ).toBeVisible();
    await expect(canvas.getByText('Odśwież stronę lub wróć na stronę główną.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

function Broken(): never {
  throw new Error('Symulowana awaria wyspy');
}

/** An island that throws while rendering is replaced by the error screen, not a blank page. */
export const CaughtByBoundary: Story = {
  render: () => (
    <ErrorBoundary>
      <Broken />
    </ErrorBoundary>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Wystąpił nieoczekiwany błąd' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Wystąpił nieoczekiwany błąd' }),
    ).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Wróć na stronę główną' });
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
