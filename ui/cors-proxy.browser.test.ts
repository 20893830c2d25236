// The feeds read through every accepted PUBLIC_CORS_PROXY (issue 10), in the browser, where the
// NBP feed's XML is parsed. The CSP's connect-src is the resolver's origins (site/integrations/csp.ts,
// `connectOrigins`, and ui/cors-proxy.test.ts): each feed must be requested from one of them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveCorsProxy } from './cors-proxy.ts';
import gus2026 from './data/fixtures/gus-cpi-2026.json?raw';
import nbpValid from './data/fixtures/nbp-stopy-procentowe.xml?raw';
import { cpiUrl, FEED_CONFIG, fetchCpiYearOverYear, fetchReferenceRate } from './data/rates';
import { urlOf } from './data/test-support';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-06T09:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** A stand-in network: answers a feed's URL, as a proxy forwards it, with its fixture. */
function network(feeds: Record<string, string>) {
  return vi.fn<typeof fetch>((input) => {
    const requested = urlOf(input);
    const feed = Object.keys(feeds).find(
      (url) => requested === url || decodeURIComponent(requested).includes(url),
    );
    return Promise.resolve(
      feed === undefined ? new Response(null, { status: 404 }) : new Response(feeds[feed]),
    );
  });
}

describe.each([
  ['unset', undefined],
  ['empty', ''],
  ['blank', '   '],
  ['the default, spelt out', 'https://corsproxy.io/?url={url}'],
  ['a proxy taking the URL in its path', 'https://proxy.example.pl/fetch/{url}'],
  ['a proxy taking the URL in its query, with a port', 'https://proxy.example.pl:8443/raw?u={url}'],
  ['a fixture proxy on localhost over http', 'http://localhost:4599/?u={url}'],
  ['bare {url}: no proxy', '{url}'],
  ['bare {url} with spaces', '  {url} '],
] as const)('with PUBLIC_CORS_PROXY %s (%j)', (_name, value) => {
  it('both feeds are requested where the CSP allows, and read', async () => {
    vi.stubEnv('PUBLIC_CORS_PROXY', value);
    const allowed = resolveCorsProxy(value).origins;
    const fetchFeed = network({ [FEED_CONFIG.nbp.url]: nbpValid, [cpiUrl(2026)]: gus2026 });

    await expect(fetchReferenceRate({ fetch: fetchFeed })).resolves.toEqual({
      value: 3.75,
      effectiveFrom: '2026-03-05',
    });
    await expect(fetchCpiYearOverYear({ fetch: fetchFeed })).resolves.toEqual({
      value: 2.1,
      month: 'luty',
      year: 2026,
    });
    const requested = fetchFeed.mock.calls.map(([input]) => new URL(urlOf(input)).origin);
    expect(requested).toHaveLength(2);
    for (const origin of requested) expect(allowed).toContain(origin);
  });
});
