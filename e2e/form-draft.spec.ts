// Issue 32: the form survives a reload and Back (kept in this tab's sessionStorage), a starting
// point wins over what was kept, `Wyczyść formularz` clears it; and a start press or Enter while
// the form cannot run moves focus to the first field that needs attention and says why.
import type { Page } from '@playwright/test';
import { islandsReady } from './feeds';
import { expect, fillLoan, simulate, test, watchForFailures } from './fixtures';

const RESTORED = 'Przywrócono dane wpisane wcześniej w tej karcie.';

const amount = (page: Page) => page.getByLabel('Kwota kredytu (zł)');
const rate = (page: Page) => page.getByLabel('Oprocentowanie RRSO (%)');
const term = (page: Page) => page.getByLabel('Okres kredytowania (lata)');

test('a reload and Back keep the form, its choices and its overpayment rows; clearing forgets them', async ({
  page,
}) => {
  const failures = watchForFailures(page, { consoleErrors: true });
  await page.goto('/');
  await fillLoan(page, { amount: '450 000,00', rate: '7.125', years: '25' });
  await page.getByRole('radio', { name: 'Malejąca' }).check();
  await page.getByRole('button', { name: 'Nadpłaty' }).click();
  await page.getByRole('button', { name: 'Dodaj nadpłatę' }).click();
  await page.getByLabel('Kwota nadpłaty (zł), nadpłata 1').fill('5 000,00');
  await page.getByLabel('Od raty nr, nadpłata 1').fill('12');
  await page.getByLabel('Nazwa (opcjonalnie)').fill('Oferta banku A');

  await page.reload();
  await islandsReady(page);
  await expect(page.getByText(RESTORED)).toBeVisible();
  // The amount was grouped as the field was left, as the spec's form does.
  await expect(amount(page)).toHaveValue(/^450\s000$/);
  await expect(rate(page)).toHaveValue(/^7[.,]125$/);
  await expect(term(page)).toHaveValue('25');
  await expect(page.getByRole('radio', { name: 'Malejąca' })).toBeChecked();
  await expect(page.getByLabel('Kwota nadpłaty (zł), nadpłata 1')).toHaveValue(/^5\s000(,00)?$/);
  await expect(page.getByLabel('Od raty nr, nadpłata 1')).toHaveValue('12');
  await expect(page.getByLabel('Nazwa (opcjonalnie)')).toHaveValue('Oferta banku A');

  // Start, open the report, come Back: the form is as it was left.
  await page.getByRole('button', { name: 'Rozpocznij symulację' }).click();
  const card = page.getByRole('region', { name: 'Wyniki simulacji' });
  await card.getByRole('link', { name: 'Pełny raport' }).click();
  await expect(page).toHaveURL(/\/symulacja\//);
  await page.goBack();
  await islandsReady(page);
  await expect(amount(page)).toHaveValue(/^450\s000$/);
  await expect(page.getByLabel('Kwota nadpłaty (zł), nadpłata 1')).toHaveValue(/^5\s000/);

  await page.getByRole('button', { name: 'Wyczyść formularz' }).click();
  await expect(amount(page)).toHaveValue('');
  await expect(rate(page)).toHaveValue('');
  await expect(page.getByLabel('Nazwa (opcjonalnie)')).toHaveValue('');
  await expect(page.getByRole('radio', { name: 'Stała (annuitetowa)' })).toBeChecked();
  await page.reload();
  await islandsReady(page);
  await expect(amount(page)).toHaveValue('');
  await expect(page.getByText(RESTORED)).toHaveCount(0);
  expect(failures).toEqual([]);
});

test('a starting point from a link wins over the form kept in the tab', async ({ page }) => {
  await page.goto('/');
  await simulate(page);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: /^Użyj jako punkt wyjścia: 300\s000 zł/ }).click();
  await expect(page).toHaveURL(/\/#na-podstawie=/);
  await expect(amount(page)).toHaveValue(/^300\s?000$/);
  // The borrower then types another amount, which is kept; the address still names the run.
  await amount(page).fill('500000');
  await page.reload();
  await islandsReady(page);
  await expect(
    page.getByText(
      'Formularz wypełniono ustawieniami wybranej symulacji. Zmień je i rozpocznij nową symulację.',
    ),
  ).toBeVisible();
  await expect(amount(page)).toHaveValue(/^300\s?000$/);
  await expect(page.getByText(RESTORED)).toHaveCount(0);
});

test('Enter or a press on the start button while the form cannot run focuses the field and says why', async ({
  page,
}) => {
  await page.goto('/');
  await fillLoan(page, { amount: '300000', rate: '', years: '25' });
  const start = page.getByRole('button', { name: 'Rozpocznij symulację' });
  // Blocked, yet in the Tab order, its reason read with it.
  await expect(start).toHaveAttribute('aria-disabled', 'true');
  await start.focus();
  await expect(start).toBeFocused();
  await expect(start).toHaveAccessibleDescription('Uzupełnij lub popraw: oprocentowanie RRSO.');

  await term(page).press('Enter');
  await expect(rate(page)).toBeFocused();
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: /\S/ })).toHaveText(
    'Uzupełnij lub popraw: oprocentowanie RRSO.',
  );

  await rate(page).fill('7,25');
  await amount(page).fill('300000,50');
  await start.focus();
  await page.keyboard.press('Enter');
  await expect(amount(page)).toBeFocused();
  await expect(page.getByText('Dane wejściowe nie są liczbą całkowitą.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Wyniki simulacji' })).toHaveCount(0);

  await amount(page).fill('300000,00');
  await start.click();
  await expect(page.getByRole('region', { name: 'Wyniki simulacji' })).toContainText(
    /2\s168,42\szł/,
  );
});

test('Wskaźnik + marża survives a reload: its fields, the rate it made, the list it filled; a rate typed over it is said to no longer follow it (issue 33)', async ({
  page,
}) => {
  const failures = watchForFailures(page, { consoleErrors: true });
  const made = 'Wynika ze wzoru: 6,5% przez 5 lat, potem WIBOR 3M 3,85% + marża 2 pkt proc.';
  const moves = page.getByRole('group', { name: 'Jak może się zmieniać wskaźnik' });
  await page.goto('/');
  await fillLoan(page, { amount: '300000', rate: '', years: '25' });
  await page.getByLabel('Zmienne').check();
  // WIBOR 3M is prefilled with its latest close once the series has loaded.
  await expect(page.getByLabel('Wartość wskaźnika (%)')).toHaveValue('3,85');
  await page.getByLabel('Marża banku (pkt proc.)').fill('2');
  await page.getByLabel('Stała przez (lata)').fill('5');
  await page.getByLabel('Oprocentowanie stałe (%)').fill('6,5');
  await moves.getByRole('radio', { name: 'Jednorazowy wzrost' }).check();
  await page.getByLabel('Wzrost wskaźnika (pkt proc.)').fill('2');
  await page.getByLabel('Wzrost od raty nr').fill('73');
  // Worked out by hand: 6,5 % for five years, then 3,85 + 2 = 5,85 %, then 5,85 + 2 = 7,85 %.
  await expect(rate(page)).toHaveValue('6,5');
  await expect(rate(page)).toHaveAccessibleDescription(new RegExp(made.replace(/[+.]/g, '\\$&')));
  await expect(page.getByLabel('Oprocentowanie (%), zmiana 2')).toHaveValue('7,85');

  for (const state of ['typed', 'reloaded']) {
    if (state === 'reloaded') {
      await page.reload();
      await islandsReady(page);
      await expect(page.getByText(RESTORED)).toBeVisible();
    }
    await expect(page.getByLabel('Marża banku (pkt proc.)')).toHaveValue('2');
    await expect(page.getByLabel('Stała przez (lata)')).toHaveValue('5');
    await expect(page.getByLabel('Oprocentowanie stałe (%)')).toHaveValue('6,5');
    await expect(moves.getByRole('radio', { name: 'Jednorazowy wzrost' })).toBeChecked();
    await expect(page.getByLabel('Wzrost wskaźnika (pkt proc.)')).toHaveValue('2');
    await expect(page.getByLabel('Od raty nr, zmiana 1')).toHaveValue('61');
    await expect(page.getByLabel('Od raty nr, zmiana 2')).toHaveValue('73');
    await expect(rate(page)).toHaveValue('6,5');
    await expect(page.getByText(made)).toBeVisible();
  }

  await rate(page).fill('7');
  await expect(
    page.getByText(
      'Wpisane ręcznie: nie wynika już ze wzoru 6,5% przez 5 lat, potem WIBOR 3M 3,85% + marża 2 pkt proc., więc symulacja zostanie zapisana bez niego.',
    ),
  ).toBeVisible();
  await expect(page.getByText(made)).toHaveCount(0);
  expect(failures).toEqual([]);
});
