import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BankCheckMapping } from '../../ui/components/BankCheckMapping/BankCheckMapping';
import { readBankSchedule, type ColumnMap } from '../../ui/domain/bankSchedule';
import { NO_CONTROL } from '../controls';
import { HEADERLESS_PASTE } from '../bankCheckFixtures';

const reading = readBankSchedule(HEADERLESS_PASTE);
if (reading.status !== 'needs-mapping') throw new Error('a paste without a header needs mapping');

interface Args {
  onRead: (columns: ColumnMap) => void;
}

const meta = {
  title: 'Components/BankCheckMapping',
  render: function Render({ onRead }: Args) {
    const [columns, setColumns] = useState<ColumnMap>(reading.layout.columns);
    return (
      <BankCheckMapping
        message={reading.message}
        header={reading.header}
        sample={reading.sample}
        columns={columns}
        onChange={setColumns}
        onRead={() => {
          onRead(columns);
        }}
      />
    );
  },
  args: { onRead: fn() },
  argTypes: { onRead: NO_CONTROL },
  parameters: {
    docs: {
      description: {
        component:
          'Gdy parser nie rozpozna nagłówków kolumn (issue 37), kredytobiorca wskazuje je sam: jedna lista na kolumnę, którą czyta sprawdzenie, z nagłówkiem albo pierwszą wartością każdej kolumny.',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows without a header: the parser's message, a select per column, then a new reading. */
export const NeedsMapping: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Nie rozpoznaliśmy nagłówków kolumn. Wskaż, w której kolumnie jest data, rata, kapitał, odsetki i saldo.',
    );
    for (const name of ['Nr raty', 'Data', 'Rata', 'Kapitał', 'Odsetki', 'Saldo']) {
      await expect(canvas.getByRole('combobox', { name })).toHaveDisplayValue(
        'Brak takiej kolumny',
      );
    }
    // The options name each column by its first value: the instalment number, then its date.
    const data = canvas.getByRole('combobox', { name: 'Data' });
    await expect(within(data).getByRole('option', { name: 'Kolumna 1: 1' })).toBeInTheDocument();
    await expect(
      within(data).getByRole('option', { name: 'Kolumna 2: 15.04.2026' }),
    ).toBeInTheDocument();
    const names = ['Nr raty', 'Data', 'Rata', 'Kapitał', 'Odsetki', 'Saldo'];
    for (const [index, name] of names.entries()) {
      const select = canvas.getByRole('combobox', { name });
      const option = within(select).getByRole('option', {
        name: new RegExp(`^Kolumna ${String(index + 1)}: `),
      });
      await userEvent.selectOptions(select, option);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Odczytaj ponownie' }));
    await expect(args.onRead).toHaveBeenCalledWith({
      number: 0,
      date: 1,
      instalment: 2,
      principal: 3,
      interest: 4,
      balance: 5,
    });
  },
};
