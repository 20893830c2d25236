import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CapacityInput } from '../../ui/domain/capacityInput';
import { emptyCapacityValues, valuesFromInput } from '../../ui/domain/capacityForm';
import { CapacityCalculator } from '../../ui/islands/CapacityCalculator';
import type { AddressBar } from '../../ui/hooks/useFragmentLink';
import { capacityInput, HIGH_INCOME, plain } from '../capacityFixtures';
import { NO_CONTROL, TEXT } from '../controls';
import { PHONE, wholePage } from '../viewports';

interface Args {
  /** The input the form opens with; none for an empty form. */
  input?: CapacityInput;
  /** The address's fragment, e.g. a shared link's. */
  hash: string;
}

const meta = {
  title: 'Islands/CapacityCalculator',
  // The address bar is a stand-in, so the story's own address never changes.
  render: function Render({ input, hash }: Args) {
    const address = useMemo<AddressBar>(
      () => ({ read: () => hash, write: () => undefined }),
      [hash],
    );
    const initialValues = useMemo(
      () => (input === undefined ? undefined : valuesFromInput(input)),
      [input],
    );
    return initialValues === undefined ? (
      <CapacityCalculator address={address} />
    ) : (
      <CapacityCalculator initialValues={initialValues} address={address} />
    );
  },
  args: { hash: '' },
  argTypes: { input: NO_CONTROL, hash: TEXT },
  parameters: {
    docs: {
      description: {
        component:
          'Wyspa strony /zdolnosc-kredytowa (issue 35): formularz z założeniami, wynik z regułą, która ogranicza kwotę, tabelą limitów, ratami przy oprocentowaniu rzeczywistym i testowym i przedziałem ±20% kosztów utrzymania, oraz odwrotne liczenie dochodu. Dane trzyma fragment adresu (tu zastępczy).',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The result's region, found by its heading. */
function result(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole('region', { name: 'Ile możesz pożyczyć' }));
}

/** The reverse solve's answer. */
function answer(canvasElement: HTMLElement) {
  const region = within(canvasElement).getByRole('region', {
    name: 'Jaki dochód potrzebny na kwotę kredytu?',
  });
  return plain(within(region).getByRole('status').textContent);
}

/** Checks the amount and the binding rule's sentence. */
async function expectResult(canvasElement: HTMLElement, amount: string, binding: string) {
  const card = result(canvasElement);
  await expect(card.getByText(binding, { exact: true })).toBeVisible();
  const label = card.getByText('Największa kwota kredytu');
  await expect(plain(label.nextElementSibling?.textContent ?? null)).toBe(amount);
}

/** The table's row of the limit that binds. */
async function expectBindingRow(canvasElement: HTMLElement, row: string) {
  const table = result(canvasElement).getByRole('table', { name: 'Limity kwoty kredytu' });
  await expect(within(table).getByRole('rowheader', { name: `${row} (ogranicza)` })).toBeVisible();
}

/** Nothing typed: the result says what it needs, the reverse solve waits. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Wpisz dochód, wiek, okres kredytowania, oprocentowanie i cenę nieruchomości – wynik pojawi się tutaj.',
      ),
    ).toBeVisible();
    await expect(answer(canvasElement)).toBe(
      'Uzupełnij dane powyżej, aby policzyć potrzebny dochód.',
    );
    await expect(canvas.queryByRole('link', { name: 'Symuluj tę kwotę' })).toBeNull();
  },
};

/** The income binds at 50 %: 10 000 zł is above 6 700 zł for one borrower. */
export const IncomeDsti50: Story = {
  args: { input: capacityInput() },
  play: async ({ canvasElement }) => {
    await expectResult(canvasElement, '510 145,00 zł', 'Ogranicza Cię: dochód (DSTI 50%)');
    await expectBindingRow(canvasElement, 'Dochód (DSTI 50%)');
    const card = result(canvasElement);
    await expect(
      card.getByText(/^Rata przy oprocentowaniu testowym 11%, którym bank sprawdza zdolność:/),
    ).toBeVisible();
    await expect(card.getByText(/^Banki liczą koszty utrzymania różnie: od /)).toBeVisible();
    await waitFor(() =>
      expect(card.getByRole('link', { name: 'Symuluj tę kwotę' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/#/),
      ),
    );
  },
};

/** The income binds at 40 %: 6 000 zł is below the threshold. A picture of the whole page. */
export const IncomeDsti40: Story = {
  args: { input: capacityInput({ borrowers: [{ netIncome: 6000, kind: 'EMPLOYMENT' }] }) },
  ...wholePage(1280, 2200, { screenshot: true }),
  play: async ({ canvasElement }) => {
    await expectResult(canvasElement, '244 869,00 zł', 'Ogranicza Cię: dochód (DSTI 40%)');
    await expectBindingRow(canvasElement, 'Dochód (DSTI 40%)');
  },
};

/** Four people on 6 000 zł: what is left after living costs binds. */
export const LivingCosts: Story = {
  args: {
    input: capacityInput({ borrowers: [{ netIncome: 6000, kind: 'EMPLOYMENT' }], persons: 4 }),
  },
  play: async ({ canvasElement }) => {
    await expectResult(canvasElement, '153 043,00 zł', 'Ogranicza Cię: koszty utrzymania');
    await expectBindingRow(canvasElement, 'Koszty utrzymania');
  },
};

/** A high income and 10 % down: 80 % of the price binds. */
export const ValueLtv80: Story = {
  args: { input: capacityInput({ ...HIGH_INCOME, contribution: 100_000 }) },
  play: async ({ canvasElement }) => {
    await expectResult(
      canvasElement,
      '800 000,00 zł',
      'Ogranicza Cię: wartość nieruchomości (LTV 80%)',
    );
    await expectBindingRow(canvasElement, 'Wartość nieruchomości (LTV 80%)');
  },
};

/** With low-contribution insurance 90 % of the price binds, and the insurance's cost shows. */
export const ValueLtv90: Story = {
  args: { input: capacityInput({ ...HIGH_INCOME, contribution: 50_000, cover: 'INSURANCE' }) },
  play: async ({ canvasElement }) => {
    await expectResult(
      canvasElement,
      '900 000,00 zł',
      'Ogranicza Cię: wartość nieruchomości (LTV 90%)',
    );
    // 3 % of the missing part: 3 % × (200 000 − 50 000) = 4 500 zł.
    await expect(
      plain(result(canvasElement).getByText(/^Ubezpieczenie niskiego wkładu kosztuje/).textContent),
    ).toBe('Ubezpieczenie niskiego wkładu kosztuje jednorazowo około 4 500,00 zł.');
  },
};

/** The BGK guarantee: 80 % + min(20 % − 5 %, 100 000 zł) = 900 000 zł, fee 1 000 zł. */
export const ValueBgk: Story = {
  args: { input: capacityInput({ ...HIGH_INCOME, contribution: 50_000, cover: 'BGK' }) },
  play: async ({ canvasElement }) => {
    await expectResult(
      canvasElement,
      '900 000,00 zł',
      'Ogranicza Cię: wartość nieruchomości (gwarancja BGK)',
    );
    await expect(plain(result(canvasElement).getByText(/^Gwarancja BGK:/).textContent)).toBe(
      'Gwarancja BGK: 100 000,00 zł, prowizja jednorazowa 1 000,00 zł.',
    );
  },
};

/** Age 60 with the loan ending by 75: 15 years are assessed, not 25. */
export const Age: Story = {
  args: { input: capacityInput({ age: 60 }) },
  play: async ({ canvasElement }) => {
    await expectResult(canvasElement, '439 909,00 zł', 'Ogranicza Cię: wiek');
    await expectBindingRow(canvasElement, 'Dochód (DSTI 50%), wiek');
  },
};

/** 400 000 zł down on 1 000 000 zł: the loan cannot exceed the rest of the price. */
export const Contribution: Story = {
  args: { input: capacityInput({ ...HIGH_INCOME, contribution: 400_000 }) },
  play: async ({ canvasElement }) => {
    await expectResult(canvasElement, '600 000,00 zł', 'Ogranicza Cię: wkład własny');
    await expectBindingRow(canvasElement, 'Cena minus wkład własny');
  },
};

/** Two borrowers, one on B2B at 80 %: 6 000 + 4 000 counted, under 2 × 6 700, so 40 %. */
export const TwoBorrowers: Story = {
  args: {
    input: capacityInput({
      borrowers: [
        { netIncome: 6000, kind: 'EMPLOYMENT' },
        { netIncome: 5000, kind: 'BUSINESS' },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = canvas.getByRole<HTMLInputElement>('textbox', {
      name: 'Dochód netto drugiego kredytobiorcy (zł miesięcznie)',
    });
    await expect(plain(second.value)).toBe('5 000');
    await expectResult(canvasElement, '408 116,00 zł', 'Ogranicza Cię: dochód (DSTI 40%)');
  },
};

/** The reverse solve: 400 000 zł on the common case's other data, at 360 px. */
export const ReverseSolve: Story = {
  args: { input: capacityInput({ borrowers: [{ netIncome: 6000, kind: 'EMPLOYMENT' }] }) },
  ...PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Kwota kredytu (zł)' }), '400000');
    // By hand: R must reach 400 000 / 102,029044 = 3 920,46 zł; 40 % of at most 6 700 zł gives
    // 2 680 zł, so 50 %: I ≥ 7 840,92. At 7 841 zł, R = 3 920,50 and L = 400 004 zł; at
    // 7 840 zł, R = 3 920 and L = 399 953 zł, short.
    await waitFor(() =>
      expect(answer(canvasElement)).toBe(
        'Jaki dochód potrzebny na kwotę 400 000,00 zł? Co najmniej 7 841,00 zł netto miesięcznie z umowy o pracę.',
      ),
    );
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** An amount above the value limit: no income is enough, and the page says why. */
export const ReverseImpossible: Story = {
  args: { input: capacityInput() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Kwota kredytu (zł)' }), '850000');
    await waitFor(() =>
      expect(answer(canvasElement)).toBe(
        'Żaden dochód nie wystarczy: kwota przekracza limit wartości nieruchomości (800 000,00 zł).',
      ),
    );
  },
};

/** Wrong fields: each says what is wrong in Polish, and the result asks to correct them. */
export const Errors: Story = {
  render: function Render({ hash }: Args) {
    const address = useMemo<AddressBar>(
      () => ({ read: () => hash, write: () => undefined }),
      [hash],
    );
    const values = {
      ...emptyCapacityValues(),
      borrowers: [{ income: 'dużo', kind: 'EMPLOYMENT' as const }],
      persons: '2',
      age: '15',
      term: '25',
      rate: '6',
      price: '500000',
      contribution: '600000',
    };
    return <CapacityCalculator initialValues={values} address={address} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Popraw zaznaczone pola, aby zobaczyć wynik.')).toBeVisible();
    await expect(canvas.getByText('Wiek może wynosić od 18 do 100 lat.')).toBeVisible();
    await expect(
      canvas.getByText('Wkład własny nie może być wyższy niż cena nieruchomości.'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: 'Wiek najstarszego kredytobiorcy' }),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A link whose fragment cannot be read: the page says so and the form stays empty. */
export const BadLink: Story = {
  args: { hash: '#to-nie-jest-link' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Nie udało się odczytać danych z linku. Wpisz je ponownie.',
    );
  },
};
