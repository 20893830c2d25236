import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleImports, pageLabel, walkPage, walkSite } from './pages.ts';

/** A built site in a temporary folder: page and chunk files by their path in dist/. */
async function site(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'pages-'));
  for (const [path, body] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), body);
  }
  return root;
}

const names = (files: string[]) => files.map((file) => basename(file)).sort();

const island = (name: string, url: string) =>
  `<astro-island component-url="${url}" renderer-url="/_astro/client.js" opts="{&quot;name&quot;:&quot;${name}&quot;}" props="{&quot;a&quot;:&quot;1 &gt; 0&quot;}"></astro-island>`;

const CHUNKS = {
  '_astro/client.js': 'import{r}from"./react.js";',
  '_astro/react.js': 'export const r=1;',
  '_astro/Home.js':
    'import"./react.js";const w=()=>new Worker(new URL(`/_astro/w.worker.js`,``+import.meta.url));const l=()=>import("./lazy.js");',
  '_astro/w.worker.js': 'postMessage(1);',
  '_astro/lazy.js': 'import"./lazyDep.js";const s=()=>import("./later.js");',
  '_astro/lazyDep.js': 'export{};',
  '_astro/later.js': 'export{};',
};

describe('what a built module loads', () => {
  it('is its static imports and workers up front, its dynamic imports later', () => {
    expect(moduleImports(CHUNKS['_astro/Home.js'])).toEqual({
      eager: ['./react.js', '/_astro/w.worker.js'],
      lazy: ['./lazy.js'],
    });
  });

  it('is not fooled by an import written inside a string', () => {
    expect(moduleImports('const s="import \\"./no.js\\"";export{s};')).toEqual({
      eager: [],
      lazy: [],
    });
  });
});

describe('a page of the built site', () => {
  it('loads its islands, their imports, its workers and its inline scripts up front', async () => {
    const dist = await site({
      ...CHUNKS,
      'index.html': `<html><head><style>a{}</style><script>self.x=1</script><script type="application/ld+json">{"@type":"WebSite"}</script></head><body>${island('Home', '/_astro/Home.js')}<!-- <script src="/_astro/gone.js"></script> --></body></html>`,
    });
    const page = await walkPage(dist, 'index.html');
    expect(page.label).toBe('/');
    expect(page.problems).toEqual([]);
    expect(names(page.eager)).toEqual(['Home.js', 'client.js', 'react.js', 'w.worker.js']);
    expect(names(page.lazy)).toEqual(['later.js', 'lazy.js', 'lazyDep.js']);
    expect(page.inlineScripts).toEqual(['self.x=1']);
    expect(page.inlineStyles).toEqual(['a{}']);
    expect(page.islands.map((found) => found.name)).toEqual(['Home']);
    expect(names(page.islands[0]?.eager ?? [])).toEqual(names(page.eager));
  });

  it('names a script the build lacks and one from another origin', async () => {
    const dist = await site({
      'a/index.html':
        '<script type="module" src="/_astro/gone.js"></script><script src="https://cdn.example/x.js"></script>',
    });
    const page = await walkPage(dist, join('a', 'index.html'));
    expect(page.problems.sort()).toEqual([
      '/a/index.html loads from another origin: https://cdn.example/x.js',
      'names a script that is not in the build: /_astro/gone.js',
    ]);
  });

  it.each([
    ['index.html', '/'],
    [join('symulacja', 'index.html'), '/symulacja/{id}'],
    [join('wiki', 'artykuly', 'rrso', 'index.html'), '/wiki/artykuly/rrso'],
    ['404.html', '/404.html'],
  ])('is named %s → %s', (path, label) => {
    expect(pageLabel(path)).toBe(label);
  });
});

describe('the rules of the built site', () => {
  const DOCUMENT = '<html><head><style>p{}</style></head><body><p>Tekst</p></body></html>';
  const complete = {
    ...CHUNKS,
    'index.html': island('Home', '/_astro/Home.js'),
    'symulacja/index.html': island('Home', '/_astro/Home.js'),
    'porownanie/index.html': island('Home', '/_astro/Home.js'),
    'zdolnosc-kredytowa/index.html': island('Home', '/_astro/Home.js'),
    'refinansowanie/index.html': island('Home', '/_astro/Home.js'),
    'sprawdz-harmonogram/index.html': island('Home', '/_astro/Home.js'),
    'polityka-prywatnosci/index.html': DOCUMENT,
    'wiki/artykuly/a/index.html': DOCUMENT,
    'wiki/artykuly/b/index.html': DOCUMENT,
    'wiki/artykuly/c/index.html': DOCUMENT,
    '404.html': DOCUMENT,
  };

  it('hold for a complete site, its pages in the order a reader meets them', async () => {
    const { pages, problems } = await walkSite(await site(complete));
    expect(problems).toEqual([]);
    expect(pages.map((page) => page.label)).toEqual([
      '/',
      '/symulacja/{id}',
      '/porownanie',
      '/polityka-prywatnosci',
      '/wiki/artykuly/a',
      '/wiki/artykuly/b',
      '/wiki/artykuly/c',
      '/zdolnosc-kredytowa',
      '/refinansowanie',
      '/sprawdz-harmonogram',
      '/404.html',
    ]);
  });

  it('break when a document runs a script or has an island', async () => {
    const { problems } = await walkSite(
      await site({
        ...complete,
        'polityka-prywatnosci/index.html': `<script>self.x=1</script>${island('Home', '/_astro/Home.js')}`,
      }),
    );
    expect(problems).toEqual([
      '/polityka-prywatnosci: runs 8 script(s); a document must ship no JavaScript',
      '/polityka-prywatnosci: has 1 island(s); none allowed',
    ]);
  });

  it('break when code meant for first use loads with the page', async () => {
    const { problems } = await walkSite(
      await site({
        ...complete,
        '_astro/client.js': 'import"./react.js";import"./csv.B1a2.js";',
        '_astro/csv.B1a2.js': 'export{};',
      }),
    );
    expect(problems).toContain('/: loads csv up front; it must load on first use');
  });

  it('break when a page is missing or there are too few articles', async () => {
    const fewer: Record<string, string> = { ...complete };
    delete fewer['porownanie/index.html'];
    delete fewer['wiki/artykuly/c/index.html'];
    const { problems } = await walkSite(await site(fewer));
    expect(problems).toEqual([
      '/porownanie is not in the build',
      '2 pages under /wiki/artykuly/; at least 3 expected',
    ]);
  });
});
