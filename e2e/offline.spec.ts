// Offline use and updates (issue 17), against the built site with its service worker. Each test
// serves its own copy of dist/ with the production host's rules (scripts/static-host.ts) on
// localhost, so it can count what reaches the host while the browser is offline, and deploy a
// new build under the page. Requests the worker answers never reach page.route; the feeds are
// other origins, which the worker leaves alone, so the shared fixture still answers them.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { createSiteServer } from '../scripts/static-host.ts';
import { sharedReportHref } from '../ui/domain/routes';
import { encodeShareLink } from '../ui/domain/shareLink';
import { islandsReady } from './feeds';
import { expect, fillLoan, simulate, test } from './fixtures';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const DATABASE = 'mortgageSimulationDatabase';
const REFERENCE_RATE = 'Stopa referencyjna NBP: 3,75%';
const CPI = /^Inflacja CPI r\/r/;
/** Installing a worker downloads the whole site (about 50 files) before it can take over. */
const INSTALL_TIMEOUT_MS = 20_000;

// The worker is what these tests are about; other specs keep Playwright's default.
test.use({ serviceWorkers: 'allow' });

/** A copy of the built site served on its own port, counting the requests that reach it. */
interface Host {
  origin: string;
  root: string;
  requests: string[];
  /** Stops serving and starts again on the same port from the files as they are now. */
  redeploy: () => Promise<void>;
  close: () => Promise<void>;
}

async function listen(server: Server, port = 0): Promise<number> {
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return (server.address() as AddressInfo).port;
}

async function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

async function serveCopyOfDist(): Promise<Host> {
  const root = await mkdtemp(join(tmpdir(), 'offline-e2e-'));
  await cp(DIST, root, { recursive: true });
  const requests: string[] = [];
  const start = async (port?: number) => {
    // A new server, as a new deployment: the host keeps compressed copies of the old files.
    const server = await createSiteServer(root);
    server.on('request', (request: { url?: string }) => requests.push(request.url ?? ''));
    return { server, port: await listen(server, port) };
  };
  let current = await start();
  const host: Host = {
    // The shared fixture refuses every host but localhost.
    origin: `http://localhost:${current.port}`,
    root,
    requests,
    redeploy: async () => {
      await stop(current.server);
      current = await start(current.port);
    },
    close: async () => {
      await stop(current.server);
      await rm(root, { recursive: true, force: true });
    },
  };
  return host;
}

/** Waits until the service worker has installed, precached the site and controls the page. */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: INSTALL_TIMEOUT_MS,
  });
}

/** Hands the feeds' other origins a refusal while offline: see goOffline. */
const refuse = (route: Route) => route.abort('internetdisconnected');
const offSite = (url: URL) => url.hostname !== 'localhost';

/**
 * Takes the browser offline. Playwright fulfils routed requests even offline, so the shared
 * fixture would still answer the feeds; this later route, which takes precedence, refuses them
 * as a real loss of network would.
 */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route(offSite, refuse);
}

/** Back online, with the fixture's feeds again. */
async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute(offSite, refuse);
  await context.setOffline(false);
}

/** Moves the day of both cached feed values back by a day and a half: a cache from yesterday. */
function ageFeedCaches(page: Page): Promise<void> {
  return page.evaluate(
    (database) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => {
          reject(open.error ?? new Error('open failed'));
        };
        open.onsuccess = () => {
          const stores = ['nbpInterestRates', 'cpiPoland'];
          const tx = open.result.transaction(stores, 'readwrite');
          for (const name of stores) {
            const store = tx.objectStore(name);
            const cursor = store.openCursor();
            cursor.onsuccess = () => {
              const found = cursor.result;
              if (!found) return;
              const record = found.value as { lastFetch: number };
              found.update({ ...record, lastFetch: record.lastFetch - 36 * 3_600_000 });
              found.continue();
            };
          }
          tx.oncomplete = () => {
            resolve();
          };
          tx.onerror = () => {
            reject(tx.error ?? new Error('transaction failed'));
          };
        };
      }),
    DATABASE,
  );
}

/** Every page the sitemap lists (home, the articles, privacy), as paths. */
async function sitemapPaths(root: string): Promise<string[]> {
  const sitemap = await readFile(join(root, 'sitemap-0.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc ?? '').pathname,
  );
}

test.describe('after one visit', () => {
  let host: Host;
  test.beforeEach(async () => {
    host = await serveCopyOfDist();
  });
  test.afterEach(async () => {
    await host.close();
  });

  test('every page, a saved report and a shared link open offline, and a run saved offline is in the table online', async ({
    page,
    context,
  }) => {
    const { origin } = host;
    // The worker and the manifest must load under the site's CSP (worker-src, manifest-src).
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await page.goto(`${origin}/`);
    await expect(page.getByText(REFERENCE_RATE)).toBeVisible();
    await expect(page.getByText(CPI)).toBeVisible();
    await controlledByWorker(page);

    await goOffline(context);
    const reachedHost = host.requests.length;

    // Reloaded offline: the page, its scripts and the banner's values cached today.
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Przeprowadź Symulację Kredytu Hipotecznego' }),
    ).toBeVisible();
    await expect(page.getByText(REFERENCE_RATE)).toBeVisible();
    await expect(page.getByText(CPI)).toBeVisible();

    // The home page computes and saves a run offline; its report opens from the saved copy.
    await simulate(page);
    const fullReport = page.getByRole('link', { name: 'Pełny raport' });
    await fullReport.click();
    await expect(page).toHaveURL(/\/symulacja\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /^Symulacja: 300\s000 zł/ }),
    ).toBeVisible();
    const reportUrl = page.url();

    // A shared link: the report shell recomputes the run from the address's fragment.
    const shared = await encodeShareLink({
      loanAmount: 450_000,
      annualInterestRatePercent: 6.5,
      fixedInterestRate: true,
      loanTermYears: 30,
      mortgageType: 'LINEAR',
    });
    await page.goto(origin + sharedReportHref(shared));
    await expect(page.getByText('Symulacja z udostępnionego linku')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: /^Symulacja: 450\s000 zł/ }),
    ).toBeVisible();

    // Every other page, each loaded afresh, not from the browser's memory of it.
    const paths = [...(await sitemapPaths(host.root)), '/porownanie', '/polityka-prywatnosci'];
    for (const path of new Set(paths)) {
      const response = await page.goto(origin + path);
      expect(response?.ok(), path).toBe(true);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.getByRole('contentinfo'), path).toContainText('© 2025');
    }
    // An unknown address shows the site's own 404 page, not the browser's error page.
    await page.goto(`${origin}/nie-ma-takiej-strony`);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Błąd 404 – Strona o podanym adresie nie istnieje',
      }),
    ).toBeVisible();

    // The saved report once more, opened by its address.
    await page.goto(reportUrl);
    await expect(
      page.getByRole('heading', { level: 1, name: /^Symulacja: 300\s000 zł/ }),
    ).toBeVisible();

    // Values cached on an earlier day are not shown; offline they cannot be refreshed, so the
    // banner's items hide and nothing else changes.
    await ageFeedCaches(page);
    await page.goto(`${origin}/`);
    await islandsReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(REFERENCE_RATE)).toBeHidden();
    await expect(page.getByText(CPI)).toBeHidden();

    // Not one request reached the host while the browser was offline.
    expect(host.requests.slice(reachedHost)).toEqual([]);

    // Back online: the run saved offline is in the table.
    await goOnline(context);
    await page.reload();
    await expect(page.getByText(REFERENCE_RATE)).toBeVisible();
    await expect(
      page.getByRole('rowheader', { name: /^300\s000 zł - 7,25% - 25 lat/ }),
    ).toHaveCount(1);
    expect(host.requests.length).toBeGreaterThan(reachedHost);
    expect(cspViolations).toEqual([]);
  });

  test('the 404 page still answers with status 404 online, once the worker controls the site', async ({
    page,
  }) => {
    await page.goto(`${host.origin}/`);
    await controlledByWorker(page);
    const response = await page.goto(`${host.origin}/nie-ma-takiej-strony`);
    expect(response?.status()).toBe(404);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Błąd 404 – Strona o podanym adresie nie istnieje',
      }),
    ).toBeVisible();
  });
});

test.describe('a new deployment', () => {
  let host: Host;
  test.beforeEach(async () => {
    host = await serveCopyOfDist();
  });
  test.afterEach(async () => {
    await host.close();
  });

  /** Deploys a build whose worker differs from the one served before, as any new build's does. */
  async function deployNewBuild(version: string): Promise<void> {
    const file = join(host.root, 'sw.js');
    const worker = await readFile(file, 'utf8');
    const next = worker.replace(/^const VERSION = '[^']*';$/m, `const VERSION = '${version}';`);
    expect(next).not.toBe(worker);
    await writeFile(file, next);
    await host.redeploy();
  }

  const cacheNames = (page: Page) => page.evaluate(() => caches.keys());
  const waitingWorker = (page: Page) =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);

  test('offers the new version politely and reloads once, only when the visitor asks', async ({
    page,
  }) => {
    await page.goto(`${host.origin}/`);
    await controlledByWorker(page);
    const [buildA] = await cacheNames(page);
    await fillLoan(page);

    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });

    // Build B goes live; the tab learns of it at its next update check (when it is shown again).
    await deployNewBuild('build-b');
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const message = page.getByText('Dostępna jest nowa wersja strony');
    await expect(message).toBeVisible({ timeout: INSTALL_TIMEOUT_MS });
    // Said politely: the message is in a status region, and the focus has not moved.
    await expect(page.getByRole('status').filter({ has: message })).toHaveCount(1);
    await expect(page.getByLabel('Okres kredytowania (lata)')).toBeFocused();
    const refresh = page.getByRole('button', { name: 'Odśwież' });
    await expect(refresh).toBeVisible();

    // Nothing has reloaded by itself: what the visitor typed is still there.
    expect(navigations).toBe(0);
    await expect(page.getByLabel('Okres kredytowania (lata)')).toHaveValue('25');
    // The page still runs build A: build B is installed, waiting for the visitor's word.
    expect(await waitingWorker(page)).toBe(true);

    await refresh.click();
    await expect.poll(() => navigations).toBe(1);
    await page.waitForLoadState('load');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The new version serves the page, and the old version's files are gone.
    await expect.poll(() => cacheNames(page)).toEqual(['symulator-build-b']);
    expect(buildA).toMatch(/^symulator-[0-9a-f]{16}$/);
    expect(await waitingWorker(page)).toBe(false);
    await expect(message).toBeHidden();
    // Once: no second reload follows.
    await page.waitForTimeout(1500);
    expect(navigations).toBe(1);
  });

  test('a visit after a deployment is offered the new version too, and Nie teraz hides it', async ({
    page,
  }) => {
    await page.goto(`${host.origin}/symulacja/brak`);
    await controlledByWorker(page);
    await deployNewBuild('build-c');
    // The reload is served by the old version, which is still in charge, and finds the new one.
    await page.reload();
    const message = page.getByText('Dostępna jest nowa wersja strony');
    await expect(message).toBeVisible({ timeout: INSTALL_TIMEOUT_MS });
    await page.getByRole('button', { name: 'Nie teraz' }).click();
    await expect(message).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
