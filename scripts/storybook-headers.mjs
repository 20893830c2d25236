// Runs after `storybook build`: writes storybook-static/_headers, so the built Storybook can be
// uploaded to any static host that reads the Netlify / Cloudflare Pages format as it is, and
// `npm run storybook:serve` (scripts/static-host.ts) sends the same headers.
//
// The security headers are the site's own (site/public/_headers, its "/*" block), adapted to
// Storybook: its manager shows every story in an iframe of the same origin, so framing is allowed
// from this origin only (the site allows none), and its CSP names the exact inline scripts
// Storybook writes into index.html and iframe.html by their SHA-256 hashes (site/integrations/csp.ts);
// no 'unsafe-inline' and no 'unsafe-eval' for scripts. Styles keep 'unsafe-inline', as on the
// site: Storybook's UI and Radix inject <style> elements at run time.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { inlineScriptHashes } from '../site/integrations/csp.ts';
import { parseHeaders } from './static-host.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The Storybook policy for the given inline-script hashes. */
function storybookPolicy(hashes) {
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "worker-src 'self'",
  ].join('; ');
}

/** The `_headers` text: the site's "/*" security headers adapted to Storybook, and caching. */
function storybookHeaders(siteHeaders, hashes) {
  const security = new Map();
  for (const rule of parseHeaders(siteHeaders)) {
    if (rule.path !== '/*') continue;
    for (const [name, value] of rule.headers) security.set(name, value);
  }
  // The site's own CSP is written at its build; Storybook gets its own below.
  security.delete('Content-Security-Policy');
  security.set('X-Frame-Options', 'SAMEORIGIN');
  security.set('Content-Security-Policy', storybookPolicy(hashes));
  const lines = [
    '# Written by scripts/storybook-headers.mjs after `storybook build`; Netlify / Cloudflare Pages format.',
    '/*',
    ...[...security].map(([name, value]) => `  ${name}: ${value}`),
    '',
    '# Content-hashed bundles never change under the same name.',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ];
  return lines.join('\n');
}

const out = process.argv[2] ?? `${root}storybook-static`;
const documents = await Promise.all(
  ['index.html', 'iframe.html'].map((name) => readFile(`${out}/${name}`, 'utf8')),
);
const siteHeaders = await readFile(`${root}site/public/_headers`, 'utf8');
await writeFile(`${out}/_headers`, storybookHeaders(siteHeaders, inlineScriptHashes(documents)));
console.log(`Wrote ${out}/_headers.`);
