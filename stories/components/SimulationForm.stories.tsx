import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SimulationForm } from '../../ui/components/SimulationForm/SimulationForm';
import { MESSAGES } from '../../ui/domain';
import {
  ENGINE_ERROR,
  SAVE_ERROR_GENERIC,
  SAVE_ERROR_QUOTA,
  START_ERROR,
} from '../../ui/islands/HomeSimulator';
import { wholePage } from '../viewports';
import { BOOLEAN, choice, NO_CONTROL } from '../controls';

const meta = {
  title: 'Components/SimulationForm',
  component: SimulationForm,
  args: { onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Formularz „Ustawienia symulacji”. Przycisk startu jest wyłączony, dopóki któreś pole jest puste lub błędne, a wiersz statusu mówi, czego brakuje. Sekcje Nadpłaty i Koszty kredytu ładują się przy pierwszym otwarciu. `saveError` to powód nieudanego zapisu, `busy` – zapis w toku.',
      },
    },
  },
  argTypes: {
    saveError: choice({
      brak: null,
      'pamięć pełna': SAVE_ERROR_QUOTA,
      'brak pamięci przeglądarki': SAVE_ERROR_GENERIC,
      'kalkulator się nie wczytał': ENGINE_ERROR,
    }),
    busy: BOOLEAN,
    initiallyTouched: BOOLEAN,
    initiallyOpen: { control: 'check', options: ['overpayments', 'costs'] },
    initialScenario: NO_CONTROL,
    onSubmit: NO_CONTROL,
  },
} satisfies Meta<typeof SimulationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const start = /Rozpocznij symulację/;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of [
      'Kwota kredytu (zł)',
      'Oprocentowanie RRSO (%)',
      'Okres kredytowania (lata)',
    ]) {
      const field = canvas.getByLabelText(name);
      await expect(field).toHaveValue('');
      await expect(field).toHaveAttribute('placeholder', '0');
    }
    await expect(canvas.getByLabelText('Stała (annuitetowa)')).toBeChecked();
    await expect(canvas.getByRole('button', { name: start })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A message under the field left, the next field's focus ring, the button off: the form's look. */
export const MessagesOnBlur: Story = {
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByLabelText('Kwota kredytu (zł)');
    await expect(canvas.queryByText(MESSAGES.required)).toBeNull();
    await userEvent.click(amount);
    await userEvent.tab();
    await expect(canvas.getByText(MESSAGES.required)).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(new RegExp(MESSAGES.required));
    await userEvent.type(amount, '25000');
    await userEvent.tab();
    await expect(canvas.getByText(MESSAGES.amountTooLow)).toBeVisible();
  },
};

/** The button is never disabled silently: the line beside it names what is missing or wrong. */
export const StartButtonTurnsOnAndOff: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: start });
    await expect(button).toHaveAccessibleDescription(
      'Uzupełnij lub popraw: kwota kredytu, oprocentowanie RRSO, okres kredytowania.',
    );
    await userEvent.type(canvas.getByLabelText('Kwota kredytu (zł)'), '300000');
    const rate = canvas.getByLabelText('Oprocentowanie RRSO (%)');
    await userEvent.type(rate, '7,25');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('Uzupełnij lub popraw: okres kredytowania.');
    const term = canvas.getByLabelText('Okres kredytowania (lata)');
    await userEvent.type(term, '25');
    await expect(button).toHaveAttribute('aria-disabled', 'false');
    await expect(button).not.toHaveAttribute('aria-describedby');
    await userEvent.type(term, '0');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('Uzupełnij lub popraw: okres kredytowania.');
    await userEvent.type(term, '{Backspace}');
    // A rate typed without its whole part or its decimals counts: ",5" is 0,5 and "7," is 7.
    for (const [typed, value] of [
      [',5', 0.5],
      ['7,', 7],
    ] as const) {
      await userEvent.clear(rate);
      await userEvent.type(rate, typed);
      await expect(button).toHaveAttribute('aria-disabled', 'false');
      await userEvent.click(button);
      await expect(args.onSubmit).toHaveBeenLastCalledWith(
        expect.objectContaining({ annualInterestRatePercent: value }),
      );
    }
    await userEvent.clear(rate);
    await userEvent.type(rate, '7,25');
    await userEvent.click(canvas.getByLabelText('Malejąca'));
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      loanAmount: 300000,
      annualInterestRatePercent: 7.25,
      fixedInterestRate: true,
      loanTermYears: 25,
      mortgageType: 'LINEAR',
    });
  },
};

export const GroupedOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByLabelText('Kwota kredytu (zł)');
    await userEvent.type(amount, '300000');
    await userEvent.tab();
    await expect((amount as HTMLInputElement).value.replace(/\s/g, ' ')).toBe('300 000');
    const rate = canvas.getByLabelText('Oprocentowanie RRSO (%)');
    await userEvent.type(rate, '7.25');
    await userEvent.tab();
    await expect(rate).toHaveValue('7,25');
    // Every decimal typed is kept: the rate shown is the rate simulated.
    await userEvent.clear(rate);
    await userEvent.type(rate, '7,125');
    await userEvent.tab();
    await expect(rate).toHaveValue('7,125');
  },
};

/**
 * Letters and a minus after digits never get in. Issue 32 amends spec point 5: the amount takes a
 * decimal comma (zero grosze read as whole złoty) and dots and spaces that group thousands.
 */
export const FiltersKeys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByLabelText('Kwota kredytu (zł)');
    await userEvent.type(amount, '12a,5-');
    await expect(amount).toHaveValue('12,5');
    await userEvent.clear(amount);
    await userEvent.type(amount, '300.000x');
    await expect(amount).toHaveValue('300.000');
    const rate = canvas.getByLabelText('Oprocentowanie RRSO (%)');
    await userEvent.type(rate, '7,,2.5x');
    await expect(rate).toHaveValue('7,25');
  },
};

export const Valid: Story = {
  args: { initialValues: { amount: '300 000', rate: '7,25', term: '25' }, initiallyTouched: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: start })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  },
};

const errorCases = {
  AmountRequired: [{ amount: '' }, MESSAGES.required],
  AmountNotANumber: [{ amount: 'abc' }, MESSAGES.notANumber],
  AmountNotAnInteger: [{ amount: '12,5' }, MESSAGES.notAnInteger],
  AmountNegative: [{ amount: '-5' }, MESSAGES.amountNegative],
  AmountNotSafe: [{ amount: '9007199254740993' }, MESSAGES.amountNotSafe],
  AmountTooLow: [{ amount: '29999' }, MESSAGES.amountTooLow],
  AmountTooHigh: [{ amount: '100000001' }, MESSAGES.amountTooHigh],
  RateTooLow: [{ rate: '0' }, MESSAGES.rateTooLow],
  RateTooHigh: [{ rate: '60,01' }, MESSAGES.rateTooHigh],
  TermRequired: [{ term: '' }, MESSAGES.required],
  TermNotAnInteger: [{ term: '2,5' }, MESSAGES.notAnInteger],
  TermTooLow: [{ term: '0' }, MESSAGES.termTooLow],
  TermTooHigh: [{ term: '41' }, MESSAGES.termTooHigh],
  // Issue 38: the engine keeps six decimals, so the form refuses a seventh beside the field.
  RateTooPrecise: [
    { rate: '7,1234567' },
    'Oprocentowanie może mieć najwyżej 6 miejsc po przecinku.',
  ],
  // Issue 32: grosze other than zero in the amount are not whole złoty.
  AmountWithGrosze: [{ amount: '450000,50' }, MESSAGES.notAnInteger],
} as const;

const FIELD_LABELS = {
  amount: 'Kwota kredytu (zł)',
  rate: 'Oprocentowanie RRSO (%)',
  term: 'Okres kredytowania (lata)',
} as const;

function errorStory([values, message]: (typeof errorCases)[keyof typeof errorCases]): Story {
  return {
    args: {
      initialValues: { amount: '300000', rate: '7,25', term: '25', ...values },
      initiallyTouched: true,
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByText(message)).toBeVisible();
      // The message is the field's: marked, and read with it.
      for (const field of Object.keys(values) as (keyof typeof FIELD_LABELS)[]) {
        const input = canvas.getByLabelText(FIELD_LABELS[field]);
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        await expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
      }
      await expect(canvas.getByRole('button', { name: start })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    },
  };
}

export const AmountRequired = errorStory(errorCases.AmountRequired);
export const AmountNotANumber = errorStory(errorCases.AmountNotANumber);
export const AmountNotAnInteger = errorStory(errorCases.AmountNotAnInteger);
export const AmountNegative = errorStory(errorCases.AmountNegative);
export const AmountNotSafe = errorStory(errorCases.AmountNotSafe);
export const AmountTooLow = errorStory(errorCases.AmountTooLow);
export const AmountTooHigh = errorStory(errorCases.AmountTooHigh);
export const RateTooLow = errorStory(errorCases.RateTooLow);
export const RateTooHigh = errorStory(errorCases.RateTooHigh);
export const TermRequired = errorStory(errorCases.TermRequired);
export const TermNotAnInteger = errorStory(errorCases.TermNotAnInteger);
export const TermTooLow = errorStory(errorCases.TermTooLow);
export const TermTooHigh = errorStory(errorCases.TermTooHigh);
export const RateTooPrecise = errorStory(errorCases.RateTooPrecise);
export const AmountWithGrosze = errorStory(errorCases.AmountWithGrosze);

/** Zero grosze and grouped thousands read as whole złoty, as Poles write them (issue 32). */
export const AmountAsPolesWriteIt: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByLabelText('Kwota kredytu (zł)');
    await userEvent.type(canvas.getByLabelText('Oprocentowanie RRSO (%)'), '7.125');
    await userEvent.type(canvas.getByLabelText('Okres kredytowania (lata)'), '25');
    for (const [typed, value] of [
      ['450000,00', 450_000],
      ['1.250.000', 1_250_000],
    ] as const) {
      await userEvent.clear(amount);
      await userEvent.type(amount, typed);
      await userEvent.click(canvas.getByRole('button', { name: start }));
      await expect(args.onSubmit).toHaveBeenLastCalledWith(
        expect.objectContaining({ loanAmount: value, annualInterestRatePercent: 7.125 }),
      );
    }
  },
};

/**
 * A press on the blocked start button (or Enter in a field) moves focus to the first field that
 * needs attention, shows its message and says why in a polite live region (issue 32).
 */
export const BlockedPressFocusesField: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Kwota kredytu (zł)'), '300000');
    const term = canvas.getByLabelText('Okres kredytowania (lata)');
    await userEvent.type(term, '45');
    const button = canvas.getByRole('button', { name: start });
    await userEvent.click(button);
    await expect(canvas.getByLabelText('Oprocentowanie RRSO (%)')).toHaveFocus();
    await expect(
      canvas.getByText('Uzupełnij lub popraw: oprocentowanie RRSO, okres kredytowania.', {
        selector: '[aria-live="polite"]',
      }),
    ).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Oprocentowanie RRSO (%)'), '7,25');
    await userEvent.type(term, '{Enter}');
    await expect(term).toHaveFocus();
    await expect(canvas.getByText(MESSAGES.termTooHigh)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * `Szczegóły jak w umowie` (issue 37), closed at first: the real days over 365 with the contract's
 * dates go with the run; a missing payout date blocks the start and is named beside the button.
 */
export const ContractDetails: Story = {
  args: { initialValues: { amount: '300 000', rate: '7', term: '25' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Szczegóły jak w umowie' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await userEvent.click(await canvas.findByLabelText('Rzeczywista liczba dni / 365'));
    const button = canvas.getByRole('button', { name: start });
    await expect(button).toHaveAccessibleDescription(
      'Uzupełnij lub popraw: szczegóły jak w umowie.',
    );
    await userEvent.type(canvas.getByLabelText('Data wypłaty kredytu'), '2026-03-10');
    await userEvent.type(canvas.getByLabelText('Dzień spłaty raty'), '15');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Przesuń na dzień roboczy' }));
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      loanAmount: 300000,
      annualInterestRatePercent: 7,
      fixedInterestRate: true,
      loanTermYears: 25,
      mortgageType: 'ANNUITY',
      dayCount: 'ACT_365',
      payoutDate: '2026-03-10',
      paymentDay: 15,
      shiftToWorkingDay: true,
    });
  },
};

/** `Wyczyść formularz` empties every field and section and puts focus in the first field. */
export const Clear: Story = {
  args: {
    initialValues: { amount: '300 000', rate: '7,25', term: '25', mortgageType: 'LINEAR' },
    initiallyOpen: ['costs'],
    onClear: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Wyczyść formularz' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    const amount = canvas.getByLabelText('Kwota kredytu (zł)');
    await expect(amount).toHaveValue('');
    await expect(amount).toHaveFocus();
    await expect(canvas.getByLabelText('Oprocentowanie RRSO (%)')).toHaveValue('');
    await expect(canvas.getByLabelText('Stała (annuitetowa)')).toBeChecked();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Koszty kredytu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
  },
};

/** The engine refused a run (issue 38): the note says so in Polish; the button stays usable. */
export const StartFailed: Story = {
  args: { initialValues: { amount: '300000', rate: '7,25', term: '25' }, saveError: START_ERROR },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Nie udało się obliczyć symulacji. Sprawdź dane i spróbuj ponownie.',
    );
    await expect(canvas.getByRole('button', { name: start })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  },
};

export const RateEmptyShowsNoMessage: Story = {
  args: { initialValues: { amount: '300000', rate: '', term: '25' }, initiallyTouched: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rate = canvas.getByLabelText('Oprocentowanie RRSO (%)');
    await expect(rate).toHaveAttribute('aria-invalid', 'true');
    await expect(rate).toHaveAccessibleDescription('Od 0,01% do 60%, np. 7,25.');
    await expect(canvas.getByRole('button', { name: start })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const SaveFailedQuota: Story = {
  args: { ...Valid.args, saveError: SAVE_ERROR_QUOTA },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(SAVE_ERROR_QUOTA);
  },
};

export const SaveFailedNoStorage: Story = {
  args: { ...Valid.args, saveError: SAVE_ERROR_GENERIC },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(SAVE_ERROR_GENERIC);
  },
};

/** Offline before the calculator's code was cached: the note asks for a refresh. */
export const EngineDidNotLoad: Story = {
  args: { ...Valid.args, saveError: ENGINE_ERROR },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Nie udało się wczytać kalkulatora. Sprawdź połączenie z internetem i odśwież stronę.',
    );
    await expect(within(canvasElement).getByRole('button', { name: start })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  },
};

/** While the run is saved the button waits, and the line beside it says why. */
export const Saving: Story = {
  args: { ...Valid.args, busy: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: start });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('Zapisywanie symulacji w przeglądarce…');
  },
};

export const Mobile: Story = {
  args: { initialValues: { amount: '29999' }, initiallyTouched: true },
  // Taller than a phone screen: the viewport holds the whole form, so all of it is painted.
  ...wholePage(360, 1320, { screenshot: true }),
};
