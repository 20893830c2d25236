import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BankCheckReading } from '../../ui/components/BankCheckReading/BankCheckReading';
import { BankCheckTerms } from '../../ui/components/BankCheckTerms/BankCheckTerms';
import {
  checkBankTerms,
  type BankCheckField,
  type BankCheckValues,
} from '../../ui/domain/bankCheckForm';
import { readBankSchedule } from '../../ui/domain/bankSchedule';
import { BOOLEAN, NO_CONTROL } from '../controls';
import { PASTE_WITH_SKIPPED_LINE } from '../bankCheckFixtures';

/** What the rows of the fixture's schedule imply, as the form opens on it. */
const INFERRED: BankCheckValues = {
  loan: '300000',
  months: '300',
  mortgageType: 'ANNUITY',
  rate: '',
  payoutDate: '2026-03-10',
  firstPaymentDate: '2026-04-15',
  paymentDay: '15',
  shiftToWorkingDay: true,
};

interface Args {
  initial: BankCheckValues;
  /** Every field's message shows, as after `Sprawdź`. */
  showMessages: boolean;
  onCheck: () => void;
}

const reading = readBankSchedule(PASTE_WITH_SKIPPED_LINE);
if (reading.status !== 'read') throw new Error('the fixture schedule must read');

const meta = {
  title: 'Components/BankCheckTerms',
  render: function Render({ initial, showMessages, onCheck }: Args) {
    const [values, setValues] = useState(initial);
    const [touched, setTouched] = useState<ReadonlySet<BankCheckField>>(new Set());
    const { messages } = checkBankTerms(values);
    const shown = showMessages
      ? messages
      : Object.fromEntries(
          Object.entries(messages).filter(([field]) => touched.has(field as BankCheckField)),
        );
    return (
      <BankCheckTerms
        reading={<BankCheckReading rows={reading.rows.length} notices={reading.notices} />}
        values={values}
        messages={shown}
        onChange={setValues}
        onBlur={(field) => {
          setTouched((current) => new Set(current).add(field));
        }}
        onCheck={onCheck}
      />
    );
  },
  args: { initial: INFERRED, showMessages: false, onCheck: fn() },
  argTypes: { initial: NO_CONTROL, showMessages: BOOLEAN, onCheck: NO_CONTROL },
  parameters: {
    docs: {
      description: {
        component:
          'Co odczytano z wklejonego harmonogramu (liczba rat, pominięte wiersze, uwagi) i kredyt, który z niego wynika, do poprawienia przed sprawdzeniem (issue 37).',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read with a notice: one line could not be read; the inferred loan fills the form. */
export const ReadWithNotices: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Odczytaliśmy 299 rat.')).toBeInTheDocument();
    await expect(
      canvas.getByText('Pominęliśmy 1 wiersz, którego nie udało się odczytać (wiersz 5).'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Kwota kredytu' })).toHaveValue('300000');
    await expect(canvas.getByRole('textbox', { name: 'Liczba rat' })).toHaveValue('300');
    await expect(canvas.getByRole('radio', { name: 'Stała (annuitetowa)' })).toBeChecked();
    await expect(canvas.getByLabelText('Data wypłaty kredytu')).toHaveValue('2026-03-10');
    await expect(canvas.getByLabelText('Data pierwszej raty')).toHaveValue('2026-04-15');
    await expect(canvas.getByRole('textbox', { name: 'Dzień spłaty raty' })).toHaveValue('15');
    await expect(canvas.getByRole('checkbox', { name: 'Przesuń na dzień roboczy' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Sprawdź' }));
    await expect(args.onCheck).toHaveBeenCalledOnce();
  },
};

/** A field typed wrong: its message beside it, read as its description. */
export const FieldError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const day = canvas.getByRole('textbox', { name: 'Dzień spłaty raty' });
    await userEvent.clear(day);
    await userEvent.type(day, '31');
    await userEvent.tab();
    await expect(day).toBeInvalid();
    await expect(day).toHaveAccessibleDescription(
      'Dzień spłaty raty to liczba od 1 do 28 albo puste pole.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Kwota kredytu' })).toBeValid();
  },
};
