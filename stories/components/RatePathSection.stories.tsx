import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import RatePathSection, {
  RATE_PATH_METHODS,
  type RateHistory,
  type RatePathMethod,
  type RatePathSectionProps,
} from '../../ui/components/RatePathSection/RatePathSection';
import { RATE_PATH_COPY } from '../../ui/domain/copy/scenario';
import { FORMULA_COPY } from '../../ui/domain/copy/variableRate';
import { RATE_CHANGES_MAX } from '../../ui/domain/limits';
import { EMPTY_SCENARIO, type ScenarioValues } from '../../ui/domain/scenarioForm';
import { BOOLEAN, NO_CONTROL, radio, TEXT } from '../controls';
import { BASE, SectionHarness } from '../SectionHarness';
import { PHONE, wholePage } from '../viewports';

/** The history module loads on demand: on a busy machine that takes more than a second. */
const LAZY = { timeout: 10_000 };

/** What a designer varies: the way the changes are built, how many are listed, the start. */
interface Controls {
  method: RatePathMethod;
  changes: number;
  /** The first instalment's month, `RRRR-MM`, which the historical scenario starts from. */
  firstInstalmentMonth: string;
  touched: boolean;
}

function valuesFor({ changes, firstInstalmentMonth }: Controls): ScenarioValues {
  // Every five years while they fit; closer together for a longer list, all within 300 rates.
  const step = Math.min(60, Math.floor((300 - 61) / Math.max(changes - 1, 1)));
  return {
    ...EMPTY_SCENARIO,
    variableRate: true,
    firstInstalmentMonth,
    rateChanges: Array.from({ length: changes }, (_, index) => ({
      key: index + 1,
      month: String(61 + index * step),
      rate: index % 2 === 0 ? '5,85' : '8,1',
    })),
  };
}

const meta = {
  title: 'Components/RatePathSection',
  component: RatePathSection,
  render: (args) => (
    <SectionHarness
      key={JSON.stringify([args.method, args.changes, args.firstInstalmentMonth, args.touched])}
      section={(props) => <RatePathSection {...props} initialMethod={args.method} />}
      initial={valuesFor(args)}
      touched={args.touched}
    />
  ),
  args: {
    method: 'MANUAL',
    changes: 2,
    firstInstalmentMonth: '',
    touched: false,
    values: EMPTY_SCENARIO,
    base: BASE,
    idPrefix: '',
    update: () => undefined,
    message: () => null,
    touch: () => undefined,
  },
  argTypes: {
    method: radio(RATE_PATH_METHODS),
    changes: { control: { type: 'range', min: 0, max: RATE_CHANGES_MAX, step: 1 } },
    firstInstalmentMonth: TEXT,
    touched: BOOLEAN,
    initialMethod: NO_CONTROL,
    loadHistory: NO_CONTROL,
    values: NO_CONTROL,
    base: NO_CONTROL,
    idPrefix: NO_CONTROL,
    update: NO_CONTROL,
    message: NO_CONTROL,
    touch: NO_CONTROL,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Zmienne oprocentowanie: jedna lista zmian stopy (od której raty, nowa stopa), wypełniana ręcznie albo jednym z trzech sposobów – jednorazowy wzrost, stała przez kilka lat, a potem marża + WIBOR, albo WIBOR tak, jak się naprawdę zmieniał (dane ładowane na żądanie). Na tej stronie sekcja stoi w zastępczym formularzu z tymi samymi regułami co „Ustawienia symulacji”.',
      },
    },
  },
} satisfies Meta<RatePathSectionProps & Controls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two changes typed by hand: the section's layout at a desktop width. */
export const Manual: Story = {
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Ręcznie' })).toBeChecked();
    await expect(canvas.getAllByRole('group', { name: /^Zmiana \d+$/ })).toHaveLength(2);
    await expect(canvas.getByLabelText('Oprocentowanie (%), zmiana 2')).toHaveValue('8,1');
  },
};

/**
 * `Wskaźnik + marża`, the default way (issue 33): WIBOR 3M prefilled with its last close, a 2 pp
 * margin typed, the rate made from them and said in words; the index held flat, no change listed.
 */
export const Formula: Story = {
  args: { method: 'FORMULA', changes: 0 },
  // With `Stała przez … lat` the builder is taller than the test browser's 768 px.
  ...wholePage(1200, 1100, { screenshot: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Wskaźnik + marża' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Bez zmian' })).toBeChecked();
    const value = canvas.getByLabelText(FORMULA_COPY.indexValue);
    // The series loads on demand and prefills the value with WIBOR 3M's close of April 2026.
    await expect(
      await canvas.findByText(/^Ostatnie znane zamknięcie: kwiecień 2026\.$/, undefined, LAZY),
    ).toBeVisible();
    await expect(await canvas.findByDisplayValue('3,85')).toBe(value);
    await userEvent.type(canvas.getByLabelText(FORMULA_COPY.margin), '2');
    await expect(
      await canvas.findByText(
        'Oprocentowanie: WIBOR 3M 3,85% + marża 2 pkt proc.',
        undefined,
        LAZY,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(RATE_PATH_COPY.noChanges)).toBeVisible();
    await expect(canvas.getByRole('link', { name: FORMULA_COPY.nbpLink })).toHaveAttribute(
      'href',
      FORMULA_COPY.nbpHref,
    );
  },
};

/** `Historia wskaźnika` from January 2021: 0,21 % read at instalment 1, the 2021–22 rise listed. */
export const FormulaHistory: Story = {
  args: { method: 'FORMULA', changes: 0, firstInstalmentMonth: '2021-01' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^Ostatnie znane zamknięcie/, undefined, LAZY),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText(FORMULA_COPY.margin), '2');
    await userEvent.click(canvas.getByRole('radio', { name: 'Historia wskaźnika' }));
    await expect(
      await canvas.findByText(
        'Oprocentowanie: WIBOR 3M 0,21% + marża 2 pkt proc.',
        undefined,
        LAZY,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(FORMULA_COPY.historyHint)).toBeVisible();
    await expect(canvas.getByText(RATE_PATH_COPY.pastRates)).toBeVisible();
    // 2021-09 closed at 0,23 (instalment 10), 2021-12 at 2,54 (instalment 13).
    await expect(canvas.getByLabelText('Od raty nr, zmiana 1')).toHaveValue('10');
    await expect(canvas.getByLabelText('Oprocentowanie (%), zmiana 1')).toHaveValue('2,23');
    await expect(canvas.getByLabelText('Od raty nr, zmiana 2')).toHaveValue('13');
    await expect(canvas.getByLabelText('Oprocentowanie (%), zmiana 2')).toHaveValue('4,54');
  },
};

/** `Zmiany jak w historii` without a first instalment month: asks for one; with a month, fills. */
export const FormulaChanges: Story = {
  args: { method: 'FORMULA', changes: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^Ostatnie znane zamknięcie/, undefined, LAZY),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText(FORMULA_COPY.margin), '2');
    await userEvent.click(canvas.getByRole('radio', { name: 'Zmiany jak w historii' }));
    await expect(
      await canvas.findByText(/^Pierwsza rata może przypaść od lutego 1997/),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText(FORMULA_COPY.changesFrom), '2021-01');
    // 3,85 + (2,54 − 0,21) at instalment 13.
    await expect(
      await canvas.findByText('Oprocentowanie: WIBOR 3M 3,85% + marża 2 pkt proc.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Oprocentowanie (%), zmiana 2')).toHaveValue('8,18');
  },
};

/** `Zamiana WIBOR → POLSTR` at instalment 25: POLSTR 1M 3,5 % with a −0,3 pp korekta. */
export const FormulaSwitch: Story = {
  args: { method: 'FORMULA', changes: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^Ostatnie znane zamknięcie/, undefined, LAZY),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText(FORMULA_COPY.margin), '2');
    await userEvent.click(canvas.getByRole('radio', { name: 'Zamiana WIBOR → POLSTR' }));
    await userEvent.type(canvas.getByLabelText(FORMULA_COPY.switchMonth), '25');
    await userEvent.type(canvas.getByLabelText(FORMULA_COPY.switchValue), '3,5');
    await userEvent.type(canvas.getByLabelText(FORMULA_COPY.spread), '-0,3');
    await expect(await canvas.findByDisplayValue('5,2')).toBeVisible();
    await expect(canvas.getByLabelText('Od raty nr, zmiana 1')).toHaveValue('25');
  },
};

/** POLSTR 1M has no series here: the value is empty and the form says where to find it. */
export const FormulaPolstr: Story = {
  args: { method: 'FORMULA', changes: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(FORMULA_COPY.index), 'POLSTR_1M');
    await expect(canvas.getByLabelText(FORMULA_COPY.indexValue)).toHaveValue('');
    await expect(canvas.getAllByText(FORMULA_COPY.polstrHint)[0]).toBeVisible();
    await expect(
      await canvas.findByText(FORMULA_COPY.needsIndexAndMargin, undefined, LAZY),
    ).toBeVisible();
  },
};

export const Shock: Story = {
  args: { method: 'SHOCK', changes: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Zmiana oprocentowania/), '2');
    await userEvent.type(canvas.getByLabelText(/Od raty nr/), '13');
    await userEvent.click(canvas.getByRole('button', { name: 'Wstaw zmiany' }));
    await expect(await canvas.findByText(/^Wstawiono/)).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Zmiana 1' })).toBeVisible();
  },
};

/** Fixed for five years, then the margin on top of the index's last close. */
export const Periodic: Story = {
  args: { method: 'PERIODIC', changes: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The index data loads on demand; its last close appears once it has.
    await expect(
      await canvas.findByText(/^WIBOR 3M: .*ostatnia znana wartość/, undefined, LAZY),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText(RATE_PATH_COPY.periodicYears), '5');
    await userEvent.type(canvas.getByLabelText(RATE_PATH_COPY.periodicMargin), '2');
    await userEvent.click(canvas.getByRole('button', { name: RATE_PATH_COPY.insert }));
    await expect(await canvas.findByText(RATE_PATH_COPY.inserted(1))).toBeVisible();
    const { RATE_INDEX_SERIES } = await import('../../ui/domain/history');
    const lastClose = RATE_INDEX_SERIES.WIBOR_3M.values.at(-1) ?? Number.NaN;
    // From instalment 61 (after 5 years of 12): 2 points over WIBOR 3M's last close.
    await expect(canvas.getByLabelText('Od raty nr, zmiana 1')).toHaveValue('61');
    await expect(canvas.getByLabelText('Oprocentowanie (%), zmiana 1')).toHaveValue(
      String(Math.round((2 + lastClose) * 1e6) / 1e6).replace('.', ','),
    );
  },
};

/** WIBOR 3M as it moved from January 2022: the rise of that year lands in the list. */
export const Historical: Story = {
  args: { method: 'HISTORICAL', changes: 0, firstInstalmentMonth: '2022-01' },
  ...wholePage(1024, 1850),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The history module loads on demand; its notes appear once it has.
    await expect(await canvas.findByText(/^Źródło: WIBOR/, undefined, LAZY)).toBeVisible();
    // "od … do …" takes the genitive: "od stycznia 1997", never "od styczeń 1997".
    await expect(canvas.getByText(/; dane od stycznia 1997 do \p{L}+ \d{4}\.$/u)).toBeVisible();
    await expect(canvas.getByText(/^Pierwsza rata może przypaść od lutego 1997 do /)).toBeVisible();
    await expect(canvas.getByText(RATE_PATH_COPY.pastRates)).toBeVisible();
    await expect(canvas.getByLabelText(RATE_PATH_COPY.index)).toHaveValue('WIBOR_3M');
    await userEvent.click(canvas.getByRole('button', { name: RATE_PATH_COPY.insert }));
    await expect(await canvas.findByText(/^Wstawiono \d+ zmian/)).toBeVisible();
    // The first refix, at instalment 4, reads March 2022: WIBOR 3M up 2,23 points on December's.
    await expect(canvas.getByLabelText('Od raty nr, zmiana 1')).toHaveValue('4');
    await expect(canvas.getByLabelText('Oprocentowanie (%), zmiana 1')).toHaveValue('9,48');
    await expect(canvas.getByLabelText('Od raty nr, zmiana 2')).toHaveValue('7');
    await expect(canvas.getByLabelText('Oprocentowanie (%), zmiana 2')).toHaveValue('11,76');
  },
};

/** The section with a given way of fetching the historical data, for the two stories below. */
function withHistory(loadHistory: () => Promise<RateHistory>): Pick<Story, 'args' | 'render'> {
  return {
    args: { method: 'HISTORICAL', changes: 0, firstInstalmentMonth: '2022-01' },
    render: (args) => (
      <SectionHarness
        section={(props) => (
          <RatePathSection {...props} initialMethod={args.method} loadHistory={loadHistory} />
        )}
        initial={valuesFor(args)}
      />
    ),
  };
}

/**
 * `Wstaw zmiany` pressed before the historical data has arrived (a slow phone): the section says
 * it is waiting, and carries the click out once the data is here.
 */
export const HistoryStillLoading: Story = {
  ...withHistory(() => new Promise<RateHistory>(() => undefined)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: RATE_PATH_COPY.insert }));
    await expect(canvas.getByRole('status')).toHaveTextContent(RATE_PATH_COPY.historyLoading);
    await expect(canvas.queryByLabelText('Od raty nr, zmiana 1')).toBeNull();
  },
};

/** The historical data could not be fetched (offline before it was cached): the section says so. */
export const HistoryFailedToLoad: Story = {
  ...withHistory(() => Promise.reject(new Error('Failed to fetch dynamically imported module'))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: RATE_PATH_COPY.insert }));
    await expect(await canvas.findByText(RATE_PATH_COPY.historyError)).toBeVisible();
    await expect(canvas.queryByLabelText('Od raty nr, zmiana 1')).toBeNull();
  },
};

/** The longest list the section takes: the add button turns off and says why. */
export const SixtyChanges: Story = {
  args: { changes: RATE_CHANGES_MAX, touched: true },
  ...wholePage(1024, 5500),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group', { name: /^Zmiana \d+$/ })).toHaveLength(60);
    await expect(canvas.getByLabelText('Od raty nr, zmiana 60')).toHaveValue('297');
    // Every change valid, with all messages shown: none is marked.
    await expect(canvasElement.querySelector('[aria-invalid="true"]')).toBeNull();
    await expect(canvas.getByRole('button', { name: RATE_PATH_COPY.add })).toBeDisabled();
    await expect(canvas.getByText(RATE_PATH_COPY.maxRows)).toBeVisible();
  },
};

export const Messages: Story = {
  args: { changes: 1, touched: true },
  play: async ({ canvasElement }) => {
    const rate = within(canvasElement).getAllByLabelText(/^Oprocentowanie \(%\)/)[0];
    await userEvent.clear(rate ?? canvasElement);
    await userEvent.tab();
    await expect(rate).toHaveAttribute('aria-invalid', 'true');
    await expect(rate).toHaveAccessibleDescription(
      expect.stringContaining('To pole musi zostać wypełnione.'),
    );
  },
};

export const Mobile: Story = { args: { changes: 1 }, ...PHONE, parameters: { screenshot: true } };
