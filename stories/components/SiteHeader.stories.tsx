import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, within } from 'storybook/test';
import { SiteHeader } from '../../ui/components/SiteHeader/SiteHeader';
import { createMemoryDataSource } from '../../ui/data';
import { DataSourceProvider } from '../../ui/hooks/DataSourceContext';
import { RatesBanner } from '../../ui/islands/RatesBanner';
import { SideMenu } from '../../ui/islands/SideMenu';
import { BOOLEAN, NO_CONTROL } from '../controls';
import { DATA_STATE_ARG_TYPES, withDataStates, type DataStates } from '../dataStates';
import { ARTICLES, MENU_LINKS } from '../siteFrame';
import { PHONE } from '../viewports';

type Args = Parameters<typeof SiteHeader>[0] & DataStates;

const meta = {
  title: 'Components/SiteHeader',
  component: SiteHeader,
  // On `/` and `/symulacja/*` the header holds two islands; here they read an in-memory source.
  render: function Render({ feedsFail, storageFull, loading, noIndexedDb, ...args }: Args) {
    const source = useMemo(
      () =>
        createMemoryDataSource(
          withDataStates({}, { feedsFail, storageFull, loading, noIndexedDb }),
        ),
      [feedsFail, storageFull, loading, noIndexedDb],
    );
    return (
      <DataSourceProvider value={source}>
        <SiteHeader
          {...args}
          banner={args.interactive ? <RatesBanner /> : undefined}
          menu={args.interactive ? <SideMenu links={MENU_LINKS} /> : undefined}
        />
      </DataSourceProvider>
    );
  },
  args: { interactive: true, articles: ARTICLES },
  argTypes: {
    interactive: BOOLEAN,
    articles: NO_CONTROL,
    banner: NO_CONTROL,
    menu: NO_CONTROL,
    ...DATA_STATE_ARG_TYPES,
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Nagłówek każdej strony: nazwa serwisu, a na stronie głównej i w raporcie wskaźniki NBP i GUS (wyspa RatesBanner) oraz przycisk Menu (wyspa SideMenu). Strony statyczne (artykuły, polityka prywatności, 404) mają zamiast nich zwykłą nawigację i zero JavaScriptu: Astro renderuje ten komponent do HTML przy budowaniu, a wyspy wkłada w jego gniazda `banner` i `menu`.',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Interactive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Stopa referencyjna NBP/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
  },
};

/** The feeds are down: no figures and no message about them, the Menu as always. */
export const FeedsDown: Story = {
  args: { feedsFail: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(canvas.queryByRole('listitem')).toBeNull();
    await expect(canvasElement).not.toHaveTextContent('Stopa referencyjna');
  },
};

export const Static: Story = {
  args: { interactive: false },
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Nawigacja główna' });
    // The simulator, the capacity page, the planner, the schedule check, the articles and the
    // privacy policy.
    await expect(within(nav).getAllByRole('link')).toHaveLength(ARTICLES.length + 5);
    await expect(within(nav).getByRole('link', { name: 'Zdolność kredytowa' })).toHaveAttribute(
      'href',
      '/zdolnosc-kredytowa',
    );
    await expect(within(nav).getByRole('link', { name: 'Refinansowanie' })).toHaveAttribute(
      'href',
      '/refinansowanie',
    );
    await expect(within(nav).getByRole('link', { name: 'Sprawdź harmonogram' })).toHaveAttribute(
      'href',
      '/sprawdz-harmonogram',
    );
  },
};

/** On a phone the figures take a row of their own, under the name and the Menu. */
export const Mobile: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Inflacja CPI/)).toBeVisible();
  },
};

export const StaticMobile: Story = {
  args: { interactive: false },
  ...PHONE,
  parameters: { screenshot: true },
};
