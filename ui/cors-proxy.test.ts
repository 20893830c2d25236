import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectOrigins } from '../site/integrations/csp.ts';
import { FEED_ORIGINS, resolveCorsProxy } from './cors-proxy.ts';
import {
  configuredProxyTemplate,
  cpiUrl,
  DEFAULT_CORS_PROXY,
  FEED_CONFIG,
  proxiedUrl,
} from './data/rates';

const FEEDS = [FEED_CONFIG.nbp.url, cpiUrl(2026)];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2026-03-10T10:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/**
 * What one build does with a value: the URLs the browser's feed code requests (through the
 * runtime's own configuredProxyTemplate), the CSP's connect-src and the host the privacy page
 * names, so a test can check that all three agree.
 */
function build(value: string | undefined) {
  vi.stubEnv('PUBLIC_CORS_PROXY', value);
  return {
    requests: FEEDS.map((feed) => proxiedUrl(feed, configuredProxyTemplate())),
    connectSrc: connectOrigins(value),
    privacyHost: resolveCorsProxy(value).host,
  };
}

describe('an accepted PUBLIC_CORS_PROXY', () => {
  describe.each([
    ['unset', undefined, 'https://corsproxy.io', 'corsproxy.io'],
    ['empty', '', 'https://corsproxy.io', 'corsproxy.io'],
    ['blank', '   ', 'https://corsproxy.io', 'corsproxy.io'],
    ['the default, spelt out', DEFAULT_CORS_PROXY, 'https://corsproxy.io', 'corsproxy.io'],
    [
      'a proxy taking the URL in its path',
      'https://proxy.example.pl/fetch/{url}',
      'https://proxy.example.pl',
      'proxy.example.pl',
    ],
    [
      'a proxy taking the URL in its query, with a port',
      ' https://proxy.example.pl:8443/raw?u={url}&cache=0 ',
      'https://proxy.example.pl:8443',
      'proxy.example.pl:8443',
    ],
    [
      'a fixture proxy on localhost over http',
      'http://127.0.0.1:4599/?url={url}',
      'http://127.0.0.1:4599',
      '127.0.0.1:4599',
    ],
  ] as const)('%s (%j)', (_name, value, origin, host) => {
    it('is used without a warning', () => {
      const warn = vi.fn();
      expect(resolveCorsProxy(value, { onInvalid: warn }).direct).toBe(false);
      expect(warn).not.toHaveBeenCalled();
    });

    it('sends both feeds to the origin the CSP allows and the privacy policy names', () => {
      const { requests, connectSrc, privacyHost } = build(value);
      expect(connectSrc).toEqual([origin]);
      expect(privacyHost).toBe(host);
      for (const [index, request] of requests.entries()) {
        const url = new URL(request);
        expect(url.origin).toBe(origin);
        // The proxy gets the whole feed URL, intact once decoded.
        expect(decodeURIComponent(request)).toContain(FEEDS[index]);
      }
    });
  });

  describe.each([
    ['bare', '{url}'],
    ['bare, with spaces', '  {url} '],
  ])('{url} %s', (_name, value) => {
    it('fetches each feed from its own origin, which the CSP allows, and names no proxy', () => {
      const warn = vi.fn();
      expect(resolveCorsProxy(value, { onInvalid: warn }).direct).toBe(true);
      expect(warn).not.toHaveBeenCalled();
      const { requests, connectSrc, privacyHost } = build(value);
      expect(requests).toEqual(FEEDS);
      expect(connectSrc).toEqual(FEED_ORIGINS);
      for (const request of requests) expect(connectSrc).toContain(new URL(request).origin);
      expect(privacyHost).toBeNull();
    });
  });
});

describe.each([
  ['no {url} placeholder', 'https://proxy.example.pl/?url='],
  ['not an absolute URL', 'proxy.example.pl/?url={url}'],
  ['relative', '/proxy?url={url}'],
  ['plain http to another host', 'http://proxy.example.pl/?url={url}'],
  ['another scheme', 'ftp://proxy.example.pl/{url}'],
  ['{url} as the host', 'https://{url}/'],
  ['{url} with something after it', '{url}?cache=0'],
  ['a word', 'brak'],
])('a PUBLIC_CORS_PROXY with %s (%j)', (_name, value) => {
  it('is a build warning naming the variable, and the default is used everywhere', () => {
    const warn = vi.fn();
    expect(resolveCorsProxy(value, { onInvalid: warn })).toEqual(resolveCorsProxy(undefined));
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[config\] PUBLIC_CORS_PROXY=.*using https:\/\/corsproxy\.io/),
    );

    const { requests, connectSrc, privacyHost } = build(value);
    expect(connectSrc).toEqual(['https://corsproxy.io']);
    expect(privacyHost).toBe('corsproxy.io');
    for (const request of requests) expect(new URL(request).origin).toBe('https://corsproxy.io');
  });
});

describe('the feed origins allowed when the feeds are fetched directly', () => {
  it('are the origins the feed configuration names', () => {
    expect(FEEDS.map((feed) => new URL(feed).origin)).toEqual(FEED_ORIGINS);
  });
});
