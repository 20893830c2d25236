import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DamagedRowView, Row, SafeRow, SpacerRow } from '../../ui/components/SimulationTable/Rows';
import * as styles from '../../ui/components/SimulationTable/SimulationTable.css';
import { TableHead } from '../../ui/components/SimulationTable/TableHead';
import { DEFAULT_SORT, formatMoney, type Simulation } from '../../ui/domain';
import { TABLE_COPY } from '../../ui/domain/copy';
import { NO_CONTROL, radio, RUNS, choice } from '../controls';
import { annuity, decreasing, variableRate, withCosts } from '../fixtures';
import { quietConsole } from '../quietConsole';
import { PHONE } from '../viewports';

/** Rows in the comparison table's frame: its scroll region, table and header row. */
function InTable({
  compareColumn = false,
  costColumn = false,
  windowed = false,
  children,
}: {
  compareColumn?: boolean | undefined;
  costColumn?: boolean | undefined;
  windowed?: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <div
      className={styles.scroller}
      tabIndex={0}
      role="region"
      aria-label={TABLE_COPY.scrollRegion}
    >
      <table className={styles.table}>
        <TableHead
          sort={DEFAULT_SORT}
          onSortChange={() => undefined}
          compareColumn={compareColumn}
          costColumn={costColumn}
          windowed={windowed}
        />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

const meta = {
  title: 'Components/SimulationTable/Rows',
  component: Row,
  render: (args) => (
    <InTable
      compareColumn={args.compareState !== undefined}
      costColumn={args.costColumn}
      windowed={args.windowed}
    >
      <Row {...args} />
    </InTable>
  ),
  args: {
    simulation: annuity,
    index: 0,
    windowed: false,
    costColumn: false,
    onDelete: fn(),
    onToggleCompare: fn(),
  },
  argTypes: {
    simulation: choice(RUNS),
    compareState: radio(['free', 'ticked', 'full']),
    onDelete: NO_CONTROL,
    onToggleCompare: NO_CONTROL,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Wiersze „Tabeli porównawczej wykonanych symulacji”: data, nazwa z linkiem do raportu, kwota, rata, odsetki i całkowita spłata (oraz koszt kredytu), `Użyj jako punkt wyjścia` i usuwanie (na telefonie w menu `Więcej akcji`), pole `Porównaj`; wiersz uszkodzonego zapisu ma tylko usuwanie, a wiersz, którego nie da się narysować, zamienia się w taki.',
      },
    },
  },
} satisfies Meta<typeof Row>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text with every run of spaces, no-break ones included, as one space. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

/** The row's cells after its header, each with every run of spaces as one. */
function cells(canvasElement: HTMLElement): string[] {
  const row = within(canvasElement).getAllByRole('row')[1] ?? canvasElement;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => plain(cell.textContent));
}

/** Money as the table writes it, with every run of spaces as one. */
const money = (value: number) => plain(formatMoney(value));

/** The plan's figure of a run made by the engine. */
function planOf(simulation: Simulation) {
  const plan = simulation.result?.repaymentPlan;
  if (plan === undefined) throw new Error('The fixture has no plan.');
  return plan;
}

/**
 * 300 000 zł at 7,25 % over 25 years: the date, the label linking to its report, the spec's
 * figures in the headers' order, and the two actions naming the run.
 */
export const AnnuityRun: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(plain(canvas.getByRole('rowheader').textContent)).toBe(plain(annuity.label));
    await expect(canvas.getByRole('link', { name: annuity.label })).toHaveAttribute(
      'href',
      '/symulacja/sym-0',
    );
    const { totalInterestPayment, totalRepayment } = planOf(annuity);
    // A plain run repays the loan and its interest, nothing else.
    await expect(totalRepayment - totalInterestPayment).toBeCloseTo(300_000, 2);
    await expect(cells(canvasElement).slice(0, 5)).toEqual([
      '05.03.2026, 10:30:15',
      '300 000,00 zł',
      '2 168,42 zł',
      money(totalInterestPayment),
      money(totalRepayment),
    ]);
    await expect(
      canvas.getByRole('link', { name: `Użyj jako punkt wyjścia: ${annuity.label}` }),
    ).toHaveAttribute('href', '/#na-podstawie=sym-0');
    await userEvent.click(canvas.getByRole('button', { name: `Usuń symulację ${annuity.label}` }));
    await expect(args.onDelete).toHaveBeenCalledWith(annuity);
  },
};

/** The borrower's name above the label, and the mark of figures recomputed on reading. */
export const NamedAndRecomputed: Story = {
  args: { simulation: { ...decreasing, name: 'Oferta banku A', resultsRecomputed: true } },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByRole('rowheader');
    await expect(label.firstChild).toHaveTextContent('Oferta banku A');
    await expect(plain(within(label).getByRole('link').textContent)).toBe(plain(decreasing.label));
    await expect(label.lastChild).toHaveTextContent(
      'Wyniki przeliczone ponownie: zapisane wartości różniły się od obliczeń.',
    );
  },
};

/** A rate that changes: the first instalment, and under it the highest with its month. */
export const VariableRate: Story = {
  args: { simulation: variableRate },
  play: async ({ canvasElement }) => {
    // 7,25 % for five years, 5,85 % for five, then 8,1 %: the highest is from instalment 121.
    await expect(cells(canvasElement)[2]).toBe('2 168,42 złnajwyższa 2 233,85 zł (rata nr 121)');
  },
};

/** A run with costs, in a table that shows `Koszt kredytu`: interest, fees and insurance. */
export const WithCostColumn: Story = {
  args: { simulation: withCosts, costColumn: true },
  play: async ({ canvasElement }) => {
    // 400 000 zł at 7 % with the offer's costs: 477 818,73 zł in all.
    await expect(cells(canvasElement)[5]).toBe('477 818,73 zł');
  },
};

/** A free `Porównaj` box: ticking it hands the run's id on. */
export const CompareFree: Story = {
  args: { compareState: 'free' },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: `Porównaj symulację ${annuity.label}`,
    });
    await expect(box).not.toBeChecked();
    await expect(box).toBeEnabled();
    await userEvent.click(box);
    await expect(args.onToggleCompare).toHaveBeenCalledWith('sym-0');
  },
};

export const CompareTicked: Story = {
  args: { compareState: 'ticked' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

/** The most runs that compare are ticked: an unticked box is off. */
export const CompareFull: Story = {
  args: { compareState: 'full' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).not.toBeChecked();
    await expect(box).toBeDisabled();
  },
};

/**
 * A long list draws only some rows: a row tells its place (the fifth run is row 6, after the
 * header), and the rows not drawn are a spacer hidden from assistive technology.
 */
export const Windowed: Story = {
  args: { index: 4, windowed: true },
  render: (args) => (
    <InTable windowed>
      <SpacerRow height={160} columns={7} />
      <Row {...args} />
    </InTable>
  ),
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows).toHaveLength(2);
    await expect(rows[1]).toHaveAttribute('aria-rowindex', '6');
    const spacer = canvasElement.querySelector('tbody tr[aria-hidden="true"]');
    await expect(spacer).toHaveStyle({ height: '160px' });
  },
};

/** On a phone the two actions are one `Więcej akcji` menu naming the run. */
export const Phone: Story = {
  ...PHONE,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('button', { name: `Usuń symulację ${annuity.label}` }),
    ).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: `Więcej akcji: ${annuity.label}` }));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu).getByRole('menuitem', { name: 'Użyj jako punkt wyjścia' }),
    ).toHaveAttribute('href', '/#na-podstawie=sym-0');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Usuń symulację' }));
    await expect(args.onDelete).toHaveBeenCalledWith(annuity);
  },
};

/** A record that failed the read check: no figures, no link, only delete. */
export const Damaged: Story = {
  render: (args) => (
    <InTable compareColumn costColumn>
      <DamagedRowView
        onDelete={() => {
          args.onDelete({ damaged: true, key: 'x' });
        }}
        compareColumn
        costColumn
      />
    </InTable>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader')).toHaveTextContent(TABLE_COPY.damagedLabel);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    // One empty cell for the compare column, then the date and four figures, and the actions.
    await expect(cells(canvasElement)).toEqual(['', '—', '—', '—', '—', '—', '—', '']);
    await userEvent.click(
      canvas.getByRole('button', { name: `Usuń symulację ${TABLE_COPY.damagedLabel}` }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith({ damaged: true, key: 'x' });
  },
};

/** A run whose label throws while its row renders: that row becomes a damaged one. */
function throwingRun(): Simulation {
  const run = structuredClone(decreasing);
  Object.defineProperty(run, 'label', {
    get() {
      throw new Error('A hostile record');
    },
  });
  return run;
}

export const RowThatFailsToRender: Story = {
  beforeEach: quietConsole('error'),
  render: (args) => (
    <InTable>
      <SafeRow
        fallbackKey={decreasing.id}
        onDelete={args.onDelete}
        compareColumn={false}
        costColumn={false}
      >
        <Row simulation={throwingRun()} index={0} windowed={false} onDelete={args.onDelete} />
      </SafeRow>
    </InTable>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader')).toHaveTextContent(TABLE_COPY.damagedLabel);
    await userEvent.click(
      canvas.getByRole('button', { name: `Usuń symulację ${TABLE_COPY.damagedLabel}` }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith({ damaged: true, key: decreasing.id });
  },
};
