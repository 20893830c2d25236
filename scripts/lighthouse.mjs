// Lighthouse gate (issue 7, item 2): the mobile preset over the home page, a report with a saved
// simulation, one article and the privacy page, in Debian's Chromium, with no internet.
//
//   node scripts/lighthouse.mjs [--runs N] [--keep]
//
//   --runs N  run Lighthouse N times per page and keep the median run (default 3, or
//             LIGHTHOUSE_RUNS). The simulated metrics scale with the host's CPU, which other
//             jobs share; the median of three is what Lighthouse's own docs advise.
//   --keep    keep .lighthouse/dist and .lighthouse/profile afterwards, for debugging.
//
// How it works, and why:
// - A small local server plays the CORS proxy and answers with the feed fixtures, and the site is
//   built with PUBLIC_CORS_PROXY pointing at it, so the rates banner is exercised and no failed
//   request pollutes the console (which would cost the best-practices score).
// - The site is built into .lighthouse/dist, so the normal dist/ (which other gates and the
//   e2e tests use) is untouched, and served like scripts/serve.mjs serves dist/: the same
//   _redirects and _headers, plus the compression every static host applies.
// - Chromium is launched once, with a profile under .lighthouse/profile. Playwright connects to it
//   over CDP to save a simulation, then Lighthouse runs with disableStorageReset so that saved
//   simulation (in IndexedDB) is still there for the report page.
// - Chromium cannot resolve any host name but localhost, so nothing leaves the machine.
import { writeCsp } from './csp.mjs';
import { addPreloads } from './preload.mjs';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { createSiteServer } from './static-host.mjs';
import { textTable } from './text-table.mjs';

const projectRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const workDir = join(projectRoot, '.lighthouse');
const outDir = join(workDir, 'dist');
const profileDir = join(workDir, 'profile');
const reportFile = join(projectRoot, '.reports', 'lighthouse.json');
const fixturesDir = join(projectRoot, 'ui', 'data', 'fixtures');

/** The whole gate, build included, must finish in this time; a hung browser must not hang CI. */
const TIMEOUT_MS = Number(process.env.LIGHTHOUSE_TIMEOUT_MS ?? 8 * 60_000);
const BUILD_TIMEOUT_MS = 4 * 60_000;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const THRESHOLDS = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1 };

/** The pages to audit; `path: null` is the report of the simulation saved during setup. */
const PAGES = [
  { name: 'home', path: '/' },
  // The report is noindex (and disallowed in robots.txt) by design, so SEO is not judged there.
  { name: 'detail', path: null, skip: ['seo'] },
  { name: 'article', path: '/wiki/artykuly/rrso-definicja-kalkulacja-i-znaczenie' },
  { name: 'privacy', path: '/polityka-prywatnosci' },
];

/** The simulation saved before the audits: the example from the spec. */
const SIMULATION = [
  ['Kwota kredytu (zł)', '300000'],
  ['Oprocentowanie RRSO (%)', '7,25'],
  ['Okres kredytowania (lata)', '25'],
];

const NBP_URL = 'https://static.nbp.pl/dane/stopy/stopy_procentowe.xml';
const GUS_HOST = 'api-sdp.stat.gov.pl';
const GUS_PATH = '/api/variable/variable-data-section';

class GateError extends Error {
  name = 'GateError';
}

function parseArgs(argv) {
  const options = { runs: Number(process.env.LIGHTHOUSE_RUNS ?? 3), keep: false };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--keep') options.keep = true;
    else if (argument === '--runs') {
      options.runs = Number(argv[index + 1]);
      index += 1;
    } else if (argument.startsWith('--runs=')) options.runs = Number(argument.slice(7));
    else throw new GateError(`unknown argument ${argument}`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1 || options.runs > 9) {
    throw new GateError('--runs must be a whole number from 1 to 9');
  }
  return options;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const isLocalHost = (hostname) =>
  hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';

/** Listens on 127.0.0.1 on a free port; resolves with the port. */
function listen(server) {
  return new Promise((resolvePort, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') reject(new GateError('no port'));
      else resolvePort(address.port);
    });
  });
}

function closeServer(server) {
  return new Promise((done) => {
    if (!server.listening) {
      done();
      return;
    }
    server.close(() => {
      done();
    });
    server.closeAllConnections();
  });
}

// ---------------------------------------------------------------------------------------------
// The CORS proxy stand-in: `/?url=<encoded feed URL>` answers with the shipped fixtures.

async function startFeedServer() {
  const nbpXml = await readFile(join(fixturesDir, 'nbp-stopy-procentowe.xml'));
  const gus = JSON.parse(await readFile(join(fixturesDir, 'gus-cpi-2026.json'), 'utf8'));
  const hits = { nbp: 0, gus: 0, other: 0 };

  const server = createServer((request, response) => {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'GET' }).end();
      return;
    }
    let feed;
    try {
      feed = new URL(new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('url') ?? '');
    } catch {
      feed = undefined;
    }
    if (request.method === 'GET' && feed?.href === NBP_URL) {
      hits.nbp += 1;
      response.writeHead(200, { ...cors, 'Content-Type': 'application/xml; charset=utf-8' });
      response.end(nbpXml);
      return;
    }
    const year = feed?.searchParams.get('id-rok') ?? '';
    if (
      request.method === 'GET' &&
      feed?.hostname === GUS_HOST &&
      feed.pathname === GUS_PATH &&
      /^\d{4}$/.test(year)
    ) {
      hits.gus += 1;
      // The fixture holds January and February 2026; the page asks for the current year.
      const body = { ...gus, data: gus.data.map((row) => ({ ...row, 'id-daty': Number(year) })) };
      response.writeHead(200, { ...cors, 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
      return;
    }
    hits.other += 1;
    response.writeHead(404, { ...cors, 'Content-Type': 'text/plain; charset=utf-8' }).end('404');
  });
  const port = await listen(server);
  return { server, port, hits };
}

// ---------------------------------------------------------------------------------------------
// The build, into .lighthouse/dist, with the proxy pointing at the fixture server.

async function buildSite(feedPort, track) {
  const astro = join(projectRoot, 'node_modules', 'astro', 'bin', 'astro.mjs');
  if (!existsSync(astro)) throw new GateError('astro is not installed (npm ci first)');
  await rm(outDir, { recursive: true, force: true });
  const env = {
    ...process.env,
    PUBLIC_CORS_PROXY: `http://127.0.0.1:${feedPort}/?url={url}`,
  };
  // process.execPath: the Node that runs this gate (Node 24), not whatever `node` is on PATH.
  const child = spawn(process.execPath, [astro, 'build', '--outDir', outDir], {
    cwd: projectRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(child);
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), BUILD_TIMEOUT_MS);
  const [code, signal] = await new Promise((done) => {
    child.once('exit', (exitCode, exitSignal) => {
      done([exitCode, exitSignal]);
    });
  }).finally(() => {
    clearTimeout(timer);
  });
  if (code !== 0) {
    console.error(log.split('\n').slice(-40).join('\n'));
    throw new GateError(`astro build failed (${signal ?? `exit ${code}`})`);
  }
  if (!existsSync(join(outDir, 'index.html'))) {
    throw new GateError(`astro build wrote no ${relative(projectRoot, outDir)}/index.html`);
  }
  // The same post-build steps as `npm run build`, so the audited site is the shipped one.
  const saved = process.env.PUBLIC_CORS_PROXY;
  process.env.PUBLIC_CORS_PROXY = env.PUBLIC_CORS_PROXY;
  try {
    await addPreloads(outDir);
    await writeCsp(outDir);
  } finally {
    if (saved === undefined) delete process.env.PUBLIC_CORS_PROXY;
    else process.env.PUBLIC_CORS_PROXY = saved;
  }
}

// ---------------------------------------------------------------------------------------------
// A static host for .lighthouse/dist: the same host as `npm start` (scripts/static-host.mjs),
// which compresses like production hosts do; Lighthouse's simulated timings depend on bytes.

async function startSiteServer(root) {
  const server = await createSiteServer(root);
  const port = await listen(server);
  return { server, port };
}

// ---------------------------------------------------------------------------------------------
// Browser helpers.

/** Connects Playwright to the running Chromium, runs `use`, then disconnects (Chromium stays). */
async function withPlaywright(chromePort, use) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new GateError('Chromium has no default browser context');
    return await use(context);
  } finally {
    // Connected over CDP, close() only disconnects: the browser and its profile stay.
    await browser.close();
  }
}

/**
 * Saves a simulation on the home page and returns the address of its report. It also waits for
 * the banner, so a broken feed set-up shows here rather than as a puzzling score.
 */
async function saveSimulation(chromePort, siteOrigin) {
  return withPlaywright(chromePort, async (context) => {
    const blocked = [];
    await context.route(
      (url) => !isLocalHost(url.hostname),
      (route) => {
        blocked.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );
    const page = await context.newPage();
    const consoleErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    try {
      await page.goto(`${siteOrigin}/`, { waitUntil: 'load', timeout: 30_000 });
      for (const [label, value] of SIMULATION) {
        await page.getByLabel(label, { exact: true }).fill(value, { timeout: 15_000 });
      }
      await page.getByRole('button', { name: 'Rozpocznij symulację' }).click();
      const report = page.getByRole('link', { name: 'Pełny raport' }).first();
      await report.waitFor({ timeout: 15_000 });
      const href = await report.getAttribute('href');
      if (!href) throw new GateError('the "Pełny raport" link has no href');
      const detailUrl = new URL(href, `${siteOrigin}/`).href;

      const banner = await page
        .getByText('Stopa referencyjna NBP: 3,75%')
        .waitFor({ timeout: 10_000 })
        .then(
          () => true,
          () => false,
        );

      // The report must find the saved simulation, or its audit would measure "not found".
      await page.goto(detailUrl, { waitUntil: 'load', timeout: 30_000 });
      await page
        .getByRole('heading', { level: 1, name: /^Symulacja:/ })
        .waitFor({ timeout: 15_000 });
      return { detailUrl, banner, consoleErrors, blocked };
    } finally {
      await page.close();
      await context.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });
}

/**
 * Empties Chromium's HTTP cache. disableStorageReset (needed to keep the saved simulation) also
 * stops Lighthouse from clearing the cache, and a warm cache would flatter every page after the
 * first; this puts each audit back to a first visit, as Lighthouse would by default.
 * One raw CDP command on a blank tab: lighter than attaching Playwright to every target again.
 */
async function clearHttpCache(chromePort) {
  const endpoint = `http://127.0.0.1:${chromePort}`;
  const tab = await (await fetch(`${endpoint}/json/new?about:blank`, { method: 'PUT' })).json();
  try {
    await cdpCommand(tab.webSocketDebuggerUrl, 'Network.clearBrowserCache');
  } finally {
    await fetch(`${endpoint}/json/close/${tab.id}`).catch(() => undefined);
  }
}

function cdpCommand(webSocketUrl, method, params = {}) {
  return new Promise((resolveCommand, reject) => {
    const socket = new WebSocket(webSocketUrl);
    const timer = setTimeout(() => {
      socket.close();
      reject(new GateError(`CDP ${method} timed out`));
    }, 10_000);
    socket.addEventListener('open', () => {
      socket.send(JSON.stringify({ id: 1, method, params }));
    });
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data));
      if (message.id !== 1) return;
      clearTimeout(timer);
      socket.close();
      if (message.error) reject(new GateError(`CDP ${method}: ${message.error.message}`));
      else resolveCommand(message.result);
    });
    socket.addEventListener('error', () => {
      clearTimeout(timer);
      reject(new GateError(`CDP connection for ${method} failed`));
    });
  });
}

/**
 * One Lighthouse run from a cold HTTP cache. A run that Lighthouse itself reports as broken
 * (runtimeError, e.g. NO_NAVSTART: "Please run Lighthouse again") is retried twice; a page that
 * merely scores badly is not.
 */
async function audit(chromePort, url) {
  let lhr;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await clearHttpCache(chromePort);
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new GateError(`Lighthouse returned nothing for ${url}`);
    lhr = result.lhr;
    if (!lhr.runtimeError) return lhr;
    console.log(`  Lighthouse error ${lhr.runtimeError.code} on ${url} (attempt ${attempt} of 3)`);
  }
  return lhr;
}

// ---------------------------------------------------------------------------------------------
// Reading the results.

/**
 * The run with the median performance score (the lower middle for an even count). Lighthouse's
 * own computeMedianRun ranks by FCP and TTI; the gate judges the score, so the score decides.
 */
function medianRun(runs) {
  const valid = runs.filter((run) => !run.runtimeError && run.categories.performance);
  if (valid.length === 0) return runs[0];
  const sorted = valid.toSorted(
    (a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function summarise(lhr, page) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null]),
  );
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  const judged = CATEGORIES.filter((id) => !(page.skip ?? []).includes(id));
  const failedCategories = judged.filter(
    (id) => scores[id] === null || scores[id] < THRESHOLDS[id],
  );
  return {
    name: page.name,
    url: lhr.finalDisplayedUrl ?? lhr.requestedUrl,
    scores,
    metrics: {
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      fcpMs: metric('first-contentful-paint'),
      speedIndexMs: metric('speed-index'),
    },
    thresholds: Object.fromEntries(judged.map((id) => [id, THRESHOLDS[id]])),
    notJudged: page.skip ?? [],
    // Kept for every page, passing or not, so a small CLS or a slow LCP can be traced later.
    diagnostics: Object.fromEntries(
      EXPLAIN_PERFORMANCE.map((id) => [id, describeDetails(lhr.audits[id]?.details).slice(0, 8)]),
    ),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runtimeError: lhr.runtimeError ?? null,
    runWarnings: lhr.runWarnings ?? [],
    failedCategories,
    failingAudits: Object.fromEntries(failedCategories.map((id) => [id, failingAudits(lhr, id)])),
    ok: failedCategories.length === 0 && !lhr.runtimeError,
  };
}

/** Diagnostics printed whenever performance fails: which element, shift, task and script. */
const EXPLAIN_PERFORMANCE = [
  'largest-contentful-paint-element',
  'layout-shifts',
  'long-tasks',
  'bootup-time',
];

/** The audits that cost a category points, with the elements or requests they name. */
function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  const scored = new Set(['binary', 'numeric', 'metricSavings']);
  return category.auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ ref, audit }) => {
      if (!audit || audit.score === null || !scored.has(audit.scoreDisplayMode)) return false;
      if (categoryId !== 'performance') return audit.score < 1;
      // Performance: the metrics below "good", then the audits that say which metric they would
      // improve (Lighthouse's metricSavings), then clear diagnostics such as DOM size.
      if (ref.weight > 0) return audit.score < 0.9;
      const savings = audit.metricSavings ?? {};
      const helps = ['FCP', 'LCP', 'TBT', 'CLS'].some((metric) => (savings[metric] ?? 0) > 0);
      return (helps && audit.score < 1) || audit.score < 0.5;
    })
    .concat(
      categoryId === 'performance'
        ? EXPLAIN_PERFORMANCE.map((id) => ({ ref: { weight: 0 }, audit: lhr.audits[id] })).filter(
            ({ audit }) => audit?.details?.items?.length,
          )
        : [],
    )
    .filter(
      ({ audit }, index, all) => all.findIndex((other) => other.audit.id === audit.id) === index,
    )
    .map(({ ref, audit }) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      displayValue: audit.displayValue ?? '',
      metricSavings: audit.metricSavings ?? null,
      items: describeDetails(audit.details).slice(0, 8),
    }));
}

const round = (value) => Math.round(Number(value));
const kib = (bytes) => `${(Number(bytes) / 1024).toFixed(1)} KiB`;

/** One line per element, request or figure an audit names, so a developer can find it. */
function describeDetails(details) {
  if (!details) return [];
  switch (details.type) {
    case 'list':
    case 'table':
    case 'opportunity':
    case 'checklist':
      return (details.items ?? []).flatMap((item) =>
        item && ['table', 'list', 'list-section', 'network-tree', 'opportunity'].includes(item.type)
          ? describeDetails(item)
          : [describeItem(item)],
      );
    case 'list-section':
      return describeDetails(details.value);
    case 'network-tree':
      return longestChain(details.chains ?? {});
    default:
      return [];
  }
}

function longestChain(chains) {
  for (const chain of Object.values(chains)) {
    if (chain.isLongest) {
      return [
        `${chain.url} (${round(chain.navStartToEndTime)} ms)`,
        ...longestChain(chain.children ?? {}).map((line) => `  ↳ ${line}`),
      ];
    }
  }
  return [];
}

function describeItem(item) {
  if (item === null || typeof item !== 'object') return String(item);
  const node = item.node ?? item.element;
  if (node?.type === 'node' && typeof item.score === 'number') {
    return `layout shift ${item.score.toFixed(3)}: ${node.selector} | ${node.snippet}`;
  }
  if (node?.type === 'node') {
    const explanation = node.explanation?.split('\n').slice(0, 3).join(' ');
    return [node.selector, node.snippet, explanation].filter(Boolean).join(' | ');
  }
  if (item.groupLabel !== undefined) return `${item.groupLabel}: ${round(item.duration)} ms`;
  if (item.phase !== undefined) return `${item.phase}: ${round(item.timing)} ms (${item.percent})`;
  const source = item.source;
  const where =
    item.url ??
    item.sourceLocation?.url ??
    (typeof source === 'object' ? (source?.url ?? source?.value) : undefined);
  const figures = [
    item.wastedBytes ? `could save ${kib(item.wastedBytes)}` : '',
    item.totalBytes ? `of ${kib(item.totalBytes)}` : '',
    item.wastedMs ? `${round(item.wastedMs)} ms` : '',
    item.reflowTime ? `reflow ${round(item.reflowTime)} ms` : '',
    item.duration ? `${round(item.duration)} ms` : '',
    item.total ? `${round(item.total)} ms CPU (${round(item.scripting ?? 0)} ms scripting)` : '',
    typeof item.score === 'number' ? `layout shift ${item.score.toFixed(3)}` : '',
  ].filter(Boolean);
  const text = item.description ?? item.message ?? item.issueType ?? item.label ?? '';
  const value = typeof item.value === 'object' ? item.value?.value : item.value;
  const line = [text, value, where, figures.join(' ')]
    .filter((part) => part !== undefined && part !== '')
    .join(' | ');
  return (line || JSON.stringify(item)).slice(0, 300);
}

function printResults(results) {
  const score = (value, skipped) =>
    value === null ? 'n/a' : `${Math.round(value * 100)}${skipped ? '*' : ''}`;
  const ms = (value) => (value === null ? 'n/a' : String(Math.round(value)));
  console.log(
    `\n${textTable(
      ['Page', 'Perf', 'A11y', 'Best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'Status'],
      results.map((result) => [
        `${result.name} ${new URL(result.url).pathname}`,
        ...CATEGORIES.map((id) => score(result.scores[id], result.notJudged.includes(id))),
        ms(result.metrics.lcpMs),
        ms(result.metrics.tbtMs),
        result.metrics.cls === null ? 'n/a' : result.metrics.cls.toFixed(3),
        result.ok ? 'ok' : 'FAIL',
      ]),
    )}`,
  );
  console.log(
    'Thresholds: performance ≥ 95, accessibility = 100, best practices = 100, SEO = 100' +
      ' (* not judged: the report page is noindex by design).',
  );

  if (results.some((result) => result.performanceRuns.length > 1)) {
    console.log(
      `Performance per run (the median run is shown): ${results
        .map(
          (r) =>
            `${r.name} ${r.performanceRuns.map((x) => (x === null ? 'n/a' : Math.round(x * 100))).join('/')}`,
        )
        .join(', ')}`,
    );
  }
  console.log(
    `Host CPU benchmark index: ${results.map((r) => `${r.name} ${r.benchmarkIndex ?? 'n/a'}`).join(', ')}` +
      ' (lower = slower machine; simulated metrics scale with it).',
  );
  for (const result of results) {
    for (const warning of result.runWarnings) console.log(`  ${result.name}: warning: ${warning}`);
    if (result.runtimeError) {
      console.log(`  ${result.name}: Lighthouse error ${result.runtimeError.code}`);
      console.log(`    ${result.runtimeError.message}`);
    }
  }
  const failed = results.filter((result) => !result.ok);
  if (failed.length === 0) return;
  console.log('\nWhat fails, per page:');
  for (const result of failed) {
    for (const categoryId of result.failedCategories) {
      console.log(
        `\n${result.name} (${result.url}): ${categoryId} ${score(result.scores[categoryId])}` +
          ` < ${THRESHOLDS[categoryId] * 100}`,
      );
      for (const audit of result.failingAudits[categoryId]) {
        const value = audit.displayValue ? ` — ${audit.displayValue}` : '';
        console.log(`  - ${audit.id}: ${audit.title} (score ${audit.score})${value}`);
        for (const item of audit.items) console.log(`      ${item}`);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const started = Date.now();
  /** What must be stopped whatever happens; cleanup() is safe to call twice. */
  const running = { feed: null, site: null, chrome: null, build: null };
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    if (running.build && running.build.exitCode === null) running.build.kill('SIGKILL');
    if (running.chrome) {
      const chrome = running.chrome.process;
      const exited =
        chrome.exitCode === null && chrome.signalCode === null
          ? new Promise((done) => {
              chrome.once('exit', done);
              setTimeout(done, 5000).unref();
            })
          : Promise.resolve();
      try {
        running.chrome.kill();
      } catch (error) {
        console.error('lighthouse: could not stop Chromium', error);
      }
      // The profile can only be removed once Chromium has stopped writing to it.
      await exited;
    }
    await Promise.all([running.feed, running.site].filter(Boolean).map(closeServer));
    if (!options.keep) {
      // The built chunks are JavaScript that `eslint .` would otherwise pick up.
      for (const directory of [outDir, profileDir]) {
        await rm(directory, { recursive: true, force: true, maxRetries: 3 }).catch((error) => {
          console.error(`lighthouse: could not remove ${directory}: ${error.message}`);
        });
      }
    }
  };

  const guard = setTimeout(() => {
    console.error(`lighthouse: gave up after ${seconds(TIMEOUT_MS)}; stopping everything.`);
    void cleanup().finally(() => process.exit(1));
  }, TIMEOUT_MS);
  const onSignal = (signal) => {
    void cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const feed = await startFeedServer();
    running.feed = feed.server;
    console.log(`Feed fixtures (CORS proxy stand-in): http://127.0.0.1:${feed.port}/?url={url}`);

    let phase = Date.now();
    console.log(`Building the site into ${relative(projectRoot, outDir)} …`);
    await buildSite(feed.port, (child) => {
      running.build = child;
    });
    console.log(`  built in ${seconds(Date.now() - phase)}`);

    const site = await startSiteServer(outDir);
    running.site = site.server;
    const origin = `http://127.0.0.1:${site.port}`;

    await rm(profileDir, { recursive: true, force: true });
    await mkdir(profileDir, { recursive: true });
    // chrome-launcher reads CHROME_PATH; the project's one Chromium is the default.
    process.env.CHROME_PATH ??= chromiumPath;
    running.chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH,
      chromeFlags: [
        ...chromiumArgs,
        '--headless=new',
        // Only localhost resolves: a stray font, CDN or tracker fails (and shows in the console).
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      ],
      userDataDir: profileDir,
      handleSIGINT: false,
      logLevel: 'silent',
    });
    const chromePort = running.chrome.port;

    phase = Date.now();
    const setup = await saveSimulation(chromePort, origin);
    console.log(`Saved a simulation in ${seconds(Date.now() - phase)}: ${setup.detailUrl}`);
    console.log(
      `  rates banner ${setup.banner ? 'shown' : 'NOT shown'}; fixture requests: NBP ${feed.hits.nbp}, GUS ${feed.hits.gus}, other ${feed.hits.other}`,
    );
    for (const url of setup.blocked) console.log(`  blocked a request off localhost: ${url}`);
    for (const text of setup.consoleErrors) console.log(`  console error during setup: ${text}`);

    const results = [];
    const environment = {};
    for (const page of PAGES) {
      const url = page.path === null ? setup.detailUrl : `${origin}${page.path}`;
      const runs = [];
      for (let run = 1; run <= options.runs; run += 1) {
        phase = Date.now();
        const lhr = await audit(chromePort, url);
        runs.push(lhr);
        console.log(
          `Audited ${page.name} (${url})${options.runs > 1 ? ` run ${run}/${options.runs}` : ''} in ${seconds(Date.now() - phase)}`,
        );
      }
      const lhr = medianRun(runs);
      environment.lighthouseVersion = lhr.lighthouseVersion;
      environment.userAgent = lhr.environment?.hostUserAgent ?? null;
      environment.formFactor = lhr.configSettings?.formFactor ?? null;
      environment.throttlingMethod = lhr.configSettings?.throttlingMethod ?? null;
      results.push({
        ...summarise(lhr, page),
        performanceRuns: runs.map((run) => run.categories.performance?.score ?? null),
      });
    }

    printResults(results);
    const ok = results.every((result) => result.ok);
    const durationMs = Date.now() - started;
    await mkdir(join(projectRoot, '.reports'), { recursive: true });
    await writeFile(
      reportFile,
      `${JSON.stringify(
        {
          generatedAt: new Date().toISOString(),
          ok,
          durationMs,
          runsPerPage: options.runs,
          lighthouseVersion: environment.lighthouseVersion,
          environment: {
            chromium: process.env.CHROME_PATH,
            userAgent: environment.userAgent,
            formFactor: environment.formFactor,
            throttlingMethod: environment.throttlingMethod,
            feedRequests: feed.hits,
            ratesBannerShown: setup.banner,
          },
          thresholds: THRESHOLDS,
          pages: results,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`\nFigures written to ${relative(process.cwd(), reportFile)}`);
    console.log(
      `Lighthouse: ${ok ? 'all pages pass' : 'FAILED (see above)'} in ${seconds(durationMs)}.`,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    clearTimeout(guard);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanup();
  }
}

try {
  await main();
} catch (error) {
  if (error instanceof GateError) console.error(`lighthouse: ${error.message}`);
  else console.error('lighthouse: unexpected error', error);
  process.exitCode = 1;
}
