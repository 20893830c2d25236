// The refinancing planner (issue 34): from a report's link `Czy opłaca się przenieść ten kredyt?`
// to the comparison, filled from that run; axe-clean and usable at 360 px.
import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { islandsReady } from './feeds';
import { expect, expectChartDrawn, simulate, test, watchForFailures } from './fixtures';

/** The contract's terms a saved run does not hold, and the offer's margin. */
async function fillContract(page: Page) {
  await page.getByLabel('Wskaźnik (%)').fill('5,25');
  await page.getByLabel('Marża (pkt proc.)', { exact: true }).fill('2');
  await page.getByRole('textbox', { name: 'Rok, Data zawarcia umowy' }).fill('2020');
  await page.getByLabel('Nowa marża (pkt proc.)').fill('1,5');
}

const comparison = (page: Page) =>
  page.getByRole('table', { name: 'Porównanie możliwości od miesiąca decyzji' });

test('from a report’s link to the comparison, filled from that run', async ({ page }) => {
  const failures = watchForFailures(page, { consoleErrors: true });
  await page.goto('/');
  await simulate(page);
  await page.getByRole('link', { name: 'Pełny raport' }).click();
  await expect(page).toHaveURL(/\/symulacja\/[^/]+$/);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  await page.getByRole('link', { name: 'Czy opłaca się przenieść ten kredyt?' }).click();
  await expect(page).toHaveURL(new RegExp(`/refinansowanie#na-podstawie=${id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Refinansowanie i koniec okresu stałej stopy' }),
  ).toBeVisible();
  await islandsReady(page);

  // The run has no first-instalment month: the planner starts after instalment 1 of 300.
  await expect(page.getByText(/^Dane z symulacji „.+” po racie nr 1\./)).toBeVisible();
  await expect(page.getByLabel('Pozostało rat')).toHaveValue('299');
  await expect(page.getByLabel('Oprocentowanie obecne (%)')).toHaveValue('7,25');
  await fillContract(page);

  // 5,25 + 2 = 7,25 % against 5,25 + 1,5 = 6,75 %, with 919 zł of default costs.
  await expect(page.getByText('Najlepsza po 5 latach: Przenoszę kredyt')).toBeVisible();
  await expect(
    comparison(page).getByRole('cell', { name: /^Zwraca się w miesiącu \d+$/ }),
  ).toBeVisible();
  await expect(comparison(page).getByRole('cell', { name: '919,00 zł' })).toBeVisible();
  await expectChartDrawn(page, 'Zysk G względem „Zostaję”, miesiąc po miesiącu');

  // 299 months is not a whole number of years: the spec's record cannot hold the offer.
  await page.getByLabel('Którą możliwość zapisać').selectOption({ label: 'Przenoszę kredyt' });
  await expect(page.getByRole('button', { name: 'Zapisz jako symulację' })).toBeDisabled();
  await expect(
    page.getByText('Nie można zapisać: okres kredytu musi być pełną liczbą lat (od 1 do 40).'),
  ).toBeVisible();

  // The inputs ride in the fragment: a reload keeps the comparison.
  await expect(page).toHaveURL(/#plan=/);
  await page.reload();
  await islandsReady(page);
  await expect(page.getByText('Najlepsza po 5 latach: Przenoszę kredyt')).toBeVisible();
  await expectNoViolations(page, 'the planner with a result');
  expect(failures).toEqual([]);
});

test('a run that is not stored opens the typed form with a note, and bad input is named', async ({
  page,
}) => {
  await page.goto('/refinansowanie#na-podstawie=nie-ma');
  await islandsReady(page);
  await expect(
    page.getByText('Nie znaleziono tej symulacji w tej przeglądarce. Wpisz dane kredytu.'),
  ).toBeVisible();
  await page.getByLabel('Pozostało rat').fill('500');
  await page.getByLabel('Pozostały dług (zł)').focus();
  await expect(page.getByText('Podaj wartość od 1 do 480.')).toBeVisible();
  await expectNoViolations(page, 'the planner with a field error');
});

test('the planner fits a 360 px phone, its targets 24 px, with a result', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/refinansowanie');
  await islandsReady(page);
  await page.getByLabel('Pozostały dług (zł)').fill('400000');
  await page.getByLabel('Pozostało rat').fill('240');
  await page.getByLabel('Oprocentowanie obecne (%)').fill('6,35');
  await page.getByLabel('Wskaźnik (%)').fill('3,85');
  await page.getByLabel('Marża (pkt proc.)', { exact: true }).fill('2,5');
  await page.getByRole('textbox', { name: 'Rok, Data zawarcia umowy' }).fill('2020');
  await page.getByLabel('Okres nowego kredytu (miesiące)').fill('240');
  await page.getByLabel('Nowa marża (pkt proc.)').fill('1,8');
  await expect(page.getByText('Najlepsza po 5 latach: Przenoszę kredyt')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main button, main input, main select, main a')]
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => !(element.tagName === 'A' && element.closest('p, li, td, th, dd')))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 24 || box.height < 24)
      .map(({ element, box }) => `${element.outerHTML.slice(0, 80)} ${box.width}x${box.height}`),
  );
  expect(small).toEqual([]);
  await expectNoViolations(page, 'the planner at 360 px');
});
