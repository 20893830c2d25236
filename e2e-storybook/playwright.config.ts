import { defineConfig } from '@playwright/test';
import { chromiumArgs, headlessChromiumPath } from '../scripts/chromium.ts';

const port = Number.parseInt(process.env['SMOKE_PORT'] ?? '6008', 10);
const reports = process.env['REPORTS_DIR'] ?? new URL('../.reports', import.meta.url).pathname;

/** Every page of the smoke's, the Docs pages' shared tab included. */
export const contextOptions = {
  baseURL: `http://localhost:${port}`,
  locale: 'pl-PL',
  timezoneId: 'Europe/Warsaw',
  // Brotli at the host's quality 11 takes seconds per Storybook bundle on first request; the
  // smoke checks the pages, not the compression, so it asks for gzip.
  extraHTTPHeaders: { 'Accept-Encoding': 'gzip' },
};

// The Storybook smoke (smoke.spec.ts): the built Storybook as a designer would open it once
// published, storybook-static/ served with its own _headers by the production-like host.
// Run after `npm run build-storybook`.
export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/storybook-smoke',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Three Docs pages at a time, each in its worker's one tab (see the `preview` fixture).
  workers: 3,
  // A Docs page's stories, charts and axe take seconds when npm test runs a stage beside this one.
  timeout: 60_000,
  expect: { timeout: 30_000 },
  // The JSON report feeds the summary that closes `npm test` (REPORTS_DIR: see scripts/stage.ts).
  reporter: [['list'], ['json', { outputFile: `${reports}/storybook-smoke.json` }]],
  use: {
    ...contextOptions,
    launchOptions: { executablePath: headlessChromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: 'node scripts/static-host.ts storybook-static',
    cwd: '..',
    env: { PORT: String(port), HOST: 'localhost' },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
