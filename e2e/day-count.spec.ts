// Interest by the real days end to end (issue 37), against the built site: the borrower opens
// `Szczegóły jak w umowie`, picks the real days over 365 and types the contract's dates, and the
// report's schedule shows each instalment's date and days.
//
// The figures are the worked example (ui/domain/dayCountEngine.test.ts): 300 000 zł at
// 7 % for 25 years, paid out 2026-03-10, first payment 2026-04-15 after 36 days:
// 300 000 × 0,07 × 36 / 365 = 2 071,23 zł of interest, 49,11 zł of principal in the instalment of
// 2 120,34 zł.
import AxeBuilder from '@axe-core/playwright';
import { expect, fillLoan, MONTHLY_ROWS, test, UNREACHABLE_FEEDS } from './fixtures';

test.use({ feeds: UNREACHABLE_FEEDS });

test('the real days over 365: the contract dates go with the run, the schedule shows Data and Dni', async ({
  page,
}) => {
  await page.goto('/');
  await fillLoan(page, { amount: '300000', rate: '7', years: '25' });
  const toggle = page.getByRole('button', { name: 'Szczegóły jak w umowie' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await page.getByLabel('Rzeczywista liczba dni / 365').check();
  await page.getByLabel('Data wypłaty kredytu').fill('2026-03-10');
  await page.getByLabel('Data pierwszej raty').fill('2026-04-15');
  await page.getByLabel('Dzień spłaty raty').fill('15');
  await page.getByRole('checkbox', { name: 'Przesuń na dzień roboczy' }).check();
  const axe = await new AxeBuilder({ page }).include('form').analyze();
  expect(axe.violations).toEqual([]);

  await page.getByRole('button', { name: 'Rozpocznij symulację' }).click();
  const card = page.getByRole('region', { name: 'Wyniki simulacji' });
  await expect(card).toContainText('2 120,34 zł');
  await card.getByRole('link', { name: 'Pełny raport' }).click();
  const schedule = page.getByRole('region', { name: 'Harmonogram spłaty hipoteki' });
  await expect(schedule.getByRole('columnheader', { name: 'Data', exact: true })).toBeVisible();
  await expect(schedule.getByRole('columnheader', { name: 'Dni', exact: true })).toBeVisible();
  const first = page.locator(MONTHLY_ROWS).first();
  await expect(first).toContainText('15.04.2026');
  await expect(first).toContainText('2 071,23');
  await expect(first).toContainText('49,11');
  // 15 August 2026 is a Saturday and a holiday: paid on Monday the 17th, after 33 days.
  await expect(page.locator(MONTHLY_ROWS).nth(4)).toContainText('17.08.2026');
  await expect(
    page.locator(MONTHLY_ROWS).nth(4).getByRole('cell', { name: '33', exact: true }),
  ).toBeVisible();
});
