import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import CostsSection from '../../ui/components/CostsSection/CostsSection';
import type { SectionProps } from '../../ui/components/SimulationForm/sectionProps';
import { COSTS_COPY } from '../../ui/domain/copy/scenario';
import {
  EMPTY_SCENARIO,
  type CostsValues,
  type ScenarioValues,
} from '../../ui/domain/scenarioForm';
import { BOOLEAN, NO_CONTROL, radio, TEXT } from '../controls';
import { BASE, SectionHarness } from '../SectionHarness';
import { PHONE, wholePage } from '../viewports';

/** What a designer varies: the commission and its unit, the insurance, the touched state. */
interface Controls {
  commission: string;
  commissionUnit: 'PERCENT' | 'AMOUNT';
  insurance: string;
  touched: boolean;
}

function valuesFor({ commission, commissionUnit, insurance }: Controls): ScenarioValues {
  return {
    ...EMPTY_SCENARIO,
    costs: { ...EMPTY_SCENARIO.costs, commission, commissionUnit, insurance },
  };
}

const meta = {
  title: 'Components/CostsSection',
  component: CostsSection,
  render: (args) => (
    <SectionHarness
      key={JSON.stringify([args.commission, args.commissionUnit, args.insurance, args.touched])}
      section={CostsSection}
      initial={valuesFor(args)}
      touched={args.touched}
    />
  ),
  args: {
    commission: '',
    commissionUnit: 'PERCENT',
    insurance: '',
    touched: false,
    values: EMPTY_SCENARIO,
    base: BASE,
    idPrefix: '',
    update: () => undefined,
    message: () => null,
    touch: () => undefined,
  },
  argTypes: {
    commission: TEXT,
    commissionUnit: radio(['PERCENT', 'AMOUNT']),
    insurance: TEXT,
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
          'Sekcja „Koszty kredytu” formularza (ładowana przy pierwszym otwarciu): prowizja w % albo w zł, ubezpieczenie i opłaty miesięczne, koszty jednorazowe oraz marża pomostowa z liczbą rat. Z kosztami raport liczy RRSO zgodnie z ustawą. Na tej stronie sekcja stoi w zastępczym formularzu z tymi samymi regułami co „Ustawienia symulacji”.',
      },
    },
  },
} satisfies Meta<SectionProps & Controls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every cost empty, in percent by default, and no field marked. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(COSTS_COPY.commission('PERCENT'))).toHaveValue('');
    await expect(canvas.getByLabelText(COSTS_COPY.insurance)).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: COSTS_COPY.units.PERCENT })).toBeChecked();
    await expect(canvasElement.querySelector('[aria-invalid="true"]')).toBeNull();
  },
};

export const Filled: Story = {
  args: { commission: '2', insurance: '60' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(COSTS_COPY.commission('PERCENT'))).toHaveValue('2');
    await expect(canvas.getByLabelText(COSTS_COPY.insurance)).toHaveValue('60');
    await expect(canvasElement.querySelector('[aria-invalid="true"]')).toBeNull();
  },
};

export const Messages: Story = {
  args: { commission: '11', insurance: '-5', touched: true },
  play: async ({ canvasElement }) => {
    const invalid = canvasElement.querySelectorAll('[aria-invalid="true"]');
    await expect(invalid).toHaveLength(2);
    await expect(
      within(canvasElement).getByText('Prowizja może wynosić od 0 do 10%.'),
    ).toBeVisible();
  },
};

/** The section's values with `costs` typed, the rest empty. */
function typed(costs: Partial<CostsValues>): ScenarioValues {
  return { ...EMPTY_SCENARIO, costs: { ...EMPTY_SCENARIO.costs, ...costs } };
}

/** The right edge of `element`'s text as drawn, not of its box. */
function textRight(element: HTMLElement): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect().right;
}

/**
 * A play that finds each message under its field, and no other field marked invalid. Each message
 * wraps inside its field's column, and no column runs past the section's right edge.
 */
function showsMessages(expected: readonly (readonly [label: string, message: string])[]) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const edge = canvasElement.getBoundingClientRect().right;
    for (const [label, message] of expected) {
      const text = canvas.getByText(message);
      await expect(text).toBeVisible();
      const column = text.parentElement?.getBoundingClientRect().right ?? Number.NaN;
      await expect(textRight(text)).toBeLessThanOrEqual(column);
      await expect(column).toBeLessThanOrEqual(edge);
      const field = canvas.getByLabelText(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(
      expected.length,
    );
  };
}

const { messages } = COSTS_COPY;

/**
 * Every field typed wrong on its own, as after a submit attempt: one message each. At 1200 px the
 * grid has five columns, the fifth ending at the section's right edge.
 */
export const AllMessages: Story = {
  ...wholePage(1200, 800, { screenshot: true }),
  render: () => (
    <SectionHarness
      section={CostsSection}
      initial={typed({
        commission: '11',
        insurance: '-5',
        fees: '10 001',
        oneOff: '100,555',
        bridgeMargin: '11',
        bridgeMonths: '300',
      })}
      touched
    />
  ),
  play: showsMessages([
    [COSTS_COPY.commission('PERCENT'), messages.commissionPercent],
    [COSTS_COPY.insurance, messages.negative],
    [COSTS_COPY.fees, messages.monthlyTooHigh],
    [COSTS_COPY.oneOff, messages.decimals],
    [COSTS_COPY.bridgeMargin, messages.marginRange],
    // 25 years of the harness's loan: the margin may last 299 of its 300 instalments at most.
    [COSTS_COPY.bridgeMonthsLabel, messages.bridgeMonths],
  ]),
};

/**
 * The rules across fields and the loan: a 20 000 zł commission and 130 000 zł of one-off costs
 * reach half of 300 000 zł, and a 6-point margin on 55 % passes the 60 % limit. At 1200 px the
 * margin's message wraps inside the fifth column, right at the section's edge.
 */
export const CrossFieldMessages: Story = {
  ...wholePage(1200, 800),
  render: () => (
    <SectionHarness
      section={CostsSection}
      base={{ ...BASE, annualInterestRatePercent: 55 }}
      initial={typed({
        commission: '20 000',
        commissionUnit: 'AMOUNT',
        oneOff: '130 000',
        bridgeMargin: '6',
        bridgeMonths: '12',
      })}
      touched
    />
  ),
  play: showsMessages([
    [COSTS_COPY.oneOff, messages.oneOffTooHigh],
    [COSTS_COPY.bridgeMargin, messages.marginWithRate],
  ]),
};

export const Mobile: Story = {
  args: { commission: '2' },
  ...PHONE,
  parameters: { screenshot: true },
};
