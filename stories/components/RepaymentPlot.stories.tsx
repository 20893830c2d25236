import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
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
