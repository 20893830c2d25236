import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BankCheckResult } from '../../ui/components/BankCheckResult/BankCheckResult';
import {
  BankCheckSave,
  type BankSaveStatus,
} from '../../ui/components/BankCheckSave/BankCheckSave';
import type { BankSaveRefusal } from '../../ui/domain/bankCheckForm';
import type { BankCheckResult as CheckResult } from '../../ui/domain/bankCheckTypes';
import { choice, NO_CONTROL } from '../controls';
import { differencesResult, explainedResult, unexplainedResult } from '../bankCheckFixtures';
import { PHONE } from '../viewports';

interface Args {
  result: CheckResult;
  refusal: BankSaveRefusal | null;
  save: BankSaveStatus;
}

const meta = {
  title: 'Components/BankCheckResult',
  render: ({ result, refusal, save }: Args) => (
    <BankCheckResult
      result={result}
      actions={<BankCheckSave refusal={refusal} save={save} onSave={() => undefined} />}
    />
  ),
  args: { result: explainedResult(), refusal: null, save: { kind: 'idle' } },
  argTypes: {
    result: choice({
      explained: explainedResult(),
      differences: differencesResult(),
      unexplained: unexplainedResult(),
    }),
    refusal: NO_CONTROL,
    save: NO_CONTROL,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Wynik sprawdzenia harmonogramu banku (issue 37): sposób liczenia dni i oprocentowanie, które go wyjaśniają, dopasowanie każdego sposobu, raty z różnicą i ich prawdopodobna przyczyna, łączna różnica odsetek i zapis jako symulacja.',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The verdict: the result's first status (the save's own follows it). */
function verdict(canvasElement: HTMLElement): HTMLElement {
  const [first] = within(canvasElement).getAllByRole('status');
  if (first === undefined) throw new Error('no verdict');
  return first;
}

/** ACT/365 at 7 % explains every row: said plainly, no table of differences. */
export const Explained: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Wynik sprawdzenia' }),
    ).toBeVisible();
    await expect(verdict(canvasElement)).toHaveTextContent(
      'Harmonogram banku zgadza się z naszym wyliczeniem: odsetki liczone sposobem „Rzeczywista liczba dni / 365”, oprocentowanie 7%.',
    );
    await expect(canvas.getByText('Żadna rata nie różni się o więcej niż grosz.')).toBeVisible();
    const fits = canvas.getByRole('table', { name: 'Dopasowanie każdego sposobu liczenia dni' });
    const rows = within(fits).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('Rzeczywista liczba dni / 365');
    await expect(rows[1]).toHaveTextContent('0,00 zł');
    await expect(rows[2]).toHaveTextContent('Rzeczywista liczba dni / 360');
    await expect(canvas.getByRole('button', { name: 'Zapisz jako symulację' })).toBeEnabled();
  },
};

/**
 * Rows off for each cause: other days, rounding, a rate change and one nothing explains. The
 * verdict counts the three that differ for another reason than the rate change.
 */
export const Differences: Story = {
  args: { result: differencesResult() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(verdict(canvasElement)).toHaveTextContent(
      'Żaden sposób naliczania odsetek nie wyjaśnia tego harmonogramu: nawet przy najbliższym kwoty różnią się w 3 ratach. Sprawdź dane kredytu albo zapytaj bank, jak liczy odsetki. Najbliżej harmonogramu jest sposób „Rzeczywista liczba dni / 365” z oprocentowaniem 7%.',
    );
    await expect(
      canvas.getByText('Różnica odsetek łącznie (bank − przeliczenie): 101,44 zł.'),
    ).toBeVisible();
    const table = canvas.getByRole('table', {
      name: 'Raty, w których odsetki lub kapitał różnią się od przeliczenia',
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual([
      'Nr raty',
      'Data',
      'Odsetki w banku',
      'Odsetki wyliczone',
      'Różnica',
      'Różnica kapitału',
      'Przyczyna',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent(
      /^115\.04\.2026.*56,75\szł–inna liczba dni \(37 zamiast 36\)$/,
    );
    await expect(rows[1]).toHaveTextContent(/zaokrąglenie$/);
    await expect(rows[2]).toHaveTextContent(/zmiana oprocentowania od raty 25 na 7,5%$/);
    await expect(rows[3]).toHaveTextContent(/różnica bez jasnej przyczyny$/);
    // The table scrolls inside its own region, reachable by keyboard.
    const region = canvas.getByRole('region', { name: 'Raty, które się różnią' });
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};

/** No day count comes near: the verdict says so plainly, and names the closest. */
export const NothingExplains: Story = {
  args: { result: unexplainedResult() },
  play: async ({ canvasElement }) => {
    await expect(verdict(canvasElement)).toHaveTextContent(
      /^Żaden sposób naliczania odsetek nie wyjaśnia tego harmonogramu: nawet przy najbliższym kwoty różnią się w 300 ratach\./,
    );
  },
};

/** Rows the check cannot take: the reason instead of a result. */
export const Refused: Story = {
  args: {
    result: {
      ...unexplainedResult(),
      fits: [],
      differences: [],
      notices: ['Do sprawdzenia potrzeba co najmniej dwóch rat.'],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(verdict(canvasElement)).toHaveTextContent(
      'Do sprawdzenia potrzeba co najmniej dwóch rat.',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Zapisz jako symulację' })).toBeNull();
  },
};

/** Saved: the link to the new run's report. */
export const Saved: Story = {
  args: { save: { kind: 'saved', href: '/symulacja/abc' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Zapisano\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Otwórz raport' })).toHaveAttribute(
      'href',
      '/symulacja/abc',
    );
    // Focusable still (it kept the focus of the click that saved), but it takes no second one.
    await expect(canvas.getByRole('button', { name: 'Zapisz jako symulację' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Saving: the button takes no second click while the run is being written. */
export const Saving: Story = {
  args: { save: { kind: 'saving' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Zapisz jako symulację' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.queryByText(/^Zapisano\./)).toBeNull();
  },
};

/** A loan the record cannot hold (a term of no whole years): why it cannot be saved. */
export const CannotSave: Story = {
  args: { refusal: 'TERM' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Zapisz jako symulację' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'Nie można zapisać: liczba rat musi odpowiadać pełnym latom (od 1 do 40).',
    );
  },
};

/** At 360 px the differences table scrolls inside its region; the page does not. */
export const Mobile: Story = {
  ...PHONE,
  args: { result: differencesResult() },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(
      within(canvasElement).getByRole('region', { name: 'Raty, które się różnią' }),
    ).toBeVisible();
  },
};
