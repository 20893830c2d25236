import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  createMemoryDataSource,
  StorageQuotaError,
  type DataSource,
  type MemoryDataSourceOptions,
} from '../../ui/data';
import { DataSourceProvider } from '../../ui/hooks/DataSourceContext';
import { SharedBanner } from '../../ui/islands/SharedBanner';
import { BOOLEAN, NO_CONTROL, TEXT } from '../controls';
import { decreasing } from '../fixtures';
import { quietConsole } from '../quietConsole';

/** The id a saved copy of the shared run takes (`sharedRunId` makes such ids from the link). */
const SAVED_ID = 'link-przyklad';
/** A copy saved here before: a reload, or another tab. */
const SAVED_COPY = { ...decreasing, id: SAVED_ID };

/** Gives the banner an in-memory source built from the story's `memory` parameter. */
function MemoryData({
  options,
  children,
}: {
  options: MemoryDataSourceOptions;
  children: ReactNode;
}) {
  // One source per story: a new one on each render would restart the lookup.
  const source = useMemo(() => createMemoryDataSource(options), [options]);
  return <DataSourceProvider value={source}>{children}</DataSourceProvider>;
}

const withMemoryData: Decorator = (Story, { parameters }) => (
  <MemoryData options={(parameters['memory'] ?? {}) as MemoryDataSourceOptions}>
    <Story />
  </MemoryData>
);

const meta = {
  title: 'Islands/SharedBanner',
  component: SharedBanner,
  decorators: [withMemoryData],
  args: { simulation: decreasing, recomputed: false, savedId: SAVED_ID },
  argTypes: { simulation: NO_CONTROL, recomputed: BOOLEAN, savedId: TEXT },
  parameters: {
    memory: {} satisfies MemoryDataSourceOptions,
    docs: {
      description: {
        component:
          'Baner raportu otwartego z udostępnionego linku: mówi, że nic nie zapisano w tej przeglądarce, i daje `Zapisz w tej przeglądarce`, albo że symulacja jest zapisana (teraz albo wcześniej, np. w innej karcie), z linkiem do jej raportu. Zapisany raz link nie zapisuje się drugi raz.',
      },
    },
  },
} satisfies Meta<typeof SharedBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const banner = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Symulacja z udostępnionego linku' });

/** Not saved here: the banner says so and offers to save; nothing is saved until then. */
export const NotSaved: Story = {
  play: async ({ canvasElement }) => {
    const region = within(banner(canvasElement));
    await expect(
      await region.findByText('Nic nie zostało zapisane w tej przeglądarce.'),
    ).toBeVisible();
    await expect(
      region.getByText('Ten raport przeliczono z ustawień zapisanych w linku.'),
    ).toBeVisible();
    await expect(region.getByRole('button', { name: 'Zapisz w tej przeglądarce' })).toBeEnabled();
    await expect(region.getByRole('status')).toBeEmptyDOMElement();
    await expect(region.queryByRole('link')).toBeNull();
  },
};

/** The lookup has not answered yet: no claim either way, and no button to save twice. */
export const Checking: Story = {
  parameters: { memory: { delayMs: Number.POSITIVE_INFINITY } },
  play: async ({ canvasElement }) => {
    const region = within(banner(canvasElement));
    await expect(region.queryByRole('button')).toBeNull();
    await expect(region.queryByText('Nic nie zostało zapisane w tej przeglądarce.')).toBeNull();
    await expect(region.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The source behind SaveHere and SavedInAnotherTab, reset before each. */
let tabSource: DataSource = createMemoryDataSource();

/** Saved on request: announced, with the saved report's address, and kept under the link's id. */
export const SaveHere: Story = {
  beforeEach: () => {
    tabSource = createMemoryDataSource();
  },
  render: (args) => (
    <DataSourceProvider value={tabSource}>
      <SharedBanner {...args} />
    </DataSourceProvider>
  ),
  play: async ({ canvasElement }) => {
    const region = within(banner(canvasElement));
    await userEvent.click(await region.findByRole('button', { name: 'Zapisz w tej przeglądarce' }));
    await waitFor(() =>
      expect(region.getByRole('status')).toHaveTextContent(
        'Zapisano symulację w tej przeglądarce.',
      ),
    );
    await expect(region.getByRole('link', { name: 'Otwórz zapisany raport' })).toHaveAttribute(
      'href',
      '/symulacja/link-przyklad',
    );
    await expect(region.queryByRole('button')).toBeNull();
    await expect(region.queryByText('Nic nie zostało zapisane w tej przeglądarce.')).toBeNull();
    // The copy keeps the time the run was made, under the link's id.
    await expect(await tabSource.getSimulation(SAVED_ID)).toMatchObject({
      id: SAVED_ID,
      timestamp: decreasing.timestamp,
      label: decreasing.label,
    });
  },
};

/** Saved here before (a reload): the banner says so at once and offers no second save. */
export const SavedBefore: Story = {
  parameters: { memory: { simulations: [SAVED_COPY] } },
  play: async ({ canvasElement }) => {
    const region = within(banner(canvasElement));
    await waitFor(() =>
      expect(region.getByRole('status')).toHaveTextContent(
        'Ta symulacja jest już zapisana w tej przeglądarce.',
      ),
    );
    await expect(region.getByRole('link', { name: 'Otwórz zapisany raport' })).toHaveAttribute(
      'href',
      '/symulacja/link-przyklad',
    );
    await expect(region.queryByRole('button')).toBeNull();
    await expect(region.queryByText('Nic nie zostało zapisane w tej przeglądarce.')).toBeNull();
  },
};

/**
 * Another tab saves the run, then deletes it: the banner follows each time, without a reload,
 * and offers the save again once the copy is gone.
 */
export const SavedInAnotherTab: Story = {
  beforeEach: () => {
    tabSource = createMemoryDataSource();
  },
  render: (args) => (
    <DataSourceProvider value={tabSource}>
      <SharedBanner {...args} />
    </DataSourceProvider>
  ),
  play: async ({ canvasElement }) => {
    const region = within(banner(canvasElement));
    await region.findByRole('button', { name: 'Zapisz w tej przeglądarce' });
    await tabSource.addSimulation(SAVED_COPY);
    await waitFor(() =>
      expect(region.getByRole('status')).toHaveTextContent(
        'Ta symulacja jest już zapisana w tej przeglądarce.',
      ),
    );
    await expect(region.queryByRole('button')).toBeNull();
    await tabSource.deleteSimulation(SAVED_ID);
    await expect(
      await region.findByRole('button', { name: 'Zapisz w tej przeglądarce' }),
    ).toBeVisible();
    await expect(region.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The browser's storage is full: the save fails, says so, and can be tried again. */
export const SaveFailed: Story = {
  parameters: { memory: { failSavesWith: new StorageQuotaError() } },
  beforeEach: quietConsole('warn'),
  play: async ({ canvasElement }) => {
    const region = within(banner(canvasElement));
    await userEvent.click(await region.findByRole('button', { name: 'Zapisz w tej przeglądarce' }));
    await waitFor(() =>
      expect(region.getByRole('status')).toHaveTextContent(
        'Nie udało się zapisać symulacji w tej przeglądarce.',
      ),
    );
    await expect(region.getByRole('button', { name: 'Zapisz w tej przeglądarce' })).toBeEnabled();
    await expect(region.queryByRole('link')).toBeNull();
  },
};

/** A link made under an older engine convention: the banner says the figures were recomputed. */
export const Recomputed: Story = {
  args: { recomputed: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(banner(canvasElement)).getByText(
        'Link powstał we wcześniejszej wersji symulatora, więc wyniki przeliczono według obecnych zasad obliczeń.',
      ),
    ).toBeVisible();
  },
};

/** Without the flag, the banner does not claim a recomputation. */
export const NotRecomputed: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(banner(canvasElement)).queryByText(/^Link powstał we wcześniejszej wersji/),
    ).toBeNull();
  },
};
