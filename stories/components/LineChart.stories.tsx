import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LineChart } from '../../ui/components/LineChart/LineChart';
import { seriesStyle } from '../../ui/components/LineChart/lineSeries';
import { PHONE } from '../viewports';
import { NO_CONTROL, radio, TEXT } from '../controls';

const MONTHS = Array.from({ length: 120 }, (_, index) => index + 1);

/** Four lines in the palette's four styles, one ending early and one with a gap. */
const FOUR = [0, 1, 2, 3].map((index) => ({
  label: `Linia ${index + 1}`,
  ...seriesStyle(index),
}));
const FOUR_VALUES = FOUR.map((_, index) =>
  MONTHS.map((month) => {
    if (index === 2 && month > 90) return null;
    if (index === 3 && month >= 40 && month < 50) return null;
    return 1000 + index * 400 + Math.round(Math.sin(month / (10 + index)) * 300);
  }),
);

const meta = {
  title: 'Components/LineChart',
  component: LineChart,
  args: {
    title: 'Cztery linie',
    months: MONTHS,
    series: FOUR,
    values: FOUR_VALUES,
    description: 'Opis wykresu dla czytników ekranu.',
    emptyText: 'Brak danych, więc wykres jest pusty.',
    failedText: 'Nie udało się narysować wykresu.',
  },
  parameters: {
    docs: {
      description: {
        component:
          'Wykres liniowy (uPlot, ładowany leniwie) z legendą i opisem dla czytników ekranu; pusty i nieudany mają własne teksty. Serie biorą kolor i kreskę z Foundations → Kolory wykresów.',
      },
    },
  },
  argTypes: {
    title: TEXT,
    headingLevel: radio([2, 3]),
    emptyText: TEXT,
    failedText: TEXT,
    months: NO_CONTROL,
    series: NO_CONTROL,
    values: NO_CONTROL,
  },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

async function drawn(canvasElement: HTMLElement) {
  await waitFor(
    () => expect(canvasElement.querySelector('[data-chart-state="drawn"]')).not.toBeNull(),
    { timeout: 5000 },
  );
}

/** The palette's four line styles, a line ending early and one with a gap. */
export const FourLines: Story = {
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure', { name: 'Cztery linie' });
    await expect(figure).toHaveAccessibleDescription('Opis wykresu dla czytników ekranu.');
    await expect(
      within(canvas.getByRole('list', { name: 'Legenda wykresu' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    await drawn(canvasElement);
  },
};

export const Empty: Story = {
  args: { months: [], values: FOUR.map(() => []) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Brak danych, więc wykres jest pusty.'),
    ).toBeVisible();
    await drawn(canvasElement);
  },
};

export const Mobile: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await expect(
      within(canvasElement).getByRole('figure', { name: 'Cztery linie' }),
    ).toHaveAccessibleDescription('Opis wykresu dla czytników ekranu.');
    // The chart and its legend stay within the phone's screen.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
