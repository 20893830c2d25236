import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import OverpaymentsSection from '../../ui/components/OverpaymentsSection/OverpaymentsSection';
import type { SectionProps } from '../../ui/components/SimulationForm/sectionProps';
import {
  OVERPAYMENT_EFFECTS,
  OVERPAYMENT_REPEATS,
  type OverpaymentEffect,
  type OverpaymentRepeat,
} from '../../ui/domain';
import { GOALS_COPY } from '../../ui/domain/copy/goals';
import { MONTH_FIELD_COPY, OVERPAYMENTS_COPY } from '../../ui/domain/copy/scenario';
import { EMPTY_SCENARIO, type ScenarioValues } from '../../ui/domain/scenarioForm';
import { BOOLEAN, NO_CONTROL, radio, TEXT } from '../controls';
import { BASE, SectionHarness } from '../SectionHarness';
import { wholePage } from '../viewports';

/** What a designer varies: how many rows, how each repeats and what it does, the fee. */
interface Controls {
  rows: number;
  repeat: OverpaymentRepeat;
  effect: OverpaymentEffect;
  fee: string;
  touched: boolean;
}

function valuesFor({ rows, repeat, effect, fee }: Controls): ScenarioValues {
  return {
    ...EMPTY_SCENARIO,
    overpayments: Array.from({ length: rows }, (_, index) => ({
      key: index + 1,
      amount: index === 0 ? '20 000' : '500',
      month: String(1 + index * 12),
      repeat,
      untilMonth: repeat === 'ONCE' ? '' : '120',
      effect,
    })),
    overpaymentFee: fee,
  };
}

const meta = {
  title: 'Components/OverpaymentsSection',
  component: OverpaymentsSection,
  render: (args) => (
    // A new harness whenever a control changes, so the section starts from the new values.
    <SectionHarness
      key={JSON.stringify([args.rows, args.repeat, args.effect, args.fee, args.touched])}
      section={OverpaymentsSection}
      initial={valuesFor(args)}
      touched={args.touched}
    />
  ),
  args: {
    rows: 1,
    repeat: 'MONTHLY',
    effect: 'SHORTEN_TERM',
    fee: '',
    touched: false,
    values: EMPTY_SCENARIO,
    base: BASE,
    idPrefix: '',
    update: () => undefined,
    message: () => null,
    touch: () => undefined,
  },
  argTypes: {
    rows: { control: { type: 'range', min: 0, max: 20, step: 1 } },
    repeat: radio(OVERPAYMENT_REPEATS),
    effect: radio(OVERPAYMENT_EFFECTS),
    fee: TEXT,
    touched: BOOLEAN,
    values: NO_CONTROL,
    base: NO_CONTROL,
    idPrefix: NO_CONTROL,
    update: NO_CONTROL,
    message: NO_CONTROL,
    touch: NO_CONTROL,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Sekcja „Nadpłaty” formularza (zamknięta, dopóki jej nie otworzyć; kod ładuje się przy pierwszym otwarciu): do 20 wierszy – kwota, od której raty, powtarzanie i do której raty, skrócenie okresu albo niższa rata – oraz opcjonalna prowizja za wcześniejszą spłatę. Na tej stronie sekcja stoi w zastępczym formularzu z tym samym stanem i regułami komunikatów co „Ustawienia symulacji”.',
      },
    },
  },
} satisfies Meta<SectionProps & Controls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { rows: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dodaj nadpłatę' }));
    await expect(canvas.getByRole('group', { name: 'Nadpłata 1' })).toBeVisible();
  },
};

/** Two monthly rows and a fee: the section's layout at a desktop width. */
export const MonthlyWithFee: Story = {
  args: { rows: 2, fee: '2' },
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group', { name: /^Nadpłata \d+$/ })).toHaveLength(2);
    await expect(canvas.getByLabelText('Kwota nadpłaty (zł), nadpłata 2')).toHaveValue('500');
    await expect(canvas.getByLabelText('Prowizja za wcześniejszą spłatę (%)')).toHaveValue('2');
  },
};

export const Messages: Story = {
  args: { rows: 1, repeat: 'YEARLY', touched: true },
  play: async ({ canvasElement }) => {
    const amount = within(canvasElement).getAllByLabelText(/^Kwota nadpłaty/)[0];
    await userEvent.clear(amount ?? canvasElement);
    await userEvent.tab();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('To pole musi zostać wypełnione.'),
    );
  },
};

/** The most rows the section takes: the add button turns off and says why. */
export const MaxRows: Story = {
  args: { rows: 20, repeat: 'ONCE' },
  ...wholePage(1024, 4250),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group', { name: /^Nadpłata \d+$/ })).toHaveLength(20);
    await expect(canvas.getByRole('group', { name: 'Nadpłata 20' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dodaj nadpłatę' })).toBeDisabled();
    await expect(canvas.getByText(OVERPAYMENTS_COPY.maxRows)).toBeVisible();
  },
};

/** A row as typed, numbered `key`, shortening the term. */
function typedRow(
  key: number,
  amount: string,
  month: string,
  repeat: OverpaymentRepeat = 'ONCE',
  untilMonth = '',
) {
  return { key, amount, month, repeat, untilMonth, effect: 'SHORTEN_TERM' } as const;
}

/** Rows typed wrong in each way the section checks, as after a submit attempt. */
const WRONG: ScenarioValues = {
  ...EMPTY_SCENARIO,
  overpayments: [
    typedRow(1, '0', '1'),
    typedRow(2, '100,555', '1'),
    typedRow(3, '200 000 000', '1'),
    typedRow(4, '500', '60', 'MONTHLY', '12'),
    typedRow(5, '500', '400'),
  ],
  overpaymentFee: '5',
};

/** Every message of the section at once, each under the field it is about. */
export const AllMessages: Story = {
  render: () => <SectionHarness section={OverpaymentsSection} initial={WRONG} touched />,
  ...wholePage(1024, 1600),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { messages } = OVERPAYMENTS_COPY;
    const expected = [
      ['Kwota nadpłaty (zł), nadpłata 1', messages.amountPositive],
      ['Kwota nadpłaty (zł), nadpłata 2', messages.amountDecimals],
      ['Kwota nadpłaty (zł), nadpłata 3', messages.amountTooHigh],
      ['Do raty nr, nadpłata 4', messages.untilBeforeFrom],
      // 25 years of the harness's loan: 300 instalments.
      ['Od raty nr, nadpłata 5', MONTH_FIELD_COPY.tooHigh(300)],
      ['Prowizja za wcześniejszą spłatę (%)', messages.feeRange],
    ] as const;
    for (const [label, message] of expected) {
      await expect(canvas.getByText(message)).toBeVisible();
      const field = canvas.getByLabelText(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    await expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(
      expected.length,
    );
  },
};

// Taller than a phone screen: the viewport holds the whole section, so all of it is painted.
export const Mobile: Story = { args: { rows: 1 }, ...wholePage(360, 950, { screenshot: true }) };

/** The issue's loan: 400 000 zł at 6,5 % over 25 years. */
const ISSUE_LOAN = { loanAmount: 400_000, annualInterestRatePercent: 6.5, loanTermYears: 25 };

/**
 * `Nadpłaty z celem` (issue 36): the tools load when opened, and `Wstaw do nadpłat` puts the
 * answer in the rows: 784 zł a month from instalment 1 ends the loan after 15 years.
 */
export const GoalToolsInsert: Story = {
  render: () => (
    <SectionHarness section={OverpaymentsSection} initial={EMPTY_SCENARIO} base={ISSUE_LOAN} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: OVERPAYMENTS_COPY.goalsToggle });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(await canvas.findByRole('heading', { name: GOALS_COPY.seekTitle })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(GOALS_COPY.targetYears), '15');
    await userEvent.click(canvas.getByRole('button', { name: GOALS_COPY.compute }));
    await expect(canvas.getByText('784,00 zł')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: GOALS_COPY.insert }));
    await expect(canvas.getByRole('group', { name: 'Nadpłata 1' })).toBeVisible();
    await expect(canvas.getByLabelText('Kwota nadpłaty (zł), nadpłata 1')).toHaveValue('784');
    await expect(canvas.getByLabelText('Powtarzaj, nadpłata 1')).toHaveValue('MONTHLY');
    await expect(canvas.getByText(GOALS_COPY.inserted)).toBeVisible();
  },
};
