import type { Page } from '@playwright/test';
import { FIXTURE_FEEDS, islandsReady, type FeedAnswers } from './feeds';
import { expect, simulate, test, UNREACHABLE_FEEDS, watchForFailures } from './fixtures';

const SAVE_ERROR =
  'Nie udało się zapisać symulacji w tej przeglądarce – wynik nie zostanie zachowany.';

/** Writes records straight into the app's database, as old or tampered data would sit there. */
async function plantRecords(page: Page, records: unknown[]) {
  await page.evaluate(async (items) => {
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('mortgageSimulationDatabase', 1);
      open.onerror = () => {
        reject(open.error ?? new Error('open failed'));
      };
      open.onsuccess = () => {
        const transaction = open.result.transaction('simulations', 'readwrite');
        for (const item of items) transaction.objectStore('simulations').put(item);
        transaction.oncomplete = () => {
          open.result.close();
          resolve();
        };
        transaction.onerror = () => {
          reject(transaction.error ?? new Error('write failed'));
        };
      };
    });
  }, records);
}

test.describe('failure drills against the built site', () => {
  test('a hostile saved record renders as text, runs no script and breaks no page', async ({
    page,
  }) => {
    const errors = watchForFailures(page);
    await page.goto('/');
    // The empty table means the app has opened (and created) its database.
    await expect(page.getByText(/Nie wykonano jeszcze żadnych symulacji/)).toBeVisible();
    const hostile = '<img src=x onerror=alert(1)>';
    await plantRecords(page, [
      {
        id: 'xss',
        label: hostile,
        timestamp: Date.UTC(2026, 2, 5),
        settings: {
          loanAmount: 300000,
          annualInterestRatePercent: 7.25,
          fixedInterestRate: true,
          loanTermYears: 25,
          mortgageType: 'ANNUITY',
        },
      },
      { id: 'odd', label: 42, settings: 'nonsense', timestamp: 'yesterday' },
      { id: 'broken', label: 'bez ustawień', timestamp: 1 },
    ]);
    await page.reload();
    await expect(page.getByRole('link', { name: hostile, exact: true })).toBeVisible();
    await expect(page.locator('main img')).toHaveCount(0);
    await page.getByRole('link', { name: hostile, exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Symulacja: ${hostile}` }),
    ).toBeVisible();
    await expect(page.getByText('Brak wyników dla tej symulacji.')).toBeVisible();
    await page.goto('/symulacja/odd');
    // A record that fails the read check is shown as damaged (issue 18), never rendered.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Uszkodzona symulacja' }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  const failingFeeds: [string, FeedAnswers][] = [
    ['answer 500', { nbp: { status: 500, body: 'Błąd' }, gus: { status: 500, body: 'Błąd' } }],
    [
      'return garbage',
      { nbp: { status: 200, body: '<html>nie XML' }, gus: { status: 200, body: '{"data":' } },
    ],
    ['are unreachable', UNREACHABLE_FEEDS],
  ];
  for (const [name, answers] of failingFeeds) {
    test.describe(() => {
      test.use({ feeds: answers });

      test(`when the feeds ${name}, the banner hides its items and simulating still works`, async ({
        page,
      }) => {
        await page.goto('/');
        await simulate(page);
        await expect(page.getByRole('region', { name: 'Wyniki simulacji' })).toContainText(
          /2\s168,42\szł/,
        );
        const header = page.locator('header');
        await expect(header.getByText(/Stopa referencyjna NBP/)).toHaveCount(0);
        await expect(header.getByText(/Inflacja CPI/)).toHaveCount(0);
        await expect(header).not.toContainText('NaN');
      });
    });
  }

  test.describe(() => {
    test.use({ feeds: { ...FIXTURE_FEEDS, nbp: 'hang' } });

    test('when a feed never answers, its own timeout ends the request and hides it, and the rest keeps working', async ({
      page,
    }) => {
      // The proof that the page's own timer fired: it aborts the hanging request and says so.
      const aborted = page.waitForEvent('requestfailed', {
        predicate: (request) => decodeURIComponent(request.url()).includes('static.nbp.pl'),
        timeout: 15_000,
      });
      const warned = page.waitForEvent('console', {
        predicate: (message) =>
          message.type() === 'warning' &&
          /NBP reference rate .*no complete answer within 8000 ms/.test(message.text()),
        timeout: 15_000,
      });
      // The page's clock, moved on past the timeout instead of waiting 8 s for it.
      await page.clock.install();
      await page.goto('/');
      await simulate(page);
      await expect(page.getByRole('region', { name: 'Wyniki simulacji' })).toBeVisible();
      const header = page.locator('header');
      await expect(header.getByText(/Inflacja CPI r\/r/)).toBeVisible();
      await page.clock.fastForward(8000);
      expect((await aborted).failure()?.errorText).toBe('net::ERR_ABORTED');
      await warned;
      await expect(header.getByText(/Stopa referencyjna NBP/)).toHaveCount(0);
      await expect(header).not.toContainText('NaN');
    });
  });

  test('without IndexedDB the form still computes and says the run is not saved', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
    });
    await page.goto('/');
    await simulate(page);
    await expect(page.getByRole('status').filter({ hasText: SAVE_ERROR })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Wyniki simulacji' })).toContainText(
      /2\s168,42\szł/,
    );
    // The form keeps what was typed, so nothing is lost.
    await expect(page.getByLabel('Okres kredytowania (lata)')).toHaveValue('25');
  });

  test('a delete in one tab shows in the other', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    const row = (page: Page) => page.getByRole('button', { name: /^Usuń symulację 300\s000 zł/ });
    await first.goto('/');
    await simulate(first);
    // Saved once its row shows (run, save, show); the second tab then opens with it.
    await expect(row(first)).toBeVisible();
    await second.goto('/');
    await expect(row(second)).toBeVisible();
    // A background tab does not paint, so the first tab is brought forward to be clicked.
    await first.bringToFront();
    await row(first).click();
    const dialog = first.getByRole('alertdialog', { name: 'Potwierdzenie usunięcia' });
    await dialog.getByRole('button', { name: 'Usuń', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row(first)).toHaveCount(0);
    await expect(row(second)).toHaveCount(0, { timeout: 2_000 });
  });

  test('a keyboard-only borrower simulates, opens the report, goes back and deletes', async ({
    page,
  }) => {
    await page.goto('/');
    await islandsReady(page);
    await page.getByLabel('Kwota kredytu (zł)').focus();
    await page.keyboard.type('300000');
    await page.keyboard.press('Tab');
    await page.keyboard.type('7,25');
    await page.keyboard.press('Tab');
    await page.keyboard.type('25');
    await page.keyboard.press('Enter');
    const card = page.getByRole('region', { name: 'Wyniki simulacji' });
    await expect(card).toContainText(/2\s168,42\szł/);

    const report = card.getByRole('link', { name: 'Pełny raport' });
    for (let presses = 0; presses < 10; presses += 1) {
      if (await report.evaluate((link) => link === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(report).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: /^Symulacja: / })).toBeVisible();

    // The browser's own Back (a keyboard user presses Alt+Left; here the browser is driven).
    await page.goBack();
    const deleteButton = page.getByRole('button', { name: /^Usuń symulację 300\s000 zł/ });
    await expect(deleteButton).toBeVisible();
    for (let presses = 0; presses < 40; presses += 1) {
      if (await deleteButton.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(deleteButton).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Potwierdzenie usunięcia' });
    await expect(dialog.getByRole('button', { name: 'Anuluj' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Usuń' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(deleteButton).toHaveCount(0);
    await expect(
      page.getByText('Nie wykonano jeszcze żadnych symulacji. Wykonaj swoją pierwszą symulację.'),
    ).toBeVisible();
  });
});
