import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AssumptionFields } from '../../ui/components/CapacityForm/AssumptionFields';
import { fieldProps } from '../../ui/components/CapacityForm/fieldProps';
import {
  checkCapacityForm,
  emptyCapacityValues,
  type CapacityFormValues,
} from '../../ui/domain/capacityForm';
import { BOOLEAN, NO_CONTROL } from '../controls';
import { PHONE } from '../viewports';

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
  title: 'Components/CapacityForm/AssumptionFields',
  // The values live in the story, as they live in the island; the ids come from useId, as the
  // form's do, so the Docs page's stories never share one.
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
    return <AssumptionFields values={values} field={field} onChange={setValues} />;
  },
  args: { initial: emptyCapacityValues(), showMessages: false },
  argTypes: { initial: NO_CONTROL, showMessages: BOOLEAN },
  parameters: {
    docs: {
      description: {
        component:
          'Założenia strony /zdolnosc-kredytowa, w zwijanej sekcji „Założenia (możesz je zmienić)”: część dochodu liczona przy B2B i zleceniu, koszty utrzymania, część limitów jako rata, wiek graniczny, próg dochodu, bufory stopy, koszt ubezpieczenia niskiego wkładu i warunki gwarancji BGK. Każde ma wartość domyślną do zmiany.',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the page opens: every assumption at its default, the BGK check on. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const value = (name: string) => canvas.getByRole('textbox', { name });
    await expect(value('Część dochodu z działalności / B2B (%)')).toHaveValue('80');
    await expect(value('Część dochodu z umowy zlecenia / o dzieło (%)')).toHaveValue('70');
    await expect(value('Koszty utrzymania pierwszej osoby (zł miesięcznie)')).toHaveValue(
      grouped('1 500'),
    );
    await expect(value('Koszty utrzymania każdej kolejnej osoby (zł miesięcznie)')).toHaveValue(
      grouped('1 000'),
    );
    await expect(value('Wiek, przed którym kredyt musi się skończyć')).toHaveValue('75');
    await expect(value('Próg dochodu (zł netto miesięcznie na kredytobiorcę)')).toHaveValue(
      grouped('6 700'),
    );
    await expect(value('Bufor przy stopie stałej przez co najmniej 5 lat (pkt proc.)')).toHaveValue(
      '2,5',
    );
    await expect(value('Gwarancja BGK: wkład własny najwyżej (% ceny)')).toHaveValue('10');
    await expect(
      value('Próg dochodu (zł netto miesięcznie na kredytobiorcę)'),
    ).toHaveAccessibleDescription(expect.stringMatching(/^Rekomendacja S KNF: rata/));
    await expect(
      canvas.getByRole('checkbox', { name: 'Sprawdzaj warunki gwarancji BGK' }),
    ).toBeChecked();
  },
};

/** The BGK check can be switched off, and a changed assumption keeps what was typed. */
export const Changed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const check = canvas.getByRole('checkbox', { name: 'Sprawdzaj warunki gwarancji BGK' });
    await userEvent.click(check);
    await expect(check).not.toBeChecked();
    const ageLimit = canvas.getByRole('textbox', {
      name: 'Wiek, przed którym kredyt musi się skończyć',
    });
    await userEvent.clear(ageLimit);
    await userEvent.type(ageLimit, '70');
    await expect(ageLimit).toHaveValue('70');
  },
};

/** An assumption out of its range says so under the field, in Polish. */
export const Messages: Story = {
  args: {
    initial: {
      ...emptyCapacityValues(),
      assumptions: { ...emptyCapacityValues().assumptions, cardLimitShare: '7' },
    },
    showMessages: true,
  },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', {
      name: 'Część limitów liczona jako rata (%)',
    });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Podaj wartość od 3% do 5%.');
    await expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
  },
};

/** At 360 px the fields stack in one column and nothing overflows the screen. */
export const Mobile: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    const fields = within(canvasElement).getAllByRole('textbox');
    await expect(fields).toHaveLength(11);
    const lefts = new Set(fields.map((field) => Math.round(field.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
