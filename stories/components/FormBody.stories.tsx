import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormBody } from '../../ui/components/SimulationForm/FormBody';
import { FORM_COPY } from '../../ui/domain/copy/form';
import { EMPTY_FORMULA } from '../../ui/domain/formulaValues';
import { EMPTY_SCENARIO, type ScenarioValues } from '../../ui/domain/scenarioValues';
import type { Settings, VariableRate } from '../../ui/domain/types';
import { BOOLEAN, NO_CONTROL } from '../controls';

/** Loading the rate-path section and the checks takes more than a second on a busy machine. */
const LAZY = { timeout: 10_000 };
const MADE = 'WIBOR 3M 3,85% + marża 2 pkt proc.';
const RECIPE: VariableRate = {
  index: 'WIBOR_3M',
  marginPercent: 2,
  indexPercent: 3.85,
  mode: 'FLAT',
};
const onSubmit = fn<(settings: Settings) => void>();

/** A form left with `Wskaźnik + marża` applied: 3,85 % + 2 pp gave the rate field 5,85. */
const WITH_RECIPE: ScenarioValues = {
  ...EMPTY_SCENARIO,
  variableRate: true,
  formula: { ...EMPTY_FORMULA, margin: '2', indexValue: '3,85' },
  recipe: RECIPE,
  recipeText: MADE,
};

const meta = {
  title: 'Components/FormBody',
  component: FormBody,
  args: {
    onSubmit,
    announce: fn(),
    focusFirst: false,
    initialValues: { amount: '300 000', rate: '5,85', term: '25' },
  },
  argTypes: {
    onSubmit: NO_CONTROL,
    announce: NO_CONTROL,
    onDraftChange: NO_CONTROL,
    onClear: NO_CONTROL,
    initialScenario: NO_CONTROL,
    focusFirst: BOOLEAN,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Sam formularz „Ustawienia symulacji”, który `SimulationForm` rysuje od nowa po wyczyszczeniu. Pod polem oprocentowania wiersz mówi, jak `Wskaźnik + marża` je wyliczył, albo że wpisane ręcznie już z niego nie wynika (issue 33).',
      },
    },
  },
  beforeEach: () => {
    onSubmit.mockClear();
  },
} satisfies Meta<typeof FormBody>;

export default meta;
type Story = StoryObj<typeof meta>;

const rateField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(FORM_COPY.rateLabel);

/** No recipe: the spec's rate field, described by its own hint only. */
export const WithoutRecipe: Story = {
  play: async ({ canvasElement }) => {
    await expect(rateField(canvasElement)).toHaveAccessibleDescription(FORM_COPY.rateHint);
    await expect(within(canvasElement).queryByText(/Wynika ze wzoru/)).toBeNull();
  },
};

/** The rate made by the recipe, and the line that says how, read with the field. */
export const RateFromRecipe: Story = {
  args: { initialScenario: WITH_RECIPE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`Wynika ze wzoru: ${MADE}`)).toBeVisible();
    await expect(rateField(canvasElement)).toHaveAccessibleDescription(
      `${FORM_COPY.rateHint} Wynika ze wzoru: ${MADE}`,
    );
    // The section comes back with the same recipe: the rate stays as it was left.
    await canvas.findByText(`Oprocentowanie: ${MADE}`, undefined, LAZY);
    await expect(rateField(canvasElement)).toHaveValue('5,85');
    const start = canvas.getByRole('button', { name: /Rozpocznij symulację/ });
    await waitFor(() => expect(start).not.toHaveAttribute('aria-disabled', 'true'), LAZY);
    await userEvent.click(start);
    await expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ annualInterestRatePercent: 5.85, variableRate: RECIPE }),
    );
  },
};

/** A rate typed over the recipe's: the line says so, and the run is saved without the recipe. */
export const RateTypedOverRecipe: Story = {
  args: { initialScenario: WITH_RECIPE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(`Oprocentowanie: ${MADE}`, undefined, LAZY);
    await userEvent.clear(rateField(canvasElement));
    await userEvent.type(rateField(canvasElement), '6');
    const typed = `Wpisane ręcznie: nie wynika już ze wzoru ${MADE}, więc symulacja zostanie zapisana bez niego.`;
    await expect(canvas.getByText(typed)).toBeVisible();
    await expect(rateField(canvasElement)).toHaveAccessibleDescription(
      `${FORM_COPY.rateHint} ${typed}`,
    );
    const start = canvas.getByRole('button', { name: /Rozpocznij symulację/ });
    await waitFor(() => expect(start).not.toHaveAttribute('aria-disabled', 'true'), LAZY);
    await userEvent.click(start);
    const settings = onSubmit.mock.lastCall?.[0];
    await expect(settings?.annualInterestRatePercent).toBe(6);
    await expect(settings).not.toHaveProperty('variableRate');
  },
};
