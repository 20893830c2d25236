import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createMemoryDataSource, type MemoryDataSourceOptions } from '../../ui/data';
import { DataSourceProvider } from '../../ui/hooks/DataSourceContext';
import { RatesBanner } from '../../ui/islands/RatesBanner';
import { NO_CONTROL } from '../controls';
import { DATA_STATE_ARG_TYPES, withDataStates, type DataStates } from '../dataStates';
import { PHONE } from '../viewports';

interface Args extends DataStates {
  data: MemoryDataSourceOptions;
}

function Island({ data, ...states }: Args) {
  return (
    <DataSourceProvider value={createMemoryDataSource(withDataStates(data, states))}>
      <div style={{ background: '#0d2b55', padding: 8, minHeight: 40 }}>
        <RatesBanner />
      </div>
    </DataSourceProvider>
  );
}

const meta = {
  title: 'Islands/RatesBanner',
  component: Island,
  args: { data: {} },
  argTypes: { data: NO_CONTROL, ...DATA_STATE_ARG_TYPES },
  parameters: {
    docs: {
      description: {
        component:
          'Wyspa wskaźników w nagłówku (strona główna i raport): stopa referencyjna NBP i inflacja CPI r/r, pobierane raz dziennie. Gdy kanał nie odpowiada, jego pozycja po prostu znika.',
      },
    },
  },
} satisfies Meta<typeof Island>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BothValues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Stopa referencyjna NBP: 3,75%')).toBeVisible();
    await expect(await canvas.findByText('Inflacja CPI r/r (luty 2026): 2,1%')).toBeVisible();
  },
};

export const FeedsFailed: Story = {
  args: { data: { referenceRate: null, cpiYearOverYear: null } },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(within(canvasElement).queryByRole('listitem')).toBeNull();
  },
};

export const OnlyCpi: Story = {
  args: { data: { referenceRate: null } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Inflacja CPI/)).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('Stopa referencyjna');
  },
};

/** The feeds have not answered yet: no figure, and nothing in its place. */
export const Loading: Story = {
  args: { data: { delayMs: Number.POSITIVE_INFINITY } },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(within(canvasElement).queryByRole('listitem')).toBeNull();
    await expect(canvasElement).not.toHaveTextContent('NaN');
  },
};

/** On a 360 px phone the two figures wrap onto their own lines inside the header. */
export const Mobile: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Inflacja CPI/)).toBeVisible();
  },
};
