// The credit capacity page (issue 35): reached from home's link, filled, its binding rule read,
// and `Symuluj tę kwotę` back to home with the form filled; axe-clean and usable at 360 px.
import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { islandsReady } from './feeds';
import { expect, test, watchForFailures } from './fixtures';

/** The oldest borrower is 60, so the loan must end within 15 years (the age limit, 75). */
async function fillAge60(page: Page) {
  await page.getByLabel('Dochód netto gospodarstwa (zł miesięcznie)').fill('10000');
  await page.getByLabel('Liczba osób w gospodarstwie').fill('2');
  await page.getByLabel('Wiek najstarszego kredytobiorcy').fill('60');
  await page.getByLabel('Okres kredytowania (lata)').fill('25');
  await page.getByLabel('Oprocentowanie RRSO (%)').fill('6');
  await page.getByLabel('Cena nieruchomości (zł)').fill('1000000');
  await page.getByLabel('Wkład własny (zł)').fill('200000');
}

const result = (page: Page) => page.getByRole('region', { name: 'Ile możesz pożyczyć' });

test('from home’s link to Symuluj tę kwotę: the age binds and home opens with the loan', async ({
  page,
}) => {
  const failures = watchForFailures(page, { consoleErrors: true });
  await page.goto('/');
  await page.getByRole('link', { name: 'Sprawdź, ile możesz pożyczyć' }).click();
  await expect(page).toHaveURL(/\/zdolnosc-kredytowa$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Zdolność kredytowa i wkład własny' }),
  ).toBeVisible();
  await islandsReady(page);
  await fillAge60(page);

  // By hand: 10 000 zł counted, 50 % (above 6 700 zł): 5 000 zł a month at 6 + 5 = 11 % over
  // 180 months (15 years to 75): 5 000 × 87,981937 = 439 909 zł.
  await expect(result(page).getByText('Ogranicza Cię: wiek', { exact: true })).toBeVisible();
  await expect(
    result(page).getByText('Największa kwota kredytu').locator('xpath=following-sibling::p'),
  ).toHaveText(/^439\s909,00\szł$/);
  await expect(
    result(page).getByRole('rowheader', { name: 'Dochód (DSTI 50%), wiek (ogranicza)' }),
  ).toBeVisible();

  // The inputs ride in the fragment: a reload keeps them.
  await expect(page).toHaveURL(/\/zdolnosc-kredytowa#.+/);
  await page.reload();
  await islandsReady(page);
  await expect(page.getByLabel('Wiek najstarszego kredytobiorcy')).toHaveValue('60');
  await expect(result(page).getByText('Ogranicza Cię: wiek', { exact: true })).toBeVisible();

  // The term is capped by the age limit: 15 years, not the 25 typed.
  await result(page).getByRole('link', { name: 'Symuluj tę kwotę' }).click();
  await expect(page).toHaveURL(/\/#ustawienia=/);
  await expect(page.getByLabel('Kwota kredytu (zł)')).toHaveValue(/^439\s?909$/);
  await expect(page.getByLabel('Oprocentowanie RRSO (%)')).toHaveValue('6');
  await expect(page.getByLabel('Okres kredytowania (lata)')).toHaveValue('15');
  await expect(page.getByRole('radio', { name: 'Stała (annuitetowa)' })).toBeChecked();
  expect(failures).toEqual([]);
});

test('axe finds no WCAG 2.2 AA violation on the capacity page: empty, wrong and with a result', async ({
  page,
}) => {
  await page.goto('/zdolnosc-kredytowa');
  await islandsReady(page);
  await expectNoViolations(page, 'empty');

  await page.getByLabel('Wiek najstarszego kredytobiorcy').fill('15');
  await page.getByLabel('Okres kredytowania (lata)').focus();
  await expect(page.getByText('Wiek może wynosić od 18 do 100 lat.')).toBeVisible();
  await expectNoViolations(page, 'field error');

  await fillAge60(page);
  await page.getByLabel('Kwota kredytu (zł)').fill('400000');
  await expect(result(page).getByText('Ogranicza Cię: wiek', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Założenia/ }).click();
  await expectNoViolations(page, 'result, reverse solve and assumptions open');
});

test('the capacity page fits a 360 px phone, its targets 24 px, with a result and the assumptions open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/zdolnosc-kredytowa');
  await islandsReady(page);
  await fillAge60(page);
  await page.getByRole('button', { name: 'Dodaj drugiego kredytobiorcę' }).click();
  await page.getByLabel('Dochód netto drugiego kredytobiorcy (zł miesięcznie)').fill('3000');
  await page.getByRole('button', { name: /Założenia/ }).click();
  await expect(result(page).getByText('Ogranicza Cię: wiek', { exact: true })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  // WCAG 2.5.8: targets of 24 px, except links inside running text (as a11y.spec.ts checks).
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main button, main input, main select, main a')]
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => !(element.tagName === 'A' && element.closest('p, li, td, th, dd')))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 24 || box.height < 24)
      .map(({ element, box }) => `${element.outerHTML.slice(0, 80)} ${box.width}x${box.height}`),
  );
  expect(small).toEqual([]);
});
