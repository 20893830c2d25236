import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ContractSection from '../../ui/components/ContractSection/ContractSection';
import type { SectionProps } from '../../ui/components/SimulationForm/sectionProps';
import {
  CONTRACT_COPY,
  EMPTY_SCENARIO,
  type ContractValues,
  type ScenarioValues,
} from '../../ui/domain/scenarioForm';
import { NO_CONTROL } from '../controls';
import { BASE, SectionHarness } from '../SectionHarness';
import { PHONE } from '../viewports';

/** The section's values with the contract typed, the rest empty. */
function typed(contract: Partial<ContractValues>): ScenarioValues {
  return {
    ...EMPTY_SCENARIO,
    contract: {
      dayCount: 'ACT_365',
      payoutDate: '',
      firstPaymentDate: '',
      paymentDay: '',
      shiftToWorkingDay: false,
      ...contract,
    },
  };
}

const meta = {
  title: 'Components/ContractSection',
  component: ContractSection,
  render: () => <SectionHarness section={ContractSection} initial={EMPTY_SCENARIO} />,
  args: {
    values: EMPTY_SCENARIO,
    base: BASE,
    idPrefix: '',
    update: () => undefined,
    message: () => null,
    touch: () => undefined,
  },
  argTypes: {
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
          'Sekcja „Szczegóły jak w umowie” formularza (ładowana przy pierwszym otwarciu): sposób naliczania odsetek – 1/12 roku jak w specyfikacji albo rzeczywista liczba dni między ratami dzielona przez 365 lub 360 – oraz, dla liczby dni, data wypłaty kredytu, data pierwszej raty, dzień spłaty i przesunięcie raty z dnia wolnego na dzień roboczy. Harmonogram takiej symulacji pokazuje datę i liczbę dni każdej raty.',
      },
    },
  },
} satisfies Meta<SectionProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's rule chosen: no dates asked for. */
export const SpecRule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: CONTRACT_COPY.dayCountLegend })).toBeVisible();
    await expect(
      canvas.getByRole('radio', { name: CONTRACT_COPY.dayCounts.MONTHLY }),
    ).toBeChecked();
    await expect(canvas.queryByLabelText(CONTRACT_COPY.payoutDate)).toBeNull();
  },
};

/** Choosing the real days brings the dates, the payment day and the working-day switch. */
export const RealDays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: CONTRACT_COPY.dayCounts.ACT_360 }));
    await expect(canvas.getByLabelText(CONTRACT_COPY.payoutDate)).toHaveAttribute('type', 'date');
    await expect(canvas.getByLabelText(CONTRACT_COPY.firstPaymentDate)).toHaveAccessibleDescription(
      CONTRACT_COPY.firstPaymentHint,
    );
    await expect(canvas.getByLabelText(CONTRACT_COPY.paymentDay)).toHaveValue('');
    const shift = canvas.getByRole('checkbox', { name: CONTRACT_COPY.shift });
    await expect(shift).not.toBeChecked();
    await expect(shift).toHaveAccessibleDescription(CONTRACT_COPY.shiftHint);
    await expect(canvasElement.querySelector('[aria-invalid="true"]')).toBeNull();
  },
};

/** The contract filled in: paid out 10 March 2026, first payment 15 April, day 15. */
const filled = () => (
  <SectionHarness
    section={ContractSection}
    initial={typed({
      payoutDate: '2026-03-10',
      firstPaymentDate: '2026-04-15',
      paymentDay: '15',
      shiftToWorkingDay: true,
    })}
    touched
  />
);

export const Filled: Story = {
  render: filled,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('radio', { name: CONTRACT_COPY.dayCounts.ACT_365 }),
    ).toBeChecked();
    await expect(canvas.getByLabelText(CONTRACT_COPY.payoutDate)).toHaveValue('2026-03-10');
    await expect(canvas.getByRole('checkbox', { name: CONTRACT_COPY.shift })).toBeChecked();
    await expect(canvasElement.querySelector('[aria-invalid="true"]')).toBeNull();
  },
};

/** As after a submit attempt: no payout date, day 29, each message under its field. */
export const Messages: Story = {
  render: () => (
    <SectionHarness section={ContractSection} initial={typed({ paymentDay: '29' })} touched />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const payout = canvas.getByLabelText(CONTRACT_COPY.payoutDate);
    await expect(payout).toHaveAttribute('aria-invalid', 'true');
    await expect(payout).toHaveAccessibleDescription(CONTRACT_COPY.messages.payoutDate);
    await expect(canvas.getByLabelText(CONTRACT_COPY.paymentDay)).toHaveAccessibleDescription(
      CONTRACT_COPY.messages.paymentDay,
    );
    await expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(2);
  },
};

/** A first payment on the payout day is refused under the first payment's field. */
export const FirstPaymentTooEarly: Story = {
  render: () => (
    <SectionHarness
      section={ContractSection}
      initial={typed({
        payoutDate: '2026-03-10',
        firstPaymentDate: '2026-03-10',
        paymentDay: '15',
      })}
      touched
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(CONTRACT_COPY.firstPaymentDate)).toHaveAccessibleDescription(
      `${CONTRACT_COPY.messages.firstAfterPayout} ${CONTRACT_COPY.firstPaymentHint}`,
    );
  },
};

/** At 360 px the fields stack and nothing runs past the right edge. */
export const Phone: Story = {
  ...PHONE,
  render: filled,
  play: async ({ canvasElement }) => {
    const edge = canvasElement.getBoundingClientRect().right;
    for (const control of canvasElement.querySelectorAll('input, label')) {
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(edge + 0.5);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
