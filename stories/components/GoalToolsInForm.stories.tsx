import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import GoalToolsInForm from '../../ui/components/GoalTools/GoalToolsInForm';
import { MORTGAGE_TYPE, NO_CONTROL } from '../controls';
import { GOALS_COPY } from '../../ui/domain/copy/goals';
import { EMPTY_SCENARIO, type ScenarioValues } from '../../ui/domain/scenarioForm';
import { GOAL_LOAN_BASE } from '../goalFixtures';

/** An overpayment row as the form holds it. */
function typedRow(key: number, amount: string, month: string) {
  return { key, amount, month, repeat: 'ONCE', untilMonth: '', effect: 'SHORTEN_TERM' } as const;
}

/** Two rows the borrower typed before opening the tools. */
const TWO_ROWS: ScenarioValues = {
  ...EMPTY_SCENARIO,
  overpayments: [typedRow(1, '20 000', '12'), typedRow(2, '10 000', '24')],
};

const meta = {
  title: 'Components/GoalTools/GoalToolsInForm',
  component: GoalToolsInForm,
  args: {
    values: EMPTY_SCENARIO,
    base: GOAL_LOAN_BASE,
    mortgageType: 'ANNUITY',
    update: fn(),
  },
  argTypes: {
    values: NO_CONTROL,
    base: NO_CONTROL,
    update: NO_CONTROL,
    mortgageType: MORTGAGE_TYPE,
  },
  parameters: {
    docs: {
      description: {
        component:
          '„Nadpłaty z celem” w sekcji „Nadpłaty” formularza: narzędzia liczą na tym, co formularz by zasymulował (bez wierszy nadpłat), a `Wstaw do nadpłat` zastępuje wiersze odpowiedzią. Dopóki główne pola nie są poprawne, narzędzia czekają.',
      },
    },
  },
} satisfies Meta<typeof GoalToolsInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The change `update` was last asked to make, applied to `values`. */
function lastUpdate(update: unknown, values: ScenarioValues): ScenarioValues {
  const calls = (update as ReturnType<typeof fn>).mock.calls;
  const change = calls.at(-1)?.[0] as ((current: ScenarioValues) => ScenarioValues) | undefined;
  if (change === undefined) throw new Error('update was not called');
  return change(values);
}

/** The loan: `Wstaw do nadpłat` replaces the rows typed so far with the answer's one. */
export const InsertReplacesRows: Story = {
  args: { values: TWO_ROWS },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(GOALS_COPY.targetYears), '15');
    await userEvent.click(canvas.getByRole('button', { name: GOALS_COPY.compute }));
    // The rows typed so far are left out: 784 zł a month, as with no rows at all.
    await expect(canvas.getByText('784,00 zł')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: GOALS_COPY.insert }));
    const next = lastUpdate(args.update, TWO_ROWS);
    await expect(next.overpayments).toEqual([
      expect.objectContaining({
        amount: '784',
        month: '1',
        repeat: 'MONTHLY',
        untilMonth: '',
        effect: 'SHORTEN_TERM',
      }),
    ]);
    await expect(canvas.getByText(GOALS_COPY.inserted)).toBeVisible();
  },
};

/** With `Pierwsza rata` filled in, the target is a month and a year. */
export const WithFirstInstalment: Story = {
  args: { values: { ...EMPTY_SCENARIO, firstInstalmentMonth: '2026-01' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(GOALS_COPY.targetMonth)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(GOALS_COPY.targetYear), '2040');
    await userEvent.selectOptions(canvas.getByLabelText(GOALS_COPY.targetMonth), 'grudzień');
    await userEvent.click(canvas.getByRole('button', { name: GOALS_COPY.compute }));
    await expect(canvas.getByText('rata nr 180 (grudzień 2040)')).toBeVisible();
  },
};

/**
 * The form's instalment type reaches the tools: with decreasing instalments the first is
 * 400 000 / 300 + 400 000 × 6,5 % / 12 = 1 333,33 + 2 166,67 = 3 500,00 zł.
 */
export const Decreasing: Story = {
  args: { mortgageType: 'LINEAR' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      canvas.getByLabelText(GOALS_COPY.goalLabel),
      GOALS_COPY.goals.BUDGET,
    );
    await userEvent.type(canvas.getByLabelText(GOALS_COPY.budget), '2000');
    await userEvent.click(canvas.getByRole('button', { name: GOALS_COPY.compute }));
    await expect(canvas.getByText('Kwota jest niższa niż rata (3 500,00 zł).')).toBeVisible();
  },
};

/** Until the main fields are valid there is no loan to work on. */
export const NeedsLoan: Story = {
  args: { base: { annualInterestRatePercent: 6.5, loanTermYears: 25 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(GOALS_COPY.needsLoan)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: GOALS_COPY.compute })).toBeNull();
  },
};

/** A wrong field in another section (here `Pierwsza rata`) keeps the tools waiting too. */
export const OtherSectionInvalid: Story = {
  args: { values: { ...EMPTY_SCENARIO, firstInstalmentMonth: '2026-13' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(GOALS_COPY.needsLoan)).toBeVisible();
  },
};

/** A row still being typed does not block the tools: their answer replaces it anyway. */
export const HalfTypedRow: Story = {
  args: { values: { ...EMPTY_SCENARIO, overpayments: [typedRow(1, '', '')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(GOALS_COPY.needsLoan)).toBeNull();
    await expect(canvas.getByRole('button', { name: GOALS_COPY.compute })).toBeVisible();
  },
};
