// Wskaźnik + marża (issue 33), end to end against the built site: a borrower builds the rate from
// WIBOR 3M and the bank's margin, replays it from a month of history, and reads the report.
//
// The expected figures come from ui/domain/data/rates-history.csv, worked out by hand:
// - WIBOR 3M + 2 pp, Historia wskaźnika from January 2021: instalment 1 reads December 2020's
//   close, 0,21 %, so the rate starts at 2,21 %; the refix at instalment 22 (October 2022) reads
//   September 2022's 7,21, so 9,21 %, the highest of the path.
// - Zmiany jak w historii from February 1997, today's 3,85 % + 2 pp, 25 years: the index starts
//   at 22,22 (January 1997); at instalment 22 it reads October 1998's 17,00, so
//   3,85 + 17,00 − 22,22 < 0 and the index is taken as 0 % until instalment 39, again from 52
//   (April 2001's close) to the end.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { expect, fillLoan, test, UNREACHABLE_FEEDS } from './fixtures';

test.use({ feeds: UNREACHABLE_FEEDS });

/** Text as the page lays it out: any run of whitespace (NBSPs included) between the words. */
const spaced = (text: string): RegExp =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s*'));

async function startAndOpenReport(page: Page) {
  await page.getByRole('button', { name: 'Rozpocznij symulację' }).click();
  const card = page.getByRole('region', { name: 'Wyniki simulacji' });
  await card.getByRole('link', { name: 'Pełny raport' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Symulacja: / })).toBeVisible();
}

async function fillFormula(page: Page, mode: string) {
  await fillLoan(page, { amount: '300000', rate: '', years: '25' });
  await page.getByLabel('Zmienne').check();
  await expect(page.getByRole('radio', { name: 'Wskaźnik + marża' })).toBeChecked();
  // WIBOR 3M is prefilled with its latest close once the series has loaded.
  await expect(page.getByLabel('Wartość wskaźnika (%)')).toHaveValue('3,85');
  await page.getByLabel('Marża banku (pkt proc.)').fill('2');
  await page.getByRole('radio', { name: mode }).check();
}

test('WIBOR 3M + 2 pp from 2021-01 with Historia wskaźnika: the rate made from them, the highest instalment at 22, after a reload too', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('Pierwsza rata (miesiąc i rok)').fill('2021-01');
  await fillFormula(page, 'Historia wskaźnika');
  await expect(page.getByText('Oprocentowanie: WIBOR 3M 0,21% + marża 2 pkt proc.')).toBeVisible();
  await expect(page.getByLabel('Oprocentowanie RRSO (%)')).toHaveValue('2,21');
  await expectNoViolations(page, 'the form with the recipe');
  await startAndOpenReport(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ - zmienne$/);
  const summary = page.getByRole('region', { name: 'Dokonane ustawienia symulacji' });
  const results = page.getByRole('region', { name: 'Podsumowanie wyników' });
  for (const state of ['opened', 'reloaded']) {
    await expect(summary).toContainText(
      spaced('Oprocentowanie zmienne: WIBOR 3M + marża 2 pkt proc., na start 2,21%'),
    );
    await expect(results).toContainText(/Najwyższa rata[^]*\(rata nr 22\)/);
    await expect(summary).toContainText(/Źródło: WIBOR/);
    // WIBOR never went below 0 %: no floor note.
    await expect(summary).not.toContainText('Wskaźnik przyjęto jako 0%');
    await expect(page.getByRole('rowheader', { name: '+1 pkt proc.' })).toBeVisible();
    if (state === 'opened') {
      await expectNoViolations(page, 'the report');
      await page.reload();
    }
  }
});

test('Zmiany jak w historii from 1997-02 on 3,85 % + 2 pp: the report names the instalments where the index was taken as 0 %', async ({
  page,
}) => {
  await page.goto('/');
  await fillFormula(page, 'Zmiany jak w historii');
  await page.getByLabel('Zmiany wskaźnika od').fill('1997-02');
  await expect(page.getByText('Oprocentowanie: WIBOR 3M 3,85% + marża 2 pkt proc.')).toBeVisible();
  await expect(page.getByLabel('Oprocentowanie RRSO (%)')).toHaveValue('5,85');
  await startAndOpenReport(page);
  const summary = page.getByRole('region', { name: 'Dokonane ustawienia symulacji' });
  await expect(summary).toContainText('Wskaźnik przyjęto jako 0% w ratach 22–39, 52–300');
  // The CSV names the recipe in the report's words, before its header row.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Pobierz harmonogram (CSV)' }).click(),
  ]);
  const lines = (await readFile(await download.path(), 'utf8')).replace('\uFEFF', '').split('\r\n');
  expect(lines[0]).toBe('Oprocentowanie zmienne: WIBOR 3M + marża 2 pkt proc., na start 5,85%');
  expect(lines[1]).toMatch(/^Nr raty;/);
});

test('Użyj jako punkt wyjścia on a run with a recipe brings the recipe back, and the next run keeps it', async ({
  page,
}) => {
  await page.goto('/');
  await fillFormula(page, 'Zmiany jak w historii');
  await page.getByLabel('Zmiany wskaźnika od').fill('1997-02');
  await expect(page.getByLabel('Oprocentowanie RRSO (%)')).toHaveValue('5,85');
  await startAndOpenReport(page);
  await page.getByRole('link', { name: 'Użyj jako punkt wyjścia' }).click();
  await expect(page).toHaveURL(/\/#na-podstawie=/);
  await expect(page.getByRole('radio', { name: 'Zmienne', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Wskaźnik + marża' })).toBeChecked();
  await expect(page.getByLabel('Marża banku (pkt proc.)')).toHaveValue('2');
  await expect(page.getByLabel('Zmiany wskaźnika od')).toHaveValue('1997-02');
  await expect(page.getByLabel('Oprocentowanie RRSO (%)')).toHaveValue('5,85');
  await startAndOpenReport(page);
  const summary = page.getByRole('region', { name: 'Dokonane ustawienia symulacji' });
  await expect(summary).toContainText(
    spaced('Oprocentowanie zmienne: WIBOR 3M + marża 2 pkt proc., na start 5,85%'),
  );
  await expect(summary).toContainText('Wskaźnik przyjęto jako 0% w ratach 22–39, 52–300');
});
