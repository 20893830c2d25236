import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { WaitForScreen } from '../../ui/runtime/nearScreen';
import RepaymentPlot from '../../ui/components/RepaymentChart/RepaymentPlot';
import { numberEntries } from '../../ui/domain/schedule';
import { PHONE } from '../viewports';
import { annuity, decreasing } from '../fixtures';
import { BOOLEAN, NO_CONTROL } from '../controls';

/** The bare uPlot canvas that RepaymentChart loads lazily; the frame's stories cover the rest. */
const meta = {
  title: 'Components/RepaymentPlot',
  component: RepaymentPlot,
  args: { rows: numberEntries(annuity.result?.repaymentPlan.entries ?? []).rows },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-chart-state="drawn"]')).not.toBeNull(),
    );
    // Drawn across its box's whole width, at the spec's 400 px.
    const box = canvasElement.querySelector('[data-chart-state]')?.getBoundingClientRect();
    const canvas = canvasElement.querySelector('.uplot canvas')?.getBoundingClientRect();
    await expect(canvas?.height).toBe(400);
    await expect(canvas?.width).toBeCloseTo(box?.width ?? 0, 0);
  },
  parameters: {
    docs: {
      description: {
        component:
          'Sam wykres uPlot z RepaymentChart, bez tytułu i opisu; ładowany leniwie, kolory czyta ze zmiennych CSS motywu.',
      },
    },
  },
  argTypes: {
    showRate: BOOLEAN,
    rows: NO_CONTROL,
  },
} satisfies Meta<typeof RepaymentPlot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Annuity: Story = {};

export const Decreasing: Story = {
  args: { rows: numberEntries(decreasing.result?.repaymentPlan.entries ?? []).rows },
};

export const Empty: Story = { args: { rows: [] } };

export const Mobile: Story = { ...PHONE };

/**
 * Outside Storybook a chart far below the screen waits, ready (`data-chart-state="waiting"`), and
 * is drawn once the borrower scrolls within half a screen of it. Storybook's other stories draw
 * every chart at once, so their screenshots show them.
 */
export const WaitsBelowTheScreen: Story = {
  render: (args) => (
    <WaitForScreen value>
      <div style={{ height: '300vh' }} />
      <RepaymentPlot {...args} />
    </WaitForScreen>
  ),
  play: async ({ canvasElement }) => {
    const state = () =>
      canvasElement.querySelector('[data-chart-state]')?.getAttribute('data-chart-state');
    await waitFor(() => expect(state()).toBe('waiting'));
    await expect(canvasElement.querySelector('canvas')).toBeNull();
    canvasElement.querySelector('[data-chart-state]')?.scrollIntoView();
    await waitFor(() => expect(state()).toBe('drawn'));
  },
};
