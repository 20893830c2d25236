import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NumberField } from '../../ui/components/SimulationForm/NumberField';
import { PHONE } from '../viewports';
import { BOOLEAN, NO_CONTROL, radio, TEXT } from '../controls';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  args: {
    label: 'Oprocentowanie RRSO (%)',
    hint: 'Od 0,01% do 60%, np. 7,25.',
    kind: 'rate',
    value: '',
    message: null,
    invalid: false,
    onChange: fn(),
    onBlur: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Pole liczbowe formularza. Klawisze i wklejanie są filtrowane według reguł domeny (`kind`): `money`, `term` i `count` – cyfry, minus na początku, przecinek dziesiętny oraz kropki i spacje grupujące tysiące (`300.000`, `300 000,00`); `rate` i `points` – cyfry, minus i jeden separator dziesiętny (kropka albo przecinek). Wklejony tekst traci spacje i jedną jednostkę z etykiety (`zł`, `PLN`, `%`, `lat`…); jeśli nadal nie jest liczbą, pole zostaje bez zmian i mówi: „Wklejony tekst nie jest liczbą.” (pole RRSO milczy, jak każe specyfikacja: `quietPaste`). Komunikat (`message`) pokazuje się po dotknięciu pola i jest czytany razem z podpowiedzią. Bez `id` pole dostaje własne, unikalne (`useId`).',
      },
    },
  },
  argTypes: {
    kind: radio(['money', 'term', 'count', 'rate', 'points']),
    quietPaste: BOOLEAN,
    label: TEXT,
    labelSuffix: TEXT,
    hint: TEXT,
    value: TEXT,
    message: TEXT,
    invalid: BOOLEAN,
    id: TEXT,
    onChange: NO_CONTROL,
    onBlur: NO_CONTROL,
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty and untouched: the hint is read with the field, nothing is marked. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Oprocentowanie RRSO (%)');
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Od 0,01% do 60%, np. 7,25.');
  },
};

export const Filled: Story = {
  args: { value: '7,25' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Oprocentowanie RRSO (%)');
    await expect(input).toHaveValue('7,25');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** A message under the field, read before its hint. */
export const WithMessage: Story = {
  args: { value: '61', invalid: true, message: 'Oprocentowanie nie może być wyższe niż 60%.' },
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Oprocentowanie RRSO (%)');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Oprocentowanie nie może być wyższe niż 60%. Od 0,01% do 60%, np. 7,25.',
    );
  },
};

function Controlled() {
  const [value, setValue] = useState('1 000');
  return (
    <NumberField
      label="Kwota kredytu (zł)"
      hint="Od 30 000 zł do 100 000 000 zł."
      kind="money"
      value={value}
      message={null}
      invalid={false}
      onChange={setValue}
      onBlur={() => undefined}
    />
  );
}

/** A formatted amount is taken without its unit: `350 000 zł` becomes `350 000` (issue 32). */
export const PasteFiltering: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Kwota kredytu (zł)');
    await userEvent.clear(input);
    await userEvent.paste('350\u00A0000,00\u00A0zł');
    // The paste rule is fetched with the first paste, so the value arrives a moment later.
    await waitFor(() => expect(input).toHaveValue('350\u00A0000,00'));
    await userEvent.clear(input);
    await userEvent.paste('300 000 zł');
    await waitFor(() => expect(input).toHaveValue('300 000'));
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** What still is not a number after its unit is dropped is refused, never silently (issue 32). */
export const PasteRefusedWithMessage: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Kwota kredytu (zł)');
    await userEvent.click(input);
    await userEvent.paste('trzysta tysięcy');
    await expect(await canvas.findByText('Wklejony tekst nie jest liczbą.')).toBeVisible();
    await expect(input).toHaveValue('1 000');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/^Wklejony tekst nie jest liczbą\./);
    // The next change clears it.
    await userEvent.type(input, '0');
    await expect(canvas.queryByText('Wklejony tekst nie jest liczbą.')).toBeNull();
  },
};

/** The spec's rate field shows no numeric message, so a refused paste there leaves no message. */
export const QuietPaste: Story = {
  args: { value: '7,25', quietPaste: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Oprocentowanie RRSO (%)');
    await userEvent.click(input);
    await userEvent.paste('siedem');
    // A paste the field takes, after it: once that one is in, the refused one has been decided.
    (input as HTMLInputElement).setSelectionRange(0, 4);
    await userEvent.paste('8 %');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('8'));
    await expect(canvas.queryByText('Wklejony tekst nie jest liczbą.')).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  },
};

export const Mobile: Story = {
  args: { ...WithMessage.args },
  ...PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Oprocentowanie RRSO (%)');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Oprocentowanie nie może być wyższe niż 60%.')).toBeVisible();
    await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
