import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, within } from 'storybook/test';
import { Field, fieldControlClass } from '../../ui/components/Field/Field';
import { BOOLEAN, NO_CONTROL, TEXT } from '../controls';

const meta = {
  title: 'Components/Field',
  component: Field,
  args: {
    id: '',
    label: 'Kwota kredytu (zł)',
    children: (control) => <input {...control} className={fieldControlClass} placeholder="0" />,
  },
  argTypes: {
    label: TEXT,
    hint: TEXT,
    message: TEXT,
    nested: BOOLEAN,
    id: NO_CONTROL,
    children: NO_CONTROL,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Pole formularza: etykieta, dowolna kontrolka (pole liczby, miesiąca, lista wyboru), opcjonalny komunikat błędu i podpowiedź. Kontrolkę rysuje funkcja-dziecko, która dostaje jej `id` i `aria-describedby` (najpierw komunikat, potem podpowiedź), więc czytnik ekranu odczyta je przy polu. `nested` – pole w grupie, której legenda już mówi, czego dotyczy (miesiąc i rok pod „Początek”): etykieta zwykłą czcionką.',
      },
    },
  },
  // A Docs page draws the first story twice in one document, so each drawing gets ids of its own.
  render: function FieldStory(args) {
    const id = useId();
    return <Field {...args} id={id} />;
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A label named after the control, in bold; nothing describes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Kwota kredytu (zł)' });
    await expect(within(canvasElement).getByText('Kwota kredytu (zł)')).toHaveAttribute(
      'for',
      input.id,
    );
    await expect(input).not.toHaveAttribute('aria-describedby');
    const label = within(canvasElement).getByText('Kwota kredytu (zł)');
    await expect(getComputedStyle(label).fontWeight).toBe('700');
  },
};

export const WithHint: Story = {
  args: { hint: 'Od 30 000 zł do 100 000 000 zł.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Kwota kredytu (zł)' });
    await expect(input).toHaveAccessibleDescription('Od 30 000 zł do 100 000 000 zł.');
    await expect(input).toHaveAttribute('aria-describedby', `${input.id}-podpowiedz`);
  },
};

/** The message is read before the hint, and shown above it. */
export const WithMessageAndHint: Story = {
  parameters: { screenshot: true },
  args: {
    hint: 'Od 30 000 zł do 100 000 000 zł.',
    message: 'Podana kwota jest za niska (min. 30 000 zł).',
    // The control says it is invalid itself: a field may show a message it does not own.
    children: (control) => (
      <input {...control} className={fieldControlClass} defaultValue="29999" aria-invalid />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Kwota kredytu (zł)' });
    await expect(input).toHaveAttribute(
      'aria-describedby',
      `${input.id}-blad ${input.id}-podpowiedz`,
    );
    await expect(input).toHaveAccessibleDescription(
      'Podana kwota jest za niska (min. 30 000 zł). Od 30 000 zł do 100 000 000 zł.',
    );
    const message = canvas.getByText(/za niska/);
    const hint = canvas.getByText(/^Od 30 000/);
    await expect(message.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      hint.getBoundingClientRect().top,
    );
  },
};

/** Any control: here a select, inside a group whose legend names it, so its label is plain. */
export const NestedSelect: Story = {
  args: {
    label: 'Miesiąc',
    nested: true,
    children: (control) => (
      <select {...control} className={fieldControlClass}>
        <option>styczeń</option>
        <option>luty</option>
      </select>
    ),
  },
  decorators: [
    (Story) => (
      <fieldset>
        <legend>Początek</legend>
        <Story />
      </fieldset>
    ),
  ],
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Miesiąc' });
    await expect(select).toHaveValue('styczeń');
    await expect(getComputedStyle(within(canvasElement).getByText('Miesiąc')).fontWeight).toBe(
      '400',
    );
  },
};
