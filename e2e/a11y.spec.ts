import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { islandsReady } from './feeds';
import { expect, expectChartDrawn, simulate as startSimulation, test } from './fixtures';

const COMPARISON_CHARTS = [
  'Pozostały dług',
  'Odsetki zapłacone narastająco',
  'Rata w kolejnych miesiącach',
];

async function simulate(page: Page) {
  await startSimulation(page);
  await expect(page.getByRole('region', { name: 'Wyniki simulacji' })).toBeVisible();
}

const STATIC_PAGES = [
  '/polityka-prywatnosci',
  '/wiki/artykuly/rrso-definicja-kalkulacja-i-znaczenie',
  '/wiki/artykuly/stopa-referencyjna-nbp-kredyt-hipoteczny',
  '/wiki/artykuly/wskaznik-inflacji-cpi-wplyw-na-kredyt-hipoteczny',
  '/nie-ma',
];

test.describe('axe finds no WCAG 2.2 AA violation', () => {
  test('on the home page, empty, with results, with field errors and with dialogs open', async ({
    page,
  }) => {
    await page.goto('/');
    await islandsReady(page);
    await expect(page.getByText('Stopa referencyjna NBP: 3,75%')).toBeVisible();
    await expectNoViolations(page, 'empty home');

    await page.getByLabel('Kwota kredytu (zł)').fill('1');
    await page.getByLabel('Okres kredytowania (lata)').focus();
    await expect(page.getByText('Podana kwota jest za niska (min. 30 000 zł).')).toBeVisible();
    await expectNoViolations(page, 'field error');

    await page.getByLabel('Kwota kredytu (zł)').fill('');
    await simulate(page);
    await expectNoViolations(page, 'home with results');

    await page.getByRole('button', { name: /^Usuń symulację/ }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoViolations(page, 'delete dialog');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu główne aplikacji' })).toBeVisible();
    await expectNoViolations(page, 'side menu');
  });

  test('on the report page', async ({ page }) => {
    await page.goto('/');
    await simulate(page);
    await page.getByRole('link', { name: 'Pełny raport' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Symulacja: / })).toBeVisible();
    await expectChartDrawn(page, 'Zmiany struktury miesięcznej raty kredytu w czasie');
    await expectChartDrawn(page, 'Rata nominalna i w dzisiejszych złotych');
    await expectNoViolations(page, 'report');
    // The schedule scrolls on its own, so a keyboard reaches it (WCAG 2.1.1).
    const schedule = page.getByRole('region', { name: 'Harmonogram spłaty hipoteki' });
    await schedule.focus();
    await expect(schedule).toBeFocused();
  });

  test("on the report page's not-found state", async ({ page }) => {
    await page.goto('/symulacja/nieznany');
    await expect(page.getByRole('heading', { name: 'Nie znaleziono symulacji' })).toBeVisible();
    await expectNoViolations(page, 'not found');
  });

  test('on the comparison page and when it has nothing to compare', async ({ page }) => {
    await page.goto('/');
    await simulate(page);
    await startSimulation(page, { amount: '300000', rate: '7,25', years: '30' });
    await expect(page.getByRole('row')).toHaveCount(3);
    for (const checkbox of await page
      .getByRole('checkbox', { name: /^Porównaj symulację/ })
      .all()) {
      await checkbox.check();
    }
    await expectNoViolations(page, 'home with runs ticked');
    await page.getByRole('button', { name: 'Porównaj wybrane (2)' }).click();
    for (const name of COMPARISON_CHARTS) await expectChartDrawn(page, name);
    await expectNoViolations(page, 'comparison');

    await page.goto('/porownanie');
    await expect(
      page.getByRole('heading', { name: 'Nie wybrano symulacji do porównania' }),
    ).toBeVisible();
    await expectNoViolations(page, 'comparison without runs');
  });

  for (const path of STATIC_PAGES) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectNoViolations(page, path);
    });
  }
});

test.describe('on a phone', () => {
  for (const width of [360, 414]) {
    test(`at ${width} px no page scrolls sideways and every control is at least 24 px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await simulate(page);
      const report = await page.getByRole('link', { name: 'Pełny raport' }).getAttribute('href');
      const pages = [
        '/',
        report ?? '/symulacja/x',
        '/zdolnosc-kredytowa',
        '/refinansowanie',
        '/sprawdz-harmonogram',
      ];
      for (const path of [...pages, ...STATIC_PAGES]) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        // WCAG 2.5.8: targets of 24 px, except links inside running text.
        const small = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('button, input, select, a')]
            .filter((element) => element.getClientRects().length > 0)
            .filter((element) => !(element.tagName === 'A' && element.closest('p, li, td, th, dd')))
            .map((element) => ({ element, box: element.getBoundingClientRect() }))
            .filter(({ box }) => box.width < 24 || box.height < 24)
            .map(
              ({ element, box }) => `${element.outerHTML.slice(0, 80)} ${box.width}x${box.height}`,
            ),
        );
        expect(small, path).toEqual([]);
      }
    });
  }
});
