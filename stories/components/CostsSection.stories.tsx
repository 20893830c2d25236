import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import CostsSection from '../../ui/components/CostsSection/CostsSection';
import type { SectionProps } from '../../ui/components/SimulationForm/sectionProps';
import { EMPTY_SCENARIO, type ScenarioValues } from '../../ui/domain/scenarioForm';
import { BOOLEAN, NO_CONTROL, radio, TEXT } from '../controls';
import { BASE, SectionHarness } from '../SectionHarness';
import { PHONE } from '../viewports';

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

export const Empty: Story = {};

export const Filled: Story = { args: { commission: '2', insurance: '60' } };

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

export const Mobile: Story = { args: { commission: '2' }, ...PHONE };
