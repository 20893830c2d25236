import { defineConfig } from '@playwright/test';

// The cold Lighthouse gate (gate.spec.ts) over .lighthouse/dist, which `npm run lighthouse:build`
// builds: one page at a time, nothing else running, as its simulated timings scale with the CPU.
export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/lighthouse',
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 3 * 60_000,
  // About 25 s a page (five runs, a broken trace run again); 10 pages read 4,0 min, the old 4-min
  // cap left the last page unaudited. Ten minutes keeps `.ci/run` well under its 25.
  globalTimeout: 10 * 60_000,
  // The JSON report feeds the summary that closes `npm test` (REPORTS_DIR: see scripts/stage.ts).
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile: `${process.env['REPORTS_DIR'] ?? new URL('../.reports', import.meta.url).pathname}/lighthouse.json`,
      },
    ],
  ],
});
