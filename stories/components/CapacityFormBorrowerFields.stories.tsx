import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { BorrowerFields } from '../../ui/components/CapacityForm/BorrowerFields';
import { fieldProps } from '../../ui/components/CapacityForm/fieldProps';
import {
  assumptionsOf,
  checkCapacityForm,
  emptyCapacityValues,
  valuesFromInput,
  type CapacityFormValues,
} from '../../ui/domain/capacityForm';
import { capacityInput } from '../capacityFixtures';
import { BOOLEAN, NO_CONTROL } from '../controls';

/** A number as the form writes it: thousands apart by a no-break space, as Polish writes them. */
function grouped(text: string): string {
  return text.replaceAll(' ', '\u00a0');
}

interface Args {
  /** The form as it opens. */
  initial: CapacityFormValues;
  /** Every field's message shows, as after a shared link. */
  showMessages: boolean;
}

const meta = {
  title: 'Components/CapacityForm/BorrowerFields',
  // The values live in the story, as in the island; the hint reads the assumptions in force.
  render: function Render({ initial, showMessages }: Args) {
    const [values, setValues] = useState(initial);
    const scope = useId();
    const { messages } = checkCapacityForm(values);
    const field = fieldProps(
      values,
      showMessages ? messages : {},
      setValues,
      () => undefined,
      scope,
    );
    return (
      <BorrowerFields
        values={values}
        assumptions={assumptionsOf(values)}
        field={field}
        onChange={setValues}
      />
    );
  },
  args: { initial: emptyCapacityValues(), showMessages: false },
  argTypes: { initial: NO_CONTROL, showMessages: BOOLEAN },
  parameters: {
    docs: {
      description: {
        component:
          '„Dochody” na stronie /zdolnosc-kredytowa: dochód netto i jego rodzaj, dla gospodarstwa albo dla każdego z dwóch kredytobiorców; drugiego można dodać i usunąć. Podpowiedź mówi, jaką część każdego rodzaju dochodu bank liczy (według założeń).',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const HOUSEHOLD = 'Dochód netto gospodarstwa (zł miesięcznie)';
const FIRST = 'Dochód netto pierwszego kredytobiorcy (zł miesięcznie)';
const SECOND = 'Dochód netto drugiego kredytobiorcy (zł miesięcznie)';

/** One income for the household, of employment, with the shares each kind counts at. */
export const OneBorrower: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Dochody' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: HOUSEHOLD })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Rodzaj dochodu' })).toHaveValue(
      'EMPLOYMENT',
    );
    await expect(
      canvas.getByText(
        'Bank liczy 100% dochodu z umowy o pracę, 80% z działalności i 70% z umów zlecenia i o dzieło (założenia – zmienisz je niżej).',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Dodaj drugiego kredytobiorcę' }),
    ).toBeEnabled();
  },
};

/** A second borrower: each income says whose it is, and each has its own kind. */
export const TwoBorrowers: Story = {
  args: {
    initial: valuesFromInput(
      capacityInput({
        borrowers: [
          { netIncome: 8000, kind: 'EMPLOYMENT' },
          { netIncome: 5000, kind: 'CIVIL' },
        ],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: HOUSEHOLD })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: FIRST })).toHaveValue(grouped('8 000'));
    await expect(canvas.getByRole('textbox', { name: SECOND })).toHaveValue(grouped('5 000'));
    await expect(
      canvas.getByRole('combobox', { name: 'Rodzaj dochodu drugiego kredytobiorcy' }),
    ).toHaveValue('CIVIL');
    await expect(canvas.queryByRole('button', { name: 'Dodaj drugiego kredytobiorcę' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Usuń drugiego kredytobiorcę' }));
    await expect(canvas.getByRole('textbox', { name: HOUSEHOLD })).toHaveValue(grouped('8 000'));
    await expect(canvas.queryByRole('textbox', { name: SECOND })).toBeNull();
  },
};

/** Adding the second borrower, then changing the first one's kind, leaves the other as it was. */
export const AddAndChangeKind: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dodaj drugiego kredytobiorcę' }));
    await expect(canvas.getByRole('textbox', { name: SECOND })).toHaveValue('');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Rodzaj dochodu' }),
      'Działalność / B2B',
    );
    await expect(canvas.getByRole('combobox', { name: 'Rodzaj dochodu' })).toHaveValue('BUSINESS');
    await expect(
      canvas.getByRole('combobox', { name: 'Rodzaj dochodu drugiego kredytobiorcy' }),
    ).toHaveValue('EMPLOYMENT');
  },
};

/** Assumptions changed below: the hint names the shares in force. */
export const ChangedShares: Story = {
  args: {
    initial: {
      ...emptyCapacityValues(),
      assumptions: { ...emptyCapacityValues().assumptions, businessShare: '60', civilShare: '50' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Bank liczy 100% dochodu z umowy o pracę, 60% z działalności i 50% z umów zlecenia i o dzieło (założenia – zmienisz je niżej).',
      ),
    ).toBeVisible();
  },
};

/** An income left empty, as after a shared link: the field says it must be filled in. */
export const Messages: Story = {
  args: { showMessages: true },
  play: async ({ canvasElement }) => {
    const income = within(canvasElement).getByRole('textbox', { name: HOUSEHOLD });
    await expect(income).toHaveAttribute('aria-invalid', 'true');
    await expect(income).toHaveAccessibleDescription('To pole musi zostać wypełnione.');
  },
};
