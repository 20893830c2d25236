// The scenario sections end to end (issues 11, 12 and 13), against the built site: a borrower opens
// a section, simulates, reads the new figures on the card and in the report, and reloads.
//
// The expected figures are worked out outside the app, from the issues' conventions:
// - 300 000 zł, 7,25 %, 25 years, 500 zł every month from instalment 1, shortening the term: the
//   loan ends at instalment 189 (111 months, 9 years 3 months, early) with 146 802,53 zł less
//   interest (a month-by-month loop in integer grosze with half-up rounding, as issue 11 states).
// - The same loan with a 2 % commission (6 000 zł at drawdown) and 60 zł insurance a month:
//   interest 350 526,40 + 6 000 + 300 × 60 = 374 526,40 zł total cost, 674 526,40 zł to pay, and
//   an RRSO of 8,07 % (the Annex I equation solved by bisection, t = k/12).
// - 300 000 zł at 2,21 % from January 2021 on WIBOR 3M: the refix at instalment 22 (October 2022)
//   reads September 2022's close, 7,21, against December 2020's 0,21, so the rate becomes
//   2,21 + 7,00 = 9,21 %, the highest of the path (ui/domain/data/rates-history.csv).
import type { Locator, Page } from '@playwright/test';
import {
  EXAMPLE_LOAN,
  expect,
  expectChartDrawn,
  fillLoan,
  MONTHLY_ROWS,
  test,
  UNREACHABLE_FEEDS,
} from './fixtures';

test.use({ feeds: UNREACHABLE_FEEDS });

declare global {
  /** Runs `work` on the simulations store and gives back every record in it. */
  function readStore(
    mode: IDBTransactionMode,
    work: (store: IDBObjectStore) => unknown,
  ): Promise<Record<string, unknown>[]>;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    globalThis.readStore = (mode, work) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('mortgageSimulationDatabase', 1);
        open.onerror = () => {
          reject(open.error ?? new Error('open failed'));
        };
        open.onsuccess = () => {
          const transaction = open.result.transaction('simulations', mode);
          const store = transaction.objectStore('simulations');
          work(store);
          const all = store.getAll();
          transaction.oncomplete = () => {
            open.result.close();
            resolve(all.result as Record<string, unknown>[]);
          };
          transaction.onerror = () => {
            reject(transaction.error ?? new Error('transaction failed'));
          };
        };
      });
  });
});

/** An exact-ish pattern for Polish text whose spaces may be no-break spaces. */
const spaced = (text: string): RegExp =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'));

async function start(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Rozpocznij symulację' }).click();
  const card = page.getByRole('region', { name: 'Wyniki simulacji' });
  await expect(card.getByRole('link', { name: 'Pełny raport' })).toBeVisible();
  return card;
}

async function openReport(card: Locator, page: Page): Promise<void> {
  await card.getByRole('link', { name: 'Pełny raport' }).click();
  await expect(page).toHaveURL(/\/symulacja\/[^/#]+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Symulacja: / })).toBeVisible();
}

const schedule = (page: Page) => page.getByRole('region', { name: 'Harmonogram spłaty hipoteki' });
const results = (page: Page) => page.getByRole('region', { name: 'Podsumowanie wyników' });

test.describe('overpayments (issue 11)', () => {
  async function expectOverpaymentReport(page: Page) {
    await expect(results(page)).toContainText(spaced('Oszczędność na odsetkach146 802,53 zł'));
    await expect(results(page)).toContainText(spaced('Kredyt krótszy o9 lat i 3 miesiące'));
    const table = schedule(page);
    await expect(table.getByRole('columnheader', { name: 'Nadpłata', exact: true })).toBeVisible();
    await expect(table.locator(MONTHLY_ROWS)).toHaveCount(189);
    // Both charts drew: the instalments and the debt with and without overpayments.
    for (const name of ['Zmiany struktury miesięcznej raty kredytu w czasie', 'Pozostały dług']) {
      await expectChartDrawn(page, name);
    }
  }

  test('a monthly overpayment that shortens the term: savings on the card, the column and both charts in the report, after a reload too', async ({
    page,
  }) => {
    await page.goto('/');
    await fillLoan(page);
    await page.getByRole('button', { name: 'Nadpłaty' }).click();
    await page.getByRole('button', { name: 'Dodaj nadpłatę' }).click();
    await page.getByLabel('Kwota nadpłaty (zł), nadpłata 1').fill('500');
    await page.getByLabel('Od raty nr, nadpłata 1').fill('1');
    await page.getByLabel('Powtarzaj, nadpłata 1').selectOption({ label: 'Co miesiąc' });
    await page.getByLabel('Efekt nadpłaty, nadpłata 1').selectOption({ label: 'Skrócenie okresu' });

    const card = await start(page);
    await expect(card).toContainText(spaced('146 802,53 zł'));
    await expect(card).toContainText(spaced('9 lat i 3 miesiące'));
    // The spec's figures stay what they were: the first instalment and the run's own totals.
    await expect(card).toContainText(spaced('2 168,42 zł'));

    await openReport(card, page);
    await expectOverpaymentReport(page);
    await page.reload();
    await expectOverpaymentReport(page);
  });

  test('a version-1 record, as today’s code writes a run without extras, still opens unchanged after a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await fillLoan(page, EXAMPLE_LOAN);
    await start(page);
    // Today's record of a run without extras (issue 32): the spec's fields but the schedule,
    // which every read computes again, schemaVersion 6 and the mark saying it was left out.
    const [record] = await page.evaluate(() => readStore('readonly', () => undefined));
    expect(record?.['schemaVersion']).toBe(6);
    expect(record?.['resultOmitted']).toBe(true);
    const fields = { ...record };
    delete fields['schemaVersion'];
    delete fields['resultOmitted'];
    expect(Object.keys(fields).sort()).toEqual(['id', 'label', 'settings', 'timestamp']);
    expect(fields['settings']).toEqual({
      loanAmount: 300000,
      annualInterestRatePercent: 7.25,
      fixedInterestRate: true,
      loanTermYears: 25,
      mortgageType: 'ANNUITY',
    });
    // The same run as the spec's app wrote it before issue 11: no version, its schedule saved.
    await page.evaluate((v1) => readStore('readwrite', (store) => store.put(v1)), {
      ...fields,
      id: 'wersja-1',
      result: specAnnuity(300_000, 7.25, 25),
    });
    await page.goto('/symulacja/wersja-1');
    await expect(page.getByRole('heading', { level: 1, name: /^Symulacja: / })).toBeVisible();
    await page.reload();
    await expect(results(page)).toContainText(spaced('Rata miesięczna2 168,42 zł'));
    await expect(results(page)).toContainText(spaced('Całkowite odsetki350 526,40 zł'));
    await expect(results(page)).not.toContainText('Oszczędność na odsetkach');
    const headers = await schedule(page).getByRole('columnheader').allInnerTexts();
    expect(headers.map((text) => text.trim())).toEqual([
      'Nr raty',
      'Rata całkowita',
      'Część kapitałowa',
      'Część odsetkowa',
      'Pozostały dług',
    ]);
    await expect(schedule(page).locator(MONTHLY_ROWS)).toHaveCount(300);
    await expect(page.getByRole('figure', { name: 'Pozostały dług' })).toHaveCount(0);
  });
});

/** An annuity's result by the spec's rules alone (points 3 and 9), in whole grosze. */
function specAnnuity(loan: number, percent: number, years: number) {
  const rate = percent / 1200;
  const months = years * 12;
  const instalment = Math.round((loan * 100 * rate) / (1 - (1 + rate) ** -months));
  let balance = loan * 100;
  let interestTotal = 0;
  const entries = [];
  for (let month = 1; month <= months; month += 1) {
    const interest = Math.round(balance * rate);
    const principal = month === months ? balance : instalment - interest;
    balance -= principal;
    interestTotal += interest;
    entries.push({
      totalMonthlyPayment: (principal + interest) / 100,
      interestPayment: interest / 100,
      principalPayment: principal / 100,
      remainingDebt: balance / 100,
    });
  }
  return {
    totalMonthlyRate: instalment / 100,
    repaymentPlan: {
      entries,
      totalRepayment: (loan * 100 + interestTotal) / 100,
      totalInterestPayment: interestTotal / 100,
      totalRepaymentRate: loan,
      remainingDebt: 0,
    },
  };
}

test.describe('a variable rate from history (issue 12)', () => {
  async function expectVariableReport(page: Page) {
    await expect(page.getByRole('heading', { name: 'Test wzrostu stóp' })).toBeVisible();
    await expect(page.getByRole('table', { name: /Pierwsza rata i odsetki/ })).toBeVisible();
    await expect(results(page)).toContainText(/Najwyższa rata[^]*\(rata nr 22\)/);
    const table = schedule(page);
    await expect(
      table.getByRole('columnheader', { name: 'Oprocentowanie', exact: true }),
    ).toBeVisible();
    const row22 = table.getByRole('row', { name: /^22\s/ });
    await expect(row22).toContainText('9,21%');
    const row21 = table.getByRole('row', { name: /^21\s/ });
    await expect(row21).not.toContainText('9,21%');
  }

  test('Zmienne, Scenariusz historyczny, WIBOR 3M from 2021-01: the stress table, the highest instalment and the rate column, after a reload too', async ({
    page,
  }) => {
    await page.goto('/');
    await fillLoan(page, { amount: '300000', rate: '2,21', years: '25' });
    await page.getByLabel('Zmienne').check();
    await page.getByLabel('Pierwsza rata (miesiąc i rok)').fill('2021-01');
    await page.getByLabel('Scenariusz historyczny').check();
    await page.getByLabel('Wskaźnik', { exact: true }).selectOption({ label: 'WIBOR 3M' });
    await page.getByRole('button', { name: 'Wstaw zmiany' }).click();
    await expect(page.getByText(/^Wstawiono \d+ zmian/)).toBeVisible();
    // The refix at instalment 22 is among the inserted changes, as worked out above.
    const changeRates = page.getByRole('textbox', { name: /^Oprocentowanie \(%\), zmiana \d+$/ });
    const changeMonths = page.getByRole('textbox', { name: /^Od raty nr, zmiana \d+$/ });
    const months = await changeMonths.evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).value),
    );
    await expect(changeRates.nth(months.indexOf('22'))).toHaveValue('9,21');

    const card = await start(page);
    await openReport(card, page);
    await expect(page.getByRole('region', { name: 'Dokonane ustawienia symulacji' })).toContainText(
      'WIBOR 3M od stycznia 2021',
    );
    await expectVariableReport(page);
    await page.reload();
    await expectVariableReport(page);
  });
});

test.describe('costs and the RRSO (issue 13)', () => {
  async function expectCosts(region: Locator) {
    await expect(region).toContainText(spaced('RRSO z kosztami8,07%'));
    await expect(region).toContainText(spaced('Całkowity koszt kredytu374 526,40 zł'));
    await expect(region).toContainText(spaced('Całkowita kwota do zapłaty674 526,40 zł'));
  }

  test('a 2 % commission and 60 zł insurance a month: the RRSO and the total cost on the card and in the report, after a reload too', async ({
    page,
  }) => {
    await page.goto('/');
    await fillLoan(page);
    await page.getByRole('button', { name: 'Koszty kredytu' }).click();
    await page.getByLabel('Prowizja (%)').fill('2');
    await page.getByLabel('Ubezpieczenie (zł miesięcznie)').fill('60');
    await expect(page.getByRole('button', { name: 'Koszty kredytu (2)' })).toBeVisible();

    const card = await start(page);
    await expectCosts(card);
    await openReport(card, page);
    await expectCosts(results(page));
    await expect(page.getByRole('table', { name: /Składniki całkowitego kosztu/ })).toBeVisible();
    await page.reload();
    await expectCosts(results(page));
    await expect(
      schedule(page).getByRole('columnheader', { name: 'Koszty', exact: true }),
    ).toBeVisible();
  });
});
