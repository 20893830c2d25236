import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import RatePathSection, {
  RATE_PATH_METHODS,
  type RatePathMethod,
  type RatePathSectionProps,
} from '../../ui/components/RatePathSection/RatePathSection';
import { EMPTY_SCENARIO, type ScenarioValues } from '../../ui/domain/scenarioForm';
import { BOOLEAN, NO_CONTROL, radio } from '../controls';
import { BASE, SectionHarness } from '../SectionHarness';
import { PHONE } from '../viewports';

/** What a designer varies: the way the changes are built, how many are listed. */
interface Controls {
  method: RatePathMethod;
  changes: number;
  touched: boolean;
}

function valuesFor({ changes }: Controls): ScenarioValues {
  return {
    ...EMPTY_SCENARIO,
    variableRate: true,
    rateChanges: Array.from({ length: changes }, (_, index) => ({
      key: index + 1,
      month: String(61 + index * 60),
      rate: index % 2 === 0 ? '5,85' : '8,1',
    })),
  };
}

const meta = {
  title: 'Components/RatePathSection',
  component: RatePathSection,
  render: (args) => (
    <SectionHarness
      key={JSON.stringify([args.method, args.changes, args.touched])}
      section={(props) => <RatePathSection {...props} initialMethod={args.method} />}
      initial={valuesFor(args)}
      touched={args.touched}
    />
  ),
  args: {
    method: 'MANUAL',
    changes: 2,
    touched: false,
    values: EMPTY_SCENARIO,
    base: BASE,
    idPrefix: '',
    update: () => undefined,
    message: () => null,
    touch: () => undefined,
  },
  argTypes: {
    method: radio(RATE_PATH_METHODS),
    changes: { control: { type: 'range', min: 0, max: 10, step: 1 } },
    touched: BOOLEAN,
    initialMethod: NO_CONTROL,
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
          'Zmienne oprocentowanie: jedna lista zmian stopy (od której raty, nowa stopa), wypełniana ręcznie albo jednym z trzech sposobów – jednorazowy wzrost, stała przez kilka lat, a potem marża + WIBOR, albo WIBOR tak, jak się naprawdę zmieniał (dane ładowane na żądanie). Na tej stronie sekcja stoi w zastępczym formularzu z tymi samymi regułami co „Ustawienia symulacji”.',
      },
    },
  },
} satisfies Meta<RatePathSectionProps & Controls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Manual: Story = {};

export const Shock: Story = {
  args: { method: 'SHOCK', changes: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Zmiana oprocentowania/), '2');
    await userEvent.type(canvas.getByLabelText(/Od raty nr/), '13');
    await userEvent.click(canvas.getByRole('button', { name: 'Wstaw zmiany' }));
    await expect(await canvas.findByText(/^Wstawiono/)).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Zmiana 1' })).toBeVisible();
  },
};

export const Messages: Story = {
  args: { changes: 1, touched: true },
  play: async ({ canvasElement }) => {
    const rate = within(canvasElement).getAllByLabelText(/^Oprocentowanie \(%\)/)[0];
    await userEvent.clear(rate ?? canvasElement);
    await userEvent.tab();
    await expect(rate).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Mobile: Story = { args: { changes: 1 }, ...PHONE };
