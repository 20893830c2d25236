// One place that knows where Debian's Chromium lives and how to launch it on these machines.
// Nothing in this project downloads a browser.
import { existsSync } from 'node:fs';
import { launch, type LaunchedChrome } from 'chrome-launcher';

/** The browser: Debian's `chromium`. Lighthouse, the benchmarks and the Vitest browser projects. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the e2e specs, the Storybook smoke and the interaction bench drive, each opening a
 * fresh browser context per test or run: Debian's `chromium-headless-shell`, the same Chromium
 * build (its package requires the very version of `chromium`) without the desktop browser around
 * Blink and V8, which is what Playwright itself runs headless by default. A context and a page
 * cost it about half the CPU (e2e: 210 CPU-seconds instead of 310). Without the package, or when
 * CHROMIUM_PATH names another browser, this is `chromiumPath`; CHROMIUM_HEADLESS_PATH overrides it.
 */
export const headlessChromiumPath =
  process.env.CHROMIUM_HEADLESS_PATH ||
  (!process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath);

// The background-networking flags stop Chromium from dialling Google services on a closed network.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

/** Chromium for Lighthouse (chrome-launcher): headless, and no host name resolves but the local ones. */
export function launchForLighthouse(): Promise<LaunchedChrome> {
  const localOnly = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';
  const chromeFlags = [...chromiumArgs, '--headless=new', localOnly];
  return launch({ chromePath: chromiumPath, chromeFlags });
}
