// Hostile or unusual data never takes a page down (issue 18): each defect found on the built
// site has its test here, against the site as production serves it.
import type { Page } from '@playwright/test';
import { EXAMPLE_LOAN, expect, fillLoan, simulate, test, watchForFailures } from './fixtures';
import { gusRowsForYear, islandsReady } from './feeds';

const DAMAGED = 'Uszkodzona symulacja';
const OUTDATED = 'Strona została zaktualizowana w innej karcie – odśwież stronę.';
const ERROR_SCREEN = 'Wystąpił nieoczekiwany błąd';

/** Opens the home page once, so the app creates its database, and waits for the empty table. */
async function openEmptyHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByText(/Nie wykonano jeszcze żadnych symulacji/)).toBeVisible();
}

/** Runs `build` in the page and writes the records it returns behind the app's back; gives their count. */
async function plant(page: Page, build: string): Promise<number> {
  // Built in the page, so NaN, -0, Dates and own `__proto__` keys reach IndexedDB as they are.
  const records = await page.evaluateHandle<unknown[]>(`(${build})()`);
  return page.evaluate(async (items) => {
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('mortgageSimulationDatabase', 1);
      open.onerror = () => {
        reject(open.error ?? new Error('open failed'));
      };
      open.onsuccess = () => {
        const transaction = open.result.transaction('simulations', 'readwrite');
        for (const record of items) transaction.objectStore('simulations').put(record);
        transaction.oncomplete = () => {
          open.result.close();
          resolve();
        };
        transaction.onerror = () => {
          reject(transaction.error ?? new Error('write failed'));
        };
      };
    });
    return items.length;
  }, records);
}

/** The good run and fifty hostile ones, built in the page (NaN, -0 and `__proto__` survive). */
const GOOD_AND_FIFTY_HOSTILE = `() => {
  const good = {
    id: 'dobra', label: '300 000 zł - 7,25% - 25 lat - Stała (annuitetowa)', timestamp: 1772703015000,
    settings: { loanAmount: 300000, annualInterestRatePercent: 7.25, fixedInterestRate: true,
      loanTermYears: 25, mortgageType: 'ANNUITY' },
    result: { totalMonthlyRate: 2168.42, repaymentPlan: { entries: [
      { totalMonthlyPayment: 2168.42, interestPayment: 1812.5, principalPayment: 355.92, remainingDebt: 299644.08 },
    ], totalRepayment: 650526.4, totalInterestPayment: 350526.4, totalRepaymentRate: 300000, remainingDebt: 0 } },
  };
  const withSettings = (id, change) => ({ ...good, id, settings: { ...good.settings, ...change } });
  const withPlan = (id, change) => ({ ...good, id, result: { ...good.result,
    repaymentPlan: { ...good.result.repaymentPlan, ...change } } });
  const hostile = [
    { ...good, id: 'x\\uD800' },
    { ...good, id: '\\uDC00' },
    { ...good, id: '..' },
    { ...good, id: '.' },
    { ...good, id: 'a/b' },
    { ...good, id: 'x'.repeat(65) },
    { ...good, id: 42 },
    { ...good, id: ['tablica', 1] },
    { ...good, id: 'etykieta-mb', label: 'x'.repeat(1000000) },
    { ...good, id: 'etykieta-surogat', label: 'a\\uD800b' },
    JSON.parse('{"id":"proto","__proto__":{"polluted":true},"label":"p","timestamp":1,"settings":{"__proto__":{"x":1}}}'),
    { ...JSON.parse('{"__proto__":{"isAdmin":true}}'), ...good, id: 'proto-2', label: 7 },
    withSettings('kwota-nan', { loanAmount: NaN }),
    withSettings('kwota-inf', { loanAmount: Infinity }),
    withSettings('kwota-ujemna', { loanAmount: -300000 }),
    withSettings('kwota-tekst', { loanAmount: '300000' }),
    withSettings('kwota-ulamek', { loanAmount: 300000.5 }),
    withSettings('kwota-ogromna', { loanAmount: 1e308 }),
    withSettings('stopa-minus-zero', { annualInterestRatePercent: -0 }),
    withSettings('stopa-nan', { annualInterestRatePercent: NaN }),
    withSettings('stopa-61', { annualInterestRatePercent: 61 }),
    withSettings('okres-1e308', { loanTermYears: 1e308 }),
    withSettings('okres-zero', { loanTermYears: 0 }),
    withSettings('typ-nieznany', { mortgageType: 'BALON' }),
    withSettings('typ-null', { mortgageType: null }),
    withSettings('stala-tekst', { fixedInterestRate: 'tak' }),
    withSettings('nadplaty-tekst', { overpayments: 'dużo' }),
    withSettings('nadplaty-100', { overpayments: new Array(100).fill({ month: 1, amount: 1, repeat: 'ONCE', effect: 'SHORTEN_TERM' }) }),
    { ...good, id: 'ustawienia-tablica', settings: [] },
    { ...good, id: 'ustawienia-null', settings: null },
    { ...good, id: 'wynik-tekst', result: 'x' },
    { ...good, id: 'rata-ujemna', result: { ...good.result, totalMonthlyRate: -1 } },
    withPlan('harmonogram-100k', { entries: new Array(100000).fill(good.result.repaymentPlan.entries[0]) }),
    withPlan('harmonogram-481', { entries: new Array(481).fill(null) }),
    withPlan('harmonogram-tekst', { entries: 'brak' }),
    withPlan('wpis-nan', { entries: [{ ...good.result.repaymentPlan.entries[0], interestPayment: NaN }] }),
    withPlan('wpis-liczba', { entries: [7] }),
    withPlan('suma-ujemna', { totalRepayment: -300000 }),
    withPlan('suma-inf', { totalRepayment: Infinity }),
    withPlan('suma-tekst', { totalInterestPayment: '1' }),
    { ...good, id: 'czas-nan', timestamp: NaN },
    { ...good, id: 'czas-tekst', timestamp: 'wczoraj' },
    { ...good, id: 'czas-ujemny', timestamp: -1 },
    { ...good, id: 'wersja-nowsza', schemaVersion: 99 },
    { ...good, id: 'etykieta-liczba', label: 42 },
    { id: 'pusty' },
    { id: 'stary-format', kwota: 300000 },
    { ...good, id: 'data', timestamp: new Date() },
    { ...good, id: 'zagniezdzony', settings: { ...good.settings, loanAmount: { valueOf: 300000 } } },
    { ...good, id: 'funkcja-brak', result: { ...good.result, repaymentPlan: [] } },
  ];
  return [good, ...hostile];
}`;

test.describe('hostile stored records', () => {
  test('one record whose id holds a lone surrogate takes down only its own row', async ({
    page,
  }) => {
    const failures = watchForFailures(page);
    await openEmptyHome(page);
    await plant(
      page,
      `() => [{ id: 'x\\uD800', label: 'zły', timestamp: 1,
        settings: { loanAmount: 300000, annualInterestRatePercent: 7.25, fixedInterestRate: true,
          loanTermYears: 25, mortgageType: 'ANNUITY' } }]`,
    );
    await page.reload();
    await expect(page.getByRole('rowheader', { name: DAMAGED })).toBeVisible();
    await expect(page.getByText(ERROR_SCREEN)).toHaveCount(0);
    // The form still works, and the new run is listed next to the damaged one.
    await simulate(page);
    await expect(page.getByRole('region', { name: 'Wyniki simulacji' })).toContainText(
      /2\s168,42\szł/,
    );
    await expect(page.getByRole('link', { name: /^300\s000 zł - 7,25%/ })).toBeVisible();
    // And the damaged record can be deleted.
    await page.getByRole('button', { name: `Usuń symulację ${DAMAGED}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Usuń', exact: true }).click();
    await expect(page.getByRole('rowheader', { name: DAMAGED })).toHaveCount(0);
    expect(failures).toEqual([]);
  });

  test('a store with one good record and fifty hostile ones: the good one is listed and opens, nothing breaks', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const failures = watchForFailures(page);
    await openEmptyHome(page);
    const planted = await plant(page, GOOD_AND_FIFTY_HOSTILE);
    expect(planted).toBe(51);
    await page.reload();
    const good = page.getByRole('link', {
      name: '300 000 zł - 7,25% - 25 lat - Stała (annuitetowa)',
      exact: true,
    });
    await expect(good).toBeVisible();
    await expect(page.getByRole('rowheader', { name: DAMAGED })).toHaveCount(50);
    await expect(page.getByText(ERROR_SCREEN)).toHaveCount(0);
    // No hostile value reaches the screen as if it were valid.
    const table = page.getByRole('region', { name: 'Tabela porównawcza wykonanych symulacji' });
    await expect(table).not.toContainText('NaN');
    await expect(table).not.toContainText('Infinity');
    await expect(table).not.toContainText('-300');
    await expect(table).not.toContainText('1e+308');
    // No prototype was polluted by the `__proto__` keys.
    expect(
      await page.evaluate(() => {
        const probe = {} as Record<string, unknown>;
        return [probe['polluted'], probe['isAdmin'], probe['x']];
      }),
    ).toEqual([undefined, undefined, undefined]);

    await good.click();
    await expect(
      page.getByRole('heading', { level: 1, name: /^Symulacja: 300\s000 zł/ }),
    ).toBeVisible();
    for (const id of ['harmonogram-100k', 'okres-1e308', 'kwota-ujemna', 'proto']) {
      await page.goto(`/symulacja/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: DAMAGED })).toBeVisible();
    }
    for (const path of ['/symulacja/..', '/symulacja/%2E%2E', '/symulacja/x%ED%A0%80']) {
      await page.goto(path);
      await expect(page.getByText(ERROR_SCREEN)).toHaveCount(0);
    }
    expect(failures).toEqual([]);
  });
});

test.describe('input that bypasses the key filter', () => {
  for (const [name, invisible] of [
    ['a right-to-left mark', '\u200F'],
    ['a zero-width space', '\u200B'],
    ['a byte-order mark', '\uFEFF'],
  ] as const) {
    test(`${name} typed first does not lock the field`, async ({ page }) => {
      await page.goto('/');
      await islandsReady(page);
      const amount = page.getByLabel('Kwota kredytu (zł)');
      await amount.focus();
      // insertText fires no keydown, as an IME or an Android keyboard does.
      await page.keyboard.insertText(invisible);
      await page.keyboard.type('300000');
      await expect(amount).toHaveValue('300000');
      await page.getByLabel('Oprocentowanie RRSO (%)').fill(EXAMPLE_LOAN.rate);
      await page.getByLabel('Okres kredytowania (lata)').fill(EXAMPLE_LOAN.years);
      await expect(page.getByRole('button', { name: 'Rozpocznij symulację' })).toBeEnabled();
    });
  }
});

test.describe('two tabs', () => {
  test('when another tab upgrades the database, this one says to reload', async ({ context }) => {
    const page = await context.newPage();
    await openEmptyHome(page);
    const other = await context.newPage();
    await other.goto('/polityka-prywatnosci');
    await other.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('mortgageSimulationDatabase', 2);
          open.onupgradeneeded = () => {
            open.result.createObjectStore('nowy');
          };
          open.onsuccess = () => {
            open.result.close();
            resolve();
          };
          open.onerror = () => {
            reject(open.error ?? new Error('upgrade failed'));
          };
          open.onblocked = () => {
            reject(new Error('blocked by the first tab'));
          };
        }),
    );
    await page.bringToFront();
    await expect(page.getByRole('alert').filter({ hasText: OUTDATED })).toBeVisible();
    await fillLoan(page);
    await page.getByRole('button', { name: 'Rozpocznij symulację' }).click();
    await expect(page.getByRole('status').filter({ hasText: OUTDATED })).toBeVisible();
  });

  test('a run deleted in another tab takes its result card and report link with it', async ({
    context,
  }) => {
    const first = await context.newPage();
    await first.goto('/');
    await simulate(first);
    await expect(first.getByRole('link', { name: 'Pełny raport' })).toBeVisible();
    const second = await context.newPage();
    await second.goto('/');
    await second.getByRole('button', { name: /^Usuń symulację 300\s000 zł/ }).click();
    await second
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Usuń', exact: true })
      .click();
    await first.bringToFront();
    await expect(first.getByRole('link', { name: 'Pełny raport' })).toHaveCount(0);
    await expect(first.getByRole('region', { name: 'Wyniki simulacji' })).toHaveCount(0);
  });
});

test('without IndexedDB the report says the browser does not allow reading saved runs', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
  });
  await page.goto('/symulacja/abc-123');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nie można odczytać zapisanych symulacji' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(page.getByText(ERROR_SCREEN)).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/', '/symulacja/abc-123']) {
    test(`${path} says the calculator needs JavaScript and promises no endless loading`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByText(/potrzebuje włączonego JavaScriptu/)).toBeVisible();
      await expect(page.getByText('Wczytywanie zapisanych symulacji...')).toBeHidden();
      await expect(page.getByText('Odczytywanie danych...')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Rozpocznij symulację' })).toBeHidden();
    });
  }

  test('the articles and the privacy policy still work and carry no such note', async ({
    page,
  }) => {
    await page.goto('/polityka-prywatnosci');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/potrzebuje włączonego JavaScriptu/)).toHaveCount(0);
  });
});

test.describe('hostile feed answers', () => {
  test.use({
    feeds: {
      nbp: {
        status: 200,
        body: `<?xml version="1.0"?><!DOCTYPE l [<!ENTITY l "${'l'.repeat(40)}">]><stopy_procentowe><tabela id="stoproc"><pozycja id="ref" oprocentowanie="&l;"/>${'&l;'.repeat(18_000)}</tabela></stopy_procentowe>`,
      },
      gus: { status: 200, body: 'current-year' },
    },
  });

  test('an entity expansion is refused before parsing, and not asked for again that day', async ({
    page,
  }) => {
    let nbpRequests = 0;
    page.on('request', (request) => {
      if (decodeURIComponent(request.url()).includes('static.nbp.pl')) nbpRequests += 1;
    });
    await page.goto('/');
    const header = page.locator('header');
    await expect(header.getByText(/Inflacja CPI r\/r/)).toBeVisible();
    await expect(header.getByText(/Stopa referencyjna NBP/)).toHaveCount(0);
    // The page stays responsive: the form takes input at once.
    await simulate(page);
    await expect(page.getByRole('region', { name: 'Wyniki simulacji' })).toBeVisible();
    await page.reload();
    await expect(header.getByText(/Inflacja CPI r\/r/)).toBeVisible();
    expect(nbpRequests).toBe(1);
  });
});

test.describe('a rate of -0 and a CPI index of 99.96', () => {
  test.use({
    feeds: {
      nbp: {
        status: 200,
        body: '<stopy_procentowe><tabela id="stoproc"><pozycja id="ref" oprocentowanie="-0" obowiazuje_od="2026-03-05"/></tabela></stopy_procentowe>',
      },
      // The index 99.96 is −0,04 % year on year, which rounds to "-0,0" without care.
      gus: {
        status: 200,
        body: gusRowsForYear(new Date().getFullYear()).replaceAll(
          /"wartosc":\s*[\d.]+/g,
          '"wartosc":99.96',
        ),
      },
    },
  });

  test('never print "-0" in the banner', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header');
    await expect(header.getByText(/Stopa referencyjna NBP/)).toContainText('0,00%');
    await expect(header.getByText(/Inflacja CPI r\/r/)).toContainText('0,0%');
    await expect(header).not.toContainText('-0');
  });
});

test('a refused method still carries the security headers', async ({ request }) => {
  const response = await request.post('/', { data: 'x' });
  expect(response.status()).toBe(405);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
  expect(response.headers()['permissions-policy']).not.toContain('interest-cohort');
});
