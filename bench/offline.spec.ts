// What the offline service worker's registration costs a first visit (issue 17): Lighthouse 13 on
// the home page, mobile preset, simulated throttling, cold (storage, service workers and the
// HTTP cache emptied before every run), with and without the worker, runs interleaved so both
// see the same machine load. Figures: LCP and TBT per variant (median, range) and whether the
// difference of the medians stays within the runs' own spread. RUNS sets the runs per variant
// (default 5). On .lighthouse/dist, which `npm run bench` builds (`npm run lighthouse:build`).
//
// With: the site as built; the page registers /sw.js once it has been quiet for QUIET_MS after
// its load event (ui/data/offline.ts), and the worker installs and precaches every file while
// Lighthouse still holds the page (checked for each kept run: its precache reached the host; the
// install may come after the part of the trace LCP and TBT are read from). Without: the same
// build, but the host answers /sw.js with 404, so the registration fails at once and nothing
// installs or precaches.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import lighthouse, { type Flags } from 'lighthouse';
import { launchForLighthouse } from '../scripts/chromium.ts';
import { startFeedProxy } from '../scripts/feed-fixtures.mjs';
import { createSiteServer } from '../scripts/static-host.ts';
import { median, saveFigures } from './report.ts';

const dist = fileURLToPath(new URL('../.lighthouse/dist', import.meta.url));
const RUNS = Number.parseInt(process.env['RUNS'] ?? '5', 10);
/** A file only the worker's precache asks for when the home page is visited. */
const PRECACHE_ONLY = '/404.html';

/** Serves the built site; `withWorker: false` refuses /sw.js. Counts the precache-only file. */
async function serve(withWorker: boolean) {
  const site = await createSiteServer(dist);
  const counts = { precached: 0 };
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === PRECACHE_ONLY) counts.precached += 1;
    if (!withWorker && pathname === '/sw.js') {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('404');
      return;
    }
    site.emit('request', request, response);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return { server, counts, url: `http://127.0.0.1:${port}/` };
}

test('what the offline worker costs a cold first visit of home', async () => {
  const feeds = await startFeedProxy();
  const variants = { with: await serve(true), without: await serve(false) };
  const chrome = await launchForLighthouse();
  const figures = {
    with: { lcp: [] as number[], tbt: [] as number[], installed: 0 },
    without: { lcp: [] as number[], tbt: [] as number[], installed: 0 },
  };
  try {
    const flags: Flags = { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] };
    Object.assign(flags, { disableFullPageScreenshot: true, clearStorageTypes: ['all'] });
    for (let run = 0; run < RUNS; run += 1) {
      // Alternate which goes first, so a slow spell of the machine falls on both.
      for (const name of run % 2 === 0
        ? (['with', 'without'] as const)
        : (['without', 'with'] as const)) {
        const { counts, url } = variants[name];
        let before = counts.precached;
        let lhr = (await lighthouse(url, flags))?.lhr;
        // A trace Lighthouse itself calls broken ("run Lighthouse again") is retried.
        for (let retry = 0; lhr?.runtimeError?.code === 'NO_NAVSTART' && retry < 2; retry += 1) {
          console.log(`  ${name}: ${lhr.runtimeError.code}, run again`);
          before = counts.precached;
          lhr = (await lighthouse(url, flags))?.lhr;
        }
        if (lhr === undefined || lhr.runtimeError) {
          throw new Error(`${name}: ${lhr?.runtimeError?.code ?? 'no result'}`);
        }
        figures[name].lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
        figures[name].tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN);
        if (counts.precached > before) figures[name].installed += 1;
      }
    }
  } finally {
    chrome.kill();
    for (const { server } of Object.values(variants)) server.close();
    feeds.server.close();
  }
  // The comparison means nothing unless the worker really installed in every "with" run.
  expect([figures.with.installed, figures.without.installed], 'runs that precached').toEqual([
    RUNS,
    0,
  ]);

  const rows = (
    [
      ['lcp', 's', (ms: number) => (ms / 1000).toFixed(2)],
      ['tbt', 'ms', (ms: number) => ms.toFixed(0)],
    ] as const
  ).map(([metric, unit, format]) => {
    const [withWorker, without] = [figures.with[metric], figures.without[metric]];
    const difference = median(withWorker) - median(without);
    // Noise: how far apart runs of one and the same variant landed.
    const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
    const noise = Math.max(spread(withWorker), spread(without));
    const range = (values: number[]) =>
      `${format(Math.min(...values))}–${format(Math.max(...values))}`;
    return {
      'Home, cold': `${metric.toUpperCase()} ${unit}`,
      'With worker': `${format(median(withWorker))} (${range(withWorker)})`,
      Without: `${format(median(without))} (${range(without)})`,
      Difference: `${difference >= 0 ? '+' : ''}${format(difference)}`,
      Noise: format(noise),
      Verdict: Math.abs(difference) <= noise ? 'within noise' : 'BEYOND NOISE',
    };
  });
  const title =
    `What the offline worker costs a first visit: Lighthouse, mobile, simulated throttling, ` +
    `median (range) of ${RUNS} interleaved cold runs each; noise is the widest range of one variant`;
  console.log(`${title}. The worker installed in every run with it.`);
  console.table(rows);
  saveFigures('offline', title, rows);
});
