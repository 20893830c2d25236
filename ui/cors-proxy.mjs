// The one reading of PUBLIC_CORS_PROXY. Plain JavaScript, so the Astro config (build warning),
// the CSP writer (connect-src), the privacy page (the host it names) and the browser's feed code
// (the URL it requests) all get the same answer from the same value; three separate readings
// once disagreed, and the CSP then blocked the very proxy the browser used.
import { DEFAULT_CORS_PROXY } from './defaults.mjs';

/** Where the feeds live, for the CSP when the browser fetches them without a proxy. */
export const FEED_ORIGINS = Object.freeze(['https://static.nbp.pl', 'https://api-sdp.stat.gov.pl']);

/** The placeholder a template must contain; alone, it means "fetch the feeds directly". */
const URL_PLACEHOLDER = '{url}';

// Plain http would be mixed content on the https site, except on the loopback hosts that the
// local Lighthouse gate and development use for a fixture proxy.
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why a non-empty value cannot be used, or null when it can. */
function problemWith(template) {
  if (!template.includes(URL_PLACEHOLDER)) return `it has no ${URL_PLACEHOLDER} placeholder`;
  let proxy;
  let filled;
  try {
    proxy = new URL(template.replaceAll(URL_PLACEHOLDER, ''));
    filled = new URL(
      template.replaceAll(URL_PLACEHOLDER, encodeURIComponent(`${FEED_ORIGINS[0]}/x`)),
    );
  } catch {
    return 'it is not an absolute URL';
  }
  if (
    proxy.protocol !== 'https:' &&
    !(proxy.protocol === 'http:' && LOOPBACK.has(proxy.hostname))
  ) {
    return 'it is not an https URL (plain http is accepted only on localhost)';
  }
  // {url} in the host would send each feed to a different, unknown origin.
  if (filled.origin !== proxy.origin) return `its ${URL_PLACEHOLDER} is not in the path or query`;
  return null;
}

function resolved(template) {
  if (template === URL_PLACEHOLDER) {
    return { template, direct: true, origins: [...FEED_ORIGINS], host: null };
  }
  const proxy = new URL(template.replaceAll(URL_PLACEHOLDER, ''));
  return { template, direct: false, origins: [proxy.origin], host: proxy.host };
}

/**
 * Reads a PUBLIC_CORS_PROXY value: blank gives the default; a bare `{url}` fetches the feeds
 * directly; an absolute https URL containing `{url}` is a proxy. Anything else is reported
 * through `onInvalid` (the build warns; the browser stays quiet) and gives the default.
 */
export function resolveCorsProxy(value, { onInvalid } = {}) {
  const template = typeof value === 'string' ? value.trim() : '';
  if (template === '') return resolved(DEFAULT_CORS_PROXY);
  if (template === URL_PLACEHOLDER) return resolved(template);
  const problem = problemWith(template);
  if (problem === null) return resolved(template);
  onInvalid?.(
    `[config] PUBLIC_CORS_PROXY=${JSON.stringify(value)} is invalid (${problem}); using ${DEFAULT_CORS_PROXY}.`,
  );
  return resolved(DEFAULT_CORS_PROXY);
}
