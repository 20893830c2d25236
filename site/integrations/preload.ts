// <link rel="modulepreload"> for the modules of every island that hydrates on load (client:load),
// with everything they import statically.
//
// Astro starts an island by importing its component and renderer from an inline script; each
// of those then imports its own chunks, so the browser discovers the modules in three rounds
// trips. Listing them in <head> lets it fetch them all at once, which brings the report's
// headline (its LCP element) forward. Idle islands and dynamic imports are left alone: they
// are deliberately not on the critical path.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { init, parse } from 'es-module-lexer';
import { attribute, elements, parseHtml } from './html.ts';

await init();

/** The relative files a built module imports statically (not through import()), in order. */
export function staticImports(code: string): string[] {
  const [imports] = parse(code);
  const found = imports
    .filter((found) => found.type === 'static' || found.type === 'reexport-star')
    .map((found) => found.specifier)
    .filter((specifier): specifier is string => /^\.\.?\//.test(specifier ?? ''));
  return [...new Set(found)];
}

/** Every module URL a page's load-time islands need, in breadth-first order. */
export async function criticalModules(
  html: string,
  read: (url: string) => Promise<string>,
): Promise<string[]> {
  const queue: string[] = [];
  for (const island of elements(parseHtml(html))) {
    if (island.tagName !== 'astro-island' || attribute(island, 'client') !== 'load') continue;
    for (const name of ['renderer-url', 'component-url']) {
      const url = attribute(island, name);
      if (url) queue.push(url);
    }
  }
  const seen = new Set<string>();
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (seen.has(url)) continue;
    seen.add(url);
    for (const relative of staticImports(await read(url))) {
      queue.push(new URL(relative, `https://site${url}`).pathname);
    }
  }
  return [...seen];
}

/** Adds the preload links to the given pages of a built site; says how many each got. */
export async function addPreloads(dist: string, pages: string[]): Promise<string[]> {
  const read = (url: string) => readFile(join(dist, url), 'utf8');
  const report: string[] = [];
  for (const page of pages) {
    const path = join(dist, page);
    const html = await readFile(path, 'utf8');
    const modules = await criticalModules(html, read);
    const head = [...elements(parseHtml(html))].find((element) => element.tagName === 'head');
    const end = head?.sourceCodeLocation?.endTag?.startOffset;
    if (modules.length === 0 || end === undefined) continue;
    const links = modules.map((url) => `<link rel="modulepreload" href="${url}">`).join('');
    await writeFile(path, html.slice(0, end) + links + html.slice(end), 'utf8');
    report.push(`${page}: ${modules.length} module(s)`);
  }
  return report;
}
