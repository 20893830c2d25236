import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResultsSummary } from '../../ui/components/ResultsSummary/ResultsSummary';
import { formatMoney } from '../../ui/domain';
import { PHONE } from '../viewports';
import { annuity, decreasing } from '../fixtures';
import { MORTGAGE_TYPE, RESULTS, SETTINGS } from '../controls';

/** Text as Testing Library compares it: every run of whitespace, NBSPs included, as one space. */
function plain(text: string): string {
  return text.replace(/\s+/g, ' ');
}

const meta = {
  title: 'Components/ResultsSummary',
  component: ResultsSummary,
  args: { result: annuity.result, mortgageType: 'ANNUITY' },
  parameters: {
    docs: {
      description: {
        component:
          'Blok raportu „Podsumowanie wyników”: te same liczby co karta wyniku, z liczbami scenariusza, gdy podano `settings`.',
      },
    },
  },
  argTypes: {
    mortgageType: MORTGAGE_TYPE,
    result: RESULTS,
    settings: SETTINGS,
  },
} satisfies Meta<typeof ResultsSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Annuity: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const plan = args.result?.repaymentPlan;
    await expect(canvas.getByRole('heading', { name: 'Podsumowanie wyników' })).toBeVisible();
    await expect(canvas.getByText('Rata miesięczna')).toBeVisible();
    await expect(
      canvas.getByText(plain(formatMoney(args.result?.totalMonthlyRate ?? Number.NaN))),
    ).toBeVisible();
    await expect(
      canvas.getByText(plain(formatMoney(plan?.totalInterestPayment ?? Number.NaN))),
    ).toBeVisible();
    await expect(
      canvas.getByText(plain(formatMoney(plan?.totalRepayment ?? Number.NaN))),
    ).toBeVisible();
  },
};

export const Decreasing: Story = {
  args: { result: decreasing.result, mortgageType: 'LINEAR' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A decreasing loan's first instalment, labelled so: 1 333,33 + 2 666,67.
    await expect(canvas.getByText('Pierwsza rata (malejąca)')).toBeVisible();
    await expect(canvas.getByText(plain(formatMoney(4000)))).toBeVisible();
  },
};

/** The result is optional on the report (spec point 3). */
export const NoResult: Story = {
  args: { result: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Brak wyników dla tej symulacji.')).toBeVisible();
  },
};

export const Mobile: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Podsumowanie wyników' })).toBeVisible();
    await expect(canvas.getByText('Rata miesięczna')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
