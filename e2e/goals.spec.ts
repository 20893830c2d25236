// Nadpłaty z celem (issue 36) end to end, against the built site: a borrower asks how much to
// overpay to be free by December 2040, puts the answer in the rows, runs it and reads the report;
// the report's own tools start a new run the same way; axe-clean and usable at 360 px.
//
// The figures are the issue's: 400 000 zł at 6,5 % over 25 years (instalment 2 700,83 zł) needs
// 784 zł a month from instalment 1 to end by instalment 180 (783 zł ends in 181), which with the
// first instalment in January 2026 falls in December 2040.
import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import {
  expect,
  fillLoan,
  MONTHLY_ROWS,
  test,
  UNREACHABLE_FEEDS,
  watchForFailures,
} from './fixtures';

test.use({ feeds: UNREACHABLE_FEEDS });

const ISSUE_LOAN = { amount: '400000', rate: '6,5', years: '25' };

/** An exact-ish pattern for Polish text whose spaces may be no-break spaces. */
const spaced = (text: string): RegExp =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'));

/** Home with the issue's loan, its first instalment in January 2026, and the tools open. */
async function openToolsOnHome(page: Page) {
  await page.goto('/');
  await fillLoan(page, ISSUE_LOAN);
  await page.getByLabel('Pierwsza rata (miesiąc i rok)').fill('2026-01');
  await page.getByRole('button', { name: 'Nadpłaty', exact: true }).click();
  await page.getByRole('button', { name: 'Nadpłaty z celem' }).click();
  await expect(page.getByRole('heading', { name: 'Ile nadpłacać?' })).toBeVisible();
}

async function payOffByDecember2040(page: Page) {
  await page.getByLabel('Miesiąc ostatniej raty').selectOption({ label: 'grudzień' });
  await page.getByLabel('Rok ostatniej raty').fill('2040');
  await page.getByRole('button', { name: 'Policz', exact: true }).click();
  await expect(page.getByText(spaced('784,00 zł'))).toBeVisible();
  await expect(page.getByText(spaced('rata nr 180 (grudzień 2040)'))).toBeVisible();
}

/** The report's schedule ends with instalment 180, in December 2040. */
async function expectRunEndsInDecember2040(page: Page) {
  const schedule = page.getByRole('region', { name: 'Harmonogram spłaty hipoteki' });
  await expect(schedule.locator(MONTHLY_ROWS)).toHaveCount(180);
  await expect(schedule.locator(MONTHLY_ROWS).last()).toContainText(/180/);
  await expect(schedule.locator(MONTHLY_ROWS).last()).toContainText(
    /grudzień 2040|12\.2040|2040-12/,
  );
}

test('Spłać do grudnia 2040: Wstaw do nadpłat, run, and the report ends in December 2040', async ({
  page,
}) => {
  const failures = watchForFailures(page);
  await openToolsOnHome(page);
  await payOffByDecember2040(page);
  await expectNoViolations(page, 'home with the goal answered');
  await page.getByRole('button', { name: 'Wstaw do nadpłat' }).click();
  await expect(page.getByLabel('Kwota nadpłaty (zł), nadpłata 1')).toHaveValue('784');
  await expect(page.getByLabel('Powtarzaj, nadpłata 1')).toHaveValue('MONTHLY');

  await page.getByRole('button', { name: 'Rozpocznij symulację' }).click();
  const card = page.getByRole('region', { name: 'Wyniki simulacji' });
  await card.getByRole('link', { name: 'Pełny raport' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Symulacja: / })).toBeVisible();
  await expectRunEndsInDecember2040(page);
  expect(failures).toEqual([]);
});

test('on the report, Wstaw do nadpłat opens home with the run’s settings and the new row', async ({
  page,
}) => {
  await openToolsOnHome(page);
  await page.getByRole('button', { name: 'Rozpocznij symulację' }).click();
  const card = page.getByRole('region', { name: 'Wyniki simulacji' });
  await card.getByRole('link', { name: 'Pełny raport' }).click();
  await page.getByRole('button', { name: /Policz nadpłatę do celu/ }).click();
  await payOffByDecember2040(page);
  await page.getByLabel('Kwota miesięcznie (zł)').fill('1000');
  await page.getByLabel(/Oczekiwany zwrot z inwestycji/).fill('7');
  await page.getByRole('button', { name: 'Porównaj', exact: true }).click();
  await expect(page.getByRole('figure', { name: 'Majątek netto w czasie' })).toBeVisible();
  await expectNoViolations(page, 'report with both tools answered');

  await page.getByRole('button', { name: 'Wstaw do nadpłat' }).click();
  await expect(page).toHaveURL(/\/#ustawienia=/);
  await expect(page.getByLabel('Kwota kredytu (zł)')).toHaveValue(/400/);
  await expect(page.getByLabel('Kwota nadpłaty (zł), nadpłata 1')).toHaveValue('784');
});

test('the tools fit a 360 px phone with both answers shown', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openToolsOnHome(page);
  await payOffByDecember2040(page);
  await page.getByLabel('Kwota miesięcznie (zł)').fill('1000');
  await page.getByLabel(/Oczekiwany zwrot z inwestycji/).fill('7');
  await page.getByRole('button', { name: 'Porównaj', exact: true }).click();
  await expect(page.getByText(/^Po 25 latach: nadpłata/)).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
