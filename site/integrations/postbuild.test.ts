import { describe, expect, it } from 'vitest';
import { connectOrigins, inlineScriptHashes, policy } from './csp.ts';
import { criticalModules, staticImports } from './preload.ts';

describe('the Content-Security-Policy', () => {
  it('allows exactly the inline scripts found, by their SHA-256 hash', () => {
    // sha256("alert(1)") in base64, as a browser computes it for the CSP check.
    expect(
      inlineScriptHashes(['<script>alert(1)</script>', '<script src="/a.js"></script>']),
    ).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]);
  });

  it('hashes what the browser runs: not a script inside a comment, not an external one', () => {
    expect(
      inlineScriptHashes([
        '<!-- <script>alert(1)</script> --><script type="module" src="/a.js"></script>',
      ]),
    ).toEqual([]);
  });

  it('never lets scripts run inline or through eval', () => {
    const text = policy(["'sha256-x'"], ['https://corsproxy.io']);
    const scriptSrc = /script-src ([^;]*)/.exec(text)?.[1] ?? '';
    expect(scriptSrc).toBe("'self' 'sha256-x'");
    expect(text).toContain("object-src 'none'");
    expect(text).toContain("base-uri 'none'");
    expect(text).toContain("frame-ancestors 'none'");
  });

  it('lets the service worker and the manifest come from this origin, and nothing else', () => {
    const text = policy([], ['https://corsproxy.io']);
    expect(/(?:^|; )worker-src ([^;]*)/.exec(text)?.[1]).toBe("'self'");
    expect(/(?:^|; )manifest-src ([^;]*)/.exec(text)?.[1]).toBe("'self'");
    // No blob: or data: worker, and no other directive opened up for them.
    expect(text).not.toMatch(/blob:|\*/);
    expect(/default-src ([^;]*)/.exec(text)?.[1]).toBe("'self'");
  });

  it('lets the page connect only to the configured proxy', () => {
    expect(connectOrigins('https://proxy.example.pl/fetch?u={url}')).toEqual([
      'https://proxy.example.pl',
    ]);
    expect(connectOrigins(undefined)).toEqual(['https://corsproxy.io']);
    expect(connectOrigins('{url}')).toEqual([
      'https://static.nbp.pl',
      'https://api-sdp.stat.gov.pl',
    ]);
  });
});

describe('module preloading', () => {
  it('reads static imports of a minified chunk and ignores dynamic ones', () => {
    const code =
      'import{a as b}from"./react.js";import"./side.js";const c=()=>import("./lazy.js");';
    expect(staticImports(code)).toEqual(['./react.js', './side.js']);
  });

  it('preloads load-time islands with their imports, not idle islands', async () => {
    const html =
      '<astro-island component-url="/_astro/Idle.js" renderer-url="/_astro/client.js" client="idle"></astro-island>' +
      '<astro-island component-url="/_astro/Main.js" renderer-url="/_astro/client.js" client="load"></astro-island>';
    const files: Record<string, string> = {
      '/_astro/client.js': 'import"./react.js";',
      '/_astro/Main.js': 'import{x}from"./react.js";import{y}from"./data.js";',
      '/_astro/react.js': '',
      '/_astro/data.js': 'const z=()=>import("./lazy.js");',
    };
    const modules = await criticalModules(html, (url) => Promise.resolve(files[url] ?? ''));
    expect(modules.sort()).toEqual(
      ['/_astro/Main.js', '/_astro/client.js', '/_astro/data.js', '/_astro/react.js'].sort(),
    );
  });

  it('reads an island whose props hold a ">" as the browser does', async () => {
    const html =
      '<astro-island props="{&quot;a&quot;:&quot;1 > 0&quot;}" component-url="/_astro/A.js" client="load"></astro-island>';
    expect(await criticalModules(html, () => Promise.resolve(''))).toEqual(['/_astro/A.js']);
  });
});
