import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './fixtures';

const ARTICLES = [
  '/wiki/artykuly/rrso-definicja-kalkulacja-i-znaczenie',
  '/wiki/artykuly/stopa-referencyjna-nbp-kredyt-hipoteczny',
  '/wiki/artykuly/wskaznik-inflacji-cpi-wplyw-na-kredyt-hipoteczny',
];
const ZERO_JS_PAGES = ['/polityka-prywatnosci', ...ARTICLES, '/nie-ma'];

test.describe('given the built site served like production', () => {
  test('the home page has the layout, the breadcrumb and the heading', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page).toHaveTitle('Kalkulator kredytu hipotecznego – symulacja rat i kosztów');
    const breadcrumb = page.getByRole('navigation', { name: 'Ścieżka nawigacji' });
    await expect(breadcrumb).toHaveText('Strona Główna');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Przeprowadź Symulację Kredytu Hipotecznego' }),
    ).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Zastrzeżenie' })).toContainText(
      'orientacyjny',
    );
    await expect(page.getByRole('contentinfo')).toContainText('© 2025');
  });

  test('the skip link moves keyboard focus to the main content', async ({ page }) => {
    await page.goto('/polityka-prywatnosci');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Przejdź do treści' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('the privacy policy has its sections, rights and legal basis', async ({ page }) => {
    expect((await page.goto('/polityka-prywatnosci'))?.status()).toBe(200);
    await expect(page.getByRole('navigation', { name: 'Ścieżka nawigacji' })).toHaveText(
      /Strona Główna.*Polityka prywatności/,
    );
    for (const section of [
      'Ochrona danych osobowych',
      'Lokalne przechowywanie wyników',
      'Hosting i logi serwera',
      'Prawa użytkownika',
      'Postanowienia końcowe',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    const main = page.locator('main');
    for (const right of [
      'dostęp',
      'sprostowani',
      'usunięci',
      'ograniczeni',
      'przenoszeni',
      'sprzeciw',
    ]) {
      await expect(main).toContainText(right);
    }
    await expect(main).toContainText('12 maja 2011');
    await expect(main).toContainText('corsproxy.io');
    await expect(main).toContainText('(małpa)');
  });

  for (const path of ARTICLES) {
    test(`the article ${path} is a wiki page with a way back to the simulator`, async ({
      page,
    }) => {
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.getByRole('navigation', { name: 'Ścieżka nawigacji' })).toHaveText(
        /Strona Główna.*Artykuł Wiki/,
      );
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const words = (await page.locator('article').innerText()).split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(600);
      await expect(page.locator('article a[href="/"]').first()).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`^https://[^/]+${path}$`),
      );
    });
  }

  test('the NBP article gives the historical extremes', async ({ page }) => {
    await page.goto(ARTICLES[1] ?? '');
    const article = page.locator('article');
    await expect(article).toContainText('24,00');
    await expect(article).toContainText('1998');
    await expect(article).toContainText('0,10');
    await expect(article).toContainText('2020');
  });

  test('any report address answers 200 with the loading shell', async ({ page, request }) => {
    const response = await request.get('/symulacja/x');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Odczytywanie danych...');
    expect(html).toContain('role="status"');
    await page.goto('/symulacja/x');
    await expect(page).toHaveTitle('Szczegóły symulacji kredytu hipotecznego – analiza wyników');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // The island then finds no run with this id in this browser.
    await expect(page.getByRole('heading', { name: 'Nie znaleziono symulacji' })).toBeVisible();
  });

  test('an unknown address answers the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/nie-ma');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Błąd 404 – Strona o podanym adresie nie istnieje');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('main')).toContainText('Sprawdź, czy adres');
    await page.locator('main').getByRole('link', { name: 'Wróć na stronę główną' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the server sends the security headers from _headers', async ({ request }) => {
    const response = await request.get('/polityka-prywatnosci');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['referrer-policy']).toBe('no-referrer');
  });

  for (const path of ZERO_JS_PAGES) {
    test(`${path} ships no JavaScript`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(path);
      expect(await page.locator('script').count()).toBe(0);
      expect(await page.locator('astro-island').count()).toBe(0);
      expect(scripts).toEqual([]);
    });
  }

  test('a page loads with one request: the favicon is in it, the manifest shares its connection', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/polityka-prywatnosci');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
      'href',
      /^data:image\/svg\+xml,%3Csvg /,
    );
    // Drawn from the inline favicon: the tab shows it without asking the host.
    const drawn = await page.evaluate(async () => {
      const image = new Image();
      image.src = document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? '';
      await image.decode();
      return image.naturalWidth;
    });
    expect(drawn).toBeGreaterThan(0);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'crossorigin',
      'use-credentials',
    );
    expect(requested.filter((path) => path.endsWith('.svg') || path.endsWith('.png'))).toEqual([]);
  });

  test('no built page contains the raw contact address', async () => {
    const dist = join(import.meta.dirname, '..', 'dist');
    const files = (await readdir(dist, { recursive: true })).filter((f) => f.endsWith('.html'));
    expect(files.length).toBeGreaterThanOrEqual(7);
    for (const file of files) {
      const html = await readFile(join(dist, file), 'utf8');
      expect(html, file).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    }
  });
});
