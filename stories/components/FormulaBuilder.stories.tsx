import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormulaBuilder } from '../../ui/components/RatePathSection/FormulaBuilder';
import { FORMULA_COPY } from '../../ui/domain/copy/variableRate';
import * as history from '../../ui/domain/history';
import { EMPTY_FORMULA, FORMULA_MODES, type FormulaValues } from '../../ui/domain/formulaValues';
import { EMPTY_SCENARIO, type ScenarioValues } from '../../ui/domain/scenarioValues';
import { NO_CONTROL, radio } from '../controls';
import { SectionHarness } from '../SectionHarness';

/** The rate-path code loads on demand: on a busy machine that takes more than a second. */
const LAZY = { timeout: 10_000 };
/** WIBOR 3M's latest close in the bundled series, prefilled into `Wartość wskaźnika (%)`. */
const MADE = 'Oprocentowanie: WIBOR 3M 3,85% + marża 2 pkt proc.';

/** What a designer varies: how the index moves, and the fields as the borrower left them. */
interface Controls {
  mode: FormulaValues['mode'];
  margin: string;
  fixedYears: string;
  fixedRate: string;
  /** A scenario to start from instead (a form restored in the tab). */
  initial?: ScenarioValues;
}

/** The builder in a form of its own, with the list of changes it fills read out under it. */
function Harness({ mode, margin, fixedYears, fixedRate, initial }: Controls) {
  const start: ScenarioValues = initial ?? {
    ...EMPTY_SCENARIO,
    variableRate: true,
    formula: { ...EMPTY_FORMULA, mode, margin, fixedYears, fixedRate },
  };
  return (
    <SectionHarness
      key={JSON.stringify([mode, margin, fixedYears, fixedRate])}
      initial={start}
      section={(props) => (
        <>
          <FormulaBuilder {...props} history={history} />
          <p>
            Lista zmian:{' '}
            <output aria-label="Lista zmian">
              {props.values.rateChanges.map((row) => `${row.month}: ${row.rate}`).join('; ')}
            </output>
          </p>
        </>
      )}
    />
  );
}

const meta = {
  title: 'Components/FormulaBuilder',
  component: Harness,
  args: { mode: 'FLAT', margin: '', fixedYears: '', fixedRate: '' },
  argTypes: { mode: radio(FORMULA_MODES), initial: NO_CONTROL },
  parameters: {
    docs: {
      description: {
        component:
          '`Wskaźnik + marża` (issue 33): wskaźnik, jego wartość, marża banku, opcjonalnie `Stała przez … lat`, i to, jak może się zmieniać wskaźnik. Kompletny wzór wypełnia listę zmian i pole oprocentowania; pola są częścią formularza, więc zostają w karcie po odświeżeniu.',
      },
    },
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Lista zmian' });

/** WIBOR 3M prefilled with its last close; a margin typed makes the rate and says how. */
export const Flat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(FORMULA_COPY.needsIndexAndMargin, undefined, LAZY),
    ).toBeVisible();
    await expect(canvas.getByLabelText(FORMULA_COPY.indexValue)).toHaveValue('3,85');
    await userEvent.type(canvas.getByLabelText(FORMULA_COPY.margin), '2');
    await expect(await canvas.findByText(MADE)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: FORMULA_COPY.modes.FLAT })).toBeChecked();
    // The fixed rate is asked for only once a fixed period is typed.
    await expect(canvas.queryByLabelText(FORMULA_COPY.fixedRate)).toBeNull();
    await expect(list(canvasElement)).toHaveTextContent(/^$/);
  },
};

/** `Stała przez … lat`: 6,5 % for five years, then the formula from instalment 61. */
export const FixedThenFormula: Story = {
  args: { margin: '2', fixedYears: '5', fixedRate: '6,5' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Oprocentowanie: 6,5% przez 5 lat, potem WIBOR 3M 3,85% + marża 2 pkt proc.',
        undefined,
        LAZY,
      ),
    ).toBeVisible();
    await expect(list(canvasElement)).toHaveTextContent('61: 5,85');
    await userEvent.clear(canvas.getByLabelText(FORMULA_COPY.fixedRate));
    await expect(await canvas.findByText(FORMULA_COPY.fixedRateRange)).toBeVisible();
  },
};

/** `Jednorazowy wzrost`: the index 2 pp higher from instalment 13 fills the same list. */
export const OneOffRise: Story = {
  args: { mode: 'SHOCK', margin: '2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const moves = canvas.getByRole('group', { name: FORMULA_COPY.modeLegend });
    await expect(within(moves).getByRole('radio', { name: 'Jednorazowy wzrost' })).toBeChecked();
    await expect(await canvas.findByText(FORMULA_COPY.shockNeeds, undefined, LAZY)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(FORMULA_COPY.shockDelta), '2');
    await userEvent.type(canvas.getByLabelText(FORMULA_COPY.shockMonth), '13');
    await expect(await canvas.findByText(MADE)).toBeVisible();
    await expect(list(canvasElement)).toHaveTextContent('13: 7,85');
  },
};

/** `Zamiana WIBOR → POLSTR`, and where the borrower's own POLSTR path goes. */
export const SwitchToPolstr: Story = {
  args: { mode: 'SWITCH', margin: '2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(FORMULA_COPY.switchOwnPath)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(FORMULA_COPY.switchMonth), '25');
    await userEvent.type(canvas.getByLabelText(FORMULA_COPY.switchValue), '3,5');
    await userEvent.type(canvas.getByLabelText(FORMULA_COPY.spread), '-0,3');
    await expect(await canvas.findByText(MADE, undefined, LAZY)).toBeVisible();
    // 3,5 − 0,3 + 2 = 5,2 % from the switch on.
    await expect(list(canvasElement)).toHaveTextContent('25: 5,2');
  },
};

/** Back after a reload with a list edited by hand: the recipe is the same, so the list stays. */
export const Restored: Story = {
  args: {
    initial: {
      ...EMPTY_SCENARIO,
      variableRate: true,
      formula: { ...EMPTY_FORMULA, margin: '2', indexValue: '3,85' },
      recipe: { index: 'WIBOR_3M', marginPercent: 2, indexPercent: 3.85, mode: 'FLAT' },
      recipeText: 'WIBOR 3M 3,85% + marża 2 pkt proc.',
      rateChanges: [{ key: 1, month: '13', rate: '9' }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MADE, undefined, LAZY)).toBeVisible();
    await expect(canvas.getByLabelText(FORMULA_COPY.margin)).toHaveValue('2');
    await expect(list(canvasElement)).toHaveTextContent('13: 9');
    // A change to the recipe builds the list anew.
    await userEvent.type(canvas.getByLabelText(FORMULA_COPY.margin), ',5');
    await expect(
      await canvas.findByText('Oprocentowanie: WIBOR 3M 3,85% + marża 2,5 pkt proc.'),
    ).toBeVisible();
    await expect(list(canvasElement)).toHaveTextContent(/^$/);
  },
};
