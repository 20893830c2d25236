import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { CapacityForm } from '../../ui/components/CapacityForm/CapacityForm';
import {
  assumptionsOf,
  checkCapacityForm,
  emptyCapacityValues,
  valuesFromInput,
  type CapacityFormValues,
} from '../../ui/domain/capacityForm';
import { capacityInput } from '../capacityFixtures';
import { BOOLEAN, NO_CONTROL } from '../controls';
import { PHONE } from '../viewports';

interface Args {
  /** The form as it opens. */
  initial: CapacityFormValues;
  /** Every field's message shows, as after a shared link. */
  showMessages: boolean;
  assumptionsOpen: boolean;
}

const meta = {
  title: 'Components/CapacityForm',
  // The values live in the story, as they live in the island.
  render: function Render({ initial, showMessages, assumptionsOpen }: Args) {
    const [values, setValues] = useState(initial);
    const { messages } = checkCapacityForm(values);
    return (
      <CapacityForm
        values={values}
        messages={showMessages ? messages : {}}
        assumptions={assumptionsOf(values)}
        onChange={setValues}
        onBlur={() => undefined}
        assumptionsOpen={assumptionsOpen}
      />
    );
  },
  args: { initial: emptyCapacityValues(), showMessages: false, assumptionsOpen: false },
  argTypes: { initial: NO_CONTROL, showMessages: BOOLEAN, assumptionsOpen: BOOLEAN },
  parameters: {
    docs: {
      description: {
        component:
          'Dane strony /zdolnosc-kredytowa: dochody (do dwóch kredytobiorców), gospodarstwo i zobowiązania, kredyt, nieruchomość i wkład własny, a w zwijanej sekcji założenia, każde z wartością domyślną do zmiany.',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('textbox', { name: 'Dochód netto gospodarstwa (zł miesięcznie)' }),
    ).toHaveValue('');
    await expect(canvas.getByRole('button', { name: /Założenia/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** A second borrower is added and removed; the income labels say whose income it is. */
export const TwoBorrowers: Story = {
  args: { initial: valuesFromInput(capacityInput()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dodaj drugiego kredytobiorcę' }));
    await expect(
      canvas.getByRole('textbox', {
        name: 'Dochód netto pierwszego kredytobiorcy (zł miesięcznie)',
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: 'Dochód netto drugiego kredytobiorcy (zł miesięcznie)' }),
    ).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Dodaj drugiego kredytobiorcę' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Usuń drugiego kredytobiorcę' }));
    await expect(
      canvas.getByRole('textbox', { name: 'Dochód netto gospodarstwa (zł miesięcznie)' }),
    ).toBeVisible();
  },
};

/** The assumptions open, a changed one named in the hints above. At 360 px. */
export const AssumptionsOpen: Story = {
  ...PHONE,
  args: { initial: valuesFromInput(capacityInput()), assumptionsOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ageLimit = canvas.getByRole('textbox', {
      name: 'Wiek, przed którym kredyt musi się skończyć',
    });
    await userEvent.clear(ageLimit);
    await userEvent.type(ageLimit, '70');
    await expect(
      canvas.getByText(
        'Kredyt musi się skończyć, zanim najstarszy kredytobiorca skończy 70 lat (założenie).',
      ),
    ).toBeVisible();
  },
};

/** Every wrong field says what is wrong, in Polish. */
export const Messages: Story = {
  args: {
    initial: {
      ...emptyCapacityValues(),
      persons: '0',
      age: '101',
      price: '0',
      assumptions: { ...emptyCapacityValues().assumptions, cardLimitShare: '7' },
    },
    showMessages: true,
    assumptionsOpen: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Liczba osób może wynosić od jednej do 10.')).toBeVisible();
    await expect(canvas.getByText('Wiek może wynosić od 18 do 100 lat.')).toBeVisible();
    await expect(canvas.getByText('Cena nieruchomości musi być większa od zera.')).toBeVisible();
    await expect(canvas.getByText('Podaj wartość od 3% do 5%.')).toBeVisible();
  },
};
