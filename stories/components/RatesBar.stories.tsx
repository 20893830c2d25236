import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RatesBar } from '../../ui/components/RatesBar/RatesBar';
import { PHONE } from '../viewports';
import { choice } from '../controls';

const meta = {
  title: 'Components/RatesBar',
  component: RatesBar,
  args: {
    referenceRate: { value: 4, effectiveFrom: '2025-12-04' },
    cpi: { value: 2.1, month: 'luty', year: 2026 },
  },
  decorators: [
    (Story) => (
      <div style={{ background: '#0d2b55', padding: 8 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Wskaźniki w nagłówku: stopa referencyjna NBP i inflacja CPI r/r. `null` (kanał nie odpowiada) ukrywa pozycję bez komunikatu o błędzie, `undefined` to wczytywanie; miejsce jest zarezerwowane od początku, więc nic pod spodem się nie przesuwa. Gdy inflacja przychodzi przed stopą, miejsce stopy zostaje puste (także gdy jej kanał nie odpowie), więc inflacja się nie przesuwa.',
      },
    },
  },
  argTypes: {
    referenceRate: choice({
      '4% od 2025-12-04': { value: 4, effectiveFrom: '2025-12-04' },
      wczytywanie: undefined,
      'kanał nie działa': null,
    }),
    cpi: choice({
      '2,1% (luty 2026)': { value: 2.1, month: 'luty', year: 2026 },
      wczytywanie: undefined,
      'kanał nie działa': null,
    }),
  },
} satisfies Meta<typeof RatesBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BothValues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Stopa referencyjna NBP: 4,00%')).toBeVisible();
    await expect(canvas.getByText('Inflacja CPI r/r (luty 2026): 2,1%')).toBeVisible();
  },
};

export const OnlyReferenceRate: Story = {
  args: { cpi: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1);
    await expect(canvasElement).not.toHaveTextContent('CPI');
  },
};

export const OnlyCpi: Story = {
  args: { referenceRate: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByText('Inflacja CPI r/r (luty 2026): 2,1%')).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('Stopa referencyjna');
  },
};

export const NoValues: Story = {
  args: { referenceRate: null, cpi: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
    await expect(canvasElement).not.toHaveTextContent('NaN');
  },
};

/** Nothing has answered yet: no figure, and nothing shown in their place. */
export const Loading: Story = {
  args: { referenceRate: undefined, cpi: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
    await expect(canvasElement).not.toHaveTextContent('NaN');
  },
};

export const Mobile: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Stopa referencyjna NBP: 4,00%')).toBeVisible();
    await expect(canvas.getByText('Inflacja CPI r/r (luty 2026): 2,1%')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/**
 * The CPI's feed answered first: the rate's place is kept, empty and hidden from screen readers,
 * so the CPI does not move (down a line on a phone) when the rate arrives in front of it, nor back
 * if the rate's feed fails (Only Cpi).
 */
export const CpiBeforeRate: Story = {
  ...PHONE,
  args: { referenceRate: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    const cpi = canvas.getByText(/^Inflacja CPI/).getBoundingClientRect();
    const list = canvas.getByRole('list').getBoundingClientRect();
    // On the second line, where it stays once the rate is shown above it.
    await expect(cpi.top).toBeGreaterThan(list.top);
  },
};
