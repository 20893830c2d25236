import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  RefinanceResult,
  type RefinanceResultState,
} from '../../ui/components/RefinanceResult/RefinanceResult';
import { compareRefinance, stressRefinance } from '../../ui/domain/refinance';
import type { RefinanceInput } from '../../ui/domain/refinanceInput';
import { NO_CONTROL } from '../controls';
import { DECISION_MONTH, refinanceInput } from '../refinanceFixtures';

/** The result the island shows for `input`. */
function ready(input: RefinanceInput): RefinanceResultState {
  return {
    kind: 'ready',
    comparison: compareRefinance(input, DECISION_MONTH),
    stress: stressRefinance(input, DECISION_MONTH),
    horizonYears: input.horizonYears,
  };
}

/** The text of the comparison's row `name`, cell by cell. */
function row(canvasElement: HTMLElement, name: string): string[] {
  const table = within(canvasElement).getByRole('table', {
    name: 'Porównanie możliwości od miesiąca decyzji',
  });
  const cells = within(table)
    .getByRole('rowheader', { name })
    .parentElement?.querySelectorAll('td');
  return Array.from(cells ?? [], (cell) => cell.textContent.replace(/\s/g, ' '));
}

const meta = {
  title: 'Components/RefinanceResult',
  component: RefinanceResult,
  args: { state: { kind: 'empty' } },
  argTypes: { state: NO_CONTROL, chart: NO_CONTROL, actions: NO_CONTROL },
  parameters: {
    docs: {
      description: {
        component:
          'Wynik planera refinansowania (issue 34): tabela z kolumną dla każdej możliwości, najlepsza po horyzoncie nazwana słowami, prosty próg obok miesiąca zwrotu, wykres i test wzrostu stóp; przed wynikiem – co trzeba wpisać albo poprawić.',
      },
    },
  },
} satisfies Meta<typeof RefinanceResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Wpisz dane kredytu, aby zobaczyć porównanie.'),
    ).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { state: { kind: 'invalid' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Popraw zaznaczone pola, aby zobaczyć porównanie.'),
    ).toBeVisible();
  },
};

/** Issue 34's common case: 2 947,07 against 2 785,55 zł, 7 months simple, month 5 real. */
export const Ready: Story = {
  args: { state: ready(refinanceInput()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Najlepsza po 5 latach: Przenoszę kredyt',
    );
    await expect(row(canvasElement, 'Rata teraz')).toEqual(['2 947,07 zł', '2 785,55 zł']);
    await expect(row(canvasElement, 'Koszty przy zmianie')).toEqual(['0,00 zł', '1 000,00 zł']);
    await expect(row(canvasElement, 'Miesiąc zwrotu')).toEqual(['–', 'Zwraca się w miesiącu 5']);
    await expect(row(canvasElement, 'Prosty próg opłacalności')).toEqual(['–', '7 miesięcy']);
  },
};

/** The art. 39 refund ticked: its own row, 2 400,00 zł on 3 000 zł with 240 of 300 months left. */
export const WithRefund: Story = {
  args: {
    state: ready(
      refinanceInput({
        current: { ...refinanceInput().current, commissionPaid: 3_000, originalMonths: 300 },
        refund: true,
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Zwrot części prowizji (roszczenie)')).toEqual([
      '0,00 zł',
      '2 400,00 zł',
    ]);
  },
};
