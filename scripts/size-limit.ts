// Size budgets over the built site (npm run budgets: size-limit --config scripts/size-limit.ts; npm
// test runs it after the build), measured by
// size-limit's file plugin: gzip level 9, each file on its own, 1 KB = 1024 B. What each page
// loads comes from scripts/pages.ts, which also holds the budgets and fails on a broken rule (a
// document with JavaScript or an island, a first-use chunk loaded up front, a page missing). The
// bytes of a whole first visit are checked by the cold Lighthouse gate (e2e-lighthouse/gate.spec.ts).
import { rm } from 'node:fs/promises';
import type { Check, SizeLimitConfig } from 'size-limit';
import {
  CSS_KB,
  DOCUMENT_FIRST_VISIT_KB,
  EAGER_JS_KB,
  chunkModule,
  isDocument,
  walkSite,
  writeInline,
} from './pages.ts';

const dist = new URL('../dist', import.meta.url).pathname;
const inline = new URL('../.reports/size-inline', import.meta.url).pathname;
const kb = (value: number) => `${value} KiB`;

const { pages, problems } = await walkSite(dist);
if (problems.length > 0)
  throw new Error(`the built pages break a rule:\n  ${problems.join('\n  ')}`);

await rm(inline, { recursive: true, force: true });
const checks: Check[] = [];
const islands = new Map<string, string[]>();
const lazy = new Map<string, string>();
for (const page of pages) {
  const { js, css } = await writeInline(inline, page);
  const styles = [...css, ...page.stylesheets];
  checks.push({ name: `${page.label} · CSS`, path: styles, limit: kb(CSS_KB), gzip: true });
  if (isDocument(page.label)) {
    // The page itself is the whole of a document's first visit (no fonts; its CSS is inside).
    const limit = kb(DOCUMENT_FIRST_VISIT_KB);
    checks.push({
      name: `${page.label} · page, no JavaScript`,
      path: page.file,
      limit,
      gzip: true,
    });
    continue;
  }
  const eager = [...js, ...page.eager];
  const limit = kb(EAGER_JS_KB[page.label] ?? 0);
  checks.push({ name: `${page.label} · JS up front`, path: eager, limit, gzip: true });
  checks.push({ name: `${page.label} · JS loaded later`, path: page.lazy, gzip: true });
  for (const island of page.islands) islands.set(island.name, island.eager);
  for (const file of page.lazy) lazy.set(file, chunkModule(file));
}
for (const [name, files] of islands) {
  checks.push({ name: `island ${name} · JS up front`, path: files, gzip: true });
}
for (const [file, name] of [...lazy].sort((a, b) => a[1].localeCompare(b[1]))) {
  checks.push({ name: `lazy chunk ${name}`, path: file, gzip: true });
}

export default checks satisfies SizeLimitConfig;
