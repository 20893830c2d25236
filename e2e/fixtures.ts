// The one Playwright fixture the specs share: every page of a test has its feeds routed (the
// shipped fixtures by default, `test.use({ feeds })` to make them fail), and the form is filled
// only once the islands have hydrated, because text typed into the server-rendered form before
// React takes over can be lost, which made tests flaky.
import { test as base, expect, type Page } from '@playwright/test';
import { FIXTURE_FEEDS, islandsReady, routeFeeds, type FeedAnswers } from './feeds';

export { expect } from '@playwright/test';

/** What a borrower types into the three fields, as text. */
export interface Loan {
  amount: string;
  rate: string;
  years: string;
}

/** The monthly schedule's rows (the yearly table, built while idle, sits hidden beside it). */
export const MONTHLY_ROWS = 'table[data-view="monthly"] tbody tr';

/** The spec's example: 300 000 zł at 7,25 % over 25 years, an instalment of 2 168,42 zł. */
export const EXAMPLE_LOAN: Loan = { amount: '300000', rate: '7,25', years: '25' };

/** The feeds failing as if the network refused them: the banner must simply hide. */
export const UNREACHABLE_FEEDS: FeedAnswers = { nbp: 'abort', gus: 'abort' };

/** Waits for hydration, then fills the three fields. */
export async function fillLoan(page: Page, loan: Loan = EXAMPLE_LOAN): Promise<void> {
  await islandsReady(page);
  await page.getByLabel('Kwota kredytu (zł)').fill(loan.amount);
  await page.getByLabel('Oprocentowanie RRSO (%)').fill(loan.rate);
  await page.getByLabel('Okres kredytowania (lata)').fill(loan.years);
}

/**
 * Collects what no test may cause: uncaught page errors and dialogs (which dismisses), and with
 * `consoleErrors: true` console errors too.
 */
export function watchForFailures(page: Page, { consoleErrors = false } = {}): string[] {
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  page.on('dialog', (dialog) => {
    failures.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  if (consoleErrors) {
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text());
    });
  }
  return failures;
}

/**
 * Scrolls to the chart titled `name`, as a borrower does, and waits for its canvas: a chart is
 * drawn when it comes near the screen (useNearScreen), not while it is far below.
 */
export async function expectChartDrawn(page: Page, name: string): Promise<void> {
  const figure = page.getByRole('figure', { name });
  await figure.scrollIntoViewIfNeeded();
  await expect(figure.locator('.uplot canvas')).toHaveCount(1);
}

/** Fills the form and starts the simulation. */
export async function simulate(page: Page, loan: Loan = EXAMPLE_LOAN): Promise<void> {
  await fillLoan(page, loan);
  await page.getByRole('button', { name: 'Rozpocznij symulację' }).click();
}

export const test = base.extend<{ feeds: FeedAnswers }>({
  feeds: [FIXTURE_FEEDS, { option: true }],
  // On the context, so a second tab of the same test is kept off the internet as well.
  // The second argument is Playwright's `use`, named so React's hooks lint leaves it alone.
  context: async ({ context, feeds }, provide) => {
    await routeFeeds(context, feeds);
    await provide(context);
  },
});
