import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { precacheManifest, urlOf, writeServiceWorker } from './service-worker.ts';

/** A small built site: the pages and assets `astro build` writes, plus host files. */
async function site(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'sw-'));
  for (const [path, body] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), body);
  }
  return root;
}

const BUILT = {
  'index.html': 'home',
  '404.html': 'not found',
  'polityka-prywatnosci/index.html': 'privacy',
  'wiki/artykuly/rrso/index.html': 'article',
  'symulacja/index.html': 'report shell',
  '_astro/HomeSimulator.abc123.js': 'js',
  'favicon.svg': '<svg/>',
  _headers: '/*',
  _redirects: '/symulacja/* /symulacja/index.html 200',
  'robots.txt': 'User-agent: *',
  'sitemap-index.xml': '<xml/>',
};

describe('the precache list', () => {
  it('holds every page at the address it is visited at, and every asset', async () => {
    const { urls } = await precacheManifest(await site(BUILT));
    expect(urls).toEqual([
      '/',
      '/404.html',
      '/_astro/HomeSimulator.abc123.js',
      '/favicon.svg',
      '/polityka-prywatnosci',
      '/symulacja/index.html',
      '/wiki/artykuly/rrso',
    ]);
  });

  it('changes its version when any file changes, and only then', async () => {
    const first = await precacheManifest(await site(BUILT));
    const same = await precacheManifest(await site(BUILT));
    const changed = await precacheManifest(await site({ ...BUILT, 'favicon.svg': '<svg />' }));
    expect(same.version).toBe(first.version);
    expect(changed.version).not.toBe(first.version);
  });

  it('is written into dist/sw.js with its version', async () => {
    const root = await site(BUILT);
    await writeServiceWorker(root);
    const worker = await readFile(join(root, 'sw.js'), 'utf8');
    const { urls, version } = await precacheManifest(root);
    expect(worker).toContain(`const VERSION = '${version}'`);
    const list = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(worker)?.[1] ?? '""';
    expect(JSON.parse(JSON.parse(list) as string)).toEqual(urls);
  });

  it.each([
    ['index.html', '/'],
    ['wiki/artykuly/x/index.html', '/wiki/artykuly/x'],
    ['symulacja/index.html', '/symulacja/index.html'],
    ['404.html', '/404.html'],
  ])('maps %s to %s', (file, url) => {
    expect(urlOf(file)).toBe(url);
  });
});
