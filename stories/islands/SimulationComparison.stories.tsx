import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import {
  createMemoryDataSource,
  StorageError,
  StorageUnavailableError,
  type MemoryDataSourceOptions,
} from '../../ui/data';
import { formatMoney } from '../../ui/domain';
import { DataSourceProvider } from '../../ui/hooks/DataSourceContext';
import {
  SimulationComparison,
  type SimulationComparisonProps,
} from '../../ui/islands/SimulationComparison';
import { TEXT } from '../controls';
import { quietConsole } from '../quietConsole';
import { DATA_STATE_ARG_TYPES, withDataStates, type DataStates } from '../dataStates';
import { thirtyYears, withCosts } from '../compareFixtures';
import { annuity, decreasing } from '../fixtures';
import { wholePage } from '../viewports';

/** Gives the island an in-memory source built from the story's `memory` parameter. */
function MemoryData({
  options,
  states: { feedsFail, storageFull, loading, noIndexedDb },
  children,
}: {
  options: MemoryDataSourceOptions;
  /** The controls' browser states, laid over the story's own source. */
  states: DataStates;
  children: ReactNode;
}) {
  // One source per story: a new one on each render would restart the lookup.
  const source = useMemo(
    () =>
      createMemoryDataSource(
        withDataStates(options, { feedsFail, storageFull, loading, noIndexedDb }),
      ),
    [options, feedsFail, storageFull, loading, noIndexedDb],
  );
  return <DataSourceProvider value={source}>{children}</DataSourceProvider>;
}

const withMemoryData: Decorator = (Story, { parameters, args }) => (
  <MemoryData options={(parameters['memory'] ?? {}) as MemoryDataSourceOptions} states={args}>
    <Story />
  </MemoryData>
);

const ALL = [annuity, decreasing, thirtyYears, withCosts];

const meta = {
  title: 'Islands/SimulationComparison',
  component: SimulationComparison,
  decorators: [withMemoryData],
  args: { hash: `#${annuity.id},${decreasing.id}` },
  parameters: {
    memory: { simulations: ALL } satisfies MemoryDataSourceOptions,
    docs: {
      description: {
        component:
          'Wyspa strony /porownanie: 2–4 zapisane symulacje wskazane we fragmencie adresu (`hash`), ich liczby obok siebie, różnice i trzy wykresy. Przełączniki w grupie „Stan przeglądarki” pokazują ją w trakcie wczytywania i bez IndexedDB.',
      },
    },
  },
  argTypes: { hash: TEXT, ...DATA_STATE_ARG_TYPES },
} satisfies Meta<SimulationComparisonProps & DataStates>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text as jest-dom compares it: every run of whitespace, NBSPs included, as one space. */
function plain(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** Waits until all three lazily loaded charts have drawn, so screenshots hold them. */
async function chartsDrawn(canvasElement: HTMLElement, count = 3) {
  await waitFor(
    () => expect(canvasElement.querySelectorAll('[data-chart-state="drawn"]')).toHaveLength(count),
    { timeout: 5000 },
  );
}

/** The cells of the row named `figure` in the table inside the region named `region`. */
function rowCells(canvasElement: HTMLElement, region: string, figure: string): string[] {
  const table = within(canvasElement).getByRole('region', { name: region });
  const row = within(table).getByRole('rowheader', { name: figure }).closest('tr');
  if (row === null) throw new Error(`The row ${figure} is missing.`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => plain(cell.textContent));
}

export const Loading: Story = {
  parameters: { memory: { simulations: ALL, delayMs: Number.POSITIVE_INFINITY } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Porównanie symulacji' }),
    ).toBeVisible();
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Odczytywanie danych...');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

/** The compare page at a desktop width: the tables and the three charts. */
export const TwoRuns: Story = {
  ...wholePage(1024, 2800, { screenshot: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: annuity.label })).toHaveAttribute(
      'href',
      `/symulacja/${annuity.id}`,
    );
    await expect(canvas.getByRole('link', { name: decreasing.label })).toBeVisible();
    await expect(rowCells(canvasElement, 'Najważniejsze wartości', 'Pierwsza rata')).toEqual([
      plain(formatMoney(2168.42)),
      plain(formatMoney(4000)),
    ]);
    // 4 000,00 − 2 168,42 = 1 831,58 zł, 84,47 % of the first run's instalment.
    await expect(
      rowCells(canvasElement, 'Różnice względem pierwszej symulacji', 'Pierwsza rata'),
    ).toEqual([plain(`+${formatMoney(1831.58)} (+84,47%)`)]);
    await expect(
      rowCells(canvasElement, 'Różnice względem pierwszej symulacji', 'Całkowite odsetki'),
    ).toEqual([plain(`+${formatMoney(50_807.94)} (+14,49%)`)]);
    await expect(
      rowCells(canvasElement, 'Różnice względem pierwszej symulacji', 'Ostatnia rata'),
    ).toEqual(['0 miesięcy']);
    // Runs without costs still compare (issue 32): the RRSO of the rate alone, (1 + r/12)^12 − 1,
    // is 7,5 % for 7,25 % and 8,3 % for 8 %. Runs without overpayments get no row for them.
    await expect(rowCells(canvasElement, 'Najważniejsze wartości', 'RRSO')).toEqual([
      '7,5%',
      '8,3%',
    ]);
    await expect(
      canvas.queryByRole('rowheader', { name: 'Całkowita kwota do zapłaty' }),
    ).toBeNull();
    await expect(canvas.queryByRole('rowheader', { name: 'Suma nadpłat' })).toBeNull();
    for (const title of [
      'Pozostały dług',
      'Odsetki zapłacone narastająco',
      'Rata w kolejnych miesiącach',
    ]) {
      await expect(canvas.getByRole('figure', { name: title })).toBeVisible();
    }
    // The text alternative: one sentence per run.
    await expect(
      canvas.getByRole('figure', { name: 'Pozostały dług' }),
    ).toHaveAccessibleDescription(
      [
        `Symulacja nr 1: dług spada z ${formatMoney(300_000)} do zera, spłata kończy się na racie nr 300.`,
        `Symulacja nr 2: dług spada z ${formatMoney(400_000)} do zera, spłata kończy się na racie nr 300.`,
      ].join(' '),
    );
    await chartsDrawn(canvasElement);
  },
};

export const FourRuns: Story = {
  ...wholePage(1024, 3000),
  args: { hash: `#${annuity.id},${decreasing.id},${thirtyYears.id},${withCosts.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: withCosts.label });
    for (const position of [1, 2, 3, 4]) {
      await expect(
        within(canvas.getByRole('region', { name: 'Najważniejsze wartości' })).getByRole(
          'columnheader',
          { name: `Symulacja nr ${position}` },
        ),
      ).toBeVisible();
    }
    // Only the fourth run has costs, yet every run has an RRSO (its rate's alone without costs,
    // issue 32), so every difference is a figure, not a dash.
    const rrso = rowCells(canvasElement, 'Najważniejsze wartości', 'RRSO');
    await expect(rrso.slice(0, 3)).toEqual(['7,5%', '8,3%', '7,5%']);
    await expect(rrso[3]).toMatch(/^\d+,\d+%$/);
    const rrsoDifferences = rowCells(canvasElement, 'Różnice względem pierwszej symulacji', 'RRSO');
    await expect(rrsoDifferences).toHaveLength(3);
    await expect(rrsoDifferences).not.toContain('—');
    await expect(
      rowCells(canvasElement, 'Najważniejsze wartości', 'Całkowita kwota do zapłaty'),
    ).toHaveLength(4);
    // The first run overpaid nothing: against a base of 0 the percentage is a dash.
    const overpaid = rowCells(
      canvasElement,
      'Różnice względem pierwszej symulacji',
      'Suma nadpłat',
    );
    await expect(overpaid[2]).toMatch(/^\+.* zł \(—\)$/);
    // 30 years against 25: 60 months more.
    await expect(
      rowCells(canvasElement, 'Różnice względem pierwszej symulacji', 'Ostatnia rata')[1],
    ).toBe('+60 miesięcy');
    await chartsDrawn(canvasElement);
  },
};

/** A run deleted before the page opened is named by its place, and the rest still compare. */
export const WithMissingRun: Story = {
  ...wholePage(1024, 2800),
  args: { hash: `#${annuity.id},nie-ma-takiej,${thirtyYears.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Symulacja nr 2 (usunięta)')).toBeVisible();
    const figures = canvas.getByRole('region', { name: 'Najważniejsze wartości' });
    await expect(
      within(figures)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Wartość', 'Symulacja nr 1', 'Symulacja nr 3']);
    await chartsDrawn(canvasElement);
  },
};

const liveSource = createMemoryDataSource({ simulations: ALL });

/** Deleted in another tab while the page is open: renamed at once, the other two still compare. */
export const DeletedInAnotherTab: Story = {
  args: { hash: `#${annuity.id},${decreasing.id},${thirtyYears.id}` },
  decorators: [
    (Story) => (
      <DataSourceProvider value={liveSource}>
        <Story />
      </DataSourceProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: decreasing.label });
    await liveSource.deleteSimulation(decreasing.id);
    await expect(await canvas.findByText('Symulacja nr 2 (usunięta)')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: decreasing.label })).toBeNull();
    await expect(canvas.getByRole('link', { name: annuity.label })).toBeVisible();
    await expect(canvas.getByRole('link', { name: thirtyYears.label })).toBeVisible();
    await expect(
      rowCells(canvasElement, 'Różnice względem pierwszej symulacji', 'Ostatnia rata'),
    ).toEqual(['+60 miesięcy']);
  },
};

/** Only one of the chosen runs is left: a clear message and a way back. */
export const FewerThanTwo: Story = {
  args: { hash: `#${annuity.id},nie-ma-takiej` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Za mało symulacji do porównania' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Z wybranych symulacji została tylko jedna/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** An address with no ids at all is not looked up. */
export const NoneChosen: Story = {
  args: { hash: '' },
  parameters: { memory: { failWith: new StorageError('must not be asked') } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: 'Nie wybrano symulacji do porównania',
      }),
    ).toBeVisible();
  },
};

export const NoIndexedDb: Story = {
  parameters: { memory: { failWith: new StorageUnavailableError() } },
  beforeEach: quietConsole('error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Nie można odczytać zapisanych symulacji',
      }),
    ).toBeVisible();
    await expect(canvas.getByText(/nie da się tu porównać/)).toBeVisible();
  },
};

export const LookupError: Story = {
  parameters: { memory: { failWith: new StorageError('The browser database failed.') } },
  beforeEach: () => {
    const error = spyOn(console, 'error').mockName('console.error');
    return () => {
      error.mockRestore();
    };
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: 'Wystąpił nieoczekiwany błąd',
      }),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByText('Odśwież stronę lub wróć na stronę główną.'),
    ).toBeVisible();
    await expect(console.error).toHaveBeenCalled();
  },
};

/** Four runs on a 360 px phone: the tables scroll sideways in their boxes, the page never does. */
export const Phone: Story = {
  ...wholePage(360, 4600, { screenshot: true }),
  args: { hash: `#${annuity.id},${decreasing.id},${thirtyYears.id},${withCosts.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: withCosts.label });
    await chartsDrawn(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    const figures = canvas.getByRole('region', {
      name: 'Przewijana tabela najważniejszych wartości',
    });
    await expect(figures.scrollWidth).toBeGreaterThan(figures.clientWidth);
  },
};
