import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CapacityResult } from '../../ui/components/CapacityResult/CapacityResult';
import { CapacityShare } from '../../ui/components/CapacityResult/CapacityShare';
import { assessCapacity } from '../../ui/domain/capacity';
import { capacityInput, HIGH_INCOME, plain } from '../capacityFixtures';
import { NO_CONTROL } from '../controls';
import { PHONE } from '../viewports';

/** The result as the island shows it, for `input`. */
function ready(input = capacityInput(), simulate: { href: string } | 'pending' | 'unavailable') {
  return {
    kind: 'ready' as const,
    result: assessCapacity(input),
    annualRatePercent: input.annualRatePercent,
    bgkContributionMaxPercent: input.assumptions.bgkContributionMaxPercent,
    simulate,
  };
}

const meta = {
  title: 'Components/CapacityResult',
  component: CapacityResult,
  args: { state: { kind: 'empty' } },
  argTypes: { state: NO_CONTROL, share: NO_CONTROL },
  parameters: {
    docs: {
      description: {
        component:
          'Wynik strony /zdolnosc-kredytowa: największa kwota, reguła, która ją ogranicza (`Ogranicza Cię: …`), tabela wszystkich limitów z zaznaczonym wiążącym, raty przy oprocentowaniu rzeczywistym i testowym z udziałem w dochodzie, przedział przy kosztach utrzymania ±20% i `Symuluj tę kwotę`.',
      },
    },
  },
} satisfies Meta<typeof CapacityResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Wpisz dochód, wiek, okres kredytowania, oprocentowanie i cenę nieruchomości – wynik pojawi się tutaj.',
      ),
    ).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { state: { kind: 'invalid' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Popraw zaznaczone pola, aby zobaczyć wynik.'),
    ).toBeVisible();
  },
};

/** The common case: 50 % of 10 000 zł, 5 000 zł at 11 % over 300 months. With the share control. */
export const Ready: Story = {
  args: {
    state: ready(capacityInput(), { href: '/#ustawienia=przyklad' }),
    share: <CapacityShare status={{ kind: 'idle' }} onShare={() => undefined} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ogranicza Cię: dochód (DSTI 50%)')).toBeVisible();
    await expect(plain(canvas.getByText(/^Bank liczy .* dochodu; rata/).textContent)).toBe(
      'Bank liczy 10 000,00 zł dochodu; rata może wynieść najwyżej 5 000,00 zł przy oprocentowaniu 11% przez 300 mies.',
    );
    await expect(canvas.getByRole('link', { name: 'Symuluj tę kwotę' })).toHaveAttribute(
      'href',
      '/#ustawienia=przyklad',
    );
    await expect(canvas.getByRole('button', { name: 'Kopiuj link do tych danych' })).toBeVisible();
  },
};

/** The address of `Symuluj tę kwotę` is still being written: no link yet. */
export const SimulatePending: Story = {
  args: { state: ready(capacityInput(), 'pending') },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('link', { name: 'Symuluj tę kwotę' }),
    ).toBeNull();
  },
};

/** 20 000 zł is below the simulator's 30 000 zł: it says so instead of a link. */
export const SimulateUnavailable: Story = {
  args: {
    state: ready(
      capacityInput({ price: 220_000, contribution: 200_000, ...HIGH_INCOME }),
      'unavailable',
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Symulator rat liczy kredyty od 30 000 zł, więc tej kwoty nie da się w nim sprawdzić.',
      ),
    ).toBeVisible();
  },
};

/** BGK chosen with 30 % down: over its 10 %, so LTV 80 % applies and the page says why. */
export const BgkRefusedContribution: Story = {
  args: {
    state: ready(capacityInput({ ...HIGH_INCOME, contribution: 300_000, cover: 'BGK' }), 'pending'),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Gwarancja BGK nie przysługuje: wkład własny przekracza 10% ceny. Liczymy LTV 80%.',
      ),
    ).toBeVisible();
  },
};

/** BGK chosen for 10 years: the guarantee needs at least 15. */
export const BgkRefusedTerm: Story = {
  args: {
    state: ready(
      capacityInput({ ...HIGH_INCOME, contribution: 50_000, cover: 'BGK', termYears: 10 }),
      'pending',
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Gwarancja BGK nie przysługuje: kredyt musi trwać co najmniej 15 lat. Liczymy LTV 80%.',
      ),
    ).toBeVisible();
  },
};

/** Age 75 with the limit at 75: nothing to lend, no instalments to show. */
export const NothingToLend: Story = {
  args: { state: ready(capacityInput({ age: 75 }), 'unavailable') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ogranicza Cię: wiek')).toBeVisible();
    await expect(canvas.queryByText(/^Rata przy oprocentowaniu/)).toBeNull();
  },
};

/** The clipboard refused: the link to copy by hand, at 360 px. */
export const ShareManual: Story = {
  ...PHONE,
  args: {
    state: ready(capacityInput(), { href: '/#ustawienia=przyklad' }),
    share: (
      <CapacityShare
        status={{ kind: 'manual', link: 'https://example.test/zdolnosc-kredytowa#abc' }}
        onShare={() => undefined}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Link do danych zdolności kredytowej' }),
    ).toHaveValue('https://example.test/zdolnosc-kredytowa#abc');
  },
};
