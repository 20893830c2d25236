import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResultCard } from '../../ui/components/ResultCard/ResultCard';
import { PHONE } from '../viewports';
import { annuity, decreasing, variableRate, withCosts, withOverpayments } from '../fixtures';
import { BOOLEAN, MORTGAGE_TYPE, RESULTS, SETTINGS, TEXT } from '../controls';

const meta = {
  title: 'Components/ResultCard',
  component: ResultCard,
  parameters: {
    docs: {
      description: {
        component:
          'Karta „Wyniki simulacji” (pisownia ze specyfikacji) po wykonaniu symulacji: rata, odsetki, całkowita kwota i link „Pełny raport”. Przy ratach malejących pokazuje pierwszą ratę; z `settings` dokłada liczby scenariusza (oszczędność, RRSO, koszty). Niezapisana symulacja (`saved: false`) zamiast linku ma notatkę.',
      },
    },
  },
  argTypes: {
    mortgageType: MORTGAGE_TYPE,
    saved: BOOLEAN,
    label: TEXT,
    id: TEXT,
    result: RESULTS,
    settings: SETTINGS,
  },
} satisfies Meta<typeof ResultCard>;

export default meta;
type Story = StoryObj<typeof meta>;

function argsFor(simulation: typeof annuity) {
  if (simulation.result === undefined) throw new Error('fixture without result');
  return {
    id: simulation.id,
    label: simulation.label,
    result: simulation.result,
    mortgageType: simulation.settings.mortgageType,
  };
}

export const Annuity: Story = {
  args: argsFor(annuity),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Wyniki simulacji' })).toBeVisible();
    await expect(canvas.getByText('Rata miesięczna')).toBeVisible();
    // 300 000 zł over 25 years at 7,25 %: the annuity formula gives 2 168,42 zł.
    await expect(canvasElement).toHaveTextContent(/Rata miesięczna\s*2\s168,42\szł/);
    await expect(canvas.getByRole('link', { name: 'Pełny raport' })).toHaveAttribute(
      'href',
      `/symulacja/${args.id}`,
    );
  },
};

export const Decreasing: Story = {
  args: argsFor(decreasing),
  play: async ({ canvasElement }) => {
    // 400 000 zł over 300 months at 8 %: the first instalment is 1 333,33 + 2 666,67.
    await expect(within(canvasElement).getByText('Pierwsza rata (malejąca)')).toBeVisible();
    await expect(canvasElement).toHaveTextContent(/4\s000,00\szł/);
  },
};

export const NotSaved: Story = {
  args: { ...argsFor(annuity), saved: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Pełny raport' })).toBeNull();
    await expect(
      within(canvasElement).getByText(
        'Pełny raport jest dostępny tylko dla symulacji zapisanych w przeglądarce.',
      ),
    ).toBeVisible();
  },
};

export const LongLabel: Story = {
  args: {
    ...argsFor(annuity),
    label: '100 000 000 zł - 59,99% - 40 lat - Stała (annuitetowa) z bardzo długim opisem',
  },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText(
      '100 000 000 zł - 59,99% - 40 lat - Stała (annuitetowa) z bardzo długim opisem',
    );
    // It wraps inside the card.
    const card = within(canvasElement).getByRole('region', { name: 'Wyniki simulacji' });
    await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.getBoundingClientRect().right,
    );
  },
};

/** With overpayments the card adds the savings, loaded with the scenario figures' code. */
export const WithOverpaymentSavings: Story = {
  args: { ...argsFor(withOverpayments), settings: withOverpayments.settings },
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // creditfield.pl's example: 20 000 zł at once and 500 zł a month save 118 419,89 zł of
    // interest, 760 zł of it going on the 2 % fee, and end the loan 9 years 10 months early. The
    // fee is paid on top, so the saving is also stated net of it, never as "w tym" (issue 32).
    await expect(await canvas.findByText('Oszczędność na odsetkach')).toBeVisible();
    await expect(canvasElement).toHaveTextContent(/Oszczędność na odsetkach\s*118\s419,89\szł/);
    await expect(canvasElement).toHaveTextContent(
      /Oszczędność po odjęciu prowizji\s*117\s659,89\szł/,
    );
    await expect(
      canvas.getByText('Oszczędność na odsetkach minus prowizje za nadpłaty (760,00 zł).'),
    ).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(/w tym/);
    await expect(canvasElement).toHaveTextContent(/Kredyt krótszy o\s*9\slat\si\s10\smiesięcy/);
    await expect(canvasElement).toHaveTextContent(/Rata po ostatniej nadpłacie\s*153,05\szł/);
  },
};

/** With a bank offer's costs the card adds the RRSO and the cost totals. */
export const WithCosts: Story = {
  args: { ...argsFor(withCosts), settings: withCosts.settings },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 400 000 zł at 7 % with a 2 % commission, 60 zł monthly insurance, 1 200 zł one-off and a
    // 1-point bridge margin for 6 instalments.
    await expect(await canvas.findByText('RRSO z kosztami')).toBeVisible();
    await expect(canvasElement).toHaveTextContent(/RRSO z kosztami\s*7,82%/);
    await expect(
      canvas.getByText('Oprocentowanie z formularza traktujemy jako nominalne.'),
    ).toBeVisible();
    await expect(canvasElement).toHaveTextContent(/Całkowity koszt kredytu\s*477\s818,73\szł/);
    await expect(canvasElement).toHaveTextContent(/Całkowita kwota do zapłaty\s*877\s818,73\szł/);
  },
};

/**
 * A rate that changes (issue 32): the card names the first instalment as such and adds the
 * highest one with its month, so a low first instalment does not understate the loan.
 */
export const VariableRate: Story = {
  args: { ...argsFor(variableRate), settings: variableRate.settings },
  parameters: { screenshot: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 300 000 zł over 300 months: 7,25 % gives 2 168,42 zł; after 5 years at 5,85 % the rest
    // (180 instalments) at 8,1 % gives 2 233,85 zł from instalment 121 on.
    await expect(await canvas.findByText('Najwyższa rata')).toBeVisible();
    await expect(canvasElement).toHaveTextContent(/Pierwsza rata\s*2\s168,42\szł/);
    await expect(canvasElement).toHaveTextContent(/Najwyższa rata\s*2\s233,85\szł \(rata nr 121\)/);
    await expect(canvas.queryByText('Rata miesięczna')).toBeNull();
  },
};

export const Mobile: Story = {
  args: argsFor(decreasing),
  ...PHONE,
  parameters: { screenshot: true },
};
