import { defineConfig } from '@playwright/test';
import { chromiumArgs, headlessChromiumPath } from '../scripts/chromium.ts';

const port = Number.parseInt(process.env['BENCH_PORT'] ?? '4175', 10);

/** The pages of the benches: the built site as the production host serves it, in Polish. */
export const contextOptions = {
  baseURL: `http://localhost:${port}`,
  locale: 'pl-PL',
  timezoneId: 'Europe/Warsaw',
};

// The benches that drive the built site (`npm run bench` builds dist/ first): one at a time, so
// none measures a CPU another shares; a bench over its budget fails. Their figures go to
// .reports/bench/ for `npm run bench -- --report` (bench/report.ts).
export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/bench',
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 10 * 60_000,
  reporter: 'list',
  use: {
    ...contextOptions,
    // The headless shell: the same Blink and V8 as Chromium, without the desktop browser around
    // them, whose own work on these two cores showed as noise in the figures (a keystroke's
    // worst case went from 83 to 132 ms on the same build).
    launchOptions: { executablePath: headlessChromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: 'node scripts/static-host.ts dist',
    cwd: '..',
    env: { PORT: String(port), HOST: 'localhost' },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
