import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryDataSource } from '../../ui/data';
import { DataSourceProvider } from '../../ui/hooks/DataSourceContext';
import { BankCheck } from '../../ui/islands/BankCheck';
import { TEXT } from '../controls';
import { BANK_PASTE, HEADERLESS_PASTE, HOSTILE_PASTE } from '../bankCheckFixtures';
import { wholePage } from '../viewports';

interface Args {
  /** The text in the box as the story opens, read at once. */
  initialText: string;
}

function Frame({ children }: { children: ReactNode }) {
  const source = useMemo(() => createMemoryDataSource(), []);
  return <DataSourceProvider value={source}>{children}</DataSourceProvider>;
}

const meta = {
  title: 'Islands/BankCheck',
  render: ({ initialText }: Args) => (
    <Frame>
      <BankCheck initialText={initialText} />
    </Frame>
  ),
  args: { initialText: '' },
  argTypes: { initialText: TEXT },
  parameters: {
    docs: {
      description: {
        component:
          'Wyspa strony /sprawdz-harmonogram (issue 37): wklejony harmonogram banku (albo plik CSV), kolumny wskazane przez kredytobiorcę, gdy trzeba, kredyt wywnioskowany z rat do poprawienia, wynik sprawdzenia przy trzech sposobach liczenia dni i zapis jako symulacja. Tekst zostaje w pamięci strony.',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const BOX = { name: 'Harmonogram spłaty (wklej tekst)' } as const;

/** Nothing pasted: only the box and its buttons; reading nothing says what to do. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', BOX)).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Sprawdź' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Odczytaj harmonogram' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Wklej harmonogram spłaty z banku albo otwórz plik CSV.',
    );
  },
};

/** A script and a formula pasted: read as text only, nothing runs, no schedule found. */
export const RefusedPaste: Story = {
  args: { initialText: HOSTILE_PASTE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Nie znaleźliśmy w tekście żadnej raty. Skopiuj tabelę harmonogramu razem z wierszem nagłówków.',
    );
    await expect(canvas.getByRole('textbox', BOX)).toHaveValue(HOSTILE_PASTE);
    await expect(canvasElement.querySelector('script, img')).toBeNull();
  },
};

/** A paste of more lines than any schedule: refused as it comes, never landing in the box. */
export const TooLongPaste: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', BOX);
    await userEvent.click(box);
    await userEvent.paste('1;2;3\n'.repeat(2_001));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Ten tekst ma ponad 2 000 wierszy, więcej niż ma harmonogram. Wklej sam harmonogram.',
    );
    await expect(box).toHaveValue('');
    await expect(box).toBeInvalid();
  },
};

/** A schedule that reads but cannot be checked (one instalment): why, instead of a form. */
export const RowsNotCheckable: Story = {
  args: { initialText: BANK_PASTE.split('\n').slice(0, 3).join('\n') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Do sprawdzenia potrzeba co najmniej dwóch rat.',
    );
    await expect(canvas.queryByRole('button', { name: 'Sprawdź' })).toBeNull();
  },
};

/** Rows without a header: the columns are mapped, and the schedule reads. */
export const NeedsMapping: Story = {
  args: { initialText: HEADERLESS_PASTE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Wskaż kolumny' })).toBeVisible();
    const names = ['Nr raty', 'Data', 'Rata', 'Kapitał', 'Odsetki', 'Saldo'];
    for (const [index, name] of names.entries()) {
      const select = canvas.getByRole('combobox', { name });
      const option = within(select).getByRole('option', {
        name: new RegExp(`^Kolumna ${String(index + 1)}: `),
      });
      await userEvent.selectOptions(select, option);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Odczytaj ponownie' }));
    await expect(canvas.getByText('Odczytaliśmy 12 rat.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Wskaż kolumny' })).toBeNull();
  },
};

/** The bank's schedule read, checked, explained by its own day count, and saved as a run. */
export const Explained: Story = {
  args: { initialText: BANK_PASTE },
  ...wholePage(1280, 2000, { screenshot: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Odczytaliśmy 300 rat.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Kwota kredytu' })).toHaveValue('300000');
    await expect(canvas.getByRole('textbox', { name: 'Liczba rat' })).toHaveValue('300');
    // The rate left empty, each day count's own named beside it.
    const rate = canvas.getByRole('textbox', { name: 'Oprocentowanie (%)' });
    await expect(rate).toHaveValue('');
    await expect(rate).toHaveAccessibleDescription(
      /^Z pierwszych rat wynika: .*Rzeczywista liczba dni \/ 365: 7%;/,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sprawdź' }));
    const heading = await canvas.findByRole('heading', { name: 'Wynik sprawdzenia' });
    await waitFor(() => expect(heading).toHaveFocus());
    // With the rate left empty, ACT/360 at 7 × 360/365 % fits every row too: the verdict says so.
    await expect(
      canvas.getByText(
        'Harmonogram banku zgadza się z naszym wyliczeniem: odsetki liczone sposobem „Rzeczywista liczba dni / 365”, oprocentowanie 7%. Równie dobrze pasuje sposób „Rzeczywista liczba dni / 360” z oprocentowaniem 6,9041%: wpisz oprocentowanie z umowy, a sprawdzimy tylko je.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Żadna rata nie różni się o więcej niż grosz.')).toBeVisible();
    const save = canvas.getByRole('button', { name: 'Zapisz jako symulację' });
    await userEvent.click(save);
    await expect(await canvas.findByRole('link', { name: 'Otwórz raport' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/symulacja\/.+/) as string,
    );
    // Saved once: the button keeps the focus, and says it takes no second click.
    await expect(save).toHaveFocus();
    await expect(save).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A field cleared: `Sprawdź` shows its message and checks nothing. */
export const FieldError: Story = {
  args: { initialText: BANK_PASTE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const months = canvas.getByRole('textbox', { name: 'Liczba rat' });
    await userEvent.clear(months);
    await userEvent.click(canvas.getByRole('button', { name: 'Sprawdź' }));
    await expect(months).toHaveAccessibleDescription(
      'Liczba rat to liczba całkowita większa od zera, najwyżej 480.',
    );
    await expect(canvas.queryByRole('heading', { name: 'Wynik sprawdzenia' })).toBeNull();
  },
};

/** One row's interest 5 zł higher: the check points at exactly that row. */
export const OneRowOff: Story = {
  args: {
    initialText: BANK_PASTE.replace(
      /\n(10;[^;]*;[^;]*;[^;]*;)([\d ]+),(\d\d) zł/,
      (_, head: string, whole: string, cents: string) =>
        `\n${head}${String(Number(whole.replace(/ /g, '')) + 5)},${cents} zł`,
    ),
  },
  ...wholePage(360, 2900, { screenshot: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sprawdź' }));
    const table = await canvas.findByRole('table', {
      name: 'Raty, w których odsetki lub kapitał różnią się od przeliczenia',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(1);
    await expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('10');
    await expect(rows[0]).toHaveTextContent(/5,00\szł/);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
