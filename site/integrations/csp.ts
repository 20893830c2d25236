// The Content-Security-Policy in dist/_headers, so the static host (and scripts/static-host.ts) sends it
// with every page.
//
// Scripts: only files from this origin plus the exact inline scripts Astro emits (the island
// loader), allowed by their SHA-256 hashes. No 'unsafe-inline', no 'unsafe-eval'.
//
// Styles: 'self' 'unsafe-inline'. Each page's CSS is inlined as <style> elements (astro.config.mjs,
// inlineStylesheets), which hashes could allow instead; style injection cannot run script, so
// the XSS protection stays with script-src. Run-time styles (React's style props, uPlot, the
// dialogs' scroll lock on <body>) go through the CSSOM, which CSP does not govern. The dialogs no
// longer use Radix's modal scroll lock, which injected a <style> element of its own.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { resolveCorsProxy } from '../../ui/cors-proxy.ts';
import { attribute, elements, parseHtml, textOf } from './html.ts';

/** The origins the browser may connect to for the feeds: the proxy's, or the feeds' own. */
export function connectOrigins(template: string | undefined): readonly string[] {
  // The Astro config has already warned about an invalid value; here it just names the default.
  return resolveCorsProxy(template).origins;
}

/** The SHA-256 source expressions of every inline script in the given HTML documents. */
export function inlineScriptHashes(documents: string[]): string[] {
  const hashes = new Set<string>();
  for (const html of documents) {
    for (const script of elements(parseHtml(html))) {
      const body = script.tagName === 'script' ? textOf(script) : '';
      if (attribute(script, 'src') !== undefined || body.length === 0) continue;
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** The policy text for the given script hashes and connect origins. */
export function policy(hashes: string[], origins: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${origins.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // The offline service worker (dist/sw.js) and the web app manifest, both from this origin.
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
}

/** Writes the policy under the "/*" block of a built site's _headers; says what it allowed. */
export async function writeCsp(
  dist: string,
  pages: string[],
  corsProxy: string | undefined,
): Promise<string> {
  const documents = await Promise.all(pages.map((page) => readFile(join(dist, page), 'utf8')));
  const hashes = inlineScriptHashes(documents);
  const origins = connectOrigins(corsProxy);
  const headersPath = join(dist, '_headers');
  const lines = (await readFile(headersPath, 'utf8')).split('\n');
  const block = lines.findIndex((line) => line.trimEnd() === '/*');
  if (block === -1) throw new Error('dist/_headers has no "/*" block for the CSP');
  lines.splice(block + 1, 0, `  Content-Security-Policy: ${policy(hashes, origins)}`);
  await writeFile(headersPath, lines.join('\n'), 'utf8');
  return `${hashes.length} inline script hash(es); connect-src: ${origins.join(' ')}`;
}
