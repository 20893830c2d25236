import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import LinePlot from '../../ui/components/LineChart/LinePlot';
import {
  LINE_CHART_HEIGHT,
  seriesStyle,
  type LineSeries,
} from '../../ui/components/LineChart/lineSeries';
import { comparisonSeries } from '../../ui/domain/comparison';
import { COMPARE_COPY } from '../../ui/domain/copy/compare';
import type { Simulation } from '../../ui/domain';
import { PHONE } from '../viewports';
import { annuity, decreasing, withOverpayments } from '../fixtures';
import { NO_CONTROL } from '../controls';

/** The compare page's lines for `runs`: "Symulacja nr n" in the style of its place. */
function linesFor(runs: readonly Simulation[]): LineSeries[] {
  return runs.map((run, index) => ({
    label: COMPARE_COPY.legendItem(COMPARE_COPY.runName(index + 1), run.label),
    shortLabel: COMPARE_COPY.runName(index + 1),
    ...seriesStyle(index),
  }));
}

/** The debt left month by month, aligned as the compare page aligns it (gaps past a run's end). */
function debtOf(runs: readonly Simulation[]) {
  const aligned = comparisonSeries(runs.map((run) => run.result?.repaymentPlan.entries ?? []));
  return { months: aligned.months, values: aligned.runs.map((run) => run.debt) };
}

/** Three runs: two 25-year loans and one paid off early by overpayments, so its line stops. */
const THREE_RUNS = [annuity, decreasing, withOverpayments];
const THREE_LINES = linesFor(THREE_RUNS);

const ONE_RUN = [decreasing];
const ONE_LINE = linesFor(ONE_RUN);

/** Waits until the lazily loaded uPlot chart has drawn. */
async function chartDrawn(canvasElement: HTMLElement) {
  await waitFor(
    () => expect(canvasElement.querySelector('[data-chart-state="drawn"]')).not.toBeNull(),
    { timeout: 5000 },
  );
}

/** The drawn canvas fills its box's width at the chart's height. */
async function fillsItsBox(canvasElement: HTMLElement) {
  const box = canvasElement.querySelector('[data-chart-state]')?.getBoundingClientRect();
  const canvas = canvasElement.querySelector('.uplot canvas')?.getBoundingClientRect();
  await expect(canvas?.height).toBe(LINE_CHART_HEIGHT);
  await expect(canvas?.width).toBeCloseTo(box?.width ?? 0, 0);
}

/** Points at `fraction` of the plot's width and returns the tooltip that follows the pointer. */
async function pointAt(canvasElement: HTMLElement, fraction: number) {
  const over = canvasElement.querySelector('.u-over');
  if (!(over instanceof HTMLElement)) throw new Error('uPlot has not drawn.');
  const box = over.getBoundingClientRect();
  const pointer = {
    bubbles: true,
    clientX: box.left + box.width * fraction,
    clientY: box.top + box.height / 2,
  };
  over.dispatchEvent(new MouseEvent('mouseenter', pointer));
  over.dispatchEvent(new MouseEvent('mousemove', pointer));
  return waitFor(() => {
    const element = over.querySelector('[aria-hidden="true"]:not([hidden])');
    if (!(element instanceof HTMLElement)) throw new Error('No tooltip yet.');
    return element;
  });
}

const meta = {
  title: 'Components/LinePlot',
  component: LinePlot,
  args: { series: THREE_LINES, ...debtOf(THREE_RUNS) },
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
    await fillsItsBox(canvasElement);
  },
  parameters: {
    docs: {
      description: {
        component:
          'Sam wykres uPlot z LineChart, bez tytułu, legendy i opisu; ładowany leniwie, kolory i kreski serii czyta ze zmiennych CSS motywu. Wartość `null` zostawia przerwę w linii (np. symulacja spłacona wcześniej), dymek pokazuje wtedy „—”.',
      },
    },
  },
  argTypes: {
    months: NO_CONTROL,
    series: NO_CONTROL,
    values: NO_CONTROL,
  },
} satisfies Meta<typeof LinePlot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The compare page's debt chart: three runs, the overpaid one ending years before the others. */
export const ThreeRuns: Story = {};

/** The tooltip follows the pointer: "Miesiąc {n}" and every line's amount, "—" past a run's end. */
export const Tooltip: Story = {
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
    // Near the right edge: the 25-year runs still owe, the overpaid run ended long before.
    const tooltip = await pointAt(canvasElement, 0.9);
    const lines = [...tooltip.children].map((line) => line.textContent.replace(/\s+/g, ' '));
    await expect(lines).toHaveLength(4);
    await expect(lines[0]).toMatch(/^Miesiąc \d+$/);
    await expect(lines[1]).toMatch(/^Symulacja nr 1: \d[\d ]*,\d\d zł$/);
    await expect(lines[2]).toMatch(/^Symulacja nr 2: \d[\d ]*,\d\d zł$/);
    await expect(lines[3]).toBe('Symulacja nr 3: —');
  },
};

/** One line alone, as a single saved run would draw: the y axis still starts at 0 zł. */
export const SingleLine: Story = {
  args: { series: ONE_LINE, ...debtOf(ONE_RUN) },
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
    await fillsItsBox(canvasElement);
    const lines = [...(await pointAt(canvasElement, 0.5)).children];
    await expect(lines).toHaveLength(2);
    await expect(lines[1]).toHaveTextContent(/^Symulacja nr 1: /);
  },
};

/**
 * No months at all: uPlot draws an empty canvas (not even axes) at the chart's full height, so the
 * page does not jump; LineChart lays its empty text over it. Nothing fails.
 */
export const NoMonths: Story = {
  args: { months: [], values: THREE_LINES.map(() => []) },
};

export const Mobile: Story = {
  ...PHONE,
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
    await fillsItsBox(canvasElement);
    // Nothing sticks out past the phone's edge.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
