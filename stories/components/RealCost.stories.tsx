import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LatestCpiContext, type LatestCpi } from '../../ui/components/RealCost/latestCpi';
import { INFLATION_MODES, RealCost } from '../../ui/components/RealCost/RealCost';
import { createSimulation, formatMoney, type Simulation } from '../../ui/domain';
import { annuity } from '../fixtures';
import { wholePage } from '../viewports';
import { NO_CONTROL, radio } from '../controls';

/** Provides the CPI of the story's `cpi` parameter, as the report page's island would. */
const withCpi: Decorator = (Story, { parameters }) => (
  <LatestCpiContext value={parameters['cpi'] as LatestCpi}>
    <Story />
  </LatestCpiContext>
);

function planOf(simulation: Simulation) {
  const plan = simulation.result?.repaymentPlan;
  if (plan === undefined) throw new Error('The fixture has no plan.');
  return plan;
}

/** The 25-year annuity with its first instalment in January 2021. */
const from2021 = createSimulation(
  { ...annuity.settings, firstInstalmentMonth: '2021-01' },
  { id: 'od-2021', timestamp: annuity.timestamp },
);

const FEBRUARY_2026: LatestCpi = { value: 2.1, month: 'luty', year: 2026 };

const meta = {
  title: 'Components/RealCost',
  component: RealCost,
  decorators: [withCpi],
  args: { plan: planOf(annuity), settings: annuity.settings },
  parameters: {
    docs: {
      description: {
        component:
          'Koszt realny w raporcie: każda rata w dzisiejszych złotych przy stałej inflacji (domyślnie CPI r/r z nagłówka, inaczej cel NBP) albo inflacji historycznej GUS od wybranego miesiąca.',
      },
    },
    cpi: FEBRUARY_2026,
    ...wholePage(1024, 1400).parameters,
  },
  globals: wholePage(1024, 1400).globals,
  argTypes: {
    initialMode: radio(INFLATION_MODES),
    plan: NO_CONTROL,
    settings: NO_CONTROL,
  },
} satisfies Meta<typeof RealCost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text as jest-dom compares it: every run of whitespace, NBSPs included, as one space. */
function plain(text: string): string {
  return text.replace(/\s+/g, ' ');
}

async function chartDrawn(canvasElement: HTMLElement) {
  await waitFor(
    () => expect(canvasElement.querySelector('[data-chart-state="drawn"]')).not.toBeNull(),
    { timeout: 5000 },
  );
}

/** The value shown for the figure named `term`. */
function figure(canvasElement: HTMLElement, term: string): string {
  const item = within(canvasElement).getByText(term).closest('div');
  const value = item?.querySelector('dd');
  if (value === null || value === undefined) throw new Error(`No figure ${term}.`);
  return plain(value.textContent);
}

/** The constant mode, defaulting to the banner's latest GUS reading. */
export const ConstantFromCpi: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Koszt realny' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Stała inflacja' })).toBeChecked();
    await expect(canvas.getByLabelText('Założona inflacja (% rocznie)')).toHaveValue('2,1');
    await expect(
      canvas.getByText('Domyślnie przyjęto ostatni odczyt GUS: inflacja CPI r/r 2,1% (luty 2026).'),
    ).toBeVisible();
    // Less in today's money than the 650 526,40 zł paid over 25 years.
    await expect(canvas.getByText(plain(`nominalnie ${formatMoney(650_526.4)}`))).toBeVisible();
    await expect(
      canvas.getByRole('figure', { name: 'Rata nominalna i w dzisiejszych złotych' }),
    ).toHaveAccessibleDescription(/^Pierwsza rata wynosi 2\s168,42\szł, czyli /);
    await chartDrawn(canvasElement);
  },
};

/** Without a GUS reading the NBP target is used, and the page says so. */
export const ConstantNbpTarget: Story = {
  parameters: { cpi: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Założona inflacja (% rocznie)')).toHaveValue('2,5');
    await expect(
      canvas.getByText(
        'Odczyt GUS jest niedostępny, dlatego domyślnie przyjęto cel inflacyjny NBP: 2,5%.',
      ),
    ).toBeVisible();
    await chartDrawn(canvasElement);
  },
};

/** Zero inflation: today's złoty are the nominal ones. */
export const ZeroInflation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Założona inflacja (% rocznie)');
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await expect(canvas.getByText('Przyjęto wpisaną wartość: 0% rocznie.')).toBeVisible();
    await expect(figure(canvasElement, 'Suma wpłat w dzisiejszych złotych')).toBe(
      plain(formatMoney(650_526.4)),
    );
    await expect(figure(canvasElement, 'Odsetki realne')).toBe(plain(formatMoney(350_526.4)));
  },
};

/** Inflation above the loan's rate: the real interest turns negative, and the page explains it. */
export const NegativeRealInterest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Założona inflacja (% rocznie)');
    await userEvent.clear(field);
    await userEvent.type(field, '12,5');
    await expect(canvas.getByText('Przyjęto wpisaną wartość: 12,5% rocznie.')).toBeVisible();
    await expect(figure(canvasElement, 'Odsetki realne')).toMatch(/^-/);
    await expect(canvas.getByText(/Odsetki realne są ujemne/)).toBeVisible();
    await chartDrawn(canvasElement);
  },
};

/** A value outside −10…50 % is refused with a message, and no stale figures stay. */
export const InflationTooHigh: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Założona inflacja (% rocznie)');
    await userEvent.clear(field);
    await userEvent.type(field, '60');
    await userEvent.tab();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Inflacja nie może być wyższa niż 50%\./);
    await expect(
      canvas.getByText('Wpisz poprawną wartość inflacji, aby przeliczyć płatności.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('figure')).toBeNull();
  },
};

/**
 * The historical mode: the CPI series loads on demand; a 25-year loan by default ends at the
 * series' last month, and choosing January 2021 runs past it, which the page names.
 */
export const Historical: Story = {
  args: { initialMode: 'HISTORICAL' },
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Inflacja historyczna (GUS)' })).toBeChecked();
    // 300 months ending in February 2026 start in March 2001.
    await expect(
      await canvas.findByText('Jak inflacja od marca 2001', undefined, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.queryByText(/Dane GUS sięgają/)).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rok' }), '2021');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Miesiąc' }), 'styczeń');
    await expect(canvas.getByText('Jak inflacja od stycznia 2021')).toBeVisible();
    await expect(
      canvas.getByText(
        'Dane GUS sięgają lutego 2026; dla późniejszych miesięcy przyjęto ostatnią znaną wartość.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/^Źródło: GUS/)).toBeVisible();
    await chartDrawn(canvasElement);
  },
};

/** A run with its own first instalment month starts the historical mode there. */
export const HistoricalFromFirstInstalment: Story = {
  args: { plan: planOf(from2021), settings: from2021.settings, initialMode: 'HISTORICAL' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Jak inflacja od stycznia 2021')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Rok' })).toHaveDisplayValue('2021');
    // Switching back to the constant mode keeps its default.
    await userEvent.click(canvas.getByRole('radio', { name: 'Stała inflacja' }));
    await expect(canvas.getByLabelText('Założona inflacja (% rocznie)')).toHaveValue('2,1');
  },
};

export const EmptyPlan: Story = {
  args: { plan: { ...planOf(annuity), entries: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Harmonogram nie zawiera rat, więc nie ma czego przeliczać.'),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: wholePage(360, 1900, { screenshot: true }).parameters,
  globals: wholePage(360, 1900).globals,
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
    const column = canvasElement.firstElementChild;
    if (!(column instanceof HTMLElement)) throw new Error('The mobile column is missing.');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};
