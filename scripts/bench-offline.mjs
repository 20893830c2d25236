// What the offline service worker's registration costs a first visit (issue 17): Lighthouse 13 on
// the home page, mobile preset, simulated throttling, cold (storage, service workers and the
// HTTP cache emptied before every run), with and without the worker, runs interleaved so both
// see the same machine load. Prints LCP and TBT per variant (median, range) and whether the
// difference of the medians stays within the runs' own spread. Part of `npm run bench`.
//   node scripts/bench-offline.mjs [--no-build]      RUNS sets the runs per variant (default 5)
//
// With: the site as built; the page registers /sw.js once it has been quiet for QUIET_MS after
// its load event (ui/data/offline.ts), and the worker installs and precaches every file while
// Lighthouse still holds the page (checked for each kept run: its precache reached the host; the
// install may come after the part of the trace LCP and TBT are read from). Without: the same
// build, but the host answers /sw.js with 404, so the registration fails at once and nothing
// installs or precaches.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { saveFigures } from './bench-report.ts';
import { launchForLighthouse } from './chromium.ts';
import { buildWithFeedFixtures, startFeedProxy } from './feed-fixtures.mjs';
import { createSiteServer } from './static-host.ts';

const dist = fileURLToPath(new URL('../.lighthouse/dist', import.meta.url));
const RUNS = Number.parseInt(process.env.RUNS ?? '5', 10);
/** A file only the worker's precache asks for when the home page is visited. */
const PRECACHE_ONLY = '/404.html';

/** Serves the built site; `withWorker: false` refuses /sw.js. Counts the precache-only file. */
async function serve(withWorker) {
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
  await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
  return { server, counts, url: `http://127.0.0.1:${server.address().port}/` };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  if (!process.argv.includes('--no-build')) await buildWithFeedFixtures(dist);
  const feeds = await startFeedProxy();
  const variants = { with: await serve(true), without: await serve(false) };
  const chrome = await launchForLighthouse();
  const figures = {
    with: { lcp: [], tbt: [], installed: [] },
    without: { lcp: [], tbt: [], installed: [] },
  };
  try {
    const flags = { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] };
    Object.assign(flags, { disableFullPageScreenshot: true, clearStorageTypes: ['all'] });
    for (let run = 0; run < RUNS; run += 1) {
      // Alternate which goes first, so a slow spell of the machine falls on both.
      const order = run % 2 === 0 ? ['with', 'without'] : ['without', 'with'];
      for (const name of order) {
        const { counts, url } = variants[name];
        let before = counts.precached;
        let { lhr } = await lighthouse(url, flags);
        // A trace Lighthouse itself calls broken ("run Lighthouse again") is retried.
        for (let retry = 0; lhr.runtimeError?.code === 'NO_NAVSTART' && retry < 2; retry += 1) {
          console.log(`  ${name}: ${lhr.runtimeError.code}, run again`);
          before = counts.precached;
          ({ lhr } = await lighthouse(url, flags));
        }
        if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.code}`);
        figures[name].lcp.push(lhr.audits['largest-contentful-paint'].numericValue);
        figures[name].tbt.push(lhr.audits['total-blocking-time'].numericValue);
        figures[name].installed.push(counts.precached > before);
      }
    }
  } finally {
    chrome.kill();
    for (const { server } of Object.values(variants)) server.close();
    feeds.server.close();
  }
  // The comparison means nothing unless the worker really installed in every kept "with" run.
  const installed = (name) => figures[name].installed.filter(Boolean).length;
  if (installed('with') < RUNS || installed('without') > 0) {
    throw new Error(
      `the worker precached in ${installed('with')} of ${RUNS} runs with it, ` +
        `${installed('without')} without it`,
    );
  }

  const rows = [];
  for (const [metric, unit, format] of [
    ['lcp', 's', (ms) => (ms / 1000).toFixed(2)],
    ['tbt', 'ms', (ms) => ms.toFixed(0)],
  ]) {
    const [withWorker, without] = [figures.with[metric], figures.without[metric]];
    const difference = median(withWorker) - median(without);
    // Noise: how far apart runs of one and the same variant landed.
    const noise = Math.max(
      Math.max(...withWorker) - Math.min(...withWorker),
      Math.max(...without) - Math.min(...without),
    );
    const range = (values) => `${format(Math.min(...values))}–${format(Math.max(...values))}`;
    rows.push({
      'Home, cold': `${metric.toUpperCase()} ${unit}`,
      'With worker': `${format(median(withWorker))} (${range(withWorker)})`,
      Without: `${format(median(without))} (${range(without)})`,
      Difference: `${difference >= 0 ? '+' : ''}${format(difference)}`,
      Noise: format(noise),
      Verdict: Math.abs(difference) <= noise ? 'within noise' : 'BEYOND NOISE',
    });
  }
  console.table(rows);
  const title =
    `What the offline worker costs a first visit: Lighthouse, mobile, simulated throttling, ` +
    `median (range) of ${RUNS} interleaved cold runs each; noise is the widest range of one variant`;
  console.log(`${title}. The worker installed in every run with it.`);
  saveFigures('offline', title, rows);
}

await main().catch((error) => {
  console.error('bench-offline:', error);
  process.exitCode = 1;
});
