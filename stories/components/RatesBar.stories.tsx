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
          'Wskaźniki w nagłówku: stopa referencyjna NBP i inflacja CPI r/r. `null` (kanał nie odpowiada) ukrywa pozycję bez komunikatu o błędzie, `undefined` to wczytywanie; miejsce jest zarezerwowane od początku, więc nic pod spodem się nie przesuwa.',
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

export const OnlyCpi: Story = { args: { referenceRate: null } };

export const NoValues: Story = {
  args: { referenceRate: null, cpi: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
    await expect(canvasElement).not.toHaveTextContent('NaN');
  },
};

export const Loading: Story = { args: { referenceRate: undefined, cpi: undefined } };

export const Mobile: Story = { ...PHONE };
