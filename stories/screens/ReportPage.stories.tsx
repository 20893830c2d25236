import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { createMemoryDataSource, type MemoryDataSourceOptions } from '../../ui/data';
import { HOME_HREF, reportHref } from '../../ui/domain';
import { SITE_COPY } from '../../ui/domain/copy';
import { DataSourceProvider } from '../../ui/hooks/DataSourceContext';
import { SimulationDetail } from '../../ui/islands/SimulationDetail';
import { NO_CONTROL, TEXT } from '../controls';
import { DATA_STATE_ARG_TYPES, withDataStates, type DataStates } from '../dataStates';
import { withCosts, withOverpayments } from '../fixtures';
import { NeedsJavaScript, PageFrame } from '../siteFrame';
import { atWidth } from './widths';
import { deferredPartsDrawn } from '../deferredParts';

interface Args extends DataStates {
  /** The runs saved in this browser. */
  data: MemoryDataSourceOptions;
  /** The report's address: `/symulacja/{id}`. */
  pathname: string;
}

/** `/symulacja/{id}` as site/pages/symulacja/index.astro builds it. */
function ReportPage({ data, pathname, feedsFail, storageFull, loading, noIndexedDb }: Args) {
  const source = useMemo(
    () =>
      createMemoryDataSource(
        withDataStates(data, { feedsFail, storageFull, loading, noIndexedDb }),
      ),
    [data, feedsFail, storageFull, loading, noIndexedDb],
  );
  return (
    <DataSourceProvider value={source}>
      <PageFrame
        breadcrumb={[
          { label: SITE_COPY.homeCrumb, href: HOME_HREF },
          { label: SITE_COPY.pages.report.crumb },
        ]}
      >
        <NeedsJavaScript>
          <SimulationDetail pathname={pathname} />
        </NeedsJavaScript>
      </PageFrame>
    </DataSourceProvider>
  );
}

const meta = {
  title: 'Screens/Raport symulacji',
  component: ReportPage,
  tags: ['!autodocs'],
  args: {
    data: { simulations: [withOverpayments, withCosts] },
    pathname: reportHref(withOverpayments.id),
  },
  argTypes: { data: NO_CONTROL, pathname: TEXT, ...DATA_STATE_ARG_TYPES },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ReportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the report and every lazily drawn chart, so the screenshot holds them all. */
async function reportDrawn(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('heading', { level: 1, name: /^Symulacja: / });
  await deferredPartsDrawn(canvasElement);
  await waitFor(
    () => {
      const charts = canvasElement.querySelectorAll('[data-chart-state]');
      void expect(charts.length).toBeGreaterThan(0);
      for (const chart of charts) void expect(chart).toHaveAttribute('data-chart-state', 'drawn');
    },
    { timeout: 10_000 },
  );
}

/** A saved run with overpayments: every block of the report, the header's figures above. */
const filled: Story = {
  // The screen's layout at each width is what only pixels show; the other states are its text.
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Inflacja CPI r\/r/);
    await reportDrawn(canvasElement);
  },
};

/** The feeds are down: the header has no figures, and Koszt realny falls back to the NBP target. */
const failing: Story = {
  args: { feedsFail: true },
  play: async ({ canvasElement }) => {
    await reportDrawn(canvasElement);
    await expect(canvasElement.querySelector('header li')).toBeNull();
    await expect(
      within(canvasElement).getByText(
        'Odczyt GUS jest niedostępny, dlatego domyślnie przyjęto cel inflacyjny NBP: 2,5%.',
      ),
    ).toBeVisible();
  },
};

/**
 * The run is still being read: the spec's `Odczytywanie danych...` status. The pending report
 * holds a whole screen's height (so nothing moves when it arrives), which puts the rest of the
 * page below any viewport; the story shows, and its screenshot keeps, the first screen only.
 */
const loading: Story = {
  args: { loading: true },
  decorators: [
    (Story) => (
      <div style={{ height: '100vh', overflow: 'hidden' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('main')).toHaveTextContent(
      'Odczytywanie danych...',
    );
  },
};

export const Filled360 = atWidth(filled, 360, 6300);
export const Filled1280 = atWidth(filled, 1280, 4100);
export const Failing360 = atWidth(failing, 360, 6300);
export const Failing1280 = atWidth(failing, 1280, 4100);
export const Loading360 = atWidth(loading, 360, 780);
export const Loading1280 = atWidth(loading, 1280, 800);
