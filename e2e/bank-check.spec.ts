// `Sprawdź harmonogram banku` end to end (issue 37), against the built site: the app's own CSV of
// a run with interest by the real days, opened as a file and pasted, is explained by its own
// convention with no difference; the same schedule with one row's interest 5 zł higher is flagged
// at exactly that row. Axe-clean in every state, 360 px without sideways scroll, and hostile
// pastes refused or read as text without freezing the page.
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectNoViolations } from './axe';
import { box, input, paste } from './bankCheckPage';
import { islandsReady } from './feeds';
import { expect, fillLoan, test, watchForFailures } from './fixtures';

/** The CSV of the worked example, 300 000 zł at 7 % over 25 years, ACT/365, from the report. */
async function dayCountCsv(page: Page): Promise<{ path: string; text: string }> {
  await page.goto('/');
  await fillLoan(page, { amount: '300000', rate: '7', years: '25' });
  await page.getByRole('button', { name: 'Szczegóły jak w umowie' }).click();
  await page.getByLabel('Rzeczywista liczba dni / 365').check();
  await page.getByLabel('Data wypłaty kredytu').fill('2026-03-10');
  await page.getByLabel('Data pierwszej raty').fill('2026-04-15');
  await page.getByLabel('Dzień spłaty raty').fill('15');
  await page.getByRole('checkbox', { name: 'Przesuń na dzień roboczy' }).check();
  await page.getByRole('button', { name: 'Rozpocznij symulację' }).click();
  await page.getByRole('link', { name: 'Pełny raport' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Pobierz harmonogram (CSV)' }).click(),
  ]);
  const path = await download.path();
  return { path, text: await readFile(path, 'utf8') };
}

/** The CSV with the interest of instalment `number` raised by 5 zł (the other columns as they were). */
function withInterestRaised(csv: string, number: number): string {
  const lines = csv.split('\r\n');
  const header = (lines[0] ?? '').replace(/^\uFEFF/, '').split(';');
  const column = header.indexOf('Część odsetkowa');
  expect(column).toBeGreaterThan(0);
  return lines
    .map((line) => {
      const cells = line.split(';');
      if (cells[0] !== String(number)) return line;
      const [whole = '0', cents = '00'] = (cells[column] ?? '').split(',');
      cells[column] = `${String(Number(whole) + 5)},${cents}`;
      return cells.join(';');
    })
    .join('\r\n');
}

const differences = (page: Page) =>
  page.getByRole('table', {
    name: 'Raty, w których odsetki lub kapitał różnią się od przeliczenia',
  });

test('the app’s own CSV of a real-day run is explained by its convention; 5 zł more on one row is flagged there', async ({
  page,
}) => {
  const failures = watchForFailures(page, { consoleErrors: true });
  const csv = await dayCountCsv(page);

  await page.goto('/sprawdz-harmonogram');
  await islandsReady(page);
  await expectNoViolations(page, 'the empty page');
  // Opened as a file: read at once, the inferred loan filled in.
  await page.locator('input[type="file"]').setInputFiles(csv.path);
  await expect(page.getByText('Odczytaliśmy 300 rat.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Kwota kredytu' })).toHaveValue('300000');
  await expect(page.getByRole('textbox', { name: 'Liczba rat' })).toHaveValue('300');
  await expect(page.getByLabel('Data pierwszej raty')).toHaveValue('2026-04-15');
  await expect(page.getByRole('textbox', { name: 'Dzień spłaty raty' })).toHaveValue('15');
  await expectNoViolations(page, 'the inferred loan');
  await page.getByRole('button', { name: 'Sprawdź' }).click();
  await expect(page.getByRole('heading', { name: 'Wynik sprawdzenia' })).toBeFocused();
  await expect(
    page.getByText(
      /^Harmonogram banku zgadza się z naszym wyliczeniem: odsetki liczone sposobem „Rzeczywista liczba dni \/ 365”, oprocentowanie 7%\./,
    ),
  ).toBeVisible();
  await expect(page.getByText('Żadna rata nie różni się o więcej niż grosz.')).toBeVisible();
  await expectNoViolations(page, 'an explained schedule');

  // Pasted, with instalment 10's interest 5 zł higher: flagged at exactly that row.
  await box(page).fill(withInterestRaised(csv.text, 10));
  await page.getByRole('button', { name: 'Odczytaj harmonogram' }).click();
  await page.getByRole('button', { name: 'Sprawdź' }).click();
  const rows = differences(page).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('rowheader')).toHaveText('10');
  await expect(rows.first()).toContainText(/5,00\szł/);
  await expectNoViolations(page, 'a row flagged');

  // The pasted text is kept nowhere: not in the tab's storage, not in the address.
  const kept = await page.evaluate(() =>
    [sessionStorage, localStorage]
      .flatMap((storage) =>
        Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`),
      )
      .concat(location.href)
      .join('\n'),
  );
  expect(kept).not.toContain('odsetkowa');

  // Saved as a run: its report opens.
  await page.getByRole('button', { name: 'Zapisz jako symulację' }).click();
  await page.getByRole('link', { name: 'Otwórz raport' }).click();
  await expect(page).toHaveURL(/\/symulacja\/[^/]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /^Symulacja: 300\s000 zł/ }),
  ).toBeVisible();
  expect(failures).toEqual([]);
});

test('at 360 px the page and its differences table fit without sideways scroll', async ({
  page,
}) => {
  const csv = await dayCountCsv(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/sprawdz-harmonogram');
  await islandsReady(page);
  await box(page).fill(withInterestRaised(csv.text, 3));
  await page.getByRole('button', { name: 'Odczytaj harmonogram' }).click();
  await page.getByRole('button', { name: 'Sprawdź' }).click();
  await expect(differences(page)).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await expectNoViolations(page, 'the result at 360 px');
});

test('hostile pastes are refused or read as text, and the page stays responsive', async ({
  page,
}) => {
  const failures = watchForFailures(page, { consoleErrors: true });
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto('/sprawdz-harmonogram');
  await islandsReady(page);
  const read = page.getByRole('button', { name: 'Odczytaj harmonogram' });
  const alert = page.getByRole('alert');

  const script = '<script>alert(1)</script>\n<img src=x onerror="alert(2)">\n=cmd|\' /C calc\'!A0';
  await box(page).fill(script);
  await read.click();
  await expect(alert).toHaveText(
    'Nie znaleźliśmy w tekście żadnej raty. Skopiuj tabelę harmonogramu razem z wierszem nagłówków.',
  );
  await expect(box(page)).toHaveValue(script);
  // A formula in a schedule's cell is a cell that is no amount: the row is skipped, never run.
  await box(page).fill(
    'Data;Rata;Kapitał;Odsetki;Saldo\n15.04.2026;=1+1;=HYPERLINK("x");=cmd|\' /C calc\'!A0;1000,00',
  );
  await read.click();
  await expect(page.getByRole('heading', { name: 'Wskaż kolumny' })).toBeVisible();

  // 100 000 lines typed in (or dropped): refused at once, and the box emptied.
  await input(page, '1;2;3\n'.repeat(100_000).slice(0, 400_000));
  await read.click();
  await expect(alert).toHaveText(
    'Ten tekst ma ponad 2 000 wierszy, więcej niż ma harmonogram. Wklej sam harmonogram.',
  );
  await expect(box(page)).toHaveValue('');
  // 5 MB pasted: refused before it lands in the box. (How fast each is refused is measured by
  // bench/hostile-paste.spec.ts, which prints its figures; a wall clock here read 1,1 s on a
  // loaded machine for reasons of its own.)
  await paste(page, 'x'.repeat(5_000_000));
  await expect(alert).toHaveText(/^Ten tekst jest za długi jak na harmonogram/);
  await expect(box(page)).toHaveValue('');
  await box(page).fill('');
  await read.click();
  await expect(alert).toHaveText('Wklej harmonogram spłaty z banku albo otwórz plik CSV.');
  expect(dialogs).toBe(0);
  expect(await page.locator('main script, main img').count()).toBe(0);
  expect(failures).toEqual([]);
});
