import type { Page } from '@playwright/test';
import { expect, expectChartDrawn, simulate, test, type Loan } from './fixtures';

// Three runs of 300 000 zł at 7,25 %: 25, 30 and 20 years, ticked in that order.
const RUNS: readonly { loan: Loan; label: string }[] = ['25', '30', '20'].map((years) => ({
  loan: { amount: '300000', rate: '7,25', years },
  // Labels group thousands with a no-break space.
  label: `300\\s000 zł - 7,25% - ${years} lat`,
}));

/** An accessible name that starts with `prefix` and then the run's label. */
function named(label: string | undefined, prefix = ''): RegExp {
  return new RegExp(`^${prefix}${label ?? 'x^'}`);
}

/** Saves the three runs on the home page, one after another. */
async function saveThreeRuns(page: Page) {
  await page.goto('/');
  for (const [index, { loan }] of RUNS.entries()) {
    await simulate(page, loan);
    await expect(page.getByRole('row')).toHaveCount(index + 2);
  }
}

/** What the comparison of the 25-, 30- and 20-year runs shows, whatever else is on the page. */
async function expectComparison(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Porównanie symulacji' })).toBeVisible();
  for (const title of [
    'Pozostały dług',
    'Odsetki zapłacone narastająco',
    'Rata w kolejnych miesiącach',
  ]) {
    await expectChartDrawn(page, title);
  }
  const differences = page.getByRole('region', { name: 'Różnice względem pierwszej symulacji' });
  const lastMonth = differences.getByRole('row', { name: /^Ostatnia rata/ });
  return { differences, lastMonth };
}

test('three saved runs compare side by side, survive a reload, and one deleted in another tab is named so', async ({
  page,
  context,
}) => {
  // uPlot and React set styles from script; the site's Content-Security-Policy must allow it.
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
  });
  await saveThreeRuns(page);

  const button = page.getByRole('button', { name: /^Porównaj wybrane/ });
  await expect(button).toBeDisabled();
  for (const { label } of RUNS) {
    await page.getByRole('checkbox', { name: named(label, 'Porównaj symulację ') }).check();
  }
  await expect(button).toHaveText('Porównaj wybrane (3)');
  await button.click();

  await expect(page).toHaveURL(/\/porownanie#[\w-]+,[\w-]+,[\w-]+$/);
  await expect(page).toHaveTitle('Porównanie symulacji kredytu hipotecznego – raty i koszty');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('navigation', { name: 'Ścieżka nawigacji' })).toHaveText(
    /Strona Główna.*Porównanie symulacji/,
  );
  const compared = await expectComparison(page);
  // Against the 25-year run: 60 months more, then 60 months fewer.
  await expect(compared.lastMonth).toContainText('+60 miesięcy');
  await expect(compared.lastMonth).toContainText('-60 miesięcy');
  // The 30-year run's instalment is lower, the 20-year one's higher.
  const firstInstalment = compared.differences.getByRole('row', { name: /^Pierwsza rata/ });
  await expect(firstInstalment).toContainText(/-\d.*\+\d/);
  for (const { label } of RUNS) {
    await expect(page.getByRole('link', { name: named(label) })).toBeVisible();
  }

  const address = page.url();
  await page.reload();
  expect(page.url()).toBe(address);
  const reloaded = await expectComparison(page);
  await expect(reloaded.lastMonth).toContainText('+60 miesięcy');

  // Another tab deletes the 30-year run.
  const other = await context.newPage();
  await other.goto('/');
  await other.getByRole('button', { name: named(RUNS[1]?.label, 'Usuń symulację ') }).click();
  const dialog = other.getByRole('alertdialog', { name: 'Potwierdzenie usunięcia' });
  await dialog.getByRole('button', { name: 'Usuń', exact: true }).click();
  await expect(dialog).toBeHidden();

  // A background tab does not paint, so the comparison is brought forward to be looked at.
  await page.bringToFront();
  await expect(page.getByText('Symulacja nr 2 (usunięta)')).toBeVisible();
  await expect(page.getByRole('link', { name: named(RUNS[1]?.label) })).toHaveCount(0);
  const remaining = await expectComparison(page);
  // The other two still compare: the 20-year run against the 25-year one.
  await expect(remaining.lastMonth).toContainText('-60 miesięcy');
  await expect(remaining.lastMonth).not.toContainText('+60 miesięcy');
  expect(cspViolations).toEqual([]);
});

test('the comparison fits a 360 px phone, and too few runs say so with a way back', async ({
  page,
}) => {
  await saveThreeRuns(page);
  for (const { label } of RUNS.slice(0, 2)) {
    await page.getByRole('checkbox', { name: named(label, 'Porównaj symulację ') }).check();
  }
  await page.getByRole('button', { name: 'Porównaj wybrane (2)' }).click();
  await expectComparison(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expectComparison(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);

  const [first] = new URL(page.url()).hash.slice(1).split(',');
  await page.goto(`/porownanie#${first ?? ''},nie-ma-takiej`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Za mało symulacji do porównania' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute(
    'href',
    '/',
  );
});
