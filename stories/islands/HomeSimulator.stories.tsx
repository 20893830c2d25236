import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  createMemoryDataSource,
  StorageError,
  StorageQuotaError,
  StorageUnavailableError,
  type DataSource,
  type MemoryDataSourceOptions,
} from '../../ui/data';
import { formatAmount } from '../../ui/domain';
import { RESULT_CARD_COPY, STORAGE_COPY, TABLE_COPY } from '../../ui/domain/copy';
import { DataSourceProvider } from '../../ui/hooks/DataSourceContext';
import {
  HomeSimulator,
  SAVE_ERROR_GENERIC,
  SAVE_ERROR_QUOTA,
} from '../../ui/islands/HomeSimulator';
import { NO_CONTROL, TEXT } from '../controls';
import { quietConsole } from '../quietConsole';
import { DATA_STATE_ARG_TYPES, withDataStates, type DataStates } from '../dataStates';
import {
  annuity,
  decreasing,
  hostileRecords,
  manySimulations,
  withCosts,
  withOverpayments,
} from '../fixtures';
import { wholePage } from '../viewports';

interface Args extends DataStates {
  data: MemoryDataSourceOptions;
  /** A source the story keeps a hold of, e.g. to change it as another tab would. */
  source?: DataSource;
  /** Records the addresses the island opens instead of leaving the story. */
  navigate?: (href: string) => void;
  /** The address's fragment, e.g. a starting point. */
  hash?: string;
}

/** Each story gets a fresh in-memory store, so stories never see each other's runs. */
function Island({ data, source, navigate, hash, ...states }: Args) {
  return (
    <DataSourceProvider value={source ?? createMemoryDataSource(withDataStates(data, states))}>
      <HomeSimulator
        {...(navigate === undefined ? {} : { navigate })}
        {...(hash === undefined ? {} : { hash })}
      />
    </DataSourceProvider>
  );
}

const meta = {
  title: 'Islands/HomeSimulator',
  component: Island,
  args: { data: {} },
  argTypes: {
    data: NO_CONTROL,
    source: NO_CONTROL,
    navigate: NO_CONTROL,
    hash: TEXT,
    ...DATA_STATE_ARG_TYPES,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Wyspa strony głównej: formularz „Ustawienia symulacji”, karta wyniku i tabela porównawcza, na źródle danych w pamięci. Przełączniki w grupie „Stan przeglądarki” pokazują ją przy niedziałających kanałach, pełnej pamięci (zapis się nie udaje), w trakcie wczytywania i bez IndexedDB.',
      },
    },
  },
} satisfies Meta<typeof Island>;

export default meta;
type Story = StoryObj<typeof meta>;

const EMPTY = 'Nie wykonano jeszcze żadnych symulacji. Wykonaj swoją pierwszą symulację.';

async function fillValidForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Kwota kredytu (zł)'), '300000');
  await userEvent.type(canvas.getByLabelText('Oprocentowanie RRSO (%)'), '7,25');
  await userEvent.type(canvas.getByLabelText('Okres kredytowania (lata)'), '25');
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(EMPTY)).toBeVisible();
  },
};

export const WithSavedRuns: Story = {
  args: { data: { simulations: [annuity, decreasing] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: annuity.label })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
  },
};

export const SimulateAddsRow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(EMPTY);
    await fillValidForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rozpocznij symulację' }));
    const card = await canvas.findByRole('region', { name: 'Wyniki simulacji' });
    // 300 000 zł over 25 years at 7,25 %: the bank formula gives 2 168,42 zł a month.
    await expect(card).toHaveTextContent(/2\s168,42\szł/);
    const label = '300 000 zł - 7,25% - 25 lat - Stała (annuitetowa)';
    const row = await canvas.findByRole('link', {
      name: (name) => name.replace(/\s/g, ' ') === label,
    });
    await expect(row).toBeVisible();
    await expect(within(card).getByRole('link', { name: 'Pełny raport' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/symulacja\/.+/),
    );
    await expect(canvas.queryByText(EMPTY)).toBeNull();
  },
};

export const Decreasing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Kwota kredytu (zł)'), '400000');
    await userEvent.type(canvas.getByLabelText('Oprocentowanie RRSO (%)'), '8');
    await userEvent.type(canvas.getByLabelText('Okres kredytowania (lata)'), '25');
    await userEvent.click(canvas.getByLabelText('Malejąca'));
    await userEvent.click(canvas.getByRole('button', { name: 'Rozpocznij symulację' }));
    const card = await canvas.findByRole('region', { name: 'Wyniki simulacji' });
    await expect(card).toHaveTextContent('Pierwsza rata (malejąca)');
    await expect(card).toHaveTextContent(/4\s000,00\szł/);
  },
};

export const SaveFailsQuota: Story = {
  args: { data: { simulations: [decreasing], failSavesWith: new StorageQuotaError() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: decreasing.label });
    await fillValidForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rozpocznij symulację' }));
    await expect(await canvas.findByText(SAVE_ERROR_QUOTA)).toBeVisible();
    // The result is still shown, and the earlier run is still listed.
    await expect(canvas.getByRole('region', { name: 'Wyniki simulacji' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: decreasing.label })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Pełny raport' })).toBeNull();
  },
};

/**
 * The spec's order: the run is saved, then the card shows. A save of a moment shows the card with
 * its `Pełny raport` link at once, never the note meant for a run that could not be saved; a
 * double click while it saves saves one run.
 */
export const SaveTakesAMoment: Story = {
  args: { data: { delayMs: 150 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(TABLE_COPY.empty);
    await fillValidForm(canvasElement);
    let unsavedNoteSeen = false;
    const watch = new MutationObserver(() => {
      unsavedNoteSeen ||= canvasElement.textContent.includes(RESULT_CARD_COPY.unsavedNote);
    });
    watch.observe(canvasElement, { childList: true, subtree: true, characterData: true });
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Rozpocznij symulację' }));
    const card = await canvas.findByRole('region', { name: 'Wyniki simulacji' });
    await expect(within(card).getByRole('link', { name: 'Pełny raport' })).toBeVisible();
    watch.disconnect();
    await expect(unsavedNoteSeen).toBe(false);
    // The header row and the one run saved.
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  },
};

/** A save that hangs (a database blocked by another tab) does not hold the result back. */
export const SaveTakesLong: Story = {
  args: { data: { delayMs: 3000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(TABLE_COPY.empty, {}, { timeout: 5000 });
    await fillValidForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rozpocznij symulację' }));
    const card = await canvas.findByRole('region', { name: 'Wyniki simulacji' });
    await expect(card).toHaveTextContent(RESULT_CARD_COPY.unsavedNote);
    const start = canvas.getByRole('button', { name: 'Rozpocznij symulację' });
    await expect(start).toHaveAttribute('aria-disabled', 'true');
    await expect(start).toHaveAccessibleDescription('Zapisywanie symulacji w przeglądarce…');
    await expect(
      await within(card).findByRole('link', { name: 'Pełny raport' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(start).toHaveAttribute('aria-disabled', 'false');
    await expect(start).not.toHaveAccessibleDescription();
  },
};

export const NoIndexedDb: Story = {
  args: { data: { failWith: new StorageUnavailableError() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValidForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rozpocznij symulację' }));
    await expect(await canvas.findByText(SAVE_ERROR_GENERIC)).toBeVisible();
    await expect(canvas.getByText(/Nie można odczytać zapisanych symulacji/)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Wyniki simulacji' })).toHaveTextContent(
      /2\s168,42\szł/,
    );
  },
};

/** Damaged records are listed apart, and one bad record never takes the form or a row down. */
export const DamagedRecords: Story = {
  args: { data: { simulations: [annuity], storedRecords: hostileRecords } },
  beforeEach: quietConsole('warn'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: annuity.label })).toBeVisible();
    await expect(canvas.getAllByRole('rowheader', { name: TABLE_COPY.damagedLabel })).toHaveLength(
      hostileRecords.length,
    );
    await expect(canvas.getByRole('button', { name: 'Rozpocznij symulację' })).toBeVisible();
    const deleteButtons = canvas.getAllByRole('button', {
      name: `Usuń symulację ${TABLE_COPY.damagedLabel}`,
    });
    await userEvent.click(deleteButtons[0] ?? canvasElement);
    const dialog = await screen.findByRole('alertdialog', { name: 'Potwierdzenie usunięcia' });
    await expect(dialog).toHaveTextContent(TABLE_COPY.damagedLabel);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() =>
      expect(canvas.getAllByRole('rowheader', { name: TABLE_COPY.damagedLabel })).toHaveLength(
        hostileRecords.length - 1,
      ),
    );
    await expect(canvas.getByRole('link', { name: annuity.label })).toBeVisible();
  },
};

/** Another tab upgraded the database: the page says so instead of failing every save. */
export const OutdatedDatabase: Story = {
  args: { data: { outdated: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(STORAGE_COPY.outdated);
    await fillValidForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rozpocznij symulację' }));
    await waitFor(() =>
      expect(canvas.getAllByText(STORAGE_COPY.outdated).length).toBeGreaterThanOrEqual(2),
    );
  },
};

const sharedSource = createMemoryDataSource();

/** The run on the card is deleted in another tab: its card, and the report link, go too. */
export const CardFollowsDeleteElsewhere: Story = {
  args: { data: {}, source: sharedSource },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValidForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rozpocznij symulację' }));
    await expect(await canvas.findByRole('link', { name: 'Pełny raport' })).toBeVisible();
    const { simulations } = await sharedSource.getAllSimulations();
    await sharedSource.deleteSimulation(simulations[0]?.id ?? '');
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Pełny raport' })).toBeNull());
    await expect(canvas.queryByRole('region', { name: 'Wyniki simulacji' })).toBeNull();
  },
};

/** A fresh store whose reads of every run are counted. */
function countingReads() {
  const memory = createMemoryDataSource({ simulations: [decreasing] });
  const reads = fn(memory.getAllSimulations);
  return { source: { ...memory, getAllSimulations: reads } satisfies DataSource, reads };
}
let ownChanges = countingReads();

/**
 * The island shows its own saves and deletes itself and does not read every run back for them
 * (issue 10: the card's frame waited behind that read); a change made elsewhere is still read.
 */
export const OwnChangesAreNotReadBack: Story = {
  beforeEach: () => {
    ownChanges = countingReads();
  },
  render: () => <Island data={{}} source={ownChanges.source} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { source, reads } = ownChanges;
    await canvas.findByRole('link', { name: decreasing.label });
    await expect(reads).toHaveBeenCalledTimes(1);
    await fillValidForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rozpocznij symulację' }));
    await expect(await canvas.findByRole('link', { name: 'Pełny raport' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3));
    await userEvent.click(
      canvas.getByRole('button', { name: `Usuń symulację ${decreasing.label}` }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: decreasing.label })).toBeNull());
    await expect(reads).toHaveBeenCalledTimes(1);
    // Another tab's save is read.
    await source.addSimulation(withOverpayments);
    await expect(await canvas.findByRole('link', { name: withOverpayments.label })).toBeVisible();
    await expect(reads).toHaveBeenCalledTimes(2);
  },
};

/** A store whose first read of every run fails, as a database slow to open can. */
function failingFirstRead() {
  const memory = createMemoryDataSource({ simulations: [decreasing] });
  let reads = 0;
  const source: DataSource = {
    ...memory,
    getAllSimulations: () => {
      reads += 1;
      return reads === 1
        ? Promise.reject(new StorageError('The browser database failed.'))
        : memory.getAllSimulations();
    },
  };
  return source;
}
let firstReadFails = failingFirstRead();

/**
 * The first read of the saved runs failed, so the table says storage is unavailable; a run then
 * saved brings every saved run back, not only itself.
 */
export const RunsComeBackAfterAFailedFirstRead: Story = {
  beforeEach: () => {
    firstReadFails = failingFirstRead();
    return quietConsole('warn')();
  },
  render: () => <Island data={{}} source={firstReadFails} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(TABLE_COPY.unavailable)).toBeVisible();
    await fillValidForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rozpocznij symulację' }));
    await expect(await canvas.findByRole('link', { name: decreasing.label })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
  },
};

export const DeleteFlow: Story = {
  args: { data: { simulations: [annuity, decreasing] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deleteButton = await canvas.findByRole('button', {
      name: `Usuń symulację ${annuity.label}`,
    });
    await userEvent.click(deleteButton);
    const dialog = await screen.findByRole('alertdialog', { name: 'Potwierdzenie usunięcia' });
    await expect(within(dialog).getByRole('button', { name: 'Anuluj' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('link', { name: annuity.label })).toBeVisible();
    // Nothing was deleted, so focus is back on the button that opened the dialog.
    await waitFor(() => expect(deleteButton).toHaveFocus());

    await userEvent.click(deleteButton);
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: annuity.label })).toBeNull());
    await expect(canvas.getByRole('link', { name: decreasing.label })).toBeVisible();
    // The row is gone; focus lands on the table, not at the top of the page.
    await waitFor(() =>
      expect(document.activeElement).toContainElement(
        canvas.getByRole('region', { name: 'Tabela porównawcza wykonanych symulacji' }),
      ),
    );
  },
};

export const DeleteDialogOpen: Story = {
  args: { data: { simulations: [annuity] } },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: `Usuń symulację ${annuity.label}` }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Potwierdzenie usunięcia' });
    // Labels hold Intl's no-break spaces; the matcher reads every space as a plain one.
    await expect(dialog).toHaveTextContent(
      `Czy na pewno chcesz nieodwracalnie usunąć symulację „${annuity.label}”?`.replace(/\s/g, ' '),
    );
    await expect(within(dialog).getByRole('button', { name: 'Anuluj' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Usuń' })).toBeVisible();
  },
};

export const TwoHundredRuns: Story = {
  args: { data: { simulations: manySimulations(200) } },
  play: async ({ canvasElement }) => {
    // A list this long draws the rows near the view and tells the count (see SimulationTable).
    await waitFor(async () => {
      await expect(within(canvasElement).getByRole('table')).toHaveAttribute(
        'aria-rowcount',
        '201',
      );
    });
  },
};

export const Loading: Story = {
  args: { data: { delayMs: Number.POSITIVE_INFINITY } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Wczytywanie zapisanych symulacji...'),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { data: { simulations: [annuity, decreasing] } },
  ...wholePage(360, 1400),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: decreasing.label })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Rozpocznij symulację' })).toBeVisible();
    // Nothing sticks out past the phone's edge.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

const compareSource = createMemoryDataSource({
  simulations: [annuity, decreasing, manySimulations(3)[2] ?? annuity],
});

/**
 * Ticking runs opens the compare page with their ids in the order ticked; a ticked run deleted in
 * another tab drops out of the selection.
 */
export const CompareTickedRuns: Story = {
  args: { data: {}, source: compareSource, navigate: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tick = async (label: string) => {
      await userEvent.click(
        await canvas.findByRole('checkbox', { name: `Porównaj symulację ${label}` }),
      );
    };
    await tick(decreasing.label);
    await tick(annuity.label);
    const button = canvas.getByRole('button', { name: 'Porównaj wybrane (2)' });
    await userEvent.click(button);
    await expect(args.navigate).toHaveBeenCalledWith(`/porownanie#${decreasing.id},${annuity.id}`);
    await compareSource.deleteSimulation(annuity.id);
    await expect(
      await canvas.findByRole('button', { name: 'Porównaj wybrane (1)' }),
    ).toBeDisabled();
  },
};

/** A reload or Back: the form comes back from the copy kept in this tab (issue 32). */
export const RestoredAfterReload: Story = {
  args: {
    data: {
      formDraft: JSON.stringify({
        version: 1,
        fields: { amount: '450 000', rate: '7,125', term: '30' },
        mortgageType: 'LINEAR',
        open: ['overpayments'],
        scenario: {
          overpayments: [
            { amount: '5000', month: '12', repeat: 'ONCE', untilMonth: '', effect: 'SHORTEN_TERM' },
          ],
          overpaymentFee: '',
          variableRate: false,
          rateChanges: [],
          firstInstalmentMonth: '',
          costs: {
            commission: '',
            commissionUnit: 'PERCENT',
            insurance: '',
            fees: '',
            oneOff: '',
            bridgeMargin: '',
            bridgeMonths: '',
          },
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Przywrócono dane wpisane wcześniej w tej karcie.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Kwota kredytu (zł)')).toHaveValue('450 000');
    await expect(canvas.getByLabelText('Oprocentowanie RRSO (%)')).toHaveValue('7,125');
    await expect(canvas.getByLabelText('Malejąca')).toBeChecked();
    await expect(await canvas.findByLabelText('Kwota nadpłaty (zł), nadpłata 1')).toHaveValue(
      '5000',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Wyczyść formularz' }));
    await expect(await canvas.findByText('Formularz został wyczyszczony.')).toBeVisible();
    await expect(canvas.getByLabelText('Kwota kredytu (zł)')).toHaveValue('');
  },
};

/** `Użyj jako punkt wyjścia`: the form starts filled with a saved run's settings, sections open. */
export const StartFromSavedRun: Story = {
  args: {
    data: { simulations: [withOverpayments] },
    hash: `#na-podstawie=${withOverpayments.id}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByLabelText('Kwota kredytu (zł)')).toHaveValue(formatAmount(200_000)),
    );
    await expect(canvas.getByLabelText('Okres kredytowania (lata)')).toHaveValue('20');
    await expect(await canvas.findByLabelText('Kwota nadpłaty (zł), nadpłata 2')).toHaveValue(
      '500',
    );
    await expect(canvas.getByRole('button', { name: 'Rozpocznij symulację' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  },
};

/** The card of a run with overpayments shows the savings; one with costs its RRSO. */
export const CardWithSavingsAndCosts: Story = {
  args: { data: {}, hash: `#na-podstawie=${withCosts.id}` },
  render: (args) => <Island {...args} data={{ simulations: [withCosts] }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByLabelText('Kwota kredytu (zł)')).toHaveValue(formatAmount(400_000)),
    );
    const start = canvas.getByRole('button', { name: 'Rozpocznij symulację' });
    await waitFor(() => expect(start).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.click(start);
    const card = await canvas.findByRole('region', { name: 'Wyniki simulacji' });
    await expect(await within(card).findByText('RRSO z kosztami')).toBeVisible();
    await expect(within(card).getByText('Całkowity koszt kredytu')).toBeVisible();
  },
};
