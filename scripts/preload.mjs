// Runs after `astro build`: adds <link rel="modulepreload"> for the modules of every island
// that hydrates on load (client:load), with everything they import statically.
//
// Astro starts an island by importing its component and renderer from an inline script; each
// of those then imports its own chunks, so the browser discovers the modules in three rounds
// trips. Listing them in <head> lets it fetch them all at once, which brings the report's
// headline (its LCP element) forward. Idle islands and dynamic imports are left alone: they
// are deliberately not on the critical path.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const defaultDist = fileURLToPath(new URL('../dist', import.meta.url));

/** The ./chunk.js files a built module imports statically (not through import()). */
export function staticImports(code) {
  const found = new Set();
  for (const [, path] of code.matchAll(
    /(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g,
  )) {
    found.add(path);
  }
  return [...found];
}

/** Every module URL a page's load-time islands need, in breadth-first order. */
export async function criticalModules(html, read) {
  const queue = [];
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    if (!/\sclient="load"/.test(tag)) continue;
    for (const attribute of ['renderer-url', 'component-url']) {
      const url = new RegExp(`${attribute}="([^"]+)"`).exec(tag)?.[1];
      if (url) queue.push(url);
    }
  }
  const seen = new Set();
  while (queue.length > 0) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const code = await read(url);
    for (const relative of staticImports(code)) {
      queue.push(new URL(relative, `https://site${url}`).pathname);
    }
  }
  return [...seen];
}

/** Adds the preload links to every page of a built site. */
export async function addPreloads(dist = defaultDist) {
  const files = (await readdir(dist, { recursive: true })).filter((f) => f.endsWith('.html'));
  const read = (url) => readFile(join(dist, url), 'utf8');
  for (const file of files) {
    const path = join(dist, file);
    const html = await readFile(path, 'utf8');
    const modules = await criticalModules(html, read);
    if (modules.length === 0) continue;
    const links = modules.map((url) => `<link rel="modulepreload" href="${url}">`).join('');
    await writeFile(path, html.replace('</head>', `${links}</head>`), 'utf8');
    console.log(`[preload] ${file}: ${modules.length} module(s)`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await addPreloads();
