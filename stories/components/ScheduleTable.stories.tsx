import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SCHEDULE_VIEWS, ScheduleTable } from '../../ui/components/ScheduleTable/ScheduleTable';
import { formatMoney, type RepaymentPlan, type Simulation } from '../../ui/domain';
import { scheduleOf } from '../../ui/domain/schedule';
import { mobileWidth } from '../decorators';
import { annuity, decreasing, sampleSimulation } from '../fixtures';
import { NO_CONTROL, radio } from '../controls';

/** The fixture's plan; every fixture here has one. */
function planOf(simulation: Simulation): RepaymentPlan {
  const plan = simulation.result?.repaymentPlan;
  if (plan === undefined) throw new Error('The fixture has no plan.');
  return plan;
}

/** Waits for the rows: after the first screenful, the rest follow in short steps. */
async function rowsRendered(canvasElement: HTMLElement, count: number) {
  // The rows after the first screenful follow a step per frame: on a loaded machine, seconds.
  await waitFor(() => expect(within(canvasElement).getAllByRole('row')).toHaveLength(count), {
    timeout: 10_000,
  });
}

/** The table's props for a run, as the report builds them. */
function argsFor(simulation: Simulation) {
  const { schedule, columns, totals } = scheduleOf(simulation);
  if (totals === null) throw new Error('The fixture has no plan.');
  return { rows: schedule.rows, columns, totals };
}

const meta = {
  title: 'Components/ScheduleTable',
  component: ScheduleTable,
  args: argsFor(annuity),
  parameters: {
    docs: {
      description: {
        component:
          'Harmonogram spłaty ze specyfikacji: maks. 440 px wysokości z przyklejonym nagłówkiem, kolumny z modelu harmonogramu i wiersz SUMA; przełącznik miesięcznie/rocznie. Na telefonie kolumny przewijają się w poziomie wewnątrz ramki.',
      },
    },
  },
  argTypes: {
    initialView: radio(SCHEDULE_VIEWS),
    rows: NO_CONTROL,
    columns: NO_CONTROL,
    totals: NO_CONTROL,
  },
} satisfies Meta<typeof ScheduleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Annuity300Rows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plan = planOf(annuity);
    await expect(canvas.getByRole('table', { name: /Harmonogram spłaty hipoteki/ })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Nr raty',
      'Rata całkowita',
      'Część kapitałowa',
      'Część odsetkowa',
      'Pozostały dług',
    ]);
    await rowsRendered(canvasElement, 302);
    const last = canvas.getByRole('rowheader', { name: '300' }).closest('tr');
    if (last === null) throw new Error('Instalment 300 is missing.');
    await expect(within(last).getAllByRole('cell').at(-1)).toHaveTextContent(/^0,00\szł$/);
    const suma = canvas.getByRole('rowheader', { name: 'SUMA' }).closest('tr');
    if (suma === null) throw new Error('The SUMA row is missing.');
    await expect(
      within(suma)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      formatMoney(plan.totalRepayment),
      formatMoney(plan.totalRepaymentRate),
      formatMoney(plan.totalInterestPayment),
      formatMoney(plan.remainingDebt),
    ]);
  },
};

/** Scrolled half way: the header row stays at the top of the box (spec point 2). */
export const ScrolledHeaderSticks: Story = {
  args: argsFor(sampleSimulation(1_200_000, 6.5, 40, 'ANNUITY', 2)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsRendered(canvasElement, 482);
    const region = canvas.getByRole('region', { name: 'Harmonogram spłaty hipoteki' });
    const header = canvas.getByRole('columnheader', { name: 'Część odsetkowa' });
    const before = header.getBoundingClientRect().top;
    region.scrollTop = 7000;
    await new Promise(requestAnimationFrame);
    await expect(region.scrollTop).toBeGreaterThan(6000);
    await expect(header.getBoundingClientRect().top).toBeCloseTo(before, 0);
    await expect(
      canvas.getByRole('rowheader', { name: '1' }).getBoundingClientRect().bottom,
    ).toBeLessThan(region.getBoundingClientRect().top);
  },
};

/**
 * Printing right after the report opens, before the rows after the first screenful have followed:
 * every row is drawn before the page is laid out for paper.
 */
export const WholeScheduleForPrint: Story = {
  play: async ({ canvasElement }) => {
    const rows = () => canvasElement.querySelectorAll('table[data-view="monthly"] tbody tr').length;
    const total = planOf(annuity).entries.length;
    await expect(rows()).toBeLessThan(total);
    window.dispatchEvent(new Event('beforeprint'));
    await expect(rows()).toBe(total);
  },
};

export const Decreasing: Story = {
  args: argsFor(decreasing),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 400 000 zł over 300 months at 8 %: 1 333,33 of principal and 2 666,67 of interest first.
    const first = canvas.getByRole('rowheader', { name: '1' }).closest('tr');
    if (first === null) throw new Error('Instalment 1 is missing.');
    await expect(
      within(first)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    ).toEqual([formatMoney(4000), formatMoney(1333.33), formatMoney(2666.67)]);
  },
};

export const Empty: Story = {
  args: { ...argsFor(annuity), rows: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Harmonogram nie zawiera żadnych rat.'),
    ).toBeVisible();
  },
};

/** The region is focusable, so the keyboard can scroll it. */
export const KeyboardFocus: Story = {
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', {
      name: 'Harmonogram spłaty hipoteki',
    });
    region.focus();
    await expect(region).toHaveFocus();
  },
};

export const Mobile: Story = {
  decorators: [mobileWidth],
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', {
      name: 'Harmonogram spłaty hipoteki',
    });
    // The columns scroll inside the box; the 360 px column itself does not overflow.
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const column = canvasElement.firstElementChild;
    if (!(column instanceof HTMLElement)) throw new Error('The mobile column is missing.');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    // Scrolled sideways, the instalment numbers stay pinned on the left.
    const number = within(region).getByRole('rowheader', { name: '1' });
    const left = number.getBoundingClientRect().left;
    region.scrollLeft = 200;
    await new Promise(requestAnimationFrame);
    await expect(region.scrollLeft).toBeGreaterThan(100);
    await expect(number.getBoundingClientRect().left).toBeCloseTo(left, 0);
  },
};

/** The yearly view on a phone: 25 years in the same 360 px box, the columns scrolling sideways. */
export const YearlyMobile: Story = {
  args: { initialView: 'yearly' },
  decorators: [mobileWidth],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Rocznie' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Rok kredytu',
      'Suma rat',
      'Kapitał',
      'Odsetki',
      'Dług na koniec roku',
    ]);
    // 25 years between the header and SUMA.
    await rowsRendered(canvasElement, 27);
    const last = canvas.getByRole('rowheader', { name: '25' }).closest('tr');
    if (last === null) throw new Error('Year 25 is missing.');
    await expect(within(last).getAllByRole('cell').at(-1)).toHaveTextContent(/^0,00\szł$/);
    const suma = canvas.getByRole('rowheader', { name: 'SUMA' }).closest('tr');
    if (suma === null) throw new Error('The SUMA row is missing.');
    await expect(within(suma).getAllByRole('cell')[0]?.textContent).toBe(
      formatMoney(planOf(annuity).totalRepayment),
    );
    const region = canvas.getByRole('region', { name: 'Harmonogram spłaty hipoteki' });
    // As in the monthly view: the box scrolls sideways, the 360 px column does not overflow.
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const column = canvasElement.firstElementChild;
    if (!(column instanceof HTMLElement)) throw new Error('The mobile column is missing.');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};
