import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormActions } from '../../ui/components/SimulationForm/FormActions';
import { START_ERROR } from '../../ui/islands/HomeSimulator';
import { NO_CONTROL, TEXT } from '../controls';

const meta = {
  title: 'Components/FormActions',
  component: FormActions,
  args: {
    blocked: true,
    status: 'Uzupełnij lub popraw: oprocentowanie RRSO.',
    saveError: null,
    onClear: fn(),
  },
  argTypes: { status: TEXT, saveError: TEXT, onClear: NO_CONTROL },
  parameters: {
    docs: {
      description: {
        component:
          'Przycisk „Rozpocznij symulację”, wiersz, który mówi, czego brakuje, wynik ostatniego zapisu i „Wyczyść formularz”. Zablokowany przycisk ma `aria-disabled` zamiast `disabled`: zostaje w kolejności Tab, a jego powód jest czytany razem z nim (issue 32). Naciśnięcie go obsługuje formularz (SimulationForm).',
      },
    },
  },
} satisfies Meta<typeof FormActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const start = { name: 'Rozpocznij symulację' };

/** Blocked, yet reachable with Tab, and its reason is read with it. */
export const Blocked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', start);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).not.toHaveAttribute('disabled');
    await expect(button).toHaveAccessibleDescription('Uzupełnij lub popraw: oprocentowanie RRSO.');
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};

/** Ready: no reason, nothing blocked. */
export const Ready: Story = {
  args: { blocked: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', start);
    await expect(button).toHaveAttribute('aria-disabled', 'false');
    await expect(button).not.toHaveAccessibleDescription();
    await expect(canvas.queryByText('Uzupełnij lub popraw: oprocentowanie RRSO.')).toBeNull();
  },
};

/** A run the engine could not compute (issue 38): the note says so; the button stays usable. */
export const StartFailed: Story = {
  args: { blocked: false, saveError: START_ERROR },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Nie udało się obliczyć symulacji. Sprawdź dane i spróbuj ponownie.',
    );
    await expect(canvas.getByRole('button', start)).toHaveAttribute('aria-disabled', 'false');
  },
};

/** `Wyczyść formularz` hands the clearing to the form. */
export const Clear: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Wyczyść formularz' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};
