// dist/sw.js, from sw-worker.js beside this file, with the list of every page and asset of this
// build to precache, and a version made from their contents, so a new deployment installs a new
// worker and the old cache is dropped.
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';

const template = new URL('./sw-worker.js', import.meta.url);

/** Files the host reads or that only crawlers ask for; the worker never serves them. */
const SKIPPED = /^(_headers|_redirects|robots\.txt|sitemap[^/]*\.xml|sw\.js)$|\.(gz|br|map)$/;

/**
 * The URL each built file answers at: `index.html` → `/`, `a/index.html` → `/a` (the site's
 * addresses have no trailing slash), the report shell and everything else by its own path.
 */
export function urlOf(file: string): string {
  const path = file.split(sep).join('/');
  if (path === 'index.html') return '/';
  if (path === 'symulacja/index.html') return '/symulacja/index.html';
  if (path.endsWith('/index.html')) return `/${path.slice(0, -'/index.html'.length)}`;
  return `/${path}`;
}

/** Every URL of a built site to precache, sorted, with a version that changes with any file. */
export async function precacheManifest(dist: string): Promise<{ urls: string[]; version: string }> {
  const files = (await readdir(dist, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dist.length + 1))
    .filter((file) => !SKIPPED.test(file.split(sep).join('/')))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file);
    hash.update(await readFile(join(dist, file)));
  }
  return { urls: files.map(urlOf).sort(), version: hash.digest('hex').slice(0, 16) };
}

/** Writes dist/sw.js for the built site; says its version and how many files it precaches. */
export async function writeServiceWorker(dist: string): Promise<string> {
  const { urls, version } = await precacheManifest(dist);
  const source = (await readFile(template, 'utf8'))
    .replace('__VERSION__', version)
    // A JSON string inside a JS string literal: escape what JSON leaves for JS.
    .replace("'__PRECACHE__'", JSON.stringify(JSON.stringify(urls)));
  await writeFile(join(dist, 'sw.js'), source, 'utf8');
  return `version ${version}: ${urls.length} files to precache`;
}
