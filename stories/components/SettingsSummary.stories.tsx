import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SettingsSummary } from '../../ui/components/SettingsSummary/SettingsSummary';
import { formatMoney } from '../../ui/domain';
import { PHONE } from '../viewports';
import { annuity, decreasing } from '../fixtures';
import { SETTINGS } from '../controls';
import { createSimulation } from '../../ui/domain/simulation';
import { withVariableRatePath } from '../../ui/domain/variableRate';

/**
 * WIBOR 3M's moves since February 1997 on today's 3,85 % + marża 2 pkt proc. (issue 33): the
 * index falls below 0 % in instalments 22–39 and from 52 on, and is taken as 0 % there.
 */
const floored = createSimulation(
  withVariableRatePath({
    loanAmount: 300_000,
    annualInterestRatePercent: 5.85,
    fixedInterestRate: false,
    loanTermYears: 40,
    mortgageType: 'ANNUITY',
    variableRate: {
      index: 'WIBOR_3M',
      marginPercent: 2,
      indexPercent: 3.85,
      mode: 'CHANGES',
      startMonth: '1997-02',
    },
  }),
  { id: 'sym-podloga', timestamp: 0 },
);

/** Text as Testing Library compares it: every run of whitespace, NBSPs included, as one space. */
function plain(text: string): string {
  return text.replace(/\s+/g, ' ');
}

const meta = {
  title: 'Components/SettingsSummary',
  component: SettingsSummary,
  args: { settings: annuity.settings },
  parameters: {
    docs: {
      description: {
        component:
          'Blok raportu „Dokonane ustawienia symulacji”: kwota, RRSO „przez cały okres kredytowania” przy stałej stopie, okres, rodzaj rat oraz ustawienia scenariusza.',
      },
    },
  },
  argTypes: {
    settings: SETTINGS,
  },
} satisfies Meta<typeof SettingsSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Annuity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Dokonane ustawienia symulacji' }),
    ).toBeVisible();
    await expect(canvas.getByText(plain(formatMoney(300_000)))).toBeVisible();
    // formatPercent brings its own "%", so it must not be doubled.
    await expect(canvas.getByText('RRSO 7,25% przez cały okres kredytowania')).toBeVisible();
    await expect(canvas.getByText('25 lat')).toBeVisible();
    await expect(canvas.getByText('Stała (annuitetowa)')).toBeVisible();
  },
};

export const Decreasing: Story = {
  args: { settings: decreasing.settings },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Malejąca')).toBeVisible();
  },
};

/** The year word follows Polish plural rules: 1 rok, 22 lata, 12 lat. */
export const OneYear: Story = {
  args: { settings: { ...annuity.settings, loanTermYears: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 rok')).toBeVisible();
  },
};

export const TwentyTwoYearsLowestRate: Story = {
  args: { settings: { ...annuity.settings, loanTermYears: 22, annualInterestRatePercent: 0.01 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('22 lata')).toBeVisible();
    await expect(canvas.getByText('RRSO 0,01% przez cały okres kredytowania')).toBeVisible();
  },
};

export const TwelveYearsThreeDecimals: Story = {
  args: {
    settings: { ...decreasing.settings, loanTermYears: 12, annualInterestRatePercent: 12.125 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12 lat')).toBeVisible();
    await expect(canvas.getByText('RRSO 12,125% przez cały okres kredytowania')).toBeVisible();
  },
};

export const Mobile: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('RRSO 7,25% przez cały okres kredytowania')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** A run with a recipe: the formula line, the floor note, the source and the caution. */
export const FormulaWithFloor: Story = {
  args: { settings: floored.settings },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Oprocentowanie zmienne: WIBOR 3M + marża 2 pkt proc., na start 5,85%'),
    ).toBeVisible();
    await expect(
      await canvas.findByText('Wskaźnik przyjęto jako 0% w ratach 22–39, 52–480'),
    ).toBeVisible();
    await expect(canvas.getByText(/^Źródło: WIBOR/)).toBeVisible();
    await expect(
      canvas.getByText('Stopy z przeszłości nie przesądzają o przyszłych.'),
    ).toBeVisible();
  },
};
