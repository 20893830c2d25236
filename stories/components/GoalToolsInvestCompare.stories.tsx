import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { InvestCompare } from '../../ui/components/GoalTools/InvestCompare';
import { INVEST_COPY } from '../../ui/domain/copy/goals';
import { NO_CONTROL, SETTINGS } from '../controls';
import { GOAL_LOAN } from '../goalFixtures';

const meta = {
  title: 'Components/GoalTools/InvestCompare',
  component: InvestCompare,
  args: { settings: GOAL_LOAN },
  argTypes: { settings: SETTINGS, initial: NO_CONTROL },
  parameters: {
    docs: {
      description: {
        component:
          '„Nadpłacać czy inwestować?” w „Nadpłatach z celem”: ta sama kwota co miesiąc na nadpłatę albo na inwestycję, majątek netto obu dróg na koniec horyzontu, zwrot, przy którym wychodzą na to samo, i wykres w czasie. Scenariusze, nie porada.',
      },
    },
  },
} satisfies Meta<typeof InvestCompare>;

export default meta;
type Story = StoryObj<typeof meta>;

const compare = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: INVEST_COPY.compute }));
};

/** The figure a term of the answer names, with every run of spaces as one. */
function figure(canvasElement: HTMLElement, term: string): string {
  const named = within(canvasElement)
    .getAllByRole('term')
    .find((element) => element.textContent === term);
  if (named === undefined) throw new Error(`No figure named ${term}`);
  return (named.nextElementSibling?.textContent ?? '').replace(/\s+/g, ' ');
}

/** As it opens: the Belka tax and instalment 1 filled in, the horizon the loan's planned end. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: INVEST_COPY.title })).toBeVisible();
    await expect(canvas.getByLabelText(INVEST_COPY.amount)).toHaveValue('');
    await expect(canvas.getByLabelText(INVEST_COPY.from)).toHaveValue('1');
    await expect(canvas.getByLabelText(INVEST_COPY.taxPercent)).toHaveValue('19');
    await expect(canvas.getByLabelText(INVEST_COPY.taxPercent)).toHaveAccessibleDescription(
      'Domyślnie 19 % (podatek Belki).',
    );
    await expect(canvas.getByLabelText(INVEST_COPY.horizon)).toHaveAccessibleDescription(
      'Domyślnie: planowany koniec kredytu.',
    );
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/**
 * 1 000 zł a month at a 0 % return over the whole 25 years: the investment is exactly the
 * 300 000 zł paid in, the loan is repaid on both sides, and overpaying comes out ahead.
 */
export const ZeroReturn: Story = {
  args: { initial: { amount: '1000', returnPercent: '0' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await compare(canvasElement);
    await expect(figure(canvasElement, INVEST_COPY.investSide)).toBe('300 000,00 zł');
    await expect(canvas.getByText(/^Nadpłata daje o .+ więcej\.$/)).toBeVisible();
    // Tax takes part of every gain, so breaking even takes more than the loan's 6,5 %.
    const breakEven = Number(
      figure(canvasElement, INVEST_COPY.breakEven).replace('%', '').replace(',', '.'),
    );
    await expect(breakEven).toBeGreaterThan(6.5);
    await expect(canvas.getByText(INVEST_COPY.certainty)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: INVEST_COPY.chartTitle })).toBeVisible();
    await expect(
      canvas.getByText(/^Po 25 latach: nadpłata .+, inwestycja 300 000,00 zł\.$/),
    ).toBeInTheDocument();
  },
};

/** A return well above the loan's rate, even after tax: the investment comes out ahead. */
export const HighReturn: Story = {
  args: { initial: { amount: '1000', returnPercent: '15' } },
  play: async ({ canvasElement }) => {
    await compare(canvasElement);
    await expect(within(canvasElement).getByText(/^Inwestycja daje o .+ więcej\.$/)).toBeVisible();
  },
};

/** A horizon of 10 years: the chart's summary speaks of 10 years, not the loan's 25. */
export const TenYearHorizon: Story = {
  args: { initial: { amount: '1000', returnPercent: '7', horizonYears: '10' } },
  play: async ({ canvasElement }) => {
    await compare(canvasElement);
    await expect(
      within(canvasElement).getByText(/^Po 10 latach: nadpłata .+, inwestycja .+\.$/),
    ).toBeInTheDocument();
  },
};

/** A changed field takes the answer away until the borrower compares again. */
export const ChangedAfterComparing: Story = {
  args: { initial: { amount: '1000', returnPercent: '7' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await compare(canvasElement);
    await expect(canvas.getByText(INVEST_COPY.netWorth)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(INVEST_COPY.amount), '0');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('heading', { name: INVEST_COPY.chartTitle })).toBeNull();
  },
};

/** A tax over 100 % of the gain: the comparison says what it needs. */
export const TaxOverTheGain: Story = {
  args: { initial: { amount: '1000', returnPercent: '7', taxPercent: '120' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await compare(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(INVEST_COPY.invalid);
    await expect(canvas.queryByRole('heading', { name: INVEST_COPY.chartTitle })).toBeNull();
  },
};

/** A horizon in part years (as pasted) is not a horizon: the same message. */
export const PartYearHorizon: Story = {
  args: { initial: { amount: '1000', returnPercent: '7', horizonYears: '2,5' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await compare(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(INVEST_COPY.invalid);
    // Cleared, the horizon is the loan's planned end again, and the comparison runs.
    await userEvent.clear(canvas.getByLabelText(INVEST_COPY.horizon));
    await compare(canvasElement);
    await expect(canvas.getByText(INVEST_COPY.netWorth)).toBeVisible();
  },
};
