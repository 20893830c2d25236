import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryDataSource, type MemoryDataSourceOptions } from '../../ui/data';
import { SITE_COPY, TABLE_COPY } from '../../ui/domain/copy';
import { DataSourceProvider } from '../../ui/hooks/DataSourceContext';
import { HomeSimulator, SAVE_ERROR_QUOTA } from '../../ui/islands/HomeSimulator';
import { NO_CONTROL } from '../controls';
import { DATA_STATE_ARG_TYPES, withDataStates, type DataStates } from '../dataStates';
import { annuity, decreasing, withCosts } from '../fixtures';
import { NeedsJavaScript, PageFrame } from '../siteFrame';
import { atWidth } from './widths';

interface Args extends DataStates {
  /** The runs already saved in this browser. */
  data: MemoryDataSourceOptions;
}

/** `/` as site/pages/index.astro builds it, on an in-memory source in the chosen state. */
function HomePage({ data, feedsFail, storageFull, loading, noIndexedDb }: Args) {
  const source = useMemo(
    () =>
      createMemoryDataSource(
        withDataStates(data, { feedsFail, storageFull, loading, noIndexedDb }),
      ),
    [data, feedsFail, storageFull, loading, noIndexedDb],
  );
  return (
    <DataSourceProvider value={source}>
      <PageFrame breadcrumb={[{ label: SITE_COPY.homeCrumb }]}>
        <h1>{SITE_COPY.pages.home.heading}</h1>
        <NeedsJavaScript>
          <HomeSimulator navigate={fn()} />
        </NeedsJavaScript>
      </PageFrame>
    </DataSourceProvider>
  );
}

const meta = {
  title: 'Screens/Strona główna',
  component: HomePage,
  // Whole pages: a Docs page would squeeze them into its column; each story is its own page.
  tags: ['!autodocs'],
  args: { data: { simulations: [annuity, decreasing, withCosts] } },
  argTypes: { data: NO_CONTROL, ...DATA_STATE_ARG_TYPES },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types a run into the form and starts it, as a visitor would. */
async function simulate(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Kwota kredytu (zł)'), '300000');
  await userEvent.type(canvas.getByLabelText('Oprocentowanie RRSO (%)'), '7,25');
  await userEvent.type(canvas.getByLabelText('Okres kredytowania (lata)'), '25');
  await userEvent.click(canvas.getByRole('button', { name: 'Rozpocznij symulację' }));
  await canvas.findByRole('region', { name: 'Wyniki simulacji' });
}

/** A first visit: nothing saved yet, the banner's two figures in the header. */
const empty: Story = {
  args: { data: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Nie wykonano jeszcze żadnych symulacji/);
    await canvas.findByText(/Inflacja CPI r\/r/);
  },
};

/** A run just made, on top of three saved ones: the result card and the table. */
const filled: Story = {
  // The screen's layout at each width is what only pixels show; the other states are its text.
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: annuity.label });
    await within(canvasElement).findByText(/Inflacja CPI r\/r/);
    await simulate(canvasElement);
  },
};

/** The feeds are down and the storage is full: no figures in the header, the run not saved. */
const failing: Story = {
  args: { feedsFail: true, storageFull: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: annuity.label });
    await simulate(canvasElement);
    await expect(await within(canvasElement).findByText(SAVE_ERROR_QUOTA)).toBeVisible();
    await expect(canvasElement.querySelector('header li')).toBeNull();
  },
};

/** Nothing has arrived yet: the saved runs are being read, the header keeps the banner's room. */
const loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(TABLE_COPY.loading)).toBeVisible();
    await expect(canvas.queryByText(TABLE_COPY.empty)).toBeNull();
    await expect(canvasElement.querySelector('header li')).toBeNull();
  },
};

/**
 * On a phone a row's delete is in its `Więcej akcji` menu (issue 31): the item opens the same
 * confirmation, whose `Anuluj` brings the focus back to the row's menu button, and `Usuń`
 * deletes the run and leaves the focus on the table.
 */
const deleteFromTheRowMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: decreasing.label });
    const more = () => canvas.getByRole('button', { name: `Więcej akcji: ${decreasing.label}` });
    const chooseDelete = async () => {
      more().focus();
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('menu');
      await waitFor(() =>
        expect(screen.getByRole('menuitem', { name: 'Użyj jako punkt wyjścia' })).toHaveFocus(),
      );
      await userEvent.keyboard('{ArrowDown}{Enter}');
      return screen.findByRole('alertdialog', { name: 'Potwierdzenie usunięcia' });
    };
    await chooseDelete();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Anuluj' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(more()).toHaveFocus());
    await expect(canvas.getByRole('link', { name: decreasing.label })).toBeInTheDocument();

    await chooseDelete();
    await userEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    await waitFor(() =>
      expect(canvas.queryByRole('link', { name: decreasing.label })).not.toBeInTheDocument(),
    );
    // The row has gone with its button: the focus is on the table's box, not the page's top.
    await waitFor(() =>
      expect(
        document.activeElement?.contains(
          canvas.getByRole('region', { name: TABLE_COPY.scrollRegion }),
        ),
      ).toBe(true),
    );
  },
};

export const Empty360 = atWidth(empty, 360, 2400);
export const Empty1280 = atWidth(empty, 1280, 1450);
export const Filled360 = atWidth(filled, 360, 3200);
export const Filled1280 = atWidth(filled, 1280, 2100);
export const Failing360 = atWidth(failing, 360, 3050);
export const Failing1280 = atWidth(failing, 1280, 1950);
export const Loading360 = atWidth(loading, 360, 2350);
export const Loading1280 = atWidth(loading, 1280, 1450);
export const DeleteFromTheRowMenu360 = atWidth(deleteFromTheRowMenu, 360, 2400);
