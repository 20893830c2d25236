import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RunSource } from '../../ui/components/RefinanceForm/RunSource';
import { NO_CONTROL, radio, TEXT } from '../controls';

const RUNS = [
  { id: 'mieszkanie', label: 'Kredyt na mieszkanie', last: 240 },
  { id: 'dom', label: 'Kredyt na dom', last: 360 },
];

const meta = {
  title: 'Components/RunSource',
  component: RunSource,
  args: {
    runs: RUNS,
    source: 'TYPED',
    onSource: fn(),
    runId: null,
    onRun: fn(),
    after: '25',
    afterMessage: null,
    onAfter: fn(),
    onAfterBlur: fn(),
    note: null,
  },
  argTypes: {
    runs: NO_CONTROL,
    source: radio(['TYPED', 'RUN']),
    runId: NO_CONTROL,
    after: TEXT,
    afterMessage: TEXT,
    note: TEXT,
    onSource: NO_CONTROL,
    onRun: NO_CONTROL,
    onAfter: NO_CONTROL,
    onAfterBlur: NO_CONTROL,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Skąd planer refinansowania bierze obecny kredyt (issue 34): wpisany albo z zapisanej symulacji po wybranej racie (`Po racie nr …`), z notatką o pochodzeniu danych.',
      },
    },
  },
} satisfies Meta<typeof RunSource>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No saved runs: the borrower types the loan. */
export const NoRuns: Story = {
  args: { runs: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Nie masz zapisanych symulacji. Wpisz dane kredytu.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

/** Saved runs exist, the loan is typed: choosing a run asks the island to switch. */
export const Typed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Wpisuję dane' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Z zapisanej symulacji' }));
    await expect(args.onSource).toHaveBeenCalledWith('RUN');
  },
};

/** From a saved run after instalment 25, with the note on where the fields came from. */
export const FromRun: Story = {
  args: {
    source: 'RUN',
    runId: 'mieszkanie',
    note: 'Dane z symulacji „Kredyt na mieszkanie” po racie nr 25. Sprawdź je i uzupełnij warunki umowy.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Zapisana symulacja' })).toHaveValue(
      'mieszkanie',
    );
    await expect(canvas.getByRole('textbox', { name: /^Po racie nr/ })).toHaveAccessibleDescription(
      /od pierwszej do 239\./,
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(/po racie nr 25\./);
  },
};

/** `Po racie nr …` past the schedule: its message beside it. */
export const AfterOutOfRange: Story = {
  args: {
    source: 'RUN',
    runId: 'dom',
    after: '400',
    afterMessage: 'Podaj wartość od 1 do 359.',
  },
  play: async ({ canvasElement }) => {
    const after = within(canvasElement).getByRole('textbox', { name: /^Po racie nr/ });
    await expect(after).toBeInvalid();
    await expect(after).toHaveAccessibleDescription(/Podaj wartość od 1 do 359\./);
  },
};
