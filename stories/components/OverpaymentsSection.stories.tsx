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

export const MonthlyWithFee: Story = { args: { rows: 2, fee: '2' } };

export const Messages: Story = {
  args: { rows: 1, repeat: 'YEARLY', touched: true },
  play: async ({ canvasElement }) => {
    const amount = within(canvasElement).getAllByLabelText(/^Kwota nadpłaty/)[0];
    await userEvent.clear(amount ?? canvasElement);
    await userEvent.tab();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
  },
};

// Taller than a phone screen: the viewport holds the whole section, so all of it is painted.
export const Mobile: Story = { args: { rows: 1 }, ...wholePage(360, 950) };
