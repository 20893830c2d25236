// Sharing, export and import end to end (issue 14), against the built site: a link opened in a
// fresh browser, hostile links, the CSV's bytes, a backup round trip, a broken backup, the printed
// report and `Użyj jako punkt wyjścia`. Every request the pages make is recorded, and none may
// carry a borrower's settings to the site's server.
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Locator, Page, Request } from '@playwright/test';
import { expect, fillLoan, MONTHLY_ROWS, simulate, test, UNREACHABLE_FEEDS } from './fixtures';
import { islandsReady, routeFeeds } from './feeds';

test.use({ feeds: UNREACHABLE_FEEDS, permissions: ['clipboard-read', 'clipboard-write'] });

const LABEL = '300 000 zł - 7,25% - 25 lat - Stała (annuitetowa)';
const SHARED_BANNER = 'Symulacja z udostępnionego linku';
const BAD_LINK = 'Nie można otworzyć udostępnionego linku';
const CSV_FIXTURE = new URL(
  '../ui/domain/fixtures/harmonogram-30000-zl-6-1-rok-stala-annuitetowa.csv',
  import.meta.url,
);

/** Every request a context makes, and every script error or dialog, which none of these may cause. */
function watch(context: BrowserContext) {
  const requests: Request[] = [];
  const failures: string[] = [];
  context.on('request', (request) => requests.push(request));
  context.on('weberror', (error) => failures.push(error.error().message));
  context.on('dialog', (dialog) => {
    failures.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { requests, failures };
}

/** No request sent anything but a plain GET, and none named a figure the borrower typed. */
function expectNothingSent(requests: readonly Request[], typed: readonly string[]) {
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests) {
    expect(request.method(), request.url()).toBe('GET');
    expect(request.postData(), request.url()).toBeNull();
    const url = decodeURIComponent(request.url());
    for (const figure of typed) expect(url, request.url()).not.toContain(figure);
    expect(url).not.toMatch(/ustawienia=|na-podstawie=|#/);
  }
}

async function openReport(page: Page) {
  await page.getByRole('link', { name: 'Pełny raport' }).click();
  await expect(page).toHaveURL(/\/symulacja\/[^/#]+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Symulacja: / })).toBeVisible();
}

const table = (page: Page) =>
  page.getByRole('region', { name: 'Tabela porównawcza wykonanych symulacji' });

/**
 * How many runs the browser has saved, read from the app's IndexedDB store directly. The app opens
 * (and so creates) its database on every page load, so the store's contents are what count, not
 * whether the database exists. A database not created yet is read as none, without creating it.
 */
function savedRuns(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const name = 'mortgageSimulationDatabase';
    if (!(await indexedDB.databases()).some((database) => database.name === name)) return 0;
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open(name);
      opening.onsuccess = () => {
        resolve(opening.result);
      };
      opening.onerror = () => {
        reject(opening.error ?? new Error('open failed'));
      };
    });
    try {
      if (!database.objectStoreNames.contains('simulations')) return 0;
      const counting = database.transaction('simulations').objectStore('simulations').count();
      return await new Promise<number>((resolve, reject) => {
        counting.onsuccess = () => {
          resolve(counting.result);
        };
        counting.onerror = () => {
          reject(counting.error ?? new Error('count failed'));
        };
      });
    } finally {
      database.close();
    }
  });
}

test('a shared link opens in a fresh browser with no storage, and can be saved there', async ({
  page,
  context,
  browser,
}) => {
  const sender = watch(context);
  await page.goto('/');
  await simulate(page);
  await openReport(page);
  await page.getByRole('button', { name: 'Udostępnij' }).click();
  await expect(page.getByText(/^Link skopiowany do schowka\./)).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^http:\/\/localhost:\d+\/symulacja\/udostepniona#[\w-]+$/);

  const fresh = await browser.newContext({ locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
  await routeFeeds(fresh, UNREACHABLE_FEEDS);
  const receiver = watch(fresh);
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.getByText(SHARED_BANNER, { exact: true })).toBeVisible();
  const results = other.getByRole('region', { name: 'Podsumowanie wyników' });
  await expect(results).toContainText(/Rata miesięczna\s*2\s168,42\szł/);
  await expect(results).toContainText(/Całkowite odsetki\s*350\s526,40\szł/);
  // Nothing was saved in the fresh browser until the borrower asks.
  expect(await savedRuns(other)).toBe(0);

  await other.getByRole('button', { name: 'Zapisz w tej przeglądarce' }).click();
  await expect(other.getByText('Zapisano symulację w tej przeglądarce.')).toBeVisible();
  expect(await savedRuns(other)).toBe(1);
  await other.getByRole('link', { name: 'Otwórz zapisany raport' }).click();
  await expect(other).toHaveURL(/\/symulacja\/(?!udostepniona)[^/#]+$/);
  await other.goto('/');
  await expect(table(other).getByRole('link', { name: LABEL, exact: true })).toBeVisible();

  expectNothingSent(sender.requests, ['300000', '7.25', '7,25']);
  expectNothingSent(receiver.requests, ['300000', '7.25', '7,25']);
  expect([...sender.failures, ...receiver.failures]).toEqual([]);
  await fresh.close();
});

test('hostile links show the message and run nothing', async ({ page, context }) => {
  const { failures } = watch(context);
  const fragments = [
    '<script>alert(1)</script>',
    '%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    'javascript:alert(1)',
    '!!!nie-base64!!!',
    'AAAA',
    'eJw' + 'A'.repeat(200),
    'x'.repeat(2_000_000),
  ];
  for (const fragment of fragments) {
    await page.goto(`/symulacja/udostepniona#${fragment}`);
    await expect(page.getByRole('heading', { name: BAD_LINK })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Wróć na stronę główną' })).toBeVisible();
    await expect(page.locator('main img, main script')).toHaveCount(0);
  }
  expect(failures).toEqual([]);
});

test('the CSV download matches the hand-checked file byte for byte', async ({ page }) => {
  await page.goto('/');
  await fillLoan(page, { amount: '30000', rate: '6', years: '1' });
  await page.getByLabel('Pierwsza rata (miesiąc i rok)').fill('2026-04');
  await page.getByRole('button', { name: 'Rozpocznij symulację' }).click();
  await openReport(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Pobierz harmonogram (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('harmonogram-30000-zl-6-1-rok-stala-annuitetowa.csv');
  const bytes = await readFile(await download.path());
  expect(bytes.equals(await readFile(CSV_FIXTURE))).toBe(true);
});

/** Opens the side menu, where the backup panel lives. */
async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu główne aplikacji' });
  await expect(menu.getByRole('button', { name: 'Eksportuj wszystkie symulacje' })).toBeVisible();
  return menu;
}

test('export, clear storage, import: every run is back; a broken file changes nothing', async ({
  page,
  context,
}) => {
  const { requests, failures } = watch(context);
  await page.goto('/');
  await simulate(page);
  await fillLoan(page, { amount: '450000', rate: '6,5', years: '30' });
  await page.getByRole('button', { name: 'Rozpocznij symulację' }).click();
  await expect(table(page).locator('tbody tr')).toHaveCount(2);

  let menu = await openMenu(page);
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    menu.getByRole('button', { name: 'Eksportuj wszystkie symulacje' }).click(),
  ]);
  await expect(menu.getByText('Wyeksportowano 2 symulacje do pliku.')).toBeVisible();
  const backup = await readFile(await exported.path());

  await menu.getByRole('button', { name: 'Usuń wszystkie symulacje' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Potwierdzenie usunięcia' });
  await confirm.getByRole('button', { name: 'Usuń', exact: true }).click();
  await expect(menu.getByText('Usunięto wszystkie zapisane symulacje.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText(/Nie wykonano jeszcze żadnych symulacji/)).toBeVisible();

  await page.reload();
  await islandsReady(page);
  menu = await openMenu(page);
  await chooseFile(page, menu, {
    name: exported.suggestedFilename(),
    mimeType: 'application/json',
    buffer: backup,
  });
  await expect(
    menu.getByText('Zaimportowano 2, pominięto 0 (już zapisane), odrzucono 0 (błędne dane).'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(table(page).getByRole('link', { name: LABEL, exact: true })).toBeVisible();
  await expect(
    table(page).getByRole('link', {
      name: '450 000 zł - 6,5% - 30 lat - Stała (annuitetowa)',
      exact: true,
    }),
  ).toBeVisible();

  // A broken file: the message, and both runs still there after a reload.
  menu = await openMenu(page);
  await chooseFile(page, menu, {
    name: 'kopia.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"simulations": [ obcięty'),
  });
  await expect(
    menu.getByText('To nie jest plik JSON. Wybierz plik kopii zapasowej symulatora.'),
  ).toBeVisible();
  await page.reload();
  await islandsReady(page);
  await expect(table(page).locator('tbody tr')).toHaveCount(2);

  expectNothingSent(requests, ['300000', '450000', '6,5', '6.5']);
  expect(failures).toEqual([]);
});

test('the printed report holds the whole schedule and no buttons', async ({ page }) => {
  await page.goto('/');
  await simulate(page);
  await openReport(page);
  await page.emulateMedia({ media: 'print' });
  const schedule = page.getByRole('region', { name: 'Harmonogram spłaty hipoteki' });
  await expect(schedule.locator(MONTHLY_ROWS)).toHaveCount(300);
  await expect(schedule.getByRole('row', { name: /^300\s/ })).toBeVisible();
  await expect(schedule.getByRole('row', { name: /^SUMA\s/ })).toBeVisible();
  const visibleButtons = await page
    .getByRole('button')
    .evaluateAll((buttons) => buttons.filter((button) => button.checkVisibility()).length);
  expect(visibleButtons).toBe(0);
});

test('Użyj jako punkt wyjścia fills the form with the run’s settings', async ({
  page,
  context,
}) => {
  const { requests } = watch(context);
  await page.goto('/');
  await simulate(page);
  await openReport(page);
  await page.getByRole('link', { name: 'Użyj jako punkt wyjścia' }).click();
  await expect(page).toHaveURL(/\/#na-podstawie=/);
  await expect(
    page.getByText(
      'Formularz wypełniono ustawieniami wybranej symulacji. Zmień je i rozpocznij nową symulację.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Kwota kredytu (zł)')).toHaveValue(/^300\s?000$/);
  await expect(page.getByLabel('Oprocentowanie RRSO (%)')).toHaveValue('7,25');
  await expect(page.getByLabel('Okres kredytowania (lata)')).toHaveValue('25');
  await expect(page.getByRole('radio', { name: 'Stała (annuitetowa)' })).toBeChecked();
  expectNothingSent(requests, ['300000', '7.25', '7,25']);
});

/** Chooses `file` in the picker that the Menu's import button opens, as a borrower does. */
async function chooseFile(
  page: Page,
  menu: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    menu.getByRole('button', { name: 'Importuj symulacje' }).click(),
  ]);
  await chooser.setFiles(file);
}
