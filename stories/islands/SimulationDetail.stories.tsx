import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  createMemoryDataSource,
  StorageError,
  StorageUnavailableError,
  type DataSource,
  type MemoryDataSourceOptions,
} from '../../ui/data';
import { formatMoney, type Simulation } from '../../ui/domain';
import { REPORT_COPY, STORAGE_COPY } from '../../ui/domain/copy';
import { decodeShareLink, encodeShareLink, sharedRunId } from '../../ui/domain/shareLink';
import { DataSourceProvider } from '../../ui/hooks/DataSourceContext';
import { SimulationDetail, type SimulationDetailProps } from '../../ui/islands/SimulationDetail';
import { TEXT } from '../controls';
import { quietConsole } from '../quietConsole';
import { DATA_STATE_ARG_TYPES, withDataStates, type DataStates } from '../dataStates';
import {
  annuity,
  decreasing,
  sampleSimulation,
  variableRate,
  withCosts,
  withOverpayments,
} from '../fixtures';
import { deferredPartsDrawn } from '../deferredParts';
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

const meta = {
  title: 'Islands/SimulationDetail',
  component: SimulationDetail,
  decorators: [withMemoryData],
  args: { pathname: `/symulacja/${annuity.id}` },
  parameters: {
    memory: { simulations: [annuity] } satisfies MemoryDataSourceOptions,
    docs: {
      description: {
        component:
          'Raport jednej symulacji pod adresem `/symulacja/{id}` (albo udostępniony link): czyta zapis z przeglądarki, a do tego czasu pokazuje status ze specyfikacji „Odczytywanie danych...”; gdy zapisu nie ma, jest uszkodzony albo pamięć nie działa – ekran „nie znaleziono”. Przełączniki w grupie „Stan przeglądarki” pokazują raport przy niedziałających kanałach, w trakcie wczytywania i bez IndexedDB.',
      },
    },
  },
  argTypes: { pathname: TEXT, hash: TEXT, ...DATA_STATE_ARG_TYPES },
} satisfies Meta<SimulationDetailProps & DataStates>;

export default meta;
type Story = StoryObj<typeof meta>;

const fortyYears = sampleSimulation(1_200_000, 6.5, 40, 'ANNUITY', 2);

/** A copy of `simulation` whose plan has `null` where the given 1-based instalments were. */
function withNullEntries(simulation: Simulation, months: readonly number[]): Simulation {
  const copy = structuredClone(simulation);
  for (const month of months) copy.result?.repaymentPlan.entries.splice(month - 1, 1, null);
  return copy;
}

const withNull = withNullEntries(annuity, [6]);

const emptyPlan: Simulation = (() => {
  const copy = structuredClone(annuity);
  if (copy.result !== undefined) copy.result.repaymentPlan.entries = [];
  return copy;
})();

const noResult: Simulation = { ...structuredClone(annuity), id: 'bez-wyniku', result: undefined };

/** Text as jest-dom compares it: every run of whitespace, NBSPs included, as one space. */
function plain(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** The fixture's plan; every fixture here but `noResult` has one. */
function planOf(simulation: Simulation) {
  const plan = simulation.result?.repaymentPlan;
  if (plan === undefined) throw new Error('The fixture has no plan.');
  return plan;
}

/**
 * The report is taller than a screen; these stories lay it out in a viewport as tall as the
 * report, at a desktop width. Its pictures are the Screens' (stories/screens/ReportPage).
 */
const REPORT_PAGE = wholePage(1200, 4200);
const TALLER_THAN_VIEWPORT = REPORT_PAGE.parameters;

/** Waits until the lazily loaded uPlot chart has drawn. */
async function chartDrawn(canvasElement: HTMLElement) {
  await waitFor(
    () => expect(canvasElement.querySelector('[data-chart-state="drawn"]')).not.toBeNull(),
    { timeout: 5000 },
  );
}

/** Waits for the schedule's rows: after the first screenful, the rest follow in short steps. */
async function rowsRendered(canvasElement: HTMLElement, count: number) {
  await waitFor(
    () => {
      const schedule = within(canvasElement).getByRole('region', {
        name: 'Harmonogram spłaty hipoteki',
      });
      void expect(within(schedule).getAllByRole('row')).toHaveLength(count);
      // A step per frame: on a loaded machine, seconds.
    },
    { timeout: 10_000 },
  );
}

/** Checks the SUMA row against the domain's totals, formatted by the domain. */
async function sumaMatches(canvasElement: HTMLElement, simulation: Simulation) {
  const plan = planOf(simulation);
  const suma = within(canvasElement).getByRole('rowheader', { name: 'SUMA' }).closest('tr');
  if (suma === null) throw new Error('The SUMA row is missing.');
  const figures = within(suma)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  await expect(figures).toEqual([
    formatMoney(plan.totalRepayment),
    formatMoney(plan.totalRepaymentRate),
    formatMoney(plan.totalInterestPayment),
    formatMoney(plan.remainingDebt),
  ]);
}

/** Scrolls the schedule and checks that its header row stayed where it was, at the box's top. */
async function headerStaysOnScroll(canvasElement: HTMLElement, scrollTop: number) {
  const canvas = within(canvasElement);
  const region = canvas.getByRole('region', { name: 'Harmonogram spłaty hipoteki' });
  const header = canvas.getByRole('columnheader', { name: 'Nr raty' });
  const firstRow = canvas.getByRole('rowheader', { name: '1' });
  const headerBefore = header.getBoundingClientRect().top;
  const rowBefore = firstRow.getBoundingClientRect().top;
  await expect(headerBefore).toBeCloseTo(region.getBoundingClientRect().top + 1, 0);
  region.scrollTop = scrollTop;
  await new Promise(requestAnimationFrame);
  // The rows moved up under the header…
  await expect(firstRow.getBoundingClientRect().top).toBeLessThan(rowBefore - scrollTop / 2);
  // …and the header did not move at all.
  await expect(header.getBoundingClientRect().top).toBeCloseTo(headerBefore, 0);
}

export const Loading: Story = {
  parameters: { memory: { simulations: [annuity], delayMs: Number.POSITIVE_INFINITY } },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Odczytywanie danych...');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

export const Annuity25Years: Story = {
  ...REPORT_PAGE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `Symulacja: ${annuity.label}` }),
    ).toBeVisible();
    await deferredPartsDrawn(canvasElement);
    const settings = canvas.getByRole('region', { name: 'Dokonane ustawienia symulacji' });
    await expect(settings).toHaveTextContent(plain(formatMoney(300_000)));
    await expect(settings).toHaveTextContent('RRSO 7,25% przez cały okres kredytowania');
    await expect(settings).toHaveTextContent('25 lat');
    await expect(settings).toHaveTextContent('Stała (annuitetowa)');
    const results = canvas.getByRole('region', { name: 'Podsumowanie wyników' });
    await expect(results).toHaveTextContent(
      plain(`Rata miesięczna${formatMoney(annuity.result?.totalMonthlyRate ?? Number.NaN)}`),
    );
    // 300 instalments, the header row and SUMA.
    await rowsRendered(canvasElement, 302);
    await sumaMatches(canvasElement, annuity);
    await headerStaysOnScroll(canvasElement, 600);
    canvas.getByRole('region', { name: 'Harmonogram spłaty hipoteki' }).scrollTop = 0;
    await expect(
      canvas.getByRole('figure', { name: 'Zmiany struktury miesięcznej raty kredytu w czasie' }),
    ).toHaveAccessibleDescription(/tabela „Harmonogram spłaty hipoteki”/);
    await chartDrawn(canvasElement);
  },
};

export const Decreasing: Story = {
  args: { pathname: `/symulacja/${decreasing.id}` },
  parameters: { memory: { simulations: [decreasing] }, ...TALLER_THAN_VIEWPORT },
  globals: REPORT_PAGE.globals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: `Symulacja: ${decreasing.label}` });
    await deferredPartsDrawn(canvasElement);
    // 400 000 zł over 300 months at 8 %: the first instalment is 1 333,33 + 2 666,67.
    await expect(canvas.getByRole('region', { name: 'Podsumowanie wyników' })).toHaveTextContent(
      plain(`Pierwsza rata (malejąca)${formatMoney(4000)}`),
    );
    await expect(canvas.getByText('Rodzaj rat: Malejąca')).toBeVisible();
    await sumaMatches(canvasElement, decreasing);
    await chartDrawn(canvasElement);
  },
};

/** The longest loan the form allows: 480 rows, scrolled to show the header sticking. */
export const FortyYears480Rows: Story = {
  args: { pathname: `/symulacja/${fortyYears.id}` },
  parameters: { memory: { simulations: [fortyYears] }, ...TALLER_THAN_VIEWPORT },
  globals: REPORT_PAGE.globals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: `Symulacja: ${fortyYears.label}` });
    await deferredPartsDrawn(canvasElement);
    await expect(
      canvas.getByRole('region', { name: 'Dokonane ustawienia symulacji' }),
    ).toHaveTextContent('40 lat');
    await rowsRendered(canvasElement, 482);
    await expect(canvas.getByRole('rowheader', { name: '480' })).toBeInTheDocument();
    await sumaMatches(canvasElement, fortyYears);
    await headerStaysOnScroll(canvasElement, 7000);
    await chartDrawn(canvasElement);
  },
};

export const PlanWithNullEntry: Story = {
  args: { pathname: `/symulacja/${withNull.id}` },
  parameters: { memory: { simulations: [withNull] }, ...TALLER_THAN_VIEWPORT },
  globals: REPORT_PAGE.globals,
  beforeEach: () => {
    const warn = spyOn(console, 'warn').mockName('console.warn');
    return () => {
      warn.mockRestore();
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: `Symulacja: ${withNull.label}` });
    await deferredPartsDrawn(canvasElement);
    // Instalment 6 is skipped; the others keep their numbers by position.
    await rowsRendered(canvasElement, 301);
    await expect(canvas.queryByRole('rowheader', { name: '6' })).toBeNull();
    await expect(canvas.getByRole('rowheader', { name: '7' })).toBeInTheDocument();
    await expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/null.*positions 6\.$/));
    await chartDrawn(canvasElement);
  },
};

export const EmptyPlan: Story = {
  args: { pathname: `/symulacja/${emptyPlan.id}` },
  parameters: { memory: { simulations: [emptyPlan] }, ...TALLER_THAN_VIEWPORT },
  globals: REPORT_PAGE.globals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: `Symulacja: ${emptyPlan.label}` });
    await deferredPartsDrawn(canvasElement);
    await expect(canvas.getByText('Harmonogram nie zawiera żadnych rat.')).toBeVisible();
    await sumaMatches(canvasElement, emptyPlan);
    // The chart still draws its axes, without lines and without crashing the page.
    await chartDrawn(canvasElement);
  },
};

export const NoResult: Story = {
  args: { pathname: `/symulacja/${noResult.id}` },
  parameters: { memory: { simulations: [noResult] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: `Symulacja: ${noResult.label}` });
    await deferredPartsDrawn(canvasElement);
    await expect(canvas.getByText('Brak wyników dla tej symulacji.')).toBeVisible();
    await expect(canvas.getByText('RRSO 7,25% przez cały okres kredytowania')).toBeVisible();
    await expect(canvas.queryByRole('figure')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const NotFound: Story = {
  args: { pathname: '/symulacja/nie-ma-takiej' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Nie znaleziono symulacji' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Symulacja o podanym identyfikatorze nie istnieje albo została usunięta.'),
    ).toBeVisible();
    // A report address opened in another browser (issue 32): where runs live, and how to share.
    await expect(
      canvas.getByText(/^Symulacje są zapisywane tylko w przeglądarce, w której je wykonano/),
    ).toHaveTextContent(/użyj przycisku „Udostępnij”: link zawiera jej ustawienia\.$/);
    await expect(canvas.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** Every read the island could make in EmptyId, recorded; each would find a saved run. */
const emptyIdReads = {
  getSimulation: fn(createMemoryDataSource({ simulations: [annuity] }).getSimulation),
  getAllSimulations: fn(createMemoryDataSource({ simulations: [annuity] }).getAllSimulations),
};
const emptyIdSource: DataSource = { ...createMemoryDataSource(), ...emptyIdReads };

/** An empty id is not found at once: storage is never asked. */
export const EmptyId: Story = {
  args: { pathname: '/symulacja/' },
  decorators: [
    (Story) => (
      <DataSourceProvider value={emptyIdSource}>
        <Story />
      </DataSourceProvider>
    ),
  ],
  beforeEach: () => {
    emptyIdReads.getSimulation.mockClear();
    emptyIdReads.getAllSimulations.mockClear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Nie znaleziono symulacji' })).toBeVisible();
    // Not found without asking storage (spec point 5): no lookup was even started.
    await expect(emptyIdReads.getSimulation).not.toHaveBeenCalled();
    await expect(emptyIdReads.getAllSimulations).not.toHaveBeenCalled();
  },
};

/** Ids are percent-decoded and a trailing slash is tolerated. */
export const EncodedIdWithTrailingSlash: Story = {
  args: { pathname: `/symulacja/zapis_1-a%2D/` },
  parameters: { memory: { simulations: [{ ...annuity, id: 'zapis_1-a-' }] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: `Symulacja: ${annuity.label}`,
      }),
    ).toBeVisible();
    await deferredPartsDrawn(canvasElement);
  },
};

/** An id no saved run can have (here `..`, which a browser would resolve away) is never looked up. */
export const ImpossibleId: Story = {
  args: { pathname: '/symulacja/%2E%2E' },
  parameters: { memory: { failWith: new StorageError('must not be asked') } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Nie znaleziono symulacji' }),
    ).toBeVisible();
  },
};

/** A record that fails the read check is never shown as if it were valid. */
export const DamagedRecord: Story = {
  args: { pathname: '/symulacja/ujemna' },
  parameters: {
    memory: {
      storedRecords: [
        { ...annuity, id: 'ujemna', settings: { ...annuity.settings, loanAmount: -300_000 } },
      ],
    },
  },
  beforeEach: quietConsole('warn'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: REPORT_COPY.damagedHeading }),
    ).toBeVisible();
    await expect(canvas.getByText(REPORT_COPY.damagedText)).toBeVisible();
    await expect(canvas.queryByText(/-300/)).toBeNull();
  },
};

/** A browser without IndexedDB: the report says why it cannot open the run, and links home. */
export const NoIndexedDb: Story = {
  parameters: { memory: { failWith: new StorageUnavailableError() } },
  beforeEach: quietConsole('error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: REPORT_COPY.unavailableHeading }),
    ).toBeVisible();
    await expect(canvas.getByText(REPORT_COPY.unavailableText)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** Another tab has upgraded the database: the visitor is asked to reload. */
export const OutdatedDatabase: Story = {
  parameters: { memory: { outdated: true } },
  beforeEach: quietConsole('error'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(STORAGE_COPY.outdated)).toBeVisible();
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
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Wystąpił nieoczekiwany błąd' }),
    ).toBeVisible();
    await expect(canvas.getByText('Odśwież stronę lub wróć na stronę główną.')).toBeVisible();
    await expect(console.error).toHaveBeenCalled();
  },
};

/** A label is saved data, so markup in it is shown as text, never run. */
export const UntrustedLabel: Story = {
  parameters: {
    memory: {
      simulations: [{ ...annuity, label: '<img src=x onerror="alert(1)"> <b>pogrubione</b>' }],
    },
  },
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', {
      level: 1,
      name: /^Symulacja: /,
    });
    await deferredPartsDrawn(canvasElement);
    await expect(heading).toHaveTextContent(
      'Symulacja: <img src=x onerror="alert(1)"> <b>pogrubione</b>',
    );
    await expect(heading.querySelector('img, b')).toBeNull();
  },
};

export const Mobile: Story = {
  ...wholePage(360, 6200),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /^Symulacja: / });
    await deferredPartsDrawn(canvasElement);
    await chartDrawn(canvasElement);
    // The schedule scrolls sideways inside its own box; the 360 px column never does.
    const column = canvasElement.firstElementChild;
    if (!(column instanceof HTMLElement)) throw new Error('The mobile column is missing.');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    const region = canvas.getByRole('region', { name: 'Harmonogram spłaty hipoteki' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};

/** A report opened from a shared link: recomputed, marked, and saved only on request. */
export const SharedLink: Story = {
  args: { pathname: '/symulacja/udostepniona' },
  parameters: { memory: {} },
  loaders: [async () => ({ hash: `#${await encodeShareLink(decreasing.settings)}` })],
  render: (args, { loaded }) => <SimulationDetail {...args} hash={String(loaded['hash'])} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `Symulacja: ${decreasing.label}` }),
    ).toBeVisible();
    await deferredPartsDrawn(canvasElement);
    const banner = canvas.getByRole('region', { name: 'Symulacja z udostępnionego linku' });
    await userEvent.click(
      within(banner).getByRole('button', { name: 'Zapisz w tej przeglądarce' }),
    );
    await expect(
      await within(banner).findByRole('link', { name: 'Otwórz zapisany raport' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/symulacja\//));
  },
};

/** The shared run's time, 5 March 2026, 10:00:00 in Warsaw, carried in the link (issue 32). */
const SHARED_AT = Date.UTC(2026, 2, 5, 9, 0, 0);
/** One store behind both "tabs" of SharedLinkInTwoTabs. */
let twoTabsSource: DataSource = createMemoryDataSource();

/**
 * The same link open in two tabs (issue 32): saving in one keeps one run, under the id the link
 * gives it, with the time and name the link carries; the other tab then says it is saved, never
 * both "Nic nie zostało zapisane" and "Zapisano", and offers no second save.
 */
export const SharedLinkInTwoTabs: Story = {
  args: { pathname: '/symulacja/udostepniona' },
  parameters: {
    // Two copies of one page in one document repeat its landmark names; each alone is checked.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  beforeEach: () => {
    twoTabsSource = createMemoryDataSource();
  },
  loaders: [
    async () => ({
      hash: `#${await encodeShareLink(decreasing.settings, { timestamp: SHARED_AT, name: 'Oferta banku A' })}`,
    }),
  ],
  render: (args, { loaded }) => (
    <DataSourceProvider value={twoTabsSource}>
      <div data-tab="1">
        <SimulationDetail {...args} hash={String(loaded['hash'])} />
      </div>
      <div data-tab="2">
        <SimulationDetail {...args} hash={String(loaded['hash'])} />
      </div>
    </DataSourceProvider>
  ),
  play: async ({ canvasElement, loaded }) => {
    const tab = (n: number) => {
      const element = canvasElement.querySelector<HTMLElement>(`[data-tab="${n}"]`);
      if (element === null) throw new Error(`no tab ${n}`);
      return within(element);
    };
    const banner = async (n: number) =>
      tab(n).findByRole('region', { name: 'Symulacja z udostępnionego linku' });
    for (const n of [1, 2]) {
      const found = await banner(n);
      // The banner first looks the run up in this browser.
      await waitFor(() =>
        expect(found).toHaveTextContent('Nic nie zostało zapisane w tej przeglądarce.'),
      );
      await expect(tab(n).getByText('Data symulacji: 05.03.2026, 10:00:00')).toBeVisible();
      await expect(tab(n).getByText('Nazwa: Oferta banku A')).toBeVisible();
    }
    await userEvent.click(
      within(await banner(1)).getByRole('button', { name: 'Zapisz w tej przeglądarce' }),
    );
    const id = sharedRunId(await decodeShareLink(String(loaded['hash'])));
    await expect(
      await within(await banner(1)).findByRole('link', { name: 'Otwórz zapisany raport' }),
    ).toHaveAttribute('href', `/symulacja/${id}`);
    await expect(await banner(1)).toHaveTextContent('Zapisano symulację w tej przeglądarce.');
    await expect(await banner(1)).not.toHaveTextContent('Nic nie zostało zapisane');
    await waitFor(() =>
      expect(banner(2)).resolves.toHaveTextContent(
        'Ta symulacja jest już zapisana w tej przeglądarce.',
      ),
    );
    await expect(within(await banner(2)).queryByRole('button')).toBeNull();
    await expect(await banner(2)).not.toHaveTextContent('Nic nie zostało zapisane');
    const { simulations } = await twoTabsSource.getAllSimulations();
    await expect(simulations).toHaveLength(1);
    await expect(simulations[0]).toMatchObject({
      id,
      timestamp: SHARED_AT,
      name: 'Oferta banku A',
      label: decreasing.label,
    });
  },
};

/** A broken or hostile link gets a clear message and a way home; nothing is saved. */
export const BrokenSharedLink: Story = {
  args: { pathname: '/symulacja/udostepniona', hash: '#<script>alert(1)</script>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Nie można otworzyć udostępnionego linku',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wróć na stronę główną' })).toBeVisible();
  },
};

/** Overpayments: the settings in words, savings in the results, the Nadpłata column and the debt chart. */
export const WithOverpayments: Story = {
  args: { pathname: `/symulacja/${withOverpayments.id}` },
  parameters: { memory: { simulations: [withOverpayments] }, ...TALLER_THAN_VIEWPORT },
  globals: REPORT_PAGE.globals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: `Symulacja: ${withOverpayments.label}` });
    await deferredPartsDrawn(canvasElement);
    await expect(canvas.getByText('Oszczędność na odsetkach')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Nadpłata' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Prowizja' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Pozostały dług' })).toBeVisible();
    await expect(canvas.getByText(/Z nadpłatami dług spada do zera po/)).toBeVisible();
  },
};

/** A variable rate: its summary line, extreme instalments, the rate column and the stress test. */
export const VariableRate: Story = {
  args: { pathname: `/symulacja/${variableRate.id}` },
  parameters: { memory: { simulations: [variableRate] }, ...TALLER_THAN_VIEWPORT },
  globals: REPORT_PAGE.globals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: `Symulacja: ${variableRate.label}` });
    await deferredPartsDrawn(canvasElement);
    await expect(
      canvas.getByText('Oprocentowanie zmienne: 7,25% na start, 2 zmiany'),
    ).toBeVisible();
    await expect(canvas.getByText('Najwyższa rata')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Oprocentowanie' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Miesiąc' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: '+2,5 pkt proc.' })).toBeVisible();
  },
};

/**
 * A named run whose saved instalment was tampered to 1,00 zł (issue 32): the report shows the
 * engine's figures, says they were recomputed, and shows the name under the headline.
 */
export const RecomputedNamedRun: Story = {
  args: { pathname: `/symulacja/${annuity.id}` },
  parameters: {
    memory: {
      simulations: [
        {
          ...annuity,
          name: 'Oferta banku A',
          result: annuity.result && { ...annuity.result, totalMonthlyRate: 1 },
        },
      ],
    },
  },
  globals: REPORT_PAGE.globals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: `Symulacja: ${annuity.label}` });
    await expect(canvas.getByText('Nazwa: Oferta banku A')).toBeVisible();
    await expect(
      canvas.getByText('Wyniki przeliczone ponownie: zapisane wartości różniły się od obliczeń.'),
    ).toBeVisible();
    const results = canvas.getByRole('region', { name: 'Podsumowanie wyników' });
    // 300 000 zł over 25 years at 7,25 %: the annuity formula gives 2 168,42 zł, not 1,00 zł.
    await expect(results).toHaveTextContent(/Rata miesięczna\s*2\s168,42\szł/);
  },
};

/** Costs: RRSO z kosztami, the totals, the breakdown and the Koszty column. */
export const WithCosts: Story = {
  args: { pathname: `/symulacja/${withCosts.id}` },
  parameters: { memory: { simulations: [withCosts] }, ...TALLER_THAN_VIEWPORT },
  globals: REPORT_PAGE.globals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: `Symulacja: ${withCosts.label}` });
    await deferredPartsDrawn(canvasElement);
    await expect(canvas.getByText('RRSO z kosztami')).toBeVisible();
    await expect(canvas.getByText('Całkowity koszt kredytu')).toBeVisible();
    await expect(canvas.getByRole('table', { name: /Składniki całkowitego kosztu/ })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Koszty' })).toBeVisible();
  },
};

/** The schedule by year of the loan, as the ESIS table lays it out. */
export const YearlySchedule: Story = {
  ...REPORT_PAGE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /^Symulacja: / });
    await deferredPartsDrawn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rocznie' }));
    const schedule = canvas.getByRole('region', { name: 'Harmonogram spłaty hipoteki' });
    await expect(within(schedule).getByRole('columnheader', { name: 'Rok kredytu' })).toBeVisible();
    // 25 years, the header and SUMA.
    await expect(within(schedule).getAllByRole('row')).toHaveLength(27);
  },
};
