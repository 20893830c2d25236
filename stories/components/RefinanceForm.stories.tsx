import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RefinanceForm } from '../../ui/components/RefinanceForm/RefinanceForm';
import { emptyRefinanceValues, valuesFromInput } from '../../ui/domain/refinanceForm';
import { NO_CONTROL } from '../controls';
import { OFFER, refinanceInput } from '../refinanceFixtures';

const meta = {
  title: 'Components/RefinanceForm',
  component: RefinanceForm,
  args: {
    values: valuesFromInput(refinanceInput()),
    messages: {},
    onChange: fn(),
    onBlur: fn(),
    onAddOffer: fn(),
  },
  argTypes: {
    values: NO_CONTROL,
    messages: NO_CONTROL,
    onChange: NO_CONTROL,
    onBlur: NO_CONTROL,
    onAddOffer: NO_CONTROL,
    source: NO_CONTROL,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Formularz strony /refinansowanie (issue 34): obecny kredyt, warunki umowy (data, prowizja za wcześniejszą spłatę, prowizja do zwrotu), możliwości (nowy okres stałej stopy, do trzech ofert przeniesienia) i porównanie (zwrot prowizji, horyzont, własny wzrost). Domyślne koszty oferty mają w podpowiedziach swoje źródło albo informację, że kwoty nie potwierdziliśmy.',
      },
    },
  },
} satisfies Meta<typeof RefinanceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 34's common case typed in; each default cost says where its figure comes from. */
export const Typed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Pozostało rat/ })).toHaveValue('240');
    await expect(
      canvas.getByRole('textbox', { name: /^Wykreślenie hipoteki \(zł\)/ }),
    ).toHaveAccessibleDescription(/Kwoty 100 zł nie potwierdziliśmy w tekście ustawy/);
    await expect(
      canvas.getByRole('textbox', { name: /^Wycena nieruchomości \(zł\)/ }),
    ).toHaveAccessibleDescription(/nie opłata ustawowa/);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Pozostało rat/ }), '0');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** Nothing typed yet: the costs at their defaults, one offer, `Dodaj ofertę` at hand. */
export const Empty: Story = {
  args: { values: emptyRefinanceValues() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^PCC \(zł\)/ })).toHaveValue('19');
    await userEvent.click(canvas.getByRole('button', { name: 'Dodaj ofertę' }));
    await expect(args.onAddOffer).toHaveBeenCalledOnce();
  },
};

/** A field's message beside it. */
export const WithMessage: Story = {
  args: { messages: { monthsLeft: 'Podaj wartość od 1 do 480.' } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: /^Pozostało rat/ });
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription(/Podaj wartość od 1 do 480\./);
  },
};

/** Three offers, the most there can be: each has `Usuń ofertę`, and no offer can be added. */
export const ThreeOffers: Story = {
  args: { values: valuesFromInput(refinanceInput({ offers: [OFFER, OFFER, OFFER] })) },
  render: (args) => <RefinanceForm {...args} onAddOffer={undefined} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Można porównać najwyżej 3 oferty.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Dodaj ofertę' })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^Usuń ofertę/ })).toHaveLength(3);
  },
};
