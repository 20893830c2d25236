import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { RepaymentChart } from '../../ui/components/RepaymentChart/RepaymentChart';
import { numberEntries } from '../../ui/domain/schedule';
import { formatMoney, type Simulation } from '../../ui/domain';
import { PHONE } from '../viewports';
import { annuity, decreasing, sampleSimulation } from '../fixtures';
import { BOOLEAN, MORTGAGE_TYPE, NO_CONTROL } from '../controls';

/** The chart's props for a simulation, numbered as the island numbers them. */
function argsFor(simulation: Simulation) {
  return {
    rows: numberEntries(simulation.result?.repaymentPlan.entries ?? []).rows,
    mortgageType: simulation.settings.mortgageType,
  };
}

/** Waits until the lazily loaded uPlot chart has drawn. */
async function chartDrawn(canvasElement: HTMLElement) {
  await waitFor(
    () => expect(canvasElement.querySelector('[data-chart-state="drawn"]')).not.toBeNull(),
    { timeout: 5000 },
  );
}

const meta = {
  title: 'Components/RepaymentChart',
  component: RepaymentChart,
  args: argsFor(annuity),
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
  },
  parameters: {
    docs: {
      description: {
        component:
          'Wykres ze specyfikacji „Zmiany struktury miesięcznej raty kredytu w czasie”: trzy linie (rata, kapitał, odsetki), wysokość 400 px, opis dla czytników wskazuje harmonogram. `showRate` dodaje schodkową linię oprocentowania na prawej osi.',
      },
    },
  },
  argTypes: {
    mortgageType: MORTGAGE_TYPE,
    showRate: BOOLEAN,
    rows: NO_CONTROL,
  },
} satisfies Meta<typeof RepaymentChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Annuity: Story = {
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chartDrawn(canvasElement);
    const figure = canvas.getByRole('figure', {
      name: 'Zmiany struktury miesięcznej raty kredytu w czasie',
    });
    await expect(figure).toHaveAccessibleDescription(/tabela „Harmonogram spłaty hipoteki”/);
    await expect(canvas.getByText('Rodzaj rat: Stała (annuitetowa)')).toBeVisible();
    const legend = canvas.getByRole('list', { name: 'Legenda wykresu' });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Całkowita miesięczna rata', 'Spłata kapitału', 'Odsetki']);
    // Full width and the spec's 400 px.
    const canvasBox = canvasElement.querySelector('.uplot canvas')?.getBoundingClientRect();
    await expect(canvasBox?.height).toBe(400);
    await expect(canvasBox?.width).toBeCloseTo(figure.getBoundingClientRect().width, 0);
  },
};

export const Decreasing: Story = {
  args: argsFor(decreasing),
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
    await expect(within(canvasElement).getByText('Rodzaj rat: Malejąca')).toBeVisible();
  },
};

export const FortyYears: Story = {
  args: argsFor(sampleSimulation(1_200_000, 6.5, 40, 'ANNUITY', 2)),
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
    await expect(within(canvasElement).getByText('Rodzaj rat: Stała (annuitetowa)')).toBeVisible();
    await expect(canvasElement.querySelector('.uplot canvas')?.getBoundingClientRect().height).toBe(
      400,
    );
  },
};

/** An empty plan gives an empty chart, with a note why, and nothing crashes. */
export const EmptyPlan: Story = {
  args: { ...argsFor(annuity), rows: [] },
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
    await expect(
      within(canvasElement).getByText('Harmonogram nie zawiera rat, więc wykres jest pusty.'),
    ).toBeVisible();
  },
};

/** The tooltip follows the pointer at once: "Miesiąc {n}" and the three amounts. */
export const Tooltip: Story = {
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
    const over = canvasElement.querySelector('.u-over');
    if (!(over instanceof HTMLElement)) throw new Error('uPlot has not drawn.');
    const box = over.getBoundingClientRect();
    // The pointer at the plot's middle: instalment 150 or 151 of 300.
    const pointer = { bubbles: true, clientX: box.left + box.width / 2, clientY: box.top + 100 };
    over.dispatchEvent(new MouseEvent('mouseenter', pointer));
    over.dispatchEvent(new MouseEvent('mousemove', pointer));
    const tooltip = await waitFor(() => {
      const element = over.querySelector('[aria-hidden="true"]:not([hidden])');
      if (element === null) throw new Error('No tooltip yet.');
      return element;
    });
    const month = /Miesiąc (\d+)/.exec(tooltip.textContent)?.[1];
    await expect(month).toMatch(/^15[01]$/);
    const entry = annuity.result?.repaymentPlan.entries[Number(month) - 1];
    await expect(tooltip).toHaveTextContent(
      `Odsetki: ${formatMoney(entry?.interestPayment ?? Number.NaN)}`.replace(/\s+/g, ' '),
    );
  },
};

/** The chart stays as wide as its box when the box changes width. */
export const FollowsResize: Story = {
  decorators: [
    (Story) => (
      <div data-testid="resizable" style={{ width: 800 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
    const box = within(canvasElement).getByTestId('resizable');
    const canvasWidth = () =>
      canvasElement.querySelector('.uplot canvas')?.getBoundingClientRect().width;
    const plotWidth = () =>
      canvasElement.querySelector('[data-chart-state]')?.getBoundingClientRect().width;
    await expect(canvasWidth()).toBeCloseTo(plotWidth() ?? 0, 0);
    const before = canvasWidth() ?? 0;
    box.style.width = '560px';
    await waitFor(() => expect(canvasWidth()).toBeCloseTo(before - 240, 0));
    await expect(canvasWidth()).toBeCloseTo(plotWidth() ?? 0, 0);
  },
};

export const Mobile: Story = {
  args: argsFor(decreasing),
  ...PHONE,
  parameters: { screenshot: true },
};
