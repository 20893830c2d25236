// The built Storybook: its index under its own CSP, every Docs page (autodocs and MDX, listed by
// the build's index.json) rendered and checked with axe, the Foundations pages checked for every
// token, and a handful of pages for console errors.
//
// The stories themselves run as tests in the storybook Vitest project, each checked there by axe
// on its own; Docs pages do not (Vitest stubs MDX out), so this is where they are checked. A page
// of stories Vitest already checked adds only that several stories share one document, so there
// axe runs the rules about ids; MDX pages and pages of stories left out of Vitest ('!test') get
// every rule.
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { tokens } from '../ui/theme/tokens.ts';
import { contextOptions } from './playwright.config.ts';

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
const FOUNDATION_PAGES = [
  'foundations-kolory--docs',
  'foundations-typografia--docs',
  'foundations-odstępy-zaokrąglenia-i-cienie--docs',
  'foundations-kolory-wykresów--docs',
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

const { entries } = JSON.parse(
  readFileSync(new URL('../storybook-static/index.json', import.meta.url), 'utf8'),
) as { entries: Record<string, { id: string; type: string; tags: string[] }> };
// An autodocs page of stories tagged 'test' shows stories the Vitest project checked one by one.
const docsPages = Object.values(entries)
  .filter((entry) => entry.type === 'docs')
  .map(({ id, tags }) => ({
    id,
    storiesTested: tags.includes('test') && !tags.includes('unattached-mdx'),
  }));

/**
 * Collects a page's console errors, uncaught exceptions and failed requests. Chromium's own
 * "Failed to load resource" line is left to the request events, which name the address: opened
 * on its own, iframe.html makes Chromium ask for a /favicon.ico that Storybook does not ship.
 */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
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

interface Channel {
  on(event: string, listener: (...args: never[]) => void): void;
  off(event: string, listener: (...args: never[]) => void): void;
}
declare global {
  interface Window {
    __smokeStoryPhases: Map<string, string>;
    __STORYBOOK_ADDONS_CHANNEL__: Channel;
    __STORYBOOK_PREVIEW__: {
      onSetCurrentStory(selection: { storyId: string; viewMode: string }): Promise<void>;
    };
  }
}

/**
 * Runs in every document before Storybook's own scripts: records each story's render phase
 * (STORY_RENDER_PHASE_CHANGED) as the preview's channel reports it, so the test knows when a
 * page's stories have all finished.
 */
function recordStoryPhases() {
  const phases = new Map<string, string>();
  let channel: Channel | undefined;
  Object.defineProperty(window, '__smokeStoryPhases', { value: phases });
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next: Channel) => {
      channel = next;
      next.on('storyRenderPhaseChanged', (event: { storyId: string; newPhase: string }) =>
        phases.set(event.storyId, event.newPhase),
      );
    },
  });
}

/**
 * Switches the loaded preview to another Docs page the way the manager does when a designer picks
 * it in the sidebar (SET_CURRENT_STORY), instead of parsing Storybook's runtime again for each
 * (121 → 65–95 CPU-seconds for the whole smoke). Only once every story of the page before has
 * finished, though: Storybook reloads the frame when a story still renders or plays as its page
 * is left. 'load' when that did not happen within `settle` ms: the caller loads the page afresh.
 */
function switchWhenIdle({ storyId, settle }: { storyId: string; settle: number }) {
  // Storybook's own list of a render in progress (StoryRender.isPending), and preparing.
  const PENDING = ['preparing', 'loading', 'beforeEach', 'rendering', 'playing', 'afterEach'];
  const busy = () =>
    [...window.__smokeStoryPhases.values()].some((phase) => PENDING.includes(phase));
  const started = performance.now();
  return new Promise<'load' | 'switched'>((resolve) => {
    const attempt = () => {
      if (busy()) {
        if (performance.now() - started > settle) resolve('load');
        else setTimeout(attempt, 50);
        return;
      }
      const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
      const rendered = (renderedId: string) => {
        if (renderedId !== storyId) return;
        channel.off('docsRendered', rendered);
        resolve('switched');
      };
      channel.on('docsRendered', rendered);
      void window.__STORYBOOK_PREVIEW__.onSetCurrentStory({ storyId, viewMode: 'docs' });
    };
    attempt();
  });
}

/**
 * Every story block of the Docs page has finished (its render phase), every story's frame holds
 * its story, and no chart is still loading. A story shown in its own frame (`inline: false`)
 * needs only its frame.
 */
function storiesDrawn() {
  const DONE = ['played', 'completing', 'completed', 'afterEach', 'finished', 'errored'];
  const phases = window.__smokeStoryPhases;
  const blocks = document.querySelectorAll('#storybook-docs [id^="story--"][id$="-inner"]');
  return (
    [...blocks].every((block) => {
      // `story--<id>-inner`, and `story--<id>--primary-inner` for the page's first story.
      const shown = block.id.slice('story--'.length, -'-inner'.length);
      const phase = phases.get(shown) ?? phases.get(shown.replace(/--primary$/, ''));
      return phase !== undefined && DONE.includes(phase);
    }) &&
    [...document.querySelectorAll('.docs-story')].every(
      (story) => story.querySelector('[id^="story--"], iframe') !== null,
    ) &&
    [...document.querySelectorAll('[data-chart-state]')].every(
      (chart) => chart.getAttribute('data-chart-state') !== 'loading',
    )
  );
}

const docsUrl = (id: string) => `/iframe.html?viewMode=docs&id=${encodeURIComponent(id)}`;

/**
 * One tab per worker shows that worker's Docs pages one after another, so Storybook's runtime is
 * parsed once per tab. A test that fails ends its worker, so the next page starts in a new tab.
 */
const test = base.extend<object, { preview: { page: Page; errors: string[]; fresh: boolean } }>({
  preview: [
    async ({ browser }, provide) => {
      const context = await browser.newContext(contextOptions);
      const page = await context.newPage();
      await page.addInitScript(recordStoryPhases);
      await provide({ page, errors: watchErrors(page), fresh: true });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test('the index loads under its own CSP and lists the five sections', async ({ page }) => {
  const errors = watchErrors(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  const sidebar = page.getByRole('navigation', { name: 'Stories' });
  for (const section of ['Foundations', 'Copy', 'Screens', 'Components', 'Islands']) {
    await expect.soft(sidebar.getByText(section, { exact: true }).first()).toBeVisible();
  }
  // The first entry (a Docs page) opens in the manager's iframe under the same policy.
  const preview = page.frameLocator('#storybook-preview-iframe');
  await expect(preview.locator('#storybook-docs .sbdocs-content')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the Foundations pages show every token', async ({ page }) => {
  let text = '';
  for (const id of FOUNDATION_PAGES) {
    await page.goto(docsUrl(id));
    await expect(page.locator('#storybook-docs .sbdocs-content')).toBeVisible();
    text += await page.locator('#storybook-docs').innerText();
  }
  const paths = Object.entries(tokens).flatMap(([group, values]) =>
    Object.keys(values).map((key) => `${group}.${key}`),
  );
  expect(paths.filter((path) => !text.includes(path))).toEqual([]);
});

for (const { id, storiesTested } of docsPages) {
  test(`Docs page ${id} renders and passes axe`, async ({ preview }) => {
    const { page, errors } = preview;
    // What the page before logged is that page's; a quiet page starts in a new document.
    const quiet = QUIET_PAGES.includes(id);
    errors.length = 0;
    const settled =
      preview.fresh || quiet
        ? 'load'
        : await page.evaluate(switchWhenIdle, { storyId: id, settle: 5_000 });
    if (settled === 'load') await page.goto(docsUrl(id));
    preview.fresh = false;
    await expect(page.locator('#storybook-docs .sbdocs-content')).toBeVisible();
    await page.waitForFunction(storiesDrawn);

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
    const found = [...violations, ...shared].map(({ id: rule, nodes }) => {
      const targets = nodes.slice(0, 3).map((node) => node.target.join(' '));
      return `${rule} (${nodes.length}×): ${targets.join(' | ')}`;
    });
    expect.soft(found, 'axe').toEqual([]);
    if (quiet) expect(errors, 'console errors').toEqual([]);
  });
}
