import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectChartDrawn,
  MONTHLY_ROWS,
  simulate,
  test,
  UNREACHABLE_FEEDS,
} from './fixtures';

const TITLE = 'Szczegóły symulacji kredytu hipotecznego – analiza wyników';
const LABEL = '300 000 zł - 7,25% - 25 lat - Stała (annuitetowa)';
/** An exact pattern for Polish text whose spaces may be no-break spaces (money, labels). */
const anySpace = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')}$`);

// No request leaves localhost: the rates feeds fail, which the banner is built to survive.
test.use({ feeds: UNREACHABLE_FEEDS });

/** Runs 300 000 zł at 7,25 % over 25 years on the home page and opens its full report. */
async function simulateAndOpenReport(page: Page) {
  await page.goto('/');
  await simulate(page);
  await page.getByRole('link', { name: 'Pełny raport' }).click();
  await expect(page).toHaveURL(/\/symulacja\/[^/]+$/);
}

/** The cells of a table row, as text. */
async function cellsOf(row: Locator): Promise<string[]> {
  return row.getByRole('cell').allInnerTexts();
}

/** The report's instalment chart and the Koszt realny chart have each drawn their canvas. */
async function expectCharts(page: Page) {
  for (const name of [
    'Zmiany struktury miesięcznej raty kredytu w czasie',
    'Rata nominalna i w dzisiejszych złotych',
  ]) {
    await expectChartDrawn(page, name);
  }
}

/** Checks everything the report of the 300 000 zł run shows. */
async function expectReport(page: Page) {
  await expect(page).toHaveTitle(TITLE);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: anySpace(`Symulacja: ${LABEL}`),
    }),
  ).toBeVisible();

  const settings = page.getByRole('region', { name: 'Dokonane ustawienia symulacji' });
  await expect(settings).toContainText(/300\s000,00\szł/);
  await expect(settings).toContainText('RRSO 7,25% przez cały okres kredytowania');
  await expect(settings).toContainText('25 lat');
  await expect(settings).toContainText('Stała (annuitetowa)');

  const results = page.getByRole('region', { name: 'Podsumowanie wyników' });
  await expect(results).toContainText(/Rata miesięczna\s*2\s168,42\szł/);
  await expect(results).toContainText(/Całkowite odsetki\s*350\s526,40\szł/);
  await expect(results).toContainText(/Całkowita kwota do spłaty\s*650\s526,40\szł/);

  const schedule = page.getByRole('region', { name: 'Harmonogram spłaty hipoteki' });
  await expect(schedule.locator(MONTHLY_ROWS)).toHaveCount(300);
  const last = await cellsOf(schedule.getByRole('row', { name: /^300\s/ }));
  expect(last.at(-1)).toMatch(anySpace('0,00 zł'));
  const suma = await cellsOf(schedule.getByRole('row', { name: /^SUMA/ }));
  expect(suma).toHaveLength(4);
  expect(suma[0]).toMatch(anySpace('650 526,40 zł'));
  expect(suma[1]).toMatch(anySpace('300 000,00 zł'));
  expect(suma[2]).toMatch(anySpace('350 526,40 zł'));
  expect(suma[3]).toMatch(anySpace('0,00 zł'));

  await expect(
    page.getByRole('figure', { name: 'Zmiany struktury miesięcznej raty kredytu w czasie' }),
  ).toBeVisible();
  await expectCharts(page);
}

/** The run's `Własny wzrost` as the browser's store holds it (the record, not the page). */
function storedOwnRise(page: Page, id: string): Promise<number | undefined> {
  return page.evaluate(
    (key) =>
      new Promise<number | undefined>((resolve, reject) => {
        const open = indexedDB.open('mortgageSimulationDatabase');
        open.onerror = () => {
          reject(new Error('The database did not open.'));
        };
        open.onsuccess = () => {
          const read = open.result.transaction('simulations').objectStore('simulations').get(key);
          read.onsuccess = () => {
            open.result.close();
            const record = read.result as { settings?: { stressOwnPercent?: number } } | undefined;
            resolve(record?.settings?.stressOwnPercent);
          };
        };
      }),
    id,
  );
}

test.describe('given a simulation made on the home page', () => {
  test('its full report opens, survives a reload and has the header, breadcrumb and noindex', async ({
    page,
  }) => {
    // uPlot and React set styles from script; the site's Content-Security-Policy must allow it.
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
    });
    await simulateAndOpenReport(page);
    await expectReport(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('navigation', { name: 'Ścieżka nawigacji' })).toHaveText(
      /Strona Główna.*Szczegóły symulacji/,
    );
    await expect(
      page.getByRole('navigation', { name: 'Ścieżka nawigacji' }).getByRole('link'),
    ).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();

    const address = page.url();
    await page.reload();
    expect(page.url()).toBe(address);
    await expectReport(page);

    // A deep link pasted with a trailing slash opens the same report.
    await page.goto(`${address}/`);
    await expectReport(page);
    expect(cspViolations).toEqual([]);
  });

  test('on a phone a chart far below is drawn as the borrower scrolls near it, and at once for printing', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await simulateAndOpenReport(page);
    const name = 'Zmiany struktury miesięcznej raty kredytu w czasie';
    const box = page.getByRole('figure', { name }).locator('[data-chart-state]');
    // Two screens down it is ready, and waits: nothing is drawn where nobody looks, frame after
    // frame.
    await expect(box).toHaveAttribute('data-chart-state', 'waiting');
    await page.evaluate(
      () => new Promise((frames) => requestAnimationFrame(() => requestAnimationFrame(frames))),
    );
    await expect(box).toHaveAttribute('data-chart-state', 'waiting');
    await expect(box.locator('canvas')).toHaveCount(0);
    await box.scrollIntoViewIfNeeded();
    await expect(box).toHaveAttribute('data-chart-state', 'drawn');

    // Opened again at the top (a reload would return to where the borrower had scrolled).
    await page.goto(page.url());
    await expect(box).toHaveAttribute('data-chart-state', 'waiting');
    // Drukuj: the browser lays the page out for paper right after the beforeprint listeners, inside
    // the click. A stand-in for its print dialog counts the chart's painted pixels at that moment.
    await box.evaluate((element) => {
      window.print = () => {
        window.dispatchEvent(new Event('beforeprint'));
        const canvas = element.querySelector('canvas');
        const pixels = canvas?.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height);
        let painted = 0;
        for (let alpha = 3; alpha < (pixels?.data.length ?? 0); alpha += 4) {
          if (pixels?.data[alpha] !== 0) painted += 1;
        }
        element.setAttribute('data-painted-for-print', String(painted));
      };
    });
    // On a phone the report's actions are in its `Więcej akcji` menu (issue 31); the chosen
    // one runs once the menu has closed.
    await page.getByRole('button', { name: /^Więcej akcji/ }).click();
    await page.getByRole('menuitem', { name: 'Drukuj lub zapisz PDF' }).click();
    await expect(box).toHaveAttribute('data-painted-for-print', /\d/);
    const painted = Number(await box.getAttribute('data-painted-for-print'));
    expect(painted).toBeGreaterThan(1000);
  });

  test('Własny wzrost typed on the report is kept with the run: a reload shows it', async ({
    page,
  }) => {
    await simulateAndOpenReport(page);
    const own = page.getByLabel('Własny wzrost (pkt proc.)');
    await own.scrollIntoViewIfNeeded();
    await own.fill('3,5');
    const row = page.getByRole('rowheader', { name: 'Własny wzrost: +3,5 pkt proc.' });
    await expect(row).toBeVisible();
    // Kept once typing pauses: the stored record has it.
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect.poll(() => storedOwnRise(page, id)).toBe(3.5);
    await page.reload();
    await expect(page.getByLabel('Własny wzrost (pkt proc.)')).toHaveValue('3,5');
    await expect(row).toBeVisible();

    // Cleared, the row goes, and after a reload it stays gone.
    await page.getByLabel('Własny wzrost (pkt proc.)').fill('');
    await expect(row).toBeHidden();
    await expect.poll(() => storedOwnRise(page, id)).toBeUndefined();
    await page.reload();
    await expect(page.getByLabel('Własny wzrost (pkt proc.)')).toHaveValue('');
    await expect(page.getByRole('rowheader', { name: /^Własny wzrost:/ })).toHaveCount(0);
  });
});

test('an unknown id shows not found with a way home', async ({ page }) => {
  const response = await page.goto('/symulacja/nie-ma-takiej-symulacji');
  // The host rewrites every report address to the one shell, so this is not a 404.
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(TITLE);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nie znaleziono symulacji' }),
  ).toBeVisible();
  await expect(
    page.getByText('Symulacja o podanym identyfikatorze nie istnieje albo została usunięta.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute(
    'href',
    '/',
  );
});

test('an empty id shows not found', async ({ page }) => {
  await page.goto('/symulacja/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nie znaleziono symulacji' }),
  ).toBeVisible();
});

test('the served HTML already carries the polite loading status', async ({ request }) => {
  const html = await (await request.get('/symulacja/dowolny-identyfikator')).text();
  expect(html).toMatch(
    /<div role="status" aria-live="polite"[^>]*>.*Odczytywanie danych\.\.\.<\/span><\/div>/,
  );
});

test.describe('on a phone with the CPU 4× slower', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true });

  test('the report’s largest paint is its served heading, before any script draws the run', async ({
    page,
    context,
  }) => {
    await simulateAndOpenReport(page);
    const report = await context.newPage();
    const cdp = await context.newCDPSession(report);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Every largest-contentful-paint entry, and the moment script first puts the run's label into
    // the heading.
    await report.addInitScript(() => {
      const seen = { entries: [] as { time: number; tag: string }[], labelAt: Infinity };
      Object.assign(window, { lcpProbe: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
          seen.entries.push({ time: entry.startTime, tag: entry.element?.tagName ?? '' });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new MutationObserver(() => {
        if (document.querySelector('h1')?.textContent.startsWith('Symulacja:')) {
          seen.labelAt = Math.min(seen.labelAt, performance.now());
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await report.goto(page.url());
    await expect(report.getByRole('heading', { level: 1 })).toHaveText(`Symulacja: ${LABEL}`);
    // Entries are reported with the frames after the label; give them a moment to arrive.
    await report.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 500))),
    );
    const { entries, labelAt } = await report.evaluate(
      () =>
        (
          window as unknown as {
            lcpProbe: { entries: { time: number; tag: string }[]; labelAt: number };
          }
        ).lcpProbe,
    );
    expect(entries.length).toBeGreaterThan(0);
    const largest = entries.at(-1);
    expect(largest?.tag).toBe('H1');
    expect(largest?.time).toBeLessThan(labelAt);
  });
});
