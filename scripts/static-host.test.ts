import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeaders, parseRedirects, redirectFor } from './static-host.ts';

const siteRedirects = readFileSync(new URL('../site/public/_redirects', import.meta.url), 'utf8');
const siteHeaders = readFileSync(new URL('../site/public/_headers', import.meta.url), 'utf8');

describe("the site's own _redirects", () => {
  const rules = parseRedirects(siteRedirects);

  it('rewrites every report address to the detail shell with status 200', () => {
    expect(redirectFor(rules, '/symulacja/abc-123')).toMatchObject({
      to: '/symulacja/index.html',
      status: 200,
    });
  });

  it('leaves other addresses alone', () => {
    expect(redirectFor(rules, '/nie-ma')).toBeUndefined();
  });
});

describe("the site's own _headers", () => {
  const rules = parseHeaders(siteHeaders);

  it('apply the security headers to every page', () => {
    expect(headersFor(rules, '/polityka-prywatnosci')).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    });
  });

  it('make hashed assets cacheable for a year', () => {
    expect(headersFor(rules, '/_astro/app.1234.js')['Cache-Control']).toContain('immutable');
    expect(headersFor(rules, '/')['Cache-Control']).toBeUndefined();
  });

  it('send scripts without the document-only headers, but never sniffed or with a referrer', () => {
    const script = headersFor(rules, '/_astro/app.1234.js');
    expect(script).not.toHaveProperty('X-Frame-Options');
    expect(script).not.toHaveProperty('Permissions-Policy');
    expect(script).not.toHaveProperty('Cross-Origin-Opener-Policy');
    expect(script).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    });
    // A page and an unknown address, which answers with the 404 page, keep every header.
    for (const path of ['/', '/nie-ma', '/sw.js']) {
      expect(headersFor(rules, path)).toHaveProperty('X-Frame-Options', 'DENY');
      expect(headersFor(rules, path)).toHaveProperty('Cross-Origin-Opener-Policy', 'same-origin');
    }
  });
});

describe('the rule formats', () => {
  it('fill :splat into the target', () => {
    const rules = parseRedirects('/stare/*  /nowe/:splat  301');
    expect(redirectFor(rules, '/stare/a/b')).toMatchObject({ to: '/nowe/a/b', status: 301 });
  });

  it('let a later header rule override an earlier one', () => {
    const rules = parseHeaders('/*\n  X-A: 1\n/x\n  X-A: 2\n');
    expect(headersFor(rules, '/x')).toEqual({ 'X-A': '2' });
    expect(headersFor(rules, '/y')).toEqual({ 'X-A': '1' });
  });

  it('let a later rule detach a header with "! Name", in any case', () => {
    const rules = parseHeaders('/*\n  X-A: 1\n  X-B: 2\n/x/*\n  ! x-a\n');
    expect(headersFor(rules, '/x/y')).toEqual({ 'X-B': '2' });
    expect(headersFor(rules, '/y')).toEqual({ 'X-A': '1', 'X-B': '2' });
  });
});

describe('the server', () => {
  it('sends the security headers with every answer, a refused method and a bare 404 included', async () => {
    const { createSiteServer } = await import('./static-host.ts');
    const root = await mkdtemp(join(tmpdir(), 'site-'));
    await writeFile(join(root, '_headers'), siteHeaders);
    await writeFile(join(root, 'index.html'), '<!doctype html><title>x</title>');
    const server = await createSiteServer(root);
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    try {
      for (const [method, path, status] of [
        ['POST', '/', 405],
        ['DELETE', '/symulacja/x', 405],
        ['GET', '/nie-ma', 404],
      ] as const) {
        const response = await fetch(`http://localhost:${port}${path}`, { method });
        expect(response.status).toBe(status);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('x-frame-options')).toBe('DENY');
        expect(response.headers.get('permissions-policy')).not.toContain('interest-cohort');
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
