import type { KnipConfig } from 'knip';

/** An .astro file's frontmatter, as Knip's own compiler reads it. */
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---/;

/**
 * Knip reads an .astro file's frontmatter and scripts, not its template, so a style used only
 * as `class={styles.article}` would read as unused. This compiler adds each `namespace.member`
 * the template uses of a namespace the frontmatter imports (this site's templates hold no
 * scripts that import anything: `is:inline` only).
 */
function astro(text: string): string {
  const match = FRONTMATTER.exec(text);
  const frontmatter = match?.[1] ?? '';
  const template = text.slice(match?.[0].length ?? 0);
  const namespaces = new Set(
    [...frontmatter.matchAll(/import \* as (\w+) from/g)].map((imported) => imported[1]),
  );
  const uses = [...template.matchAll(/\b(\w+)\.(\w+)/g)]
    .filter((use) => namespaces.has(use[1]))
    .map((use) => `${use[0]};`);
  return [frontmatter, ...new Set(uses)].join('\n');
}

// Dead files, exports and dependencies (`npm run lint:knip`). Knip's plugins find most entries
// themselves: Astro's pages and the islands their .astro files mount, Storybook's stories, the
// Vitest projects' tests and benches, Playwright's specs, and the scripts package.json runs.
export default {
  compilers: { astro },
  entry: [
    // Run by hand (CONTRIBUTING.md): the icons and the rate history.
    'scripts/{generate-rates-history,icons}.mjs',
    // size-limit reads its configuration by path (`npm run budgets`).
    'scripts/size-limit.ts',
    // Astro loads the client:paint directive by its path (astro.config.mjs).
    'site/lib/directives/paint.mjs',
    // Until the /sprawdz-harmonogram page uses it (issue 37).
    'ui/domain/bankSchedule.ts',
  ],
  ignoreIssues: {
    // Written by scripts/generate-rates-history.mjs: each series' bounds, whether read or not.
    'ui/domain/*.generated.ts': ['exports'],
  },
  ignoreDependencies: [
    // Pins the axe-core that the Storybook a11y addon and Lighthouse run; nothing imports it.
    'axe-core',
    // Loaded by eslint-plugin-astro's `jsx-a11y-strict` config (eslint.config.js), not imported.
    'eslint-plugin-jsx-a11y',
  ],
} satisfies KnipConfig;
