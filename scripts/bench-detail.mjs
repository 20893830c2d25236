// Measures the report page's first render of a 40-year, 480-row simulation on the built site, in
// Chromium without throttling: from the stored simulation arriving in the island to the first
// painted frame with the schedule's first screenful, drawn after the summaries in its own turn
// (the User Timing measure "simulation-detail:render" that
// ui/islands/SimulationDetail.tsx records). Prints the figures and fails above the 50 ms budget.
// Needs `npm run build` first. RUNS overrides the number of page loads (default 15).
// Run it with `node scripts/bench-detail.mjs`.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { saveFigures } from './bench-report.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { createSiteServer } from './static-host.ts';

const BUDGET_MS = 50;
const RUNS = Number.parseInt(process.env.RUNS ?? '15', 10);
const WARM_UP_RUNS = 2;
const MEASURE = 'simulation-detail:render';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
if (!existsSync(`${dist}/symulacja/index.html`)) {
  console.error('bench-detail: dist/ is missing; run `npm run build` first.');
  process.exit(1);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 0 ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle];
};

// Any free port on localhost, so the bench can run beside a dev server or e2e.
const server = await createSiteServer(dist);
await new Promise((listening) => server.listen(0, 'localhost', listening));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
let failed = false;
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'pl-PL' });
  // Nothing leaves localhost: the header's rate feeds fail quietly, as they may in real life.
  await page.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.abort('blockedbyclient'),
  );
  const base = `http://localhost:${server.address().port}`;

  // The run is made through the form, as a borrower makes it, so it always has the shape the
  // current build saves and reads back.
  await page.goto(`${base}/`);
  await page.locator('astro-island[ssr]').first().waitFor({ state: 'detached' });
  await page.getByLabel('Kwota kredytu (zł)').fill('1200000');
  await page.getByLabel('Oprocentowanie RRSO (%)').fill('6,5');
  await page.getByLabel('Okres kredytowania (lata)').fill('40');
  await page.getByRole('button', { name: 'Rozpocznij symulację' }).click();
  const report = await page
    .getByRole('link', { name: 'Pełny raport' })
    .first()
    .getAttribute('href');

  const durations = [];
  const complete = [];
  for (let run = 0; run < WARM_UP_RUNS + RUNS; run += 1) {
    await page.goto(`${base}${report}`);
    const duration = await page.waitForFunction(
      (name) => performance.getEntriesByName(name, 'measure')[0]?.duration,
      MEASURE,
    );
    // The rows past the first screenful follow in short steps; this is when the last one is in.
    const allRows = await page.waitForFunction(
      () =>
        document.querySelectorAll('table[data-view] tbody tr').length === 480 &&
        performance.now() - performance.getEntriesByName('simulation-detail:data')[0].startTime,
      undefined,
      { polling: 'raf' },
    );
    if (run >= WARM_UP_RUNS) {
      durations.push(await duration.jsonValue());
      complete.push(await allRows.jsonValue());
    }
  }

  const figure = median(durations);
  const format = (value) => `${value.toFixed(1)} ms`;
  const summary = (values) =>
    `median ${format(median(values))}   min ${format(Math.min(...values))}   max ${format(Math.max(...values))}`;
  console.log(`Report of a 40-year loan (480 rows), Chromium unthrottled, ${RUNS} page loads:`);
  console.log(
    `  first render, data → painted table: ${summary(durations)}   budget ${BUDGET_MS} ms`,
  );
  console.log(`  all 480 rows in the DOM:            ${summary(complete)}`);
  const row = (figure, values, budget) => ({
    Figure: figure,
    'Median ms': format(median(values)),
    'Min ms': format(Math.min(...values)),
    'Max ms': format(Math.max(...values)),
    Budget: budget,
  });
  saveFigures(
    'detail',
    `Report of a 40-year loan (480 rows), Chromium unthrottled, ${RUNS} page loads`,
    [
      row('first render, data → painted table', durations, `median ≤ ${BUDGET_MS} ms`),
      row('all 480 rows in the DOM', complete, ''),
    ],
  );
  if (figure > BUDGET_MS) {
    console.error(`  Over budget: the median is ${format(figure)}.`);
    failed = true;
  }
} finally {
  await browser.close();
  server.close();
}
process.exitCode = failed ? 1 : 0;
