import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LimitsTable } from '../../ui/components/CapacityResult/LimitsTable';
import { assessCapacity, DEFAULT_ASSUMPTIONS } from '../../ui/domain/capacity';
import { capacityInput, HIGH_INCOME, plain } from '../capacityFixtures';
import { NO_CONTROL } from '../controls';

const meta = {
  title: 'Components/CapacityResult/LimitsTable',
  component: LimitsTable,
  args: { result: assessCapacity(capacityInput()) },
  argTypes: { result: NO_CONTROL },
  parameters: {
    docs: {
      description: {
        component:
          'Tabela „Limity kwoty kredytu” w wyniku zdolności kredytowej: limit z dochodu (albo kosztów utrzymania, z wiekiem, gdy skraca okres), limit z wartości nieruchomości i cena minus wkład własny; wiersz limitu, który ogranicza kwotę, jest oznaczony słowem „ogranicza”.',
      },
    },
  },
} satisfies Meta<typeof LimitsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table's rows as the borrower reads them: each limit's name and its amount. */
function rows(canvasElement: HTMLElement): [string, string][] {
  const table = within(canvasElement).getByRole('table', { name: 'Limity kwoty kredytu' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      plain(within(row).getByRole('rowheader').textContent),
      plain(within(row).getByRole('cell').textContent),
    ]);
}

// The figures below are those worked out by hand in ui/domain/capacity.test.ts.

/** 10 000 zł a month: half of it as the instalment limits the loan to 510 145 zł. */
export const IncomeBinds: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Limit', 'Kwota']);
    await expect(rows(canvasElement)).toEqual([
      ['Dochód (DSTI 50%) (ogranicza)', '510 145,00 zł'],
      ['Wartość nieruchomości (LTV 80%)', '800 000,00 zł'],
      ['Cena minus wkład własny', '800 000,00 zł'],
    ]);
  },
};

/** 6 000 zł for four people: living costs leave 1 500 zł for the instalment. */
export const LivingCostsBind: Story = {
  args: {
    result: assessCapacity(
      capacityInput({ borrowers: [{ netIncome: 6000, kind: 'EMPLOYMENT' }], persons: 4 }),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)[0]).toEqual([
      'Koszty utrzymania (ogranicza)',
      '153 043,00 zł',
    ]);
  },
};

/** Age 60 with the loan to end by 75: 15 years instead of 25, and the row names the age too. */
export const AgeShortens: Story = {
  args: { result: assessCapacity(capacityInput({ age: 60 })) },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)[0]).toEqual([
      'Dochód (DSTI 50%), wiek (ogranicza)',
      '439 909,00 zł',
    ]);
  },
};

/** A high income with 10 % down and no extra security: 80 % of the price binds. */
export const ValueBinds: Story = {
  args: { result: assessCapacity(capacityInput({ ...HIGH_INCOME, contribution: 100_000 })) },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toEqual([
      ['Dochód (DSTI 50%)', '1 530 435,00 zł'],
      ['Wartość nieruchomości (LTV 80%) (ogranicza)', '800 000,00 zł'],
      ['Cena minus wkład własny', '900 000,00 zł'],
    ]);
  },
};

/** Low-contribution insurance raises the value limit to 90 % of the price. */
export const InsuredValueBinds: Story = {
  args: {
    result: assessCapacity(
      capacityInput({ ...HIGH_INCOME, contribution: 50_000, cover: 'INSURANCE' }),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement).slice(1)).toEqual([
      ['Wartość nieruchomości (LTV 90%) (ogranicza)', '900 000,00 zł'],
      ['Cena minus wkład własny', '950 000,00 zł'],
    ]);
  },
};

/** The BGK guarantee with its check off: 80 % of the price plus a 50 000 zł guarantee. */
export const BgkValueBinds: Story = {
  args: {
    result: assessCapacity(
      capacityInput({
        ...HIGH_INCOME,
        contribution: 150_000,
        cover: 'BGK',
        assumptions: { ...DEFAULT_ASSUMPTIONS, bgkCheck: false },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)[1]).toEqual([
      'Wartość nieruchomości (gwarancja BGK) (ogranicza)',
      '850 000,00 zł',
    ]);
  },
};

/** 400 000 zł down on a 1 000 000 zł flat: the rest of the price binds, below 80 % of it. */
export const ContributionBinds: Story = {
  args: { result: assessCapacity(capacityInput({ ...HIGH_INCOME, contribution: 400_000 })) },
  play: async ({ canvasElement }) => {
    const found = rows(canvasElement);
    await expect(found[2]).toEqual(['Cena minus wkład własny (ogranicza)', '600 000,00 zł']);
    // One limit binds, and only its row says so.
    await expect(found.filter(([name]) => name.endsWith('(ogranicza)'))).toHaveLength(1);
  },
};
