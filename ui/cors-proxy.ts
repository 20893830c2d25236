// The one reading of PUBLIC_CORS_PROXY. Erasable TypeScript that plain Node loads, so the Astro
// config (build warning), the CSP writer (connect-src), the privacy page (the host it names) and
// the browser's feed code (the URL it requests) all get the same answer from the same value; three
// separate readings once disagreed, and the CSP then blocked the very proxy the browser used.
import { DEFAULT_CORS_PROXY } from './defaults.ts';

/** A PUBLIC_CORS_PROXY value once read: what the browser requests, the CSP allows and the privacy page names. */
export interface CorsProxy {
  /** The template with `{url}`; exactly `{url}` when the feeds are fetched directly. */
  readonly template: string;
  /** True when the browser fetches the feeds from their own origins. */
  readonly direct: boolean;
  /** The origins the browser connects to for the feeds, for the CSP's connect-src. */
  readonly origins: readonly string[];
  /** The proxy's host for the privacy policy, or null when there is no proxy. */
  readonly host: string | null;
}

/** Where the feeds live, for the CSP when the browser fetches them without a proxy. */
export const FEED_ORIGINS: readonly string[] = Object.freeze([
  'https://static.nbp.pl',
  'https://api-sdp.stat.gov.pl',
]);

/** The placeholder a template must contain; alone, it means "fetch the feeds directly". */
const URL_PLACEHOLDER = '{url}';

// Plain http would be mixed content on the https site, except on the loopback hosts that the
// local Lighthouse gate and development use for a fixture proxy.
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why a non-empty value cannot be used, or null when it can. */
function problemWith(template: string): string | null {
  if (!template.includes(URL_PLACEHOLDER)) return `it has no ${URL_PLACEHOLDER} placeholder`;
  let proxy: URL;
  let filled: URL;
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

function resolved(template: string): CorsProxy {
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
export function resolveCorsProxy(
  value: string | undefined,
  { onInvalid }: { onInvalid?: (message: string) => void } = {},
): CorsProxy {
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
