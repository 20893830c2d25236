import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

/**
 * How far a story's screenshot may stray from its baseline. SCREENSHOT_EXACT=1 compares pixel for
 * pixel, which is how these figures were measured (README, "Storybook dla projektantów").
 */
const SCREENSHOT_TOLERANCE =
  process.env['SCREENSHOT_EXACT'] === '1'
    ? { threshold: 0, allowedMismatchedPixelRatio: 0 }
    : // Chromium's anti-aliasing varies by a few pixels from run to run and between builds (at
      // most 30 pixels seen, pixel for pixel); one changed word of copy moves about 250.
      { threshold: 0.2, allowedMismatchedPixels: 100 };

/** A fresh browser config per project: a shared object makes Vitest see one project twice. */
function chromium() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      contextOptions: { locale: 'pl-PL', timezoneId: 'Europe/Warsaw' },
    }),
    instances: [{ browser: 'chromium' as const, viewport: { width: 1024, height: 768 } }],
    expect: {
      toMatchScreenshot: {
        comparatorName: 'pixelmatch' as const,
        comparatorOptions: SCREENSHOT_TOLERANCE,
      },
    },
  };
}

export default defineConfig({
  // React ships CommonJS; the browser projects need it pre-bundled into ESM.
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'react-dom/server',
      '@testing-library/react',
    ],
  },
  test: {
    // The JSON report feeds the one-line summary that closes `npm test` (REPORTS_DIR: see
    // scripts/stage.ts).
    reporters: [
      'default',
      ['json', { outputFile: `${process.env['REPORTS_DIR'] ?? '.reports'}/vitest.json` }],
    ],
    projects: [
      {
        extends: true,
        // Components render to HTML in Node too (react-dom/server), e.g. in the stored-record fuzz.
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'ui/**/*.test.{ts,tsx}',
            'site/**/*.test.ts',
            'scripts/**/*.test.ts',
            'stories/**/*.test.ts',
          ],
          exclude: ['**/*.browser.test.*', 'node_modules/**'],
          benchmark: { include: ['ui/**/*.bench.ts'] },
        },
      },
      {
        extends: true,
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'browser',
          include: ['ui/**/*.browser.test.{ts,tsx}'],
          benchmark: { include: [] },
          browser: chromium(),
        },
      },
      {
        extends: true,
        plugins: [
          storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
        ],
        test: {
          name: 'storybook',
          // The heaviest stories (200 saved runs, whole reports) take seconds when npm test runs
          // another stage beside this one on two cores; the browser default of 15 s was too tight.
          testTimeout: 30_000,
          // Story files share one frame instead of loading React, Storybook's runtime and axe
          // again for each of them: about 30 % less CPU for this project, the longest stage of
          // `npm test` (README, "The pipeline"). Each story mounts its own data source and is
          // unmounted after it; the files pass in any order (checked with
          // --sequence.shuffle.files).
          isolate: false,
          benchmark: { include: [] },
          browser: chromium(),
          setupFiles: ['./.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
