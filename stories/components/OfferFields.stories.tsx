import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OfferFields, type OfferFieldsProps } from '../../ui/components/RefinanceForm/OfferFields';
import { fieldHelper } from '../../ui/components/RefinanceForm/fields';
import { offerValues, valuesFromInput, type RefinanceField } from '../../ui/domain/refinanceForm';
import { NO_CONTROL } from '../controls';
import { OFFER, refinanceInput } from '../refinanceFixtures';

interface Args extends Omit<OfferFieldsProps, 'field'> {
  /** The messages the form shows now, by field. */
  messages: Partial<Record<RefinanceField, string>>;
}

const BORROWED = { ...OFFER, marginPercent: 1.6, addCostsToLoan: true };
const values = valuesFromInput(refinanceInput({ offers: [OFFER, BORROWED] }));

const meta = {
  title: 'Components/OfferFields',
  // The field helper needs the form's ids: drawn per story, so a Docs page has no duplicates.
  render: function Render({ messages, ...props }: Args) {
    const scope = useId();
    const field = fieldHelper(values, messages, fn(), fn(), scope);
    return <OfferFields {...props} field={field} />;
  },
  args: {
    index: 0,
    count: 1,
    offer: offerValues('', OFFER),
    messages: {},
    onAddCosts: fn(),
  },
  argTypes: {
    offer: NO_CONTROL,
    messages: NO_CONTROL,
    onAddCosts: NO_CONTROL,
    onRemove: NO_CONTROL,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Jedna oferta `Przenoszę kredyt` (issue 34): warunki nowego kredytu i jego koszty z podpowiedziami o źródle domyślnych kwot, `Koszty doliczone do kredytu` i, gdy ofert jest więcej, `Usuń ofertę` z nazwą oferty.',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The only offer: no name suffix, no `Usuń ofertę`; PCC says which article fixes it. */
export const Only: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Przenoszę kredyt' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^PCC \(zł\)/ })).toHaveAccessibleDescription(
      /19 zł \(art\. 7 ustawy o podatku od czynności cywilnoprawnych\)/,
    );
    await expect(
      canvas.getByRole('textbox', { name: /^Wpis hipoteki \(zł\)/ }),
    ).toHaveAccessibleDescription(/200 zł \(art\. 42 ustawy o kosztach sądowych/);
    await expect(canvas.queryByRole('button', { name: /^Usuń ofertę/ })).toBeNull();
  },
};

/** The second of two offers, its costs borrowed: named controls, and it can be removed. */
export const SecondOfTwo: Story = {
  args: { index: 1, count: 2, offer: offerValues('', BORROWED), onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const borrowed = canvas.getByRole('checkbox', {
      name: 'Koszty doliczone do kredytu, Przenoszę kredyt – oferta 2',
    });
    await expect(borrowed).toBeChecked();
    await userEvent.click(borrowed);
    await expect(args.onAddCosts).toHaveBeenCalledWith(false);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Usuń ofertę, Przenoszę kredyt – oferta 2' }),
    );
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** A field's message, beside it. */
export const WithMessage: Story = {
  args: { messages: { 'offer0.marginPercent': 'Podaj wartość od 0 do 20 pkt proc.' } },
  play: async ({ canvasElement }) => {
    const margin = within(canvasElement).getByRole('textbox', {
      name: /^Nowa marża \(pkt proc\.\)/,
    });
    await expect(margin).toBeInvalid();
    await expect(margin).toHaveAccessibleDescription(/Podaj wartość od 0 do 20 pkt proc\./);
  },
};
