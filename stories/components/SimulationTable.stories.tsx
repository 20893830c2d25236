import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SimulationTable, WINDOW_FROM } from '../../ui/components/SimulationTable/SimulationTable';
import {
  DEFAULT_SORT,
  nextSort,
  reportHref,
  sortSimulations,
  startFromSavedHref,
  type Simulation,
  type SortColumnIndex,
  type SortState,
} from '../../ui/domain';
import { TABLE_COPY } from '../../ui/domain/copy';
import { LAPTOP, PHONE } from '../viewports';
import {
  annuity,
  decreasing,
  manySimulations,
  sampleSimulation,
  variableRate,
  withCosts,
} from '../fixtures';
import { choice, NO_CONTROL, radio } from '../controls';
import { quietConsole } from '../quietConsole';

const meta = {
  title: 'Components/SimulationTable',
  component: SimulationTable,
  args: {
    simulations: [],
    sort: DEFAULT_SORT,
    onSortChange: fn(),
    onDelete: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '„Tabela porównawcza wykonanych symulacji”: sortowanie po kolumnach ze specyfikacji, wiersz z linkiem do raportu, usuwanie z potwierdzeniem, zaznaczanie do porównania; pusta tabela ma tekst ze specyfikacji. `status` to wczytywanie albo niedostępna pamięć.',
      },
    },
  },
  argTypes: {
    status: radio(['ready', 'loading', 'unavailable']),
    simulations: choice({ brak: [], dwie: [annuity, decreasing], '200': manySimulations(200) }),
    damaged: NO_CONTROL,
    compare: NO_CONTROL,
    onSortChange: NO_CONTROL,
    onDelete: NO_CONTROL,
  },
} satisfies Meta<typeof SimulationTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Nie wykonano jeszcze żadnych symulacji. Wykonaj swoją pierwszą symulację.'),
    ).toBeVisible();
    // The columns a run will fill show already, so the first run only adds its row.
    await expect(canvas.getByRole('columnheader', { name: /^Kwota kredytu/ })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

/** At phone width the note wraps within the region, not across the table's full width. */
export const EmptyOnPhone: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByText(/^Nie wykonano jeszcze/);
    const region = within(canvasElement).getByRole('region', { name: TABLE_COPY.scrollRegion });
    await expect(note.getBoundingClientRect().right).toBeLessThanOrEqual(
      region.getBoundingClientRect().right,
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Until storage has answered, the table must not claim there are no runs.
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Wczytywanie zapisanych symulacji...',
    );
    await expect(canvas.queryByText(/Nie wykonano jeszcze/)).toBeNull();
  },
};

export const StorageUnavailable: Story = {
  args: { status: 'unavailable' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/Nie można odczytać zapisanych symulacji/),
    ).toBeVisible();
  },
};

export const OneRow: Story = {
  args: { simulations: [annuity] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: annuity.label })).toHaveAttribute(
      'href',
      `/symulacja/${annuity.id}`,
    );
    // The frozen clock's run, in Polish date format with seconds.
    await expect(canvas.getByText('05.03.2026, 10:30:15')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Usuń symulację ${annuity.label}` }));
    await expect(args.onDelete).toHaveBeenCalledWith(annuity);
  },
};

export const DeleteTooltip: Story = {
  args: { simulations: [annuity] },
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: `Usuń symulację ${annuity.label}` });
    await userEvent.hover(button);
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Usuń symulację');
    await userEvent.unhover(button);
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    button.focus();
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    // It ends shown, so the screenshot is of the tooltip.
    await userEvent.hover(button);
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
  },
};

const twoHundred = manySimulations(200);

/**
 * A long list draws the rows in and near the region's view, and says how many there are; the
 * rest are drawn as the region scrolls, and the row holding the focus is never dropped.
 */
export const TwoHundredRows: Story = {
  args: { simulations: twoHundred },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', '201');
    const drawn = canvas.getAllByRole('row');
    await expect(drawn.length).toBeLessThan(WINDOW_FROM);
    await expect(drawn[1]).toHaveAttribute('aria-rowindex', '2');
    const firstLink = within(drawn[1] ?? table).getAllByRole('link')[0];
    firstLink?.focus();
    const region = canvas.getByRole('region', { name: TABLE_COPY.scrollRegion });
    region.scrollTop = region.scrollHeight;
    await waitFor(async () => {
      const rows = canvas.getAllByRole('row');
      await expect(rows.at(-1)).toHaveAttribute('aria-rowindex', '201');
    });
    // Scrolled to the end, the last row sits at the region's bottom, as with every row drawn
    // (the spacers settle once the rows drawn there are measured).
    await waitFor(async () => {
      region.scrollTop = region.scrollHeight;
      const last = canvas.getAllByRole('row').at(-1);
      const bottom = region.getBoundingClientRect().bottom;
      await expect(last).toHaveAttribute('aria-rowindex', '201');
      await expect(Math.abs((last?.getBoundingClientRect().bottom ?? 0) - bottom)).toBeLessThan(4);
    });
    await expect(firstLink?.isConnected).toBe(true);
    await expect(document.activeElement).toBe(firstLink);
    // Back at the top the table looks exactly as it did with every row drawn (the baseline).
    firstLink?.blur();
    region.scrollTop = 0;
    await waitFor(async () => {
      await expect(canvas.getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '2');
    });
  },
};

/**
 * Rows of different heights on a phone (every third label wraps over several lines): scrolling
 * through the whole list settles on each position, and printing draws every row.
 */
export const TwoHundredUnevenRowsOnAPhone: Story = {
  args: {
    simulations: twoHundred.map((simulation, index) =>
      index % 3 === 0
        ? { ...simulation, label: `${simulation.label} – wariant z długą nazwą, ${index}` }
        : simulation,
    ),
  },
  ...PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: TABLE_COPY.scrollRegion });
    for (let step = 1; step <= 8; step += 1) {
      region.scrollTop = (region.scrollHeight * step) / 8;
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
      const shown = canvas
        .getAllByRole('row')
        .map((row) => Number(row.getAttribute('aria-rowindex')))
        .filter((index) => index > 1);
      // Some drawn row lies inside the region's view.
      const rows = canvas.getAllByRole('row').slice(1);
      const top = region.getBoundingClientRect().top;
      const bottom = region.getBoundingClientRect().bottom;
      await expect(
        rows.some((row) => {
          const box = row.getBoundingClientRect();
          return box.bottom > top && box.top < bottom;
        }),
      ).toBe(true);
      await expect(shown.length).toBeGreaterThan(0);
    }
    window.dispatchEvent(new Event('beforeprint'));
    await expect(canvas.getAllByRole('row')).toHaveLength(201);
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(async () => {
      await expect(canvas.getAllByRole('row').length).toBeLessThan(WINDOW_FROM);
    });
    region.scrollTop = 0;
    await waitFor(async () => {
      await expect(canvas.getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '2');
    });
  },
};

/** Below WINDOW_FROM runs every row is drawn, as the spec's table is. */
export const JustUnderTheWindow: Story = {
  args: { simulations: manySimulations(WINDOW_FROM - 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(WINDOW_FROM);
    await expect(canvas.getByRole('table')).not.toHaveAttribute('aria-rowcount');
  },
};

/** A column's values top to bottom as numbers: a date as yyyymmddhhmmss, an amount in złoty. */
function columnValues(canvasElement: HTMLElement, column: SortColumnIndex): number[] {
  // The label (column 1) is each row's header; the other columns are its cells, in order.
  const cell = column === 0 ? 0 : column - 1;
  return within(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const text = within(row).getAllByRole('cell')[cell]?.textContent ?? '';
      const date = /^(\d\d)\.(\d\d)\.(\d{4}),\s(\d\d):(\d\d):(\d\d)$/.exec(text);
      if (date !== null) {
        const [, day, month, year, hour, minute, second] = date;
        return Number(`${year}${month}${day}${hour}${minute}${second}`);
      }
      return Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));
    });
}

/** Eight runs sorted by `column`: its header says so, and its values run in that order. */
function sortedBy(column: SortColumnIndex, direction: SortState['direction']): Story {
  return {
    args: { simulations: manySimulations(8), sort: { column, direction } },
    play: async ({ canvasElement }) => {
      const name = Object.values(TABLE_COPY.columns)[column] ?? '';
      await expect(
        within(canvasElement).getByRole('columnheader', { name: new RegExp(`^${name}`) }),
      ).toHaveAttribute('aria-sort', direction === 'asc' ? 'ascending' : 'descending');
      const values = columnValues(canvasElement, column);
      await expect(values).toHaveLength(8);
      await expect(values.every(Number.isFinite)).toBe(true);
      await expect(values).toEqual(
        values.toSorted((a, b) => (direction === 'asc' ? a - b : b - a)),
      );
    },
  };
}

export const SortedByDateAscending = sortedBy(0, 'asc');
export const SortedByAmount = sortedBy(2, 'asc');
export const SortedByInstalment = sortedBy(3, 'asc');
export const SortedByInterest = sortedBy(4, 'desc');
export const SortedByTotal = sortedBy(5, 'asc');

/** The table with its sort state wired as the island wires it. */
function Sortable({
  simulations = [annuity, decreasing, sampleSimulation(100_000, 5, 10, 'ANNUITY', 2)],
}: {
  simulations?: readonly Simulation[];
}) {
  const [sort, setSort] = useState(DEFAULT_SORT);
  return (
    <SimulationTable
      simulations={simulations}
      sort={sort}
      onSortChange={(column) => {
        setSort((current) => nextSort(current, column));
      }}
      onDelete={() => undefined}
    />
  );
}

export const SortToggling: Story = {
  render: () => <Sortable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = (name: string) => canvas.getByRole('columnheader', { name: new RegExp(name) });
    await expect(header('Data')).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(header('Kwota kredytu')).getByRole('button'));
    await expect(header('Kwota kredytu')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header('Data')).not.toHaveAttribute('aria-sort');
    const amounts = () =>
      canvas
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    await expect(amounts()[0]).toMatch(/100\s000,00/);
    await userEvent.keyboard('{Enter}');
    await expect(header('Kwota kredytu')).toHaveAttribute('aria-sort', 'descending');
    await expect(amounts()[0]).toMatch(/400\s000,00/);
    // The label column is not a sort control.
    await expect(within(header('Symulacja')).queryByRole('button')).toBeNull();
  },
};

const dateButton = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('columnheader', { name: /^Data/ })).getByRole('button');

/**
 * Sorting a long list rewrites the rows it shows instead of building new ones (issue 10: the
 * sort's frame took half the time): the first row shows another run in the same element.
 */
export const SortRewritesTheDrawnRows: Story = {
  render: () => <Sortable simulations={twoHundred} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstRow = canvas.getAllByRole('row')[1];
    const firstRun = sortSimulations(twoHundred, DEFAULT_SORT)[0];
    const lastRun = sortSimulations(twoHundred, { column: 0, direction: 'asc' })[0];
    await expect(within(firstRow ?? canvasElement).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      reportHref(firstRun?.id ?? ''),
    );
    await userEvent.click(dateButton(canvasElement));
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toBe(firstRow);
    await expect(within(rows[1] ?? canvasElement).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      reportHref(lastRun?.id ?? ''),
    );
    await expect(rows[1]).toHaveAttribute('aria-rowindex', '2');
  },
};

/** The runs as the island lists them; `another-tab-saved` adds a run as another tab's save does. */
function LiveList({ simulations }: { simulations: readonly Simulation[] }) {
  const [runs, setRuns] = useState(simulations);
  useEffect(() => {
    const add = () => {
      setRuns((current) => [
        { ...sampleSimulation(123_000, 6, 25, 'ANNUITY', 999), timestamp: Date.now() },
        ...current,
      ]);
    };
    window.addEventListener('another-tab-saved', add);
    return () => {
      window.removeEventListener('another-tab-saved', add);
    };
  }, []);
  return <Sortable simulations={runs} />;
}

/**
 * A run saved meanwhile (in another tab) moves the rows down a place: the keyboard focus stays on
 * the run it was on, in its own row, and is never left on another run's link.
 */
export const FocusStaysOnItsRunWhenTheListChanges: Story = {
  render: () => <LiveList simulations={twoHundred} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const focusedRun = sortSimulations(twoHundred, DEFAULT_SORT)[3];
    const link = canvas.getByRole('link', { name: focusedRun?.label ?? '' });
    link.focus();
    window.dispatchEvent(new Event('another-tab-saved'));
    await waitFor(async () => {
      await expect(canvas.getAllByRole('row')[1]).toHaveTextContent(/123\s000,00/);
    });
    await expect(document.activeElement).toBe(link);
    await expect(link).toHaveAttribute('href', reportHref(focusedRun?.id ?? ''));
    await expect(link.closest('tr')).toHaveAttribute('aria-rowindex', '6');
  },
};

/** A row that failed for one run shows the next run it is drawn for, once a sort brings it. */
export const ReusedRowTriesItsNewRun: Story = {
  render: () => {
    const newest = sortSimulations(twoHundred, DEFAULT_SORT)[0];
    return (
      <Sortable
        simulations={twoHundred.map((run) => (run === newest ? throwingLabel(run) : run))}
      />
    );
  },
  beforeEach: quietConsole('error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent(TABLE_COPY.damagedLabel);
    await userEvent.click(dateButton(canvasElement));
    const oldest = sortSimulations(twoHundred, { column: 0, direction: 'asc' })[0];
    const first = canvas.getAllByRole('rowheader')[0] ?? canvasElement;
    await expect(within(first).getByRole('link')).toHaveAttribute(
      'href',
      reportHref(oldest?.id ?? ''),
    );
    await expect(
      canvas.queryByRole('rowheader', { name: TABLE_COPY.damagedLabel }),
    ).not.toBeInTheDocument();
  },
};

export const LongLabels: Story = {
  parameters: { screenshot: true },
  args: {
    simulations: [
      { ...annuity, label: `${annuity.label} – wariant z bardzo długą nazwą do porównania ofert` },
      { ...decreasing, label: 'x'.repeat(120) },
    ],
  },
};

/**
 * What issue 32 adds to a row: the borrower's name above the label, the mark of a run whose saved
 * figures differed from the engine's, a variable rate's highest instalment under the first, and
 * the cost column, shown because one run has costs. The spec's headers are unchanged.
 */
export const NamedVariableAndRecomputedRuns: Story = {
  ...LAPTOP,
  parameters: { screenshot: true },
  args: {
    simulations: [
      { ...annuity, name: 'Oferta banku A', resultsRecomputed: true },
      variableRate,
      withCosts,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const named = canvas.getByRole('link', { name: annuity.label }).closest('th');
    if (named === null) throw new Error('no row header');
    await expect(named.firstChild).toHaveTextContent('Oferta banku A');
    await expect(named.lastChild).toHaveTextContent(
      'Wyniki przeliczone ponownie: zapisane wartości różniły się od obliczeń.',
    );
    // 7,25 % for five years, 5,85 % for five, then 8,1 %: the highest is 2 233,85 zł from 121.
    const variable = canvas.getByRole('link', { name: variableRate.label }).closest('tr');
    if (variable === null) throw new Error('no row');
    await expect(variable).toHaveTextContent(
      /2\s168,42\szłnajwyższa 2\s233,85\szł \(rata nr 121\)/,
    );
    await expect(
      canvas.getAllByRole('columnheader').map((header) => header.textContent.replace(/[▲▼↕]/, '')),
    ).toEqual([
      'Data',
      'Symulacja',
      'Kwota kredytu',
      'Rata miesięczna',
      'Odsetki',
      'Całkowita spłata',
      'Koszt kredytu',
      'Usuń',
    ]);
    // 400 000 zł at 7 % with the offer's costs: 477 818,73 zł of interest, fees and insurance.
    const costs = canvas.getByRole('link', { name: withCosts.label }).closest('tr');
    await expect(costs).toHaveTextContent(/477\s818,73\szł/);
    // The cost column makes the table wider than the page: each row's delete stays in view.
    await expectInView(canvasElement, /^Usuń symulację /);
  },
};

/**
 * Every control named by `name` lies inside the table's scroll region as it is shown, unscrolled:
 * the actions column is pinned to the right edge however wide the table (issue 32).
 */
async function expectInView(canvasElement: HTMLElement, name: RegExp) {
  const canvas = within(canvasElement);
  const region = canvas.getByRole('region', { name: TABLE_COPY.scrollRegion });
  await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  const box = region.getBoundingClientRect();
  const controls = canvas.getAllByRole('button', { name });
  await expect(controls.length).toBeGreaterThan(0);
  for (const control of controls) {
    const rect = control.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(box.left);
    await expect(rect.right).toBeLessThanOrEqual(box.right);
  }
}

/** A table of runs without costs has the spec's columns only. */
export const PlainRunsHaveNoCostColumn: Story = {
  args: { simulations: [annuity, decreasing] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: /Koszt kredytu/ })).toBeNull();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(7);
  },
};

/**
 * On a phone each row's two actions are one `Więcej akcji` menu (issue 31), so the row is
 * narrower; the buttons of wider screens are not drawn. The menus are pinned to the region's right
 * edge, with a shadow where the figures scroll beneath them.
 */
export const Mobile: Story = {
  args: { simulations: [annuity, decreasing] },
  ...PHONE,
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const { label } of [annuity, decreasing]) {
      await expect(canvas.getByRole('button', { name: `Więcej akcji: ${label}` })).toBeVisible();
      await expect(
        canvas.queryByRole('button', { name: `Usuń symulację ${label}` }),
      ).not.toBeInTheDocument();
      await expect(
        canvas.queryByRole('link', { name: `Użyj jako punkt wyjścia: ${label}` }),
      ).not.toBeInTheDocument();
    }
    // The menus stay in view at the right edge, the figures scrolling beneath them.
    await expectInView(canvasElement, /^Więcej akcji: /);
  },
};

/**
 * The row's menu by keyboard on a phone: `Usuń symulację` asks to delete that run once the focus
 * is back on the row's menu button, where the confirmation returns it; the menu paints above
 * the table's sticky header when the region scrolls under it.
 */
export const RowMenuOnAPhone: Story = {
  args: { simulations: manySimulations(12) },
  ...PHONE,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const run = sortSimulations(manySimulations(12), DEFAULT_SORT)[0];
    const trigger = canvas.getByRole('button', { name: `Więcej akcji: ${run?.label ?? ''}` });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Użyj jako punkt wyjścia' })).toHaveFocus(),
    );
    await expect(
      within(menu).getByRole('menuitem', { name: 'Użyj jako punkt wyjścia' }),
    ).toHaveAttribute('href', startFromSavedHref(run?.id ?? ''));
    // Scrolled, the row and its menu move up under the sticky header: the menu stays on top.
    const region = canvas.getByRole('region', { name: TABLE_COPY.scrollRegion });
    const header = canvas.getAllByRole('columnheader')[0] ?? region;
    region.scrollTop = 100;
    await expect(region.scrollTop).toBe(100);
    await waitFor(() =>
      expect(menu.getBoundingClientRect().top).toBeLessThan(header.getBoundingClientRect().bottom),
    );
    const box = menu.getBoundingClientRect();
    const y = Math.max(box.top, header.getBoundingClientRect().top) + 4;
    await expect(menu.contains(document.elementFromPoint(box.left + 8, y))).toBe(true);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(run));
    await expect(screen.queryByRole('menu')).toBeNull();
    await expect(
      canvas.getByRole('button', { name: `Więcej akcji: ${run?.label ?? ''}` }),
    ).toHaveFocus();
  },
};

/** Records that failed the read check are listed after the runs, with only a delete button. */
export const DamagedRows: Story = {
  args: {
    simulations: [annuity],
    damaged: [
      { damaged: true, key: 'x' },
      { damaged: true, key: 7 },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('rowheader', { name: TABLE_COPY.damagedLabel })).toHaveLength(
      2,
    );
    const [first] = canvas.getAllByRole('button', {
      name: `Usuń symulację ${TABLE_COPY.damagedLabel}`,
    });
    await userEvent.click(first ?? canvasElement);
    await expect(args.onDelete).toHaveBeenCalledWith({ damaged: true, key: 'x' });
  },
};

/** A run whose row throws while rendering: only that row turns into a damaged one. */
function throwingRun(): Simulation {
  return throwingLabel(decreasing);
}

function throwingLabel(simulation: Simulation): Simulation {
  const run = structuredClone(simulation);
  Object.defineProperty(run, 'label', {
    get() {
      throw new Error('A hostile record');
    },
  });
  return run;
}

export const RowThatFailsToRender: Story = {
  render: (args) => <SimulationTable {...args} simulations={[annuity, throwingRun()]} />,
  beforeEach: quietConsole('error'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: annuity.label })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: TABLE_COPY.damagedLabel })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: `Usuń symulację ${TABLE_COPY.damagedLabel}` }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith({ damaged: true, key: decreasing.id });
  },
};

const comparable = manySimulations(5);
const onCompare = fn();

/** The table with `Porównaj` wired as the home page wires it: the ids in the order ticked. */
function Comparable() {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <SimulationTable
      simulations={comparable}
      damaged={[{ damaged: true, key: 'x' }]}
      sort={DEFAULT_SORT}
      onSortChange={() => undefined}
      onDelete={() => undefined}
      compare={{
        selected,
        onToggle: (id) => {
          setSelected((current) =>
            current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
          );
        },
        onCompare: () => {
          onCompare(selected);
        },
      }}
    />
  );
}

/** Two to four runs can be ticked; the fifth checkbox is off once four are, and says why. */
export const CompareSelection: Story = {
  render: () => <Comparable />,
  parameters: { screenshot: true },
  beforeEach: () => {
    onCompare.mockClear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = () => canvas.getByRole('button', { name: /^Porównaj wybrane/ });
    const box = (index: number) =>
      canvas.getByRole('checkbox', {
        name: `Porównaj symulację ${comparable[index]?.label ?? ''}`,
      });
    await expect(button()).toHaveAccessibleName('Porównaj wybrane (0)');
    await expect(button()).toBeDisabled();
    await expect(button()).toHaveAccessibleDescription(
      'Zaznacz od 2 do 4 symulacji, aby zobaczyć je obok siebie.',
    );
    await userEvent.click(box(3));
    await expect(button()).toBeDisabled();
    await userEvent.click(box(1));
    await expect(button()).toBeEnabled();
    await userEvent.click(box(0));
    await userEvent.click(box(4));
    await expect(button()).toHaveAccessibleName('Porównaj wybrane (4)');
    await expect(box(2)).toBeDisabled();
    await expect(
      canvas.getByText('Wybrano 4 symulacje – tyle można porównać naraz.'),
    ).toBeVisible();
    // Unticking frees a place again.
    await userEvent.click(box(0));
    await expect(box(2)).toBeEnabled();
    await userEvent.click(button());
    await expect(onCompare).toHaveBeenCalledWith([
      comparable[3]?.id,
      comparable[1]?.id,
      comparable[4]?.id,
    ]);
    // A damaged record cannot be compared: its row has no checkbox.
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(comparable.length);
  },
};

/** A single run has nothing to be compared with: no column and no button. */
export const CompareNeedsTwoRuns: Story = {
  args: {
    simulations: [annuity],
    compare: { selected: [], onToggle: fn(), onCompare: fn() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Porównaj wybrane/ })).toBeNull();
  },
};
