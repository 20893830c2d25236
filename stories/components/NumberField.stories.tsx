import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from '../../ui/components/SimulationForm/NumberField';
import { PHONE } from '../viewports';
import { BOOLEAN, NO_CONTROL, radio, TEXT } from '../controls';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  args: {
    label: 'Oprocentowanie RRSO (%)',
    hint: 'Od 0,01% do 60%, np. 7,25.',
    kind: 'decimal',
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
          'Pole liczbowe formularza. Klawisze i wklejanie są filtrowane według reguł domeny: `integer` – cyfry i minus na początku, `decimal` – do tego jeden separator dziesiętny. Komunikat (`message`) pokazuje się po dotknięciu pola i jest czytany razem z podpowiedzią. Bez `id` pole dostaje własne, unikalne (`useId`).',
      },
    },
  },
  argTypes: {
    kind: radio(['integer', 'decimal']),
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
      kind="integer"
      value={value}
      message={null}
      invalid={false}
      onChange={setValue}
      onBlur={() => undefined}
    />
  );
}

/** A paste that would not leave a whole number is refused; one that would, is taken. */
export const PasteFiltering: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Kwota kredytu (zł)');
    await userEvent.clear(input);
    await userEvent.paste('12,5');
    await expect(input).toHaveValue('');
    await userEvent.paste('300 000');
    await expect(input).toHaveValue('300 000');
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
