import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import GoalTools from '../../ui/components/GoalTools/GoalTools';
import { GOALS_COPY, INVEST_COPY } from '../../ui/domain/copy/goals';
import { NO_CONTROL } from '../controls';
import { GOAL_LOAN as LOAN, GOAL_LOAN_DATED as DATED } from '../goalFixtures';
import { wholePage } from '../viewports';

const meta = {
  title: 'Components/GoalTools',
  component: GoalTools,
  args: { settings: LOAN, onInsert: fn(), insertedText: GOALS_COPY.inserted },
  argTypes: { settings: NO_CONTROL, onInsert: NO_CONTROL },
  parameters: {
    docs: {
      description: {
        component:
          '„Nadpłaty z celem” w sekcji „Nadpłaty” i w raporcie: ile nadpłacać, by spłacić kredyt do wybranego terminu, stała kwota miesięcznie, obniżenie raty, oraz „Nadpłacać czy inwestować?”. Kod ładuje się dopiero po otwarciu narzędzi.',
      },
    },
  },
} satisfies Meta<typeof GoalTools>;

export default meta;
type Story = StoryObj<typeof meta>;

async function compute(canvasElement: HTMLElement, name: string = GOALS_COPY.compute) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
}

/** Until the form's main fields are valid there is no loan to work on. */
export const NeedsLoan: Story = {
  args: { settings: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(GOALS_COPY.needsLoan)).toBeVisible();
  },
};

/** `Spłać do` after 15 years: 784 zł a month from instalment 1, and the rows go to the form. */
export const PayOffInYears: Story = {
  args: { initialGoal: { years: '15' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await compute(canvasElement);
    await expect(canvas.getByText('784,00 zł')).toBeVisible();
    await expect(canvas.getByText('rata nr 180')).toBeVisible();
    await expect(canvas.getByText('Kredyt krótszy o 10 lat')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: GOALS_COPY.insert }));
    await expect(args.onInsert).toHaveBeenCalledWith([
      { month: 1, amount: 784, repeat: 'MONTHLY', effect: 'SHORTEN_TERM' },
    ]);
    await expect(canvas.getByText(GOALS_COPY.inserted)).toBeVisible();
  },
};

/**
 * With `Pierwsza rata` the target is a month and a year. At 360 px, in a viewport as tall as the
 * tools with their answer, so the whole of them is painted.
 */
export const PayOffByMonth: Story = {
  args: { settings: DATED, initialGoal: { month: '12', year: '2040' } },
  ...wholePage(360, 1800, { screenshot: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(GOALS_COPY.targetMonth)).toHaveValue('12');
    await compute(canvasElement);
    await expect(canvas.getByText('784,00 zł')).toBeVisible();
    await expect(canvas.getByText('rata nr 180 (grudzień 2040)')).toBeVisible();
  },
};

/** A target before the first overpayment: the earliest possible month instead. */
export const BeforeStart: Story = {
  args: { settings: DATED, initialGoal: { month: '06', year: '2026', from: '12' } },
  play: async ({ canvasElement }) => {
    await compute(canvasElement);
    await expect(
      within(canvasElement).getByText('Najwcześniej możesz spłacić kredyt w grudniu 2026.'),
    ).toBeVisible();
  },
};

/** A target the plan already meets needs no overpayment. */
export const NothingNeeded: Story = {
  args: { initialGoal: { years: '25' } },
  play: async ({ canvasElement }) => {
    await compute(canvasElement);
    await expect(within(canvasElement).getByText(GOALS_COPY.nothingNeeded)).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('button', { name: GOALS_COPY.insert }),
    ).toBeNull();
  },
};

/** `Stała kwota miesięcznie`: the instalment and the overpayment together. */
export const Budget: Story = {
  args: { initialGoal: { goal: 'BUDGET', budget: '3 484,83' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await compute(canvasElement);
    await expect(canvas.getByText('3 484,83 zł')).toBeVisible();
    await expect(canvas.getByText('Kredyt krótszy o 10 lat')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: GOALS_COPY.insert }));
    await expect(args.onInsert).toHaveBeenCalledWith([
      { month: 1, amount: 3484.83, repeat: 'BUDGET', effect: 'SHORTEN_TERM' },
    ]);
  },
};

/** A budget below the instalment says so and names the instalment. */
export const BudgetBelowInstalment: Story = {
  args: { initialGoal: { goal: 'BUDGET', budget: '2000' } },
  play: async ({ canvasElement }) => {
    await compute(canvasElement);
    await expect(
      within(canvasElement).getByText('Kwota jest niższa niż rata (2 700,83 zł).'),
    ).toBeVisible();
  },
};

/** `Obniż ratę do`: one overpayment after instalment 12 brings the next one to 2 000 zł. */
export const LowerInstalment: Story = {
  args: { initialGoal: { goal: 'LOWER_INSTALMENT', target: '2000', after: '12' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await compute(canvasElement);
    await expect(canvas.getByText(GOALS_COPY.amountOnce)).toBeVisible();
    await expect(canvas.getByText(GOALS_COPY.nextInstalment)).toBeVisible();
    await expect(canvas.getByRole('button', { name: GOALS_COPY.insert })).toBeEnabled();
  },
};

/** Fields left empty: the tool says what it needs. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    await compute(canvasElement);
    await expect(within(canvasElement).getByText(GOALS_COPY.invalid)).toBeVisible();
  },
};

/** `Nadpłacać czy inwestować?` with 1 000 zł a month at 7 %: both sides, the break-even, the chart. */
export const OverpayOrInvest: Story = {
  args: { initialInvest: { amount: '1000', returnPercent: '7' } },
  ...wholePage(1024, 2000, { screenshot: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await compute(canvasElement, INVEST_COPY.compute);
    await expect(canvas.getByText(INVEST_COPY.breakEven)).toBeVisible();
    await expect(canvas.getByText(INVEST_COPY.certainty)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: INVEST_COPY.chartTitle })).toBeVisible();
    await expect(canvas.getByText(/^Po 25 latach: nadpłata/)).toBeVisible();
  },
};

/** The comparison's fields left empty. */
export const OverpayOrInvestInvalid: Story = {
  play: async ({ canvasElement }) => {
    await compute(canvasElement, INVEST_COPY.compute);
    await expect(within(canvasElement).getByText(INVEST_COPY.invalid)).toBeVisible();
  },
};
