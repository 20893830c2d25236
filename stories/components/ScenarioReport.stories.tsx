import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CostBreakdown } from '../../ui/components/CostBreakdown/CostBreakdown';
import { DebtChart } from '../../ui/components/DebtChart/DebtChart';
import { ScheduleTable } from '../../ui/components/ScheduleTable/ScheduleTable';
import { StressTest } from '../../ui/components/StressTest/StressTest';
import type { Simulation } from '../../ui/domain';
import { scheduleOf } from '../../ui/domain/schedule';
import { createSimulation } from '../../ui/domain/simulation';
import { withVariableRatePath } from '../../ui/domain/variableRate';
import { PHONE } from '../viewports';
import { annuity, variableRate, withCosts, withOverpayments } from '../fixtures';

/** WIBOR 3M 3,85 % + marża 2 pkt proc., held flat: a run with a recipe (issue 33). */
const formula = createSimulation(
  withVariableRatePath({
    loanAmount: 300_000,
    annualInterestRatePercent: 5.85,
    fixedInterestRate: false,
    loanTermYears: 25,
    mortgageType: 'ANNUITY',
    variableRate: { index: 'WIBOR_3M', marginPercent: 2, indexPercent: 3.85, mode: 'FLAT' },
  }),
  { id: 'sym-wskaznik', timestamp: Date.UTC(2026, 2, 5, 8, 0, 0) },
);

/** The report blocks a scenario adds, each on its own, for designers to review. */
const meta = {
  title: 'Components/ScenarioReport',
  parameters: {
    docs: {
      description: {
        component:
          'Bloki raportu, które dodaje scenariusz (nadpłaty, zmiany stóp, koszty), każdy osobno: wykres pozostałego długu, harmonogramy z dodatkowymi kolumnami, rozbicie kosztów i test wzrostu stóp. Ich własne strony: Components → CostBreakdown, DebtChart, StressTest.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function required(simulation: Simulation) {
  const { result } = simulation;
  if (result === undefined) throw new Error('The fixture has no result.');
  return { settings: simulation.settings, result };
}

function Schedule({ simulation, yearly = false }: { simulation: Simulation; yearly?: boolean }) {
  const { schedule, columns, totals } = scheduleOf(simulation);
  if (totals === null) return null;
  return (
    <ScheduleTable
      rows={schedule.rows}
      columns={columns}
      totals={totals}
      initialView={yearly ? 'yearly' : 'monthly'}
    />
  );
}

/** `Pozostały dług`: with and without the overpayments (issue 11). */
export const DebtWithAndWithoutOverpayments: Story = {
  parameters: { screenshot: true },
  render: () => <DebtChart {...required(withOverpayments)} />,
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-chart-state="drawn"]')).not.toBeNull(),
    );
    await expect(within(canvasElement).getByText('Bez nadpłat')).toBeVisible();
  },
};

/** The schedule of a run with overpayments and a fee: Nadpłata and Prowizja, each summed. */
export const ScheduleWithOverpayments: Story = {
  render: () => <Schedule simulation={withOverpayments} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Nadpłata' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Prowizja' })).toBeVisible();
  },
};

/** The schedule of a variable rate with a calendar: Miesiąc and Oprocentowanie. */
export const ScheduleWithRates: Story = {
  render: () => <Schedule simulation={variableRate} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'kwiecień 2026' })).toBeVisible();
    await expect(canvas.getAllByRole('cell', { name: '7,25%' }).length).toBeGreaterThan(0);
  },
};

/** The yearly view, with the same SUMA row as the monthly one. */
export const ScheduleByYear: Story = {
  render: () => <Schedule simulation={annuity} yearly />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(27);
    await userEvent.click(canvas.getByRole('button', { name: 'Miesięcznie' }));
    await expect(canvas.getByRole('columnheader', { name: 'Nr raty' })).toBeVisible();
  },
};

/** `Test wzrostu stóp` (issue 12). */
export const RateRiseStressTest: Story = {
  render: () => <StressTest {...required(variableRate)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Test wzrostu stóp' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    for (const rise of ['+1 pkt proc.', '+2,5 pkt proc.', '+5 pkt proc.']) {
      await expect(canvas.getByRole('rowheader', { name: rise })).toBeVisible();
    }
  },
};

/**
 * The borrower's own row, `Własny wzrost` (issue 33): −5 pkt proc. on WIBOR 3M 3,85 % + 2 pkt
 * proc. stops at a 0 % index, so the instalment is the one at the 2 % margin.
 */
export const OwnRiseOnFormula: Story = {
  render: () => <StressTest {...required(formula)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await userEvent.type(canvas.getByLabelText('Własny wzrost (pkt proc.)'), '-5');
    const row = await canvas.findByRole('rowheader', { name: 'Własny wzrost: -5 pkt proc.' });
    await expect(row).toBeVisible();
    // 300 000 zł at 2 % for 25 years: 1 271,56 zł a month.
    await expect(row.closest('tr')).toHaveTextContent(/1\s271,56\s+zł/);
    await expect(
      canvas.getByText(
        'Przy oprocentowaniu wskaźnik + marża zmiana dotyczy wskaźnika: marża zostaje, a wskaźnik nie spada poniżej 0%.',
      ),
    ).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Własny wzrost (pkt proc.)'));
    await userEvent.type(canvas.getByLabelText('Własny wzrost (pkt proc.)'), '11');
    await expect(await canvas.findByText('Podaj wzrost od -5 do +10 pkt proc.')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
};

/** Where the report keeps the own row with the run: what the borrower typed, null once cleared. */
const keepOwnRise = fn();

/**
 * A run that kept `Własny wzrost` (+2 pkt proc.) opens with its row; clearing the field removes
 * the row and hands on null, and each valid value typed is handed on to be kept.
 */
export const OwnRiseKept: Story = {
  render: () => {
    const { settings, result } = required(annuity);
    return (
      <StressTest
        settings={{ ...settings, stressOwnPercent: 2 }}
        result={result}
        onOwnRiseChange={keepOwnRise}
      />
    );
  },
  play: async ({ canvasElement }) => {
    keepOwnRise.mockClear();
    const canvas = within(canvasElement);
    const own = canvas.getByLabelText('Własny wzrost (pkt proc.)');
    await expect(own).toHaveValue('2');
    await expect(
      canvas.getByRole('rowheader', { name: 'Własny wzrost: +2 pkt proc.' }),
    ).toBeVisible();
    await userEvent.clear(own);
    await expect(keepOwnRise).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByRole('rowheader', { name: /^Własny wzrost:/ })).toBeNull();
    await userEvent.type(own, '2,5');
    await expect(keepOwnRise).toHaveBeenLastCalledWith(2.5);
    // Out of range: nothing more is kept, and the row goes.
    await userEvent.clear(own);
    await userEvent.type(own, '11');
    await expect(keepOwnRise).toHaveBeenLastCalledWith(1);
    await expect(canvas.queryByRole('rowheader', { name: /^Własny wzrost:/ })).toBeNull();
  },
};

/** The cost breakdown with each item's share (issue 13). */
export const CostsBreakdown: Story = {
  render: () => <CostBreakdown {...required(withCosts)} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('rowheader', { name: 'Prowizja' })).toBeVisible();
  },
};

export const StressTestMobile: Story = {
  render: () => <StressTest {...required(annuity)} />,
  ...PHONE,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(4);
    // The table fits the phone, or scrolls in its own box: the page never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
