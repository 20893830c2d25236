import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryDataSource } from '../../ui/data';
import { valuesFromInput } from '../../ui/domain/refinanceForm';
import type { RefinanceInput } from '../../ui/domain/refinanceInput';
import type { Simulation } from '../../ui/domain/types';
import { DataSourceProvider } from '../../ui/hooks/DataSourceContext';
import type { AddressBar } from '../../ui/hooks/useFragmentLink';
import { RefinancePlanner } from '../../ui/islands/RefinancePlanner';
import { NO_CONTROL, TEXT } from '../controls';
import { sampleSimulation } from '../fixtures';
import { DECISION_MONTH, OFFER, refinanceInput } from '../refinanceFixtures';
import { PHONE } from '../viewports';

interface Args {
  /** The input the form opens with; none for an empty form. */
  input?: RefinanceInput;
  /** The address's fragment, e.g. a report's link. */
  hash: string;
  /** The saved runs the picker lists. */
  runs: Simulation[];
}

/** A run of 400 000 zł at 6,35 % over 20 years whose first instalment was in November 2024. */
const run: Simulation = {
  ...sampleSimulation(400_000, 6.35, 20, 'ANNUITY', 3),
  label: 'Kredyt na mieszkanie',
};
run.settings.firstInstalmentMonth = '2024-11';

function Frame({ runs, children }: { runs: Simulation[]; children: ReactNode }) {
  const source = useMemo(() => createMemoryDataSource({ simulations: runs }), [runs]);
  return <DataSourceProvider value={source}>{children}</DataSourceProvider>;
}

const meta = {
  title: 'Islands/RefinancePlanner',
  render: function Render({ input, hash, runs }: Args) {
    const address = useMemo<AddressBar>(
      () => ({ read: () => hash, write: () => undefined }),
      [hash],
    );
    const initialValues = useMemo(
      () => (input === undefined ? undefined : valuesFromInput(input)),
      [input],
    );
    return (
      <Frame runs={runs}>
        {initialValues === undefined ? (
          <RefinancePlanner address={address} decisionMonth={DECISION_MONTH} />
        ) : (
          <RefinancePlanner
            initialValues={initialValues}
            address={address}
            decisionMonth={DECISION_MONTH}
          />
        )}
      </Frame>
    );
  },
  args: { hash: '', runs: [] },
  argTypes: { input: NO_CONTROL, hash: TEXT, runs: NO_CONTROL },
  parameters: {
    docs: {
      description: {
        component:
          'Wyspa strony /refinansowanie (issue 34): obecny kredyt (wpisany albo z zapisanej symulacji), możliwości Zostaję, nowy okres stałej stopy i do trzech ofert przeniesienia, tabela porównania, wykres zysku G, test wzrostu stóp, zapis jako symulacja i link. Miesiąc decyzji w historiach: listopad 2026.',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The comparison table, found by its name. */
function table(canvasElement: HTMLElement) {
  return within(
    within(canvasElement).getByRole('table', {
      name: 'Porównanie możliwości od miesiąca decyzji',
    }),
  );
}

/** The text of the cells of a row, by its header. */
function row(canvasElement: HTMLElement, name: string): string[] {
  const header = table(canvasElement).getByRole('rowheader', { name });
  const cells = header.parentElement?.querySelectorAll('td') ?? [];
  return Array.from(cells, (cell) => cell.textContent.replace(/\s/g, ' '));
}

/** Nothing typed: the result says what it needs. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Wpisz dane kredytu, aby zobaczyć porównanie.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Nie masz zapisanych symulacji. Wpisz dane kredytu.'),
    ).toBeVisible();
  },
};

/** Issue 34's common case typed: 2 947,07 against 2 785,55 zł, 7 months simple, month 5 real. */
export const Typed: Story = {
  args: { input: refinanceInput() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Najlepsza po 5 latach: Przenoszę kredyt')).toBeVisible();
    await expect(row(canvasElement, 'Rata teraz')).toEqual(['2 947,07 zł', '2 785,55 zł']);
    await expect(row(canvasElement, 'Prosty próg opłacalności')).toEqual(['–', '7 miesięcy']);
    await expect(row(canvasElement, 'Miesiąc zwrotu')).toEqual(['–', 'Zwraca się w miesiącu 5']);
    await expect(
      table(canvasElement).getByRole('columnheader', { name: 'Przenoszę kredyt (najlepsza)' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Test wzrostu stóp' })).toBeVisible();
  },
};

/** A variable loan signed 20 months before: the art. 40 fee of 3 % is charged. */
export const FeeCharged: Story = {
  args: {
    input: refinanceInput({
      current: { ...refinanceInput().current, contractMonth: '2025-03', feePercent: 3 },
    }),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Najlepsza po 5 latach/);
    await expect(row(canvasElement, 'Prowizja za wcześniejszą spłatę')).toEqual([
      '0,00 zł',
      '12 000,00 zł',
    ]);
    await expect(row(canvasElement, 'Prosty próg opłacalności')).toEqual(['–', '81 miesięcy']);
  },
};

/** The same loan 40 months old: no fee. */
export const FeeNotCharged: Story = {
  args: {
    input: refinanceInput({
      current: { ...refinanceInput().current, contractMonth: '2023-07', feePercent: 3 },
    }),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Najlepsza po 5 latach/);
    await expect(row(canvasElement, 'Prowizja za wcześniejszą spłatę')).toEqual([
      '0,00 zł',
      '0,00 zł',
    ]);
  },
};

/** The art. 39 refund ticked: 2 400,00 zł back on a 3 000 zł commission, 240 of 300 months left. */
export const Refund: Story = {
  args: {
    input: refinanceInput({
      current: { ...refinanceInput().current, commissionPaid: 3_000, originalMonths: 300 },
      refund: true,
    }),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Najlepsza po 5 latach/);
    await expect(row(canvasElement, 'Zwrot części prowizji (roszczenie)')).toEqual([
      '0,00 zł',
      '2 400,00 zł',
    ]);
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Zwrot części prowizji' }),
    ).toBeChecked();
  },
};

/** A new fixed period with the same bank, and a second offer with the costs added to the loan. */
export const EveryOption: Story = {
  args: {
    input: refinanceInput({
      newFixed: { ratePercent: 5.9, years: 5, annexFee: 500 },
      offers: [OFFER, { ...OFFER, marginPercent: 1.6, addCostsToLoan: true }],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Najlepsza po 5 latach/);
    await expect(row(canvasElement, 'Dług na start')).toEqual([
      '400 000,00 zł',
      '400 000,00 zł',
      '400 000,00 zł',
      '401 000,00 zł',
    ]);
    await expect(
      table(canvasElement).getByRole('columnheader', { name: /Nowy okres stałej stopy/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dodaj ofertę' })).toBeEnabled();
  },
};

/** Bad input: a Polish message beside the field, no comparison. */
export const Errors: Story = {
  args: { input: refinanceInput() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const margin = await canvas.findByRole('textbox', { name: /^Marża \(pkt proc\.\)/ });
    await userEvent.clear(margin);
    await userEvent.type(margin, '25');
    await userEvent.tab();
    await expect(await canvas.findByText('Podaj wartość od 0 do 20 pkt proc.')).toBeVisible();
    await expect(
      canvas.getByText('Popraw zaznaczone pola, aby zobaczyć porównanie.'),
    ).toBeVisible();
  },
};

/** Opened from a report's link: the run's balance after this month's instalment. */
export const FromRun: Story = {
  args: { hash: `#na-podstawie=${run.id}`, runs: [run] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Dane z symulacji „Kredyt na mieszkanie” po racie nr 25. Sprawdź je i uzupełnij warunki umowy.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Pozostało rat/ })).toHaveValue('215');
  },
};

/** A report's link to a run this browser does not hold: the typed form, with a note. */
export const MissingRun: Story = {
  args: { hash: '#na-podstawie=nie-ma' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Nie znaleziono tej symulacji w tej przeglądarce. Wpisz dane kredytu.',
      ),
    ).toBeVisible();
  },
};

/** A term not in whole years: the button says why the run cannot be saved. */
export const CannotSave: Story = {
  args: {
    input: refinanceInput({
      current: { ...refinanceInput().current, monthsLeft: 230 },
      offers: [{ ...OFFER, months: 230 }],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Najlepsza po 5 latach/);
    await expect(canvas.getByRole('button', { name: 'Zapisz jako symulację' })).toBeDisabled();
    await expect(
      canvas.getByText('Nie można zapisać: okres kredytu musi być pełną liczbą lat (od 1 do 40).'),
    ).toBeVisible();
  },
};

/** Saving the offer as a run: a link to its report. */
export const Saved: Story = {
  args: { input: refinanceInput() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Najlepsza po 5 latach/);
    await userEvent.click(canvas.getByRole('button', { name: 'Zapisz jako symulację' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Otwórz raport' })).toBeVisible());
  },
};

/** At 360 px: nothing scrolls sideways but the tables' own regions. */
export const Phone: Story = {
  args: { input: refinanceInput() },
  ...PHONE,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Najlepsza po 5 latach/);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
