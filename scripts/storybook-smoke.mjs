// The built Storybook, as a designer would open it once published: storybook-static/ served with
// its own _headers (scripts/static-host.ts), its index loaded in Debian's Chromium, then every
// Docs page (autodocs and MDX, listed by the build's index.json) rendered and checked with axe,
// the Foundations pages checked for every token, and a handful of pages for console errors.
//
// The stories themselves run as tests in the storybook Vitest project, each checked there by axe
// on its own; Docs pages do not (Vitest stubs MDX out), so this is where they are checked. A page
// of stories Vitest already checked adds only that several stories share one document, so there
// axe runs the rules about ids; MDX pages and pages of stories left out of Vitest ('!test') get
// every rule. Run after `npm run build-storybook`.
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { tokens } from '../ui/theme/tokens.ts';
import { chromiumArgs, headlessChromiumPath } from './chromium.ts';
import { createSiteServer } from './static-host.ts';

const root =
  process.env.STORYBOOK_STATIC ?? fileURLToPath(new URL('../storybook-static', import.meta.url));
/** Docs pages open at once; each is a tab of one browser. */
const PARALLEL = Number(process.env.SMOKE_PAGES) || 3;
/** Pages whose console must stay silent (the others render stories that log on purpose). */
const QUIET_PAGES = [
  'foundations-kolory--docs',
  'foundations-typografia--docs',
  'copy-teksty-interfejsu--docs',
  'components-button--docs',
  'components-resultcard--docs',
  'components-simulationform--docs',
  'components-siteheader--docs',
  'islands-ratesbanner--docs',
];
/**
 * Rules about a page's structure, which a Docs page does not have: it shows the same component
 * several times by design, so its landmarks repeat. The site's real pages are held to them in
 * e2e; the stories' a11y runs leave out `region` for the same reason. Every other rule applies,
 * duplicate-id-aria included: component ids must be unique per instance.
 */
const PAGE_STRUCTURE_RULES = [
  'region',
  'landmark-unique',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-complementary-is-top-level',
  'page-has-heading-one',
  // A Docs page puts each story under its own h3, so a component's h2 follows an h3 there; the
  // heading order is checked where it matters, on the real pages (e2e) and in each story alone.
  'heading-order',
];

/**
 * Storybook draws each story in a scrolling frame (`.docs-story`) with nothing focusable of its
 * own; that frame is Storybook's, and the stories inside are checked one by one in Vitest.
 */
const STORYBOOK_FRAME_RULES = ['scrollable-region-focusable'];

/**
 * What one document of several stories can break that each story alone cannot: an id repeated
 * across instances, so that a label or description refers to another instance's element
 * (checked: a fixed id in LineChart fails eight pages).
 */
const SHARED_DOCUMENT_RULES = ['duplicate-id-aria'];

/** Every token path the Foundations pages must show, e.g. `color.primary`. */
function tokenPaths() {
  return Object.entries(tokens).flatMap(([group, values]) =>
    Object.keys(values).map((key) => `${group}.${key}`),
  );
}
const FOUNDATION_PAGES = [
  'foundations-kolory--docs',
  'foundations-typografia--docs',
  'foundations-odstępy-zaokrąglenia-i-cienie--docs',
  'foundations-kolory-wykresów--docs',
];

/**
 * Collects a page's console errors, uncaught exceptions and failed requests. Chromium's own
 * "Failed to load resource" line is left to the request events, which name the address: opened
 * on its own, iframe.html makes Chromium ask for a /favicon.ico that Storybook does not ship.
 */
function watchErrors(page) {
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => errors.push(`failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()}: ${response.url()}`);
  });
  return errors;
}

/**
 * Runs in every document before Storybook's own scripts: records each story's render phase
 * (STORY_RENDER_PHASE_CHANGED) as the preview's channel reports it, so the smoke test knows when
 * a page's stories have all finished.
 */
function recordStoryPhases() {
  const phases = new Map();
  let channel;
  Object.defineProperty(window, '__smokeStoryPhases', { value: phases });
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next) => {
      channel = next;
      next.on('storyRenderPhaseChanged', ({ storyId, newPhase }) => phases.set(storyId, newPhase));
    },
  });
}

/**
 * Shows one Docs page in a tab's preview. A tab's first page, and a page whose console must stay
 * silent, is loaded afresh. The others are switched to inside the loaded preview, the way the
 * manager does when a designer picks the next page in the sidebar (SET_CURRENT_STORY), instead of
 * parsing Storybook's runtime again for each (this test: 121 → 65–95 CPU-seconds). Only when
 * every story of the page before has finished, though: Storybook reloads the frame when a story
 * still renders or plays as its page is left, so a page whose stories have not finished within
 * 5 s is followed by a fresh load too.
 */
async function showDocsPage(page, base, id, fresh) {
  const url = `${base}/iframe.html?viewMode=docs&id=${encodeURIComponent(id)}`;
  const outcome = fresh
    ? 'load'
    : await page.evaluate(
        ({ storyId, settle, timeout }) =>
          new Promise((resolve) => {
            // Storybook's own list of a render in progress (StoryRender.isPending), and preparing.
            const PENDING = [
              'preparing',
              'loading',
              'beforeEach',
              'rendering',
              'playing',
              'afterEach',
            ];
            const busy = () =>
              [...window.__smokeStoryPhases.values()].some((phase) => PENDING.includes(phase));
            const started = performance.now();
            const switchWhenIdle = () => {
              if (busy()) {
                if (performance.now() - started > settle) resolve('load');
                else setTimeout(switchWhenIdle, 50);
                return;
              }
              const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
              const timer = setTimeout(() => resolve('timeout'), timeout);
              const rendered = (renderedId) => {
                if (renderedId !== storyId) return;
                channel.off('docsRendered', rendered);
                clearTimeout(timer);
                resolve('switched');
              };
              channel.on('docsRendered', rendered);
              void window.__STORYBOOK_PREVIEW__.onSetCurrentStory({ storyId, viewMode: 'docs' });
            };
            switchWhenIdle();
          }),
        { storyId: id, settle: 5_000, timeout: 30_000 },
      );
  if (outcome === 'timeout') throw new Error('the page was not drawn within 30 s');
  if (outcome === 'load') await page.goto(url);
  await page.locator('#storybook-docs .sbdocs-content').waitFor({ timeout: 30_000 });
}

/** Shows one Docs page, waits for its stories, and reports what is wrong with it. */
async function checkDocsPage(page, errors, base, { id, storiesTested }, fresh) {
  const problems = [];
  try {
    await showDocsPage(page, base, id, fresh);
    // Stories in the page render after it (a story's block holds Storybook's placeholder until
    // then), each reported done by its render phase; lazily drawn charts after them. A story
    // shown in its own frame (`inline: false`) needs only its frame.
    await page.waitForFunction(
      () => {
        const DONE = ['played', 'completing', 'completed', 'afterEach', 'finished', 'errored'];
        const blocks = document.querySelectorAll('#storybook-docs [id^="story--"][id$="-inner"]');
        const drawn = [...blocks].every((block) => {
          // `story--<id>-inner`, and `story--<id>--primary-inner` for the page's first story.
          const shown = block.id.slice('story--'.length, -'-inner'.length);
          const phases = window.__smokeStoryPhases;
          const phase = phases.get(shown) ?? phases.get(shown.replace(/--primary$/, ''));
          return DONE.includes(phase);
        });
        return (
          drawn &&
          [...document.querySelectorAll('.docs-story')].every(
            (story) => story.querySelector('[id^="story--"], iframe') !== null,
          ) &&
          [...document.querySelectorAll('[data-chart-state]')].every(
            (chart) => chart.getAttribute('data-chart-state') !== 'loading',
          )
        );
      },
      undefined,
      { timeout: 30_000 },
    );
    // Storybook's own parts (the args table and its controls, the frame around each story) are
    // Storybook's UI, not the project's: axe checks the page's prose and the stories inside.
    // Legacy mode runs axe in the page and reaches the stories' frames through axe's own
    // messaging (Storybook's frames are same-origin), instead of finishing each run in a new
    // blank tab. Passing rules report one node, not all.
    const axe = new AxeBuilder({ page })
      .options({ resultTypes: ['violations', 'incomplete'] })
      .include('#storybook-docs')
      .exclude('.docblock-argstable')
      .setLegacyMode(true);
    const { violations, incomplete } = await (
      storiesTested
        ? axe.withRules(SHARED_DOCUMENT_RULES)
        : axe.disableRules([...PAGE_STRUCTURE_RULES, ...STORYBOOK_FRAME_RULES])
    ).analyze();
    // axe cannot always tell which of two equal ids a reference means, so it asks for a review
    // ('incomplete') rather than failing: for these rules a review is a failure here.
    const shared = incomplete.filter((result) => SHARED_DOCUMENT_RULES.includes(result.id));
    for (const violation of [...violations, ...shared]) {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      problems.push(`axe ${violation.id} (${violation.nodes.length}×): ${targets.join(' | ')}`);
    }
    if (QUIET_PAGES.includes(id) && errors.length > 0) {
      problems.push(`console errors: ${errors.slice(0, 3).join(' | ')}`);
    }
  } catch (error) {
    problems.push(
      `did not render: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
    );
  }
  return problems;
}

/** Every token of tokens.ts is on one of the Foundations pages. */
async function checkFoundationsCoverage(context, base) {
  const page = await context.newPage();
  let text = '';
  for (const id of FOUNDATION_PAGES) {
    await page.goto(`${base}/iframe.html?viewMode=docs&id=${encodeURIComponent(id)}`);
    await page.locator('#storybook-docs .sbdocs-content').waitFor({ timeout: 30_000 });
    text += await page.locator('#storybook-docs').innerText();
  }
  await page.close();
  return tokenPaths().filter((path) => !text.includes(path));
}

async function main() {
  const started = Date.now();
  const server = await createSiteServer(root);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({
    executablePath: headlessChromiumPath,
    args: chromiumArgs,
  });
  const failures = [];
  try {
    const context = await browser.newContext({
      locale: 'pl-PL',
      timezoneId: 'Europe/Warsaw',
      // Brotli at the host's quality 11 takes seconds per Storybook bundle on first request;
      // the smoke test checks the pages, not the compression, so it asks for gzip.
      extraHTTPHeaders: { 'Accept-Encoding': 'gzip' },
    });

    // The index: the manager loads under its own CSP and lists the sidebar's sections.
    const index = await context.newPage();
    const indexErrors = watchErrors(index);
    const response = await index.goto(`${base}/`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    if (!csp.includes("script-src 'self'")) failures.push('index: no Content-Security-Policy');
    const sidebar = index.getByRole('navigation', { name: 'Stories' });
    await sidebar.getByRole('link', { name: 'Kolory', exact: true }).waitFor({ timeout: 30_000 });
    for (const section of ['Foundations', 'Copy', 'Screens', 'Components', 'Islands']) {
      try {
        await sidebar.getByText(section, { exact: true }).first().waitFor({ timeout: 10_000 });
      } catch {
        failures.push(`index: the sidebar has no ${section}`);
      }
    }
    // The first entry (a Docs page) opens in the manager's iframe under the same policy.
    await index
      .frameLocator('#storybook-preview-iframe')
      .locator('#storybook-docs .sbdocs-content')
      .waitFor({ timeout: 30_000 });
    if (indexErrors.length > 0) failures.push(`index: console errors: ${indexErrors.join(' | ')}`);
    await index.close();

    const { entries } = JSON.parse(await readFile(`${root}/index.json`, 'utf8'));
    // An autodocs page of stories tagged 'test' shows stories the Vitest project checked one by one.
    const docs = Object.values(entries)
      .filter((entry) => entry.type === 'docs')
      .map(({ id, tags }) => ({
        id,
        storiesTested: tags.includes('test') && !tags.includes('unattached-mdx'),
      }));
    const pending = [...docs];
    const workers = Array.from({ length: PARALLEL }, async () => {
      const page = await context.newPage();
      await page.addInitScript(recordStoryPhases);
      const errors = watchErrors(page);
      let fresh = true;
      for (let doc = pending.shift(); doc !== undefined; doc = pending.shift()) {
        const pageStarted = Date.now();
        const quiet = QUIET_PAGES.includes(doc.id);
        // What the page before logged is that page's; a quiet page starts in a new document.
        errors.length = 0;
        const problems = await checkDocsPage(page, errors, base, doc, fresh || quiet);
        if (process.env.SMOKE_TIMES) console.log(`${doc.id}: ${Date.now() - pageStarted} ms`);
        for (const problem of problems) failures.push(`${doc.id}: ${problem}`);
        // A page that did not render may have left the preview broken: the next one loads anew.
        fresh = problems.some((problem) => problem.startsWith('did not render'));
      }
      await page.close();
    });
    await Promise.all(workers);
    const missing = await checkFoundationsCoverage(context, base);
    if (missing.length > 0) failures.push(`Foundations: tokens missing: ${missing.join(', ')}`);

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const everyRule = docs.filter((doc) => !doc.storiesTested).length;
    console.log(
      `Storybook smoke: index and ${docs.length} Docs pages (axe: every rule on ${everyRule}, ids on the rest; ${QUIET_PAGES.length} without console errors; Foundations tokens) in ${seconds} s`,
    );
  } finally {
    await browser.close();
    server.close();
  }
  if (failures.length > 0) {
    console.error(failures.map((failure) => `✗ ${failure}`).join('\n'));
    process.exitCode = 1;
  }
}

await main();
