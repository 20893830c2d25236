// Runs after `astro build`: writes the Content-Security-Policy into dist/_headers, so the
// static host (and scripts/serve.mjs) sends it with every page.
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
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { resolveCorsProxy } from '../ui/cors-proxy.mjs';

const defaultDist = fileURLToPath(new URL('../dist', import.meta.url));

/** The origins the browser may connect to for the feeds: the proxy's, or the feeds' own. */
export function connectOrigins(template) {
  // The Astro build has already warned about an invalid value; here it just names the default.
  return resolveCorsProxy(template).origins;
}

/** The SHA-256 source expressions of every inline script in the given HTML documents. */
export function inlineScriptHashes(documents) {
  const hashes = new Set();
  for (const html of documents) {
    for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\ssrc=/.test(attributes) || body.length === 0) continue;
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** The policy text for the given script hashes and connect origins. */
export function policy(hashes, origins) {
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

/** Writes the policy into a built site's _headers, for the proxy configured in the env. */
export async function writeCsp(dist = defaultDist) {
  const env = { ...loadEnv('production', process.cwd(), 'PUBLIC_'), ...process.env };
  const files = (await readdir(dist, { recursive: true })).filter((f) => f.endsWith('.html'));
  const documents = await Promise.all(files.map((file) => readFile(join(dist, file), 'utf8')));
  const hashes = inlineScriptHashes(documents);
  const origins = connectOrigins(env.PUBLIC_CORS_PROXY);
  const csp = policy(hashes, origins);
  const headersPath = join(dist, '_headers');
  const headers = await readFile(headersPath, 'utf8');
  if (!/^\/\*\s*$/m.test(headers)) throw new Error('dist/_headers has no "/*" block for the CSP');
  await writeFile(
    headersPath,
    headers.replace(/^\/\*\s*$/m, `/*\n  Content-Security-Policy: ${csp}`),
    'utf8',
  );
  console.log(`[csp] ${hashes.length} inline script hash(es); connect-src: ${origins.join(' ')}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await writeCsp();
