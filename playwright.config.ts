import { defineConfig } from '@playwright/test';
import { chromiumArgs, headlessChromiumPath } from './scripts/chromium.ts';

const port = Number.parseInt(process.env['E2E_PORT'] ?? '4173', 10);

// End-to-end tests run against the built site (npm test builds it first), served the way
// production serves it: scripts/static-host.ts with the site's own _redirects and _headers.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // The JSON report feeds the summary that closes `npm test` (REPORTS_DIR: see scripts/stage.ts).
  reporter: [
    ['list'],
    ['json', { outputFile: `${process.env['REPORTS_DIR'] ?? '.reports'}/e2e.json` }],
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    launchOptions: { executablePath: headlessChromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node scripts/static-host.ts dist',
    env: { PORT: String(port), HOST: 'localhost' },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
