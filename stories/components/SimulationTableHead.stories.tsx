import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TableHead, type TableHeadProps } from '../../ui/components/SimulationTable/TableHead';
import * as styles from '../../ui/components/SimulationTable/SimulationTable.css';
import { DEFAULT_SORT, nextSort } from '../../ui/domain';
import { BOOLEAN, NO_CONTROL } from '../controls';

/** The header row in its table, as the comparison table draws it. */
function InTable(props: TableHeadProps) {
  return (
    <table className={styles.table}>
      <TableHead {...props} />
    </table>
  );
}

const meta = {
  title: 'Components/SimulationTable/TableHead',
  component: TableHead,
  render: (args) => <InTable {...args} />,
  args: {
    sort: DEFAULT_SORT,
    onSortChange: fn(),
    compareColumn: false,
    costColumn: false,
    windowed: false,
  },
  argTypes: {
    sort: NO_CONTROL,
    onSortChange: NO_CONTROL,
    compareColumn: BOOLEAN,
    costColumn: BOOLEAN,
    windowed: BOOLEAN,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Wiersz nagłówków „Tabeli porównawczej wykonanych symulacji”: przycisk sortowania w każdej kolumnie ze specyfikacji (poza nazwą symulacji), kierunek ogłaszany przez `aria-sort` i pokazany strzałką; kolumna „Porównaj” i „Koszt kredytu” tylko wtedy, gdy są potrzebne.',
      },
    },
  },
} satisfies Meta<typeof TableHead>;

export default meta;
type Story = StoryObj<typeof meta>;

const header = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('columnheader', { name: new RegExp(`^${name}`) });

/** The text of every header, without its arrow. */
const headers = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent.replace(/[▲▼↕]/, ''));

/**
 * The spec's order, newest first: only `Data` says it is sorted, and descending; every other
 * sortable column offers a button with a neutral arrow; the run's name is no control.
 */
export const NewestFirst: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(headers(canvasElement)).toEqual([
      'Data',
      'Symulacja',
      'Kwota kredytu',
      'Rata miesięczna',
      'Odsetki',
      'Całkowita spłata',
      'Usuń',
    ]);
    await expect(header(canvasElement, 'Data')).toHaveAttribute('aria-sort', 'descending');
    await expect(header(canvasElement, 'Data')).toHaveTextContent('▼');
    for (const name of ['Kwota kredytu', 'Rata miesięczna', 'Odsetki', 'Całkowita spłata']) {
      await expect(header(canvasElement, name)).not.toHaveAttribute('aria-sort');
      await expect(header(canvasElement, name)).toHaveTextContent('↕');
    }
    await expect(within(header(canvasElement, 'Symulacja')).queryByRole('button')).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Odsetki' }));
    await expect(args.onSortChange).toHaveBeenCalledWith(4);
  },
};

/** Sorted by the amount, ascending: that header says so, with an upward arrow. */
export const AmountAscending: Story = {
  args: { sort: { column: 2, direction: 'asc' } },
  play: async ({ canvasElement }) => {
    await expect(header(canvasElement, 'Kwota kredytu')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(canvasElement, 'Kwota kredytu')).toHaveTextContent('▲');
    await expect(header(canvasElement, 'Data')).not.toHaveAttribute('aria-sort');
  },
};

/** With runs to compare and runs with costs: `Porównaj` first, `Koszt kredytu` before `Usuń`. */
export const CompareAndCostColumns: Story = {
  args: { compareColumn: true, costColumn: true, sort: { column: 6, direction: 'desc' } },
  play: async ({ canvasElement, args }) => {
    await expect(headers(canvasElement)).toEqual([
      'Porównaj',
      'Data',
      'Symulacja',
      'Kwota kredytu',
      'Rata miesięczna',
      'Odsetki',
      'Całkowita spłata',
      'Koszt kredytu',
      'Usuń',
    ]);
    await expect(header(canvasElement, 'Koszt kredytu')).toHaveAttribute('aria-sort', 'descending');
    await expect(within(header(canvasElement, 'Porównaj')).queryByRole('button')).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Koszt kredytu' }));
    await expect(args.onSortChange).toHaveBeenCalledWith(6);
  },
};

/** A long list draws only some rows: the header row says it is the first. */
export const Windowed: Story = {
  args: { windowed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('row')).toHaveAttribute('aria-rowindex', '1');
  },
};

/** The header wired to its sort state, as the island wires it. */
function Sortable() {
  const [sort, setSort] = useState(DEFAULT_SORT);
  return (
    <InTable
      sort={sort}
      onSortChange={(column) => {
        setSort((current) => nextSort(current, column));
      }}
      compareColumn={false}
      costColumn={false}
      windowed={false}
    />
  );
}

/**
 * By keyboard: a new column sorts ascending, the same one again descending, and the order moves
 * from header to header; the button keeps the focus.
 */
export const SortingByKeyboard: Story = {
  render: () => <Sortable />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Rata miesięczna' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(header(canvasElement, 'Rata miesięczna')).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(header(canvasElement, 'Data')).not.toHaveAttribute('aria-sort');
    await userEvent.keyboard(' ');
    await expect(header(canvasElement, 'Rata miesięczna')).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(button).toHaveFocus();
  },
};
