import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GoalSeek } from '../../ui/components/GoalTools/GoalSeek';
import { GOALS_COPY } from '../../ui/domain/copy/goals';
import { NO_CONTROL, SETTINGS, TEXT } from '../controls';
import { GOAL_LOAN, GOAL_LOAN_DATED } from '../goalFixtures';

const meta = {
  title: 'Components/GoalTools/GoalSeek',
  component: GoalSeek,
  args: { settings: GOAL_LOAN, onInsert: fn(), insertedText: GOALS_COPY.inserted },
  argTypes: { settings: SETTINGS, onInsert: NO_CONTROL, insertedText: TEXT, initial: NO_CONTROL },
  parameters: {
    docs: {
      description: {
        component:
          '„Ile nadpłacać?” w „Nadpłatach z celem”: `Spłać do` (po latach albo do miesiąca, gdy symulacja ma „Pierwszą ratę”), `Stała kwota miesięcznie` i `Obniż ratę do`. Liczy na ustawieniach symulacji bez jej nadpłat; `Wstaw do nadpłat` oddaje wiersze nadpłat.',
      },
    },
  },
} satisfies Meta<typeof GoalSeek>;

export default meta;
type Story = StoryObj<typeof meta>;

const compute = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: GOALS_COPY.compute }));
};

/** The figure a term of the answer names, e.g. `Nadpłata miesięcznie` → `784,00 zł`. */
function figure(canvasElement: HTMLElement, term: string): string {
  const named = within(canvasElement)
    .getAllByRole('term')
    .find((element) => element.textContent === term);
  if (named === undefined) throw new Error(`No figure named ${term}`);
  return (named.nextElementSibling?.textContent ?? '').replace(/\s+/g, ' ');
}

/** Without `Pierwsza rata` the target is a number of years; the answer names each figure. */
export const PayOffInYears: Story = {
  args: { initial: { years: '15' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: GOALS_COPY.seekTitle })).toBeVisible();
    await expect(canvas.getByLabelText(GOALS_COPY.goalLabel)).toHaveValue('PAY_OFF_BY');
    await expect(canvas.queryByLabelText(GOALS_COPY.targetMonth)).toBeNull();
    await compute(canvasElement);
    // Issue 36's example: 784 zł a month from instalment 1 ends the loan with instalment 180.
    await expect(figure(canvasElement, GOALS_COPY.amountMonthly)).toBe('784,00 zł');
    await expect(figure(canvasElement, GOALS_COPY.lastInstalment)).toBe('rata nr 180');
    await expect(figure(canvasElement, GOALS_COPY.shortenedBy)).toBe('Kredyt krótszy o 10 lat');
    await expect(canvas.getByRole('status')).toHaveTextContent(GOALS_COPY.interestSaved);
    await userEvent.click(canvas.getByRole('button', { name: GOALS_COPY.insert }));
    await expect(args.onInsert).toHaveBeenCalledWith([
      { month: 1, amount: 784, repeat: 'MONTHLY', effect: 'SHORTEN_TERM' },
    ]);
    await expect(canvas.getByText(GOALS_COPY.inserted)).toBeVisible();
  },
};

/** With `Pierwsza rata` the target is a month and a year, and the last instalment is dated. */
export const PayOffByMonth: Story = {
  args: { settings: GOAL_LOAN_DATED, initial: { month: '12', year: '2040' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText(GOALS_COPY.targetYears)).toBeNull();
    await expect(canvas.getByLabelText(GOALS_COPY.targetYear)).toHaveValue('2040');
    await compute(canvasElement);
    await expect(figure(canvasElement, GOALS_COPY.lastInstalment)).toBe(
      'rata nr 180 (grudzień 2040)',
    );
  },
};

/**
 * On the report the rows start a new run on another page: no `Wstawiono do nadpłat` note follows
 * the insert.
 */
export const InsertWithoutNote: Story = {
  args: { insertedText: undefined, initial: { years: '15' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await compute(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: GOALS_COPY.insert }));
    await expect(args.onInsert).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText(GOALS_COPY.inserted)).toBeNull();
  },
};

/** Each goal asks for its own fields; changing one clears the answer it no longer matches. */
export const SwitchingGoals: Story = {
  args: { initial: { years: '15' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await compute(canvasElement);
    await expect(canvas.getByRole('button', { name: GOALS_COPY.insert })).toBeVisible();
    await userEvent.selectOptions(
      canvas.getByLabelText(GOALS_COPY.goalLabel),
      GOALS_COPY.goals.LOWER_INSTALMENT,
    );
    await expect(canvas.queryByRole('button', { name: GOALS_COPY.insert })).toBeNull();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByLabelText(GOALS_COPY.targetInstalment)).toBeVisible();
    await expect(canvas.getByLabelText(GOALS_COPY.after)).toHaveValue('1');
    await expect(canvas.queryByLabelText(GOALS_COPY.from)).toBeNull();
    await expect(canvas.queryByLabelText(GOALS_COPY.targetYears)).toBeNull();
    await userEvent.selectOptions(
      canvas.getByLabelText(GOALS_COPY.goalLabel),
      GOALS_COPY.goals.BUDGET,
    );
    await expect(canvas.getByLabelText(GOALS_COPY.budget)).toHaveAccessibleDescription(
      GOALS_COPY.budgetHint,
    );
    await expect(canvas.getByLabelText(GOALS_COPY.from)).toHaveValue('1');
  },
};

/** `Obniż ratę do` after the last instalment: the tool names where the loan ends. */
export const LowerAfterTheEnd: Story = {
  args: { initial: { goal: 'LOWER_INSTALMENT', target: '2000', after: '300' } },
  play: async ({ canvasElement }) => {
    await compute(canvasElement);
    // 25 years: the loan ends with instalment 300.
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Kredyt kończy się ratą nr 300; wybierz wcześniejszą ratę.',
    );
  },
};

/** A budget from an instalment past the term cannot start there either. */
export const BudgetAfterTheEnd: Story = {
  args: { initial: { goal: 'BUDGET', budget: '4000', from: '301' } },
  play: async ({ canvasElement }) => {
    await compute(canvasElement);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Kredyt kończy się ratą nr 300; wybierz wcześniejszą ratę.',
    );
  },
};

/** A month before the first instalment is no target: the tool names the earliest there is. */
export const TargetBeforeTheFirstInstalment: Story = {
  args: { settings: GOAL_LOAN_DATED, initial: { month: '03', year: '2025' } },
  play: async ({ canvasElement }) => {
    await compute(canvasElement);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Najwcześniej możesz spłacić kredyt w styczniu 2026.',
    );
  },
};

/** A year typed with letters is no number: the tool asks for numbers. */
export const NotANumber: Story = {
  args: { initial: { years: 'abc' } },
  play: async ({ canvasElement }) => {
    await compute(canvasElement);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(GOALS_COPY.invalid);
  },
};
