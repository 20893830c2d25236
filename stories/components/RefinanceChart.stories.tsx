import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { RefinanceChart } from '../../ui/components/RefinanceChart/RefinanceChart';
import { optionNames } from '../../ui/components/RefinanceResult/optionNames';
import { compareRefinance } from '../../ui/domain/refinance';
import type { RefinanceInput } from '../../ui/domain/refinanceInput';
import { NO_CONTROL } from '../controls';
import { DECISION_MONTH, OFFER, refinanceInput } from '../refinanceFixtures';
import { PHONE } from '../viewports';

const TITLE = 'Zysk G względem „Zostaję”, miesiąc po miesiącu';

/** The chart's props for `input`, compared from the stories' decision month. */
function chartOf(input: RefinanceInput) {
  const comparison = compareRefinance(input, DECISION_MONTH);
  return { comparison, names: optionNames(comparison) };
}

const meta = {
  title: 'Components/RefinanceChart',
  component: RefinanceChart,
  args: chartOf(refinanceInput()),
  argTypes: { comparison: NO_CONTROL, names: NO_CONTROL },
  parameters: {
    docs: {
      description: {
        component:
          'Wykres zysku G każdej możliwości względem `Zostaję` na stronie /refinansowanie (issue 34): linia zera i miesiąc zwrotu każdej możliwości zaznaczony na jej linii (pionowa linia w jej kolorze i kresce, kropka i etykieta z numerem z legendy), a pod wykresem opis słowami.',
      },
    },
  },
} satisfies Meta<typeof RefinanceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

async function drawn(canvasElement: HTMLElement) {
  await waitFor(
    () => expect(canvasElement.querySelector('[data-chart-state="drawn"]')).not.toBeNull(),
    { timeout: 5000 },
  );
}

function legend(canvasElement: HTMLElement): string[] {
  const list = within(canvasElement).getByRole('list', { name: 'Legenda wykresu' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

/** Issue 34's common case: the offer pays for itself in month 5, marked on its line. */
export const BreakEven: Story = {
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure', { name: TITLE });
    await expect(legend(canvasElement)).toEqual([
      '1. Przenoszę kredyt (Zwraca się w miesiącu 5)',
      'Zero',
    ]);
    await expect(figure).toHaveAccessibleDescription(
      /Pionowa linia z numerem możliwości oznacza miesiąc, od którego zmiana się zwraca\. Przenoszę kredyt: Zwraca się w miesiącu 5; na koniec /,
    );
    await drawn(canvasElement);
  },
};

/**
 * A new fixed period and two offers, the second with its costs borrowed: three markers, each in
 * its line's colour and dash, numbered as the legend is.
 */
export const EveryOption: Story = {
  args: chartOf(
    refinanceInput({
      newFixed: { ratePercent: 5.9, years: 5, annexFee: 500 },
      offers: [OFFER, { ...OFFER, marginPercent: 1.6, addCostsToLoan: true }],
    }),
  ),
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    const items = legend(canvasElement);
    await expect(items).toHaveLength(4);
    await expect(items[0]).toMatch(/^1\. Nowy okres stałej stopy w moim banku \(/);
    await expect(items[1]).toMatch(
      /^2\. Przenoszę kredyt – oferta 1 \(Zwraca się w miesiącu \d+\)$/,
    );
    await expect(items[2]).toMatch(
      /^3\. Przenoszę kredyt – oferta 2 \(Zwraca się w miesiącu \d+\)$/,
    );
    await drawn(canvasElement);
  },
};

/** An offer with a higher margin never pays for itself: no marker, and the legend says so. */
export const NeverBreaksEven: Story = {
  args: chartOf(refinanceInput({ offers: [{ ...OFFER, marginPercent: 3 }] })),
  play: async ({ canvasElement }) => {
    await expect(legend(canvasElement)).toEqual(['1. Przenoszę kredyt (Nie zwraca się)', 'Zero']);
    await expect(
      within(canvasElement).getByRole('figure', { name: TITLE }),
    ).toHaveAccessibleDescription(/Przenoszę kredyt: Nie zwraca się; na koniec /);
    await drawn(canvasElement);
  },
};

/** At 360 px the chart and its legend stay on screen. */
export const Phone: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
