// The cold Lighthouse gate (issue 10): Lighthouse 13, mobile preset, simulated throttling, five
// runs per page from an empty HTTP cache with no service worker, judged on the median run; one
// test per page: a saved report, the comparison, then every page of the sitemap. The site is
// built into .lighthouse/dist with PUBLIC_CORS_PROXY pointing at the feed fixture proxy
// (`npm run lighthouse:build`), so the banner loads as in production with no internet; npm test
// builds it early and audits last, alone, because simulated timings scale with the CPU time other
// stages would take. Each page's figures are added to lighthouse.jsonl for the bench report.
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, expect, test, type Page } from '@playwright/test';
import type { LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { simulate } from '../e2e/fixtures';
import { launchForLighthouse } from '../scripts/chromium.ts';
import { startFeedProxy } from '../scripts/feed-fixtures.mjs';
import { DOCUMENT_FIRST_VISIT_KB, HOME_FIRST_VISIT_KB, isDocument } from '../scripts/pages.ts';
import { createSiteServer } from '../scripts/static-host.ts';

const dist = new URL('../.lighthouse/dist', import.meta.url).pathname;
const reports = process.env['REPORTS_DIR'] ?? new URL('../.reports', import.meta.url).pathname;
// Five, as Lighthouse's variability guide advises (docs/variability.md: the median of five runs
// about halves the spread). With three, the report page's TBT, whose first task is Chromium's
// own, failed one fresh clone's gate in four at 286 ms while its other runs read 22-152 ms.
const RUNS = 5;
/** Scored once per page, and required at 100 (not SEO on the noindex pages). */
const CHECKS = ['accessibility', 'best-practices', 'seo'];

let chrome: LaunchedChrome | undefined;
let site: Server | undefined;
let feeds: Server | undefined;
let origin = '';
// The worker's servers and browser; a failed test ends the worker, and the next starts anew.
test.beforeAll(async () => {
  feeds = (await startFeedProxy()).server;
  site = await createSiteServer(dist);
  await new Promise<void>((listening) => site?.listen(0, '127.0.0.1', listening));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  chrome = await launchForLighthouse();
});
test.afterAll(() => {
  chrome?.kill();
  site?.close();
  feeds?.close();
});

/** Runs `work` on a page of the audited browser, then lets go: Lighthouse wants the browser alone. */
async function withPage<T>(work: (page: Page) => Promise<T>): Promise<T> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome?.port ?? 0}`);
  try {
    return await work(await (browser.contexts()[0] ?? (await browser.newContext())).newPage());
  } finally {
    await browser.close();
  }
}

/** A row of Lighthouse's `layout-shifts` audit: how much one element moved. */
interface ShiftItem {
  score: number;
  node?: { snippet?: string; selector?: string };
}

/**
 * Audits `url` five times and judges Lighthouse's own median run. `clearStorageTypes`: what is
 * emptied before each run (the HTTP cache always is), `beforeRun`: what is done before each.
 */
async function audit(
  label: string,
  url: string,
  {
    clearStorageTypes = ['all'],
    beforeRun,
    noindex = false,
  }: Partial<Flags> & {
    beforeRun?: () => Promise<void>;
    noindex?: boolean;
  } = {},
) {
  const runs: Result[] = [];
  const flags: Flags = { port: chrome?.port ?? 0, logLevel: 'error', clearStorageTypes };
  Object.assign(flags, { disableFullPageScreenshot: true });
  // A trace Lighthouse itself calls broken (NO_NAVSTART: "run Lighthouse again") is retried.
  for (let attempt = 1; runs.length < RUNS && attempt <= RUNS + 2; attempt += 1) {
    await beforeRun?.();
    // The first run also scores the categories that do not vary from run to run.
    const onlyCategories = ['performance', ...(runs.length === 0 ? CHECKS : [])];
    const lhr = (await lighthouse(url, { ...flags, onlyCategories }))?.lhr;
    if (lhr?.runtimeError) console.log(`  ${url}: ${lhr.runtimeError.code}, run again`);
    else if (lhr) runs.push(lhr);
  }
  expect(runs, `Lighthouse could not complete ${RUNS} runs`).toHaveLength(RUNS);
  const lhr = (computeMedianRun as (results: Result[]) => Result)(runs);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (id: string) =>
    (lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  // Every request of the visit by type, the feeds included: the first-visit budget's figure.
  const kb = (type: string) =>
    Number(
      items('resource-summary').find((item) => item['resourceType'] === type)?.['transferSize'],
    ) / 1024;
  const maxKb =
    label === '/' ? HOME_FIRST_VISIT_KB : isDocument(label) ? DOCUMENT_FIRST_VISIT_KB : Infinity;
  const lcp = items('lcp-breakdown-insight').find((item) => item['type'] === 'node');
  const [first] = runs;
  const score = (id: string, run = lhr) => run.categories[id]?.score ?? 0;
  // Each target a soft assertion, so a failure names every figure off target.
  expect.soft(value('largest-contentful-paint'), 'LCP ms').toBeLessThanOrEqual(1000);
  expect.soft(value('cumulative-layout-shift'), 'CLS (no layout shift at all)').toBe(0);
  expect.soft(score('performance'), 'performance score').toBeGreaterThanOrEqual(0.98);
  expect.soft(kb('total'), 'first visit KB (every request)').toBeLessThanOrEqual(maxKb);
  for (const id of CHECKS.filter((check) => !(noindex && check === 'seo'))) {
    expect.soft(first ? score(id, first) : 0, `${id} score`).toBe(1);
  }
  // Each run's own figures, so a median off target shows whether one run or most were.
  const perRun = (id: string) =>
    runs.map((run) => Math.round(run.audits[id]?.numericValue ?? Number.NaN)).join(', ');
  console.log(
    `  runs: LCP ms ${perRun('largest-contentful-paint')}; TBT ms ${perRun('total-blocking-time')}`,
  );
  // A shift names its elements, from every run that had one, so a failure says what moved.
  for (const [index, run] of runs.entries()) {
    const shifts = (run.audits['layout-shifts']?.details as { items?: ShiftItem[] } | undefined)
      ?.items;
    for (const shift of shifts ?? []) {
      console.log(
        `  run ${index + 1} shift ${shift.score.toFixed(4)}: ${shift.node?.snippet ?? '?'} ${shift.node?.selector ?? ''}`,
      );
    }
  }
  const row = {
    Page: label,
    'LCP ms': Math.round(value('largest-contentful-paint')),
    'FCP ms': Math.round(value('first-contentful-paint')),
    'TBT ms': Math.round(value('total-blocking-time')),
    CLS: Number(value('cumulative-layout-shift').toFixed(3)),
    'JS KiB': kb('script').toFixed(1),
    'First visit KiB': `${kb('total').toFixed(1)}${Number.isFinite(maxKb) ? ` ≤ ${maxKb}` : ''}`,
    Performance: Math.round(score('performance') * 100),
    'A11y, BP, SEO': CHECKS.map((id) => Math.round((first ? score(id, first) : 0) * 100)).join(
      ', ',
    ),
    'LCP element': lcp ? `${String(lcp['snippet'])} ${String(lcp['nodeLabel'])}` : '–',
    Status: test.info().errors.length === 0 ? 'ok' : 'FAIL',
  };
  console.log(
    Object.entries(row)
      .map((entry) => entry.join(': '))
      .join(' · '),
  );
  const title = `Cold Lighthouse ${lhr.lighthouseVersion} gate (npm test, median of ${RUNS} runs)`;
  mkdirSync(reports, { recursive: true });
  appendFileSync(`${reports}/lighthouse.jsonl`, `${JSON.stringify({ title, row })}\n`);
}

// The report first: before each run its saved run must still be there, and the feed caches go,
// as on a first visit of the day.
test('/symulacja/{id}', async () => {
  const report = await withPage(async (page) => {
    await page.goto(origin);
    await simulate(page);
    const href = await page
      .getByRole('link', { name: 'Pełny raport' })
      .first()
      .getAttribute('href');
    await page.getByText(/^Stopa referencyjna NBP: /).waitFor(); // the fixture proxy answers
    return new URL(href ?? '', origin);
  });
  const id = decodeURIComponent(report.pathname.split('/').pop() ?? '');
  const stillSaved = () =>
    withPage(async (page) => {
      await page.goto(`${origin}/robots.txt`);
      // Empties the two feed caches and counts the saved run, in one transaction.
      const kept = await page.evaluate(
        (key) =>
          new Promise<boolean>((resolve, reject) => {
            const open = indexedDB.open('mortgageSimulationDatabase');
            open.onerror = () => {
              reject(open.error ?? new Error('open failed'));
            };
            open.onsuccess = () => {
              const stores = ['simulations', 'nbpInterestRates', 'cpiPoland'];
              const tx = open.result.transaction(stores, 'readwrite');
              for (const store of stores.slice(1)) tx.objectStore(store).clear();
              const count = tx.objectStore('simulations').count(key);
              tx.oncomplete = () => {
                resolve(count.result === 1);
              };
              tx.onerror = () => {
                reject(tx.error ?? new Error('reset failed'));
              };
            };
          }),
        id,
      );
      if (!kept) throw new Error('the saved run did not survive the reset');
    });
  // Lighthouse's default storage reset, which keeps IndexedDB.
  const clearStorageTypes: Flags['clearStorageTypes'] = [
    'file_systems',
    'shader_cache',
    'service_workers',
    'cache_storage',
  ];
  await audit('/symulacja/{id}', report.href, {
    clearStorageTypes,
    beforeRun: stillSaved,
    noindex: true,
  });
  await stillSaved();
});

// The comparison is noindex, so the sitemap leaves it out: audited here, as a first visit.
test('/porownanie', () => audit('/porownanie', `${origin}/porownanie`, { noindex: true }));

// Then every page the sitemap lists, each a first visit with no storage at all.
const sitemap = readFileSync(`${dist}/sitemap-0.xml`, 'utf8');
for (const [, loc = ''] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
  const { pathname } = new URL(loc);
  test(pathname, () => audit(pathname, origin + pathname));
}
