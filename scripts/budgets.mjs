// Size budgets over the built site (issue 7, item 1): for every HTML page in dist/, the gzipped
// JavaScript it loads up front, the JavaScript it may load later (dynamic imports), and its CSS.
// It prints a table and writes budgets.json into REPORTS_DIR (.reports by default), so a regression shows as a figure, and it
// exits 1 when a page goes over its budget.
//
//   node scripts/budgets.mjs [--dist <dir>]   (default: dist/ next to this script's parent)
//
// Why a hand-written module walk and not a bundle analyser: what matters is what a browser
// fetches for one page, so the walk starts from the page's own tags (scripts, islands, module
// preloads) and follows the static imports of the built chunks, counting each file once per page.
// A dynamic import() is fetched only when the code asks for it, so it is reported as "lazy" and
// kept out of the budget.
import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { textTable } from './text-table.mjs';

const KB = 1024;
const projectRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

/**
 * The budgets, by page. Pages that are not interactive (privacy, articles, 404 and any page not
 * named here) must ship no JavaScript and no island at all: they are documents.
 */
const CSS_BUDGET = 20 * KB;
const INTERACTIVE_BUDGETS = new Map([
  // Initial + idle islands: everything that is not behind a dynamic import.
  ['/', 100 * KB],
  // One static shell serves every /symulacja/{id} (site/public/_redirects).
  ['/symulacja/{id}', 125 * KB],
  // Runs side by side: an island like the report's, so the report's budget.
  ['/porownanie', 125 * KB],
]);
/**
 * Everything a first visit transfers (issue 10): the HTML with its inline CSS and scripts, every
 * script file the page may load (initial and lazy: the banner fetches its parsers on the first
 * visit too), stylesheets and fonts, compressed as above. The 404, which Lighthouse cannot audit
 * (it answers 404), is held to the static pages' figure here.
 */
const FIRST_LOAD_BUDGETS = new Map([['/', 150 * KB]]);
const STATIC_FIRST_LOAD_BUDGET = 30 * KB;
const FONT_FILE = /\.(woff2?|ttf|otf)$/i;

/** Pages that must exist in the build; a missing one would silently escape its budget. */
const REQUIRED_PAGES = [
  '/',
  '/symulacja/{id}',
  '/porownanie',
  '/polityka-prywatnosci',
  '/404.html',
];
const ARTICLE_PREFIX = '/wiki/artykuly/';
const MIN_ARTICLES = 3;

/** Script types a browser executes as JavaScript; JSON-LD and other data blocks are not code. */
const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

class BudgetError extends Error {
  name = 'BudgetError';
}

function parseArgs(argv) {
  const options = { dist: join(projectRoot, 'dist') };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--dist') {
      const value = argv[index + 1];
      if (!value) throw new BudgetError('--dist needs a directory');
      options.dist = resolve(value);
      index += 1;
    } else if (argument.startsWith('--dist=')) {
      options.dist = resolve(argument.slice('--dist='.length));
    } else if (argument === '--help' || argument === '-h') {
      console.log('Usage: node scripts/budgets.mjs [--dist <dir>]');
      process.exit(0);
    } else {
      throw new BudgetError(`unknown argument ${argument}`);
    }
  }
  return options;
}

// ---------------------------------------------------------------------------------------------
// HTML: Astro's output is well formed and attribute values are HTML-escaped (an island's props
// hold no raw `>`), so a quote-aware tag pattern is enough; no HTML parser dependency needed.

const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const tagPattern = (name) =>
  new RegExp(
    `<${name}\\b((?:\\s+[^\\s=/>]+(?:\\s*=\\s*(?:"[^"]*"|'[^']*'|[^\\s>]+))?)*)\\s*/?>`,
    'gi',
  );

function decodeEntities(text) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function parseAttributes(source) {
  const attributes = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

function tags(html, name) {
  return [...html.matchAll(tagPattern(name))].map((match) => parseAttributes(match[1] ?? ''));
}

/** `<script>` and `<style>` elements with their attributes and text. */
function elementsWithText(html, name) {
  const pattern = new RegExp(`<${name}\\b([^>]*)>([\\s\\S]*?)</${name}\\s*>`, 'gi');
  return [...html.matchAll(pattern)].map((match) => ({
    attributes: parseAttributes(match[1] ?? ''),
    text: match[2] ?? '',
  }));
}

/** What one page asks for in its markup, before any module is followed. */
function pageEntries(html) {
  // Comments could hide tags that the browser never sees.
  const markup = html.replace(/<!--[\s\S]*?-->/g, '');
  const scripts = elementsWithText(markup, 'script').filter(({ attributes }) =>
    JS_TYPES.has((attributes.type ?? '').trim().toLowerCase()),
  );
  const islands = tags(markup, 'astro-island');
  const links = tags(markup, 'link').map((attributes) => ({
    ...attributes,
    rel: (attributes.rel ?? '').toLowerCase().split(/\s+/),
  }));
  return {
    scriptUrls: [
      ...scripts.filter(({ attributes }) => attributes.src).map(({ attributes }) => attributes.src),
      ...islands.flatMap((island) =>
        ['component-url', 'renderer-url', 'before-hydration-url']
          .map((name) => island[name])
          .filter(Boolean),
      ),
      ...links.filter((link) => link.rel.includes('modulepreload') && link.href).map((l) => l.href),
    ],
    inlineScripts: scripts
      .filter(({ attributes }) => attributes.src === undefined)
      .map(({ text }) => text)
      .filter((text) => text.trim() !== ''),
    islandCount: islands.length,
    stylesheetUrls: links
      .filter((link) => link.rel.includes('stylesheet') && link.href)
      .map((link) => link.href),
    inlineStyles: elementsWithText(markup, 'style')
      .map(({ text }) => text)
      .filter((text) => text.trim() !== ''),
  };
}

// ---------------------------------------------------------------------------------------------
// JavaScript: the import graph of the built chunks. Minified Rollup output writes imports as
// `import{a as b}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`, `import("./x.js")`
// and import(`./x.js`). A pattern that also matched inside a string literal only matters if it names a real file in
// dist/, which chunk names make very unlikely.

const STATIC_IMPORT = /\bfrom\s*(["'])([^"'\n]+?)\1|\bimport\s*(["'])([^"'\n]+?)\3/g;
// A dynamic import may also be written with a template literal: import(`./rates.js`).
const DYNAMIC_IMPORT = /\bimport\s*\(\s*(["'`])([^"'`$\n]+?)\1\s*\)/g;
// A worker the code starts: `new Worker(new URL(`/_astro/w.js`, import.meta.url))`. The islands
// start theirs when they mount, so it counts with the page's static imports.
const WORKER = /\bnew\s+Worker\s*\(\s*new\s+URL\s*\(\s*(["'`])([^"'`$\n]+?)\1/g;
// Vite's preload helper lists the files a dynamic import needs: `m.f||(m.f=["_astro/a.js",…])`.
const VITE_DEPS = /__vite__mapDeps\s*=[\s\S]{0,200}?\.f\s*=\s*\[([^\]]*)\]/g;

function importsOf(code) {
  const staticSpecifiers = [
    ...[...code.matchAll(STATIC_IMPORT)].map((m) => m[2] ?? m[4]),
    ...[...code.matchAll(WORKER)].map((m) => m[2]),
  ];
  const dynamicSpecifiers = [...code.matchAll(DYNAMIC_IMPORT)].map((m) => m[2]);
  const preloadDeps = [...code.matchAll(VITE_DEPS)].flatMap((m) =>
    [...m[1].matchAll(/(["'])([^"']+)\1/g)].map((dep) => `/${dep[2].replace(/^\/+/, '')}`),
  );
  return { staticSpecifiers, dynamicSpecifiers: [...dynamicSpecifiers, ...preloadDeps] };
}

function createSite(dist) {
  const cache = new Map();

  /** Reads a file of the build once and remembers its raw and gzipped size. */
  async function load(file) {
    let entry = cache.get(file);
    if (!entry) {
      entry = readFile(file).then((bytes) => ({
        file,
        bytes: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
        text: bytes.toString('utf8'),
      }));
      cache.set(file, entry);
    }
    return entry;
  }

  /**
   * The file in dist/ a URL names, resolved against the URL of the document or module that
   * names it; `{ external }` for another origin, `{ missing }` for a local file that is not there.
   */
  function locate(specifier, baseUrlPath) {
    const url = new URL(specifier, new URL(baseUrlPath, 'http://site.invalid'));
    if (url.origin !== 'http://site.invalid') return { external: url.href };
    const pathname = decodeURIComponent(url.pathname);
    const file = resolve(dist, `.${pathname}`);
    if (file !== dist && !file.startsWith(dist + sep)) return { missing: pathname };
    if (!existsSync(file) || !statSync(file).isFile()) return { missing: pathname };
    return { file, urlPath: pathname };
  }

  return { load, locate };
}

/** Every JS and CSS byte one page costs, split into what loads up front and what loads later. */
async function measurePage(site, page) {
  const html = await readFile(page.file, 'utf8');
  const entries = pageEntries(html);
  const problems = [];

  const initial = new Map(); // urlPath → file info
  const lazyRoots = [];

  // A breadth-first walk over static imports; dynamic ones are collected for the lazy walk.
  async function walk(roots, into, collectDynamic) {
    const queue = [...roots];
    while (queue.length > 0) {
      const { specifier, base } = queue.shift();
      const found = site.locate(specifier, base);
      if (found.external) {
        problems.push(`loads a script from another origin: ${found.external}`);
        continue;
      }
      if (found.missing) {
        // A chunk the page names but the build lacks would 404 in production too.
        problems.push(`names a script that is not in the build: ${found.missing}`);
        continue;
      }
      if (into.has(found.urlPath) || initial.has(found.urlPath)) continue;
      const info = await site.load(found.file);
      into.set(found.urlPath, info);
      if (!/\.m?js$/i.test(found.file)) continue;
      const { staticSpecifiers, dynamicSpecifiers } = importsOf(info.text);
      for (const specifier of staticSpecifiers) {
        if (isPathSpecifier(specifier)) queue.push({ specifier, base: found.urlPath });
      }
      for (const specifier of dynamicSpecifiers) {
        if (isPathSpecifier(specifier)) collectDynamic.push({ specifier, base: found.urlPath });
      }
    }
  }

  const inline = entries.inlineScripts.map((text, index) => ({
    label: `(inline script ${index + 1}${inlineHint(text)})`,
    bytes: Buffer.byteLength(text),
    gzip: gzipSync(Buffer.from(text), { level: 9 }).length,
    text,
  }));
  const roots = entries.scriptUrls.map((specifier) => ({ specifier, base: page.urlPath }));
  // Inline module scripts may import chunks too (Astro's hoisted scripts do).
  for (const script of inline) {
    const { staticSpecifiers, dynamicSpecifiers } = importsOf(script.text);
    for (const specifier of staticSpecifiers.filter(isPathSpecifier)) {
      roots.push({ specifier, base: page.urlPath });
    }
    for (const specifier of dynamicSpecifiers.filter(isPathSpecifier)) {
      lazyRoots.push({ specifier, base: page.urlPath });
    }
  }
  await walk(roots, initial, lazyRoots);

  // Lazy chunks, and what they import in turn, minus anything the page already loaded.
  const lazy = new Map();
  const lazyDynamic = [];
  await walk(lazyRoots, lazy, lazyDynamic);
  while (lazyDynamic.length > 0) await walk(lazyDynamic.splice(0), lazy, lazyDynamic);

  const stylesheets = new Map();
  for (const href of entries.stylesheetUrls) {
    const found = site.locate(href, page.urlPath);
    if (found.external) problems.push(`loads a stylesheet from another origin: ${found.external}`);
    else if (found.missing) problems.push(`names a stylesheet not in the build: ${found.missing}`);
    else if (!stylesheets.has(found.urlPath)) {
      stylesheets.set(found.urlPath, await site.load(found.file));
    }
  }
  const inlineStyles = entries.inlineStyles.map((text, index) => ({
    label: `(inline style ${index + 1})`,
    bytes: Buffer.byteLength(text),
    gzip: gzipSync(Buffer.from(text), { level: 9 }).length,
  }));

  const isJs = (path) => /\.m?js$/i.test(path);
  const initialJs = [
    ...inline.map(({ label, bytes, gzip }) => ({ path: label, bytes, gzip })),
    ...[...initial].filter(([path]) => isJs(path)).map(([path, f]) => fileRow(path, f)),
  ];
  const lazyJs = [...lazy].filter(([path]) => isJs(path)).map(([path, f]) => fileRow(path, f));
  // CSS a chunk pulls in (rare with Astro, which emits <link> tags) counts as the page's CSS.
  const css = [
    ...[...stylesheets].map(([path, f]) => fileRow(path, f)),
    ...[...initial].filter(([path]) => !isJs(path)).map(([path, f]) => fileRow(path, f)),
    ...inlineStyles.map(({ label, bytes, gzip }) => ({ path: label, bytes, gzip })),
  ];
  const lazyCss = [...lazy].filter(([path]) => !isJs(path)).map(([path, f]) => fileRow(path, f));

  // Fonts named by any of the page's CSS; a missing one is a problem like a missing chunk.
  const fonts = new Map();
  const cssTexts = [
    ...entries.inlineStyles.map((text) => ({ text, base: page.urlPath })),
    ...[...stylesheets].map(([path, f]) => ({ text: f.text, base: path })),
  ];
  for (const { text, base } of cssTexts) {
    for (const [, , url] of text.matchAll(/url\(\s*(["']?)([^"')]+)\1\s*\)/g)) {
      if (!FONT_FILE.test(url.split(/[?#]/)[0] ?? '')) continue;
      const found = site.locate(url, base);
      if (found.external) problems.push(`loads a font from another origin: ${found.external}`);
      else if (found.missing) problems.push(`names a font not in the build: ${found.missing}`);
      else if (!fonts.has(found.urlPath)) fonts.set(found.urlPath, await site.load(found.file));
    }
  }
  // Font files are already compressed, so they count at their size.
  const fontRows = [...fonts].map(([path, f]) => ({ path, bytes: f.bytes, gzip: f.bytes }));
  const external = (rows) => rows.filter((row) => !row.path.startsWith('('));
  const htmlGzip = gzipSync(Buffer.from(html), { level: 9 }).length;
  const firstLoad = {
    html: htmlGzip,
    js: sum(external([...initialJs, ...lazyJs])).gzip,
    css: sum(external([...css, ...lazyCss])).gzip,
    fonts: sum(fontRows).gzip,
  };
  firstLoad.total = firstLoad.html + firstLoad.js + firstLoad.css + firstLoad.fonts;

  return {
    page: page.label,
    file: relative(projectRoot, page.file),
    islands: entries.islandCount,
    js: { initial: sum(initialJs), lazy: sum(lazyJs), initialFiles: initialJs, lazyFiles: lazyJs },
    css: { ...sum(css), files: css, lazy: sum(lazyCss), lazyFiles: lazyCss },
    fonts: fontRows,
    firstLoad,
    problems,
  };
}

/** What an inline script is, when it is one of Astro's own, so the listing says so. */
function inlineHint(text) {
  if (text.includes('customElements.define("astro-island"')) return ': astro-island runtime';
  const directive = /\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.(\w+)\s*=/.exec(text);
  return directive ? `: client:${directive[1]} directive` : '';
}

function isPathSpecifier(specifier) {
  return /^(\.{1,2}\/|\/(?!\/))/.test(specifier);
}

function fileRow(path, info) {
  return { path, bytes: info.bytes, gzip: info.gzip };
}

function sum(rows) {
  return {
    bytes: rows.reduce((total, row) => total + row.bytes, 0),
    gzip: rows.reduce((total, row) => total + row.gzip, 0),
  };
}

// ---------------------------------------------------------------------------------------------
// Pages and budgets.

async function htmlFiles(directory) {
  const found = [];
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) found.push(...(await htmlFiles(path)));
    else if (entry.isFile() && entry.name.endsWith('.html')) found.push(path);
  }
  return found;
}

async function jsFiles(directory) {
  const found = [];
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) found.push(...(await jsFiles(path)));
    else if (entry.isFile() && /\.m?js$/.test(entry.name)) found.push(path);
  }
  return found;
}

/** `/`, `/symulacja/{id}`, `/wiki/artykuly/x`, `/404.html`: how the site names the page. */
function describePage(dist, file) {
  const path = relative(dist, file).split(sep).join('/');
  const urlPath = path.endsWith('index.html')
    ? `/${path.slice(0, -'index.html'.length)}`
    : `/${path}`;
  let label = urlPath === '/' ? '/' : urlPath.replace(/\/$/, '');
  if (label === '/symulacja') label = '/symulacja/{id}';
  return { file, urlPath, label };
}

/**
 * Code that loads on first use, never with a page (issues 12 and 14): the share-link coder, the
 * CSV writer, the backup menu (export and import) and the rate history. Named by the chunk's
 * module, as the build names its files.
 */
const ON_FIRST_USE = ['shareLink', 'csv', 'BackupMenu', 'history'];
const chunkModule = (path) => path.split('/').pop().split('.')[0];

function budgetFor(label) {
  const js = INTERACTIVE_BUDGETS.get(label);
  // The other interactive pages are held to their JS budgets; their first load is reported.
  const firstLoadBytes =
    FIRST_LOAD_BUDGETS.get(label) ?? (js === undefined ? STATIC_FIRST_LOAD_BUDGET : Infinity);
  return js === undefined
    ? { jsBytes: 0, cssBytes: CSS_BUDGET, firstLoadBytes, islandsAllowed: false }
    : { jsBytes: js, cssBytes: CSS_BUDGET, firstLoadBytes, islandsAllowed: true };
}

function judge(result) {
  const budget = budgetFor(result.page);
  const failures = [...result.problems];
  if (result.js.initial.gzip > budget.jsBytes) {
    failures.push(
      budget.jsBytes === 0
        ? `ships ${kb(result.js.initial.gzip)} KB of JavaScript; this page must ship none`
        : `JS ${kb(result.js.initial.gzip)} KB gz is over the ${kb(budget.jsBytes)} KB budget`,
    );
  }
  for (const file of result.js.initialFiles) {
    if (ON_FIRST_USE.includes(chunkModule(file.path))) {
      failures.push(`loads ${file.path} up front; it must load on first use`);
    }
  }
  if (!budget.islandsAllowed && result.islands > 0) {
    failures.push(`has ${result.islands} astro-island(s); this page must have none`);
  }
  if (!budget.islandsAllowed && result.js.lazy.gzip > 0) {
    failures.push(`can load ${kb(result.js.lazy.gzip)} KB of lazy JavaScript; it must have none`);
  }
  if (result.css.gzip > budget.cssBytes) {
    failures.push(`CSS ${kb(result.css.gzip)} KB gz is over the ${kb(budget.cssBytes)} KB budget`);
  }
  if (result.firstLoad.total > budget.firstLoadBytes) {
    failures.push(
      `a first visit transfers ${kb(result.firstLoad.total)} KB, over the ${kb(budget.firstLoadBytes)} KB budget`,
    );
  }
  return { ...result, budget, failures, ok: failures.length === 0 };
}

// ---------------------------------------------------------------------------------------------
// Output.

const kb = (bytes) => (bytes / KB).toFixed(2);

function printReport(results, totals, dist, buildProblems) {
  console.log(
    `Size budgets over ${relative(process.cwd(), dist) || '.'} (gzip level 9, 1 KB = 1024 B)\n`,
  );
  const rows = results.map((result) => [
    result.page,
    kb(result.js.initial.gzip),
    kb(result.js.lazy.gzip),
    kb(result.css.gzip),
    kb(result.firstLoad.fonts),
    kb(result.firstLoad.total),
    result.islands,
    `${
      result.budget.islandsAllowed ? `JS ≤ ${result.budget.jsBytes / KB} KB` : 'no JS, no island'
    }, CSS ≤ ${result.budget.cssBytes / KB} KB${
      Number.isFinite(result.budget.firstLoadBytes)
        ? `, first load ≤ ${result.budget.firstLoadBytes / KB} KB`
        : ''
    }`,
    result.ok ? 'ok' : 'OVER',
  ]);
  console.log(
    textTable(
      [
        'Page',
        'JS gz KB (initial)',
        'Lazy JS gz KB',
        'CSS gz KB',
        'Fonts KB',
        'First load KB',
        'Islands',
        'Budget',
        'Status',
      ],
      rows,
      [false, true, true, true, true, true, true, false, false],
    ),
  );
  console.log(
    'First load: the HTML (with its inline CSS and scripts), every script it may load, stylesheets and fonts.',
  );

  // What makes up the interactive pages, biggest first, so a regression has a name.
  for (const result of results.filter((r) => r.js.initialFiles.length + r.js.lazyFiles.length)) {
    console.log(`\n${result.page}: JavaScript by file`);
    const files = [
      ...result.js.initialFiles.map((file) => ({ ...file, kind: 'initial' })),
      ...result.js.lazyFiles.map((file) => ({ ...file, kind: 'lazy' })),
    ].sort((a, b) => b.gzip - a.gzip);
    console.log(
      textTable(
        ['  File', 'Raw KB', 'Gz KB', 'Loads'],
        files.map((file) => [`  ${file.path}`, kb(file.bytes), kb(file.gzip), file.kind]),
        [false, true, true, false],
      ),
    );
  }

  console.log('\nTotals (each file counted once across the site):');
  console.log(`  JS loaded up front: ${kb(totals.initialJsGzip)} KB gz`);
  console.log(`  JS loaded lazily:   ${kb(totals.lazyJsGzip)} KB gz`);
  console.log(`  CSS:                ${kb(totals.cssGzip)} KB gz`);
  console.log(`  Pages: ${totals.pages}, within budget: ${totals.passed}, over: ${totals.failed}`);
  if (totals.unreachedChunks.length > 0) {
    console.log(
      `  Note: no page loads ${totals.unreachedChunks.join(', ')} (dead output, or an import this scan does not understand).`,
    );
  }

  const failed = results.filter((result) => !result.ok);
  if (failed.length > 0 || buildProblems.length > 0) {
    console.log('\nBudget failures:');
    for (const result of failed) {
      for (const failure of result.failures) console.log(`  ${result.page}: ${failure}`);
    }
    for (const problem of buildProblems) console.log(`  build: ${problem}`);
  }
}

/** Site-wide sums with each file once, so shared chunks are not counted per page. */
function siteTotals(results) {
  const unique = (pick) => {
    const seen = new Map();
    for (const result of results) for (const file of pick(result)) seen.set(file.path, file.gzip);
    // Inline scripts and styles are per page, so they are added per page.
    return [...seen].reduce((total, [, gzip]) => total + gzip, 0);
  };
  const inlineOnce = (pick) =>
    results.reduce(
      (total, result) =>
        total +
        pick(result)
          .filter((file) => file.path.startsWith('('))
          .reduce((t, f) => t + f.gzip, 0),
      0,
    );
  const notInline = (files) => files.filter((file) => !file.path.startsWith('('));
  return {
    pages: results.length,
    passed: results.filter((result) => result.ok).length,
    failed: results.filter((result) => !result.ok).length,
    initialJsGzip:
      unique((r) => notInline(r.js.initialFiles)) + inlineOnce((r) => r.js.initialFiles),
    lazyJsGzip: unique((r) => r.js.lazyFiles),
    cssGzip: unique((r) => notInline(r.css.files)) + inlineOnce((r) => r.css.files),
  };
}

async function main() {
  const { dist } = parseArgs(process.argv.slice(2));
  if (!existsSync(dist) || !statSync(dist).isDirectory()) {
    throw new BudgetError(`${dist} does not exist; build the site first (npm run build).`);
  }
  const files = await htmlFiles(dist);
  if (files.length === 0) {
    throw new BudgetError(`${dist} holds no HTML page; build the site first (npm run build).`);
  }

  const pages = files.map((file) => describePage(dist, file));
  // Home, report, privacy, articles, anything else, 404: the order a reader meets them.
  const order = (label) => {
    if (label === '/404.html') return 5;
    if (label.startsWith(ARTICLE_PREFIX)) return 3;
    const known = REQUIRED_PAGES.indexOf(label);
    return known === -1 ? 4 : known;
  };
  pages.sort((a, b) => order(a.label) - order(b.label) || a.label.localeCompare(b.label));

  const site = createSite(dist);
  const results = [];
  for (const page of pages) results.push(judge(await measurePage(site, page)));

  // A page that is missing from the build would otherwise pass by not being measured.
  const missing = REQUIRED_PAGES.filter((label) => !pages.some((page) => page.label === label));
  const articles = pages.filter((page) => page.label.startsWith(ARTICLE_PREFIX)).length;
  const buildProblems = [
    ...missing.map((label) => `page ${label} is missing from the build`),
    ...(articles < MIN_ARTICLES
      ? [`expected at least ${MIN_ARTICLES} pages under ${ARTICLE_PREFIX}, found ${articles}`]
      : []),
  ];

  // A chunk that no page reaches means either dead output or an import form this scan misses;
  // either way a person should look, so it is listed (it does not fail the budget).
  const reached = new Set(
    results
      .flatMap((result) => [...result.js.initialFiles, ...result.js.lazyFiles])
      .map((f) => f.path),
  );
  const unreached = (await jsFiles(dist))
    .map((file) => `/${relative(dist, file).split(sep).join('/')}`)
    .filter((path) => !reached.has(path));

  const totals = { ...siteTotals(results), unreachedChunks: unreached };
  printReport(results, totals, dist, buildProblems);

  const ok = results.every((result) => result.ok) && buildProblems.length === 0;
  const report = {
    generatedAt: new Date().toISOString(),
    dist: relative(projectRoot, dist) || '.',
    unit: 'bytes (gzip level 9); 1 KB = 1024 bytes',
    ok,
    totals,
    buildProblems,
    pages: results.map(({ page, file, islands, js, css, budget, failures, ok: pageOk }) => ({
      page,
      file,
      ok: pageOk,
      islands,
      budget,
      js,
      css,
      failures,
    })),
  };
  const reportFile = join(process.env.REPORTS_DIR ?? join(projectRoot, '.reports'), 'budgets.json');
  await mkdir(dirname(reportFile), { recursive: true });
  await writeFile(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nFigures written to ${relative(process.cwd(), reportFile)}`);
  console.log(ok ? 'Budgets: all pages within budget.' : 'Budgets: FAILED (see above).');
  if (!ok) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  if (error instanceof BudgetError) console.error(`budgets: ${error.message}`);
  else console.error('budgets: unexpected error', error);
  process.exitCode = 1;
}
