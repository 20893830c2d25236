import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDatabase } from './db';
import gus2026 from './fixtures/gus-cpi-2026.json?raw';
import {
  cpiFeed,
  cpiUrl,
  FEED_CONFIG,
  getCpiYearOverYear,
  getReferenceRate,
  proxiedUrl,
  referenceRateFeed,
  throughDailyCache,
  type Fetched,
} from './rates';
import { answering, urlOf } from './test-support';
import type { CpiYearOverYear, ReferenceRate } from './types';

const freshCpi: CpiYearOverYear = { value: 2.1, month: 'luty', year: 2026 };
const cachedCpi: CpiYearOverYear = { value: 2.1, month: 'styczeń', year: 2026 };
const freshRate: ReferenceRate = { value: 3.75, effectiveFrom: '2026-03-05' };
const cachedRate: ReferenceRate = { value: 4, effectiveFrom: '2025-12-04' };

let fetchFeed: ReturnType<typeof vi.fn<typeof fetch>>;
const nbpFetchFresh = vi.fn<() => Promise<Fetched<ReferenceRate>>>();

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  fetchFeed = vi.fn<typeof fetch>(answering(gus2026, { status: 200 }));
  vi.stubGlobal('fetch', fetchFeed);
  nbpFetchFresh.mockReset();
  nbpFetchFresh.mockResolvedValue({ kind: 'value', value: freshRate });
  // Only the clock is faked: fake-indexeddb schedules its work with real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(async () => {
  vi.useRealTimers();
  await closeDatabase();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function at(iso: string): number {
  const time = Date.parse(iso);
  vi.setSystemTime(time);
  return time;
}

// Both feeds go through the same cache; the NBP one gets a stubbed fetcher because Node has
// no DOMParser (its parser is tested in Chromium), the GUS one the real JSON path.
const feeds = [
  {
    feed: 'GUS CPI y/y',
    fresh: freshCpi,
    cached: cachedCpi,
    get: () => getCpiYearOverYear(),
    seed: (lastFetch: number) => cpiFeed.writeCache(cachedCpi, lastFetch),
    read: () => cpiFeed.readCache(),
    requests: () => fetchFeed.mock.calls.length,
  },
  {
    feed: 'NBP reference rate',
    fresh: freshRate,
    cached: cachedRate,
    get: () => throughDailyCache({ ...referenceRateFeed, fetchFresh: nbpFetchFresh }),
    seed: (lastFetch: number) => referenceRateFeed.writeCache(cachedRate, lastFetch),
    read: () => referenceRateFeed.readCache(),
    requests: () => nbpFetchFresh.mock.calls.length,
  },
];

describe.each(feeds)(
  'the daily cache of the $feed',
  ({ fresh, cached, get, seed, read, requests }) => {
    it.each([
      ['earlier the same day', '2026-03-06T06:00:00Z', '2026-03-06T22:59:00Z'],
      [
        'after midnight in Warsaw, although UTC dates differ',
        '2026-03-05T23:30:00Z',
        '2026-03-06T08:00:00Z',
      ],
    ])(
      'serves a value fetched %s from IndexedDB without a request',
      async (_case, fetchedAt, now) => {
        await seed(Date.parse(fetchedAt));
        at(now);
        expect(await get()).toEqual(cached);
        expect(requests()).toBe(0);
      },
    );

    it.each([
      ['on the previous day', '2026-03-05T12:00:00Z', '2026-03-06T09:00:00Z'],
      [
        'one minute before midnight, at 00:01 in Warsaw while UTC is still on the previous day',
        '2026-03-05T22:59:00Z',
        '2026-03-05T23:01:00Z',
      ],
      [
        'at 23:00 in summer, at 00:01 the next day (UTC+2)',
        '2026-07-01T21:00:00Z',
        '2026-07-01T22:01:00Z',
      ],
    ])('refetches a value fetched %s, and stores it', async (_case, fetchedAt, now) => {
      await seed(Date.parse(fetchedAt));
      const time = at(now);
      expect(await get()).toEqual(fresh);
      expect(requests()).toBe(1);
      expect(await read()).toEqual({ value: fresh, lastFetch: time });
    });

    it('fetches when nothing is cached, then serves the stored value for the rest of the day', async () => {
      at('2026-03-06T09:00:00Z');
      expect(await get()).toEqual(fresh);
      at('2026-03-06T15:00:00Z');
      expect(await get()).toEqual(fresh);
      expect(requests()).toBe(1);
    });
  },
);

describe('a failed refetch', () => {
  it('gives null rather than yesterday’s value when the feed cannot be reached, and tries again next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const yesterday = Date.parse('2026-03-05T12:00:00Z');
    await cpiFeed.writeCache(cachedCpi, yesterday);
    at('2026-03-06T09:00:00Z');
    fetchFeed.mockRejectedValue(new TypeError('Failed to fetch'));

    expect(await getCpiYearOverYear()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Failed to fetch'));
    expect(await cpiFeed.readCache()).toEqual({ value: cachedCpi, lastFetch: yesterday });

    fetchFeed.mockImplementation(answering(gus2026, { status: 200 }));
    expect(await getCpiYearOverYear()).toEqual(freshCpi);
    expect(fetchFeed).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['an HTTP error', () => answering('Internal Server Error', { status: 500 })],
    ['an answer that is not JSON', () => answering('{"data":', { status: 200 })],
    ['an implausible value', () => answering(gus2026.replaceAll('102.1', '250'), { status: 200 })],
  ])(
    'remembers %s for the rest of the day, so a bad answer costs one request a day',
    async (_case, answer) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      at('2026-03-06T09:00:00Z');
      fetchFeed.mockImplementation(answer());
      expect(await getCpiYearOverYear()).toBeNull();
      fetchFeed.mockImplementation(answering(gus2026, { status: 200 }));
      at('2026-03-06T20:00:00Z');
      expect(await getCpiYearOverYear()).toBeNull();
      expect(fetchFeed).toHaveBeenCalledOnce();

      at('2026-03-07T08:00:00Z');
      expect(await getCpiYearOverYear()).toEqual(freshCpi);
      expect(fetchFeed).toHaveBeenCalledTimes(2);
    },
  );

  it('does not let a failure of one feed touch the other', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    at('2026-03-06T09:00:00Z');
    await cpiFeed.writeCache(cachedCpi, Date.now());
    // Node has no DOMParser, so the NBP answer cannot be read here: the rate is missing.
    fetchFeed.mockImplementation(answering('<stopy_procentowe/>', { status: 200 }));

    expect(await getReferenceRate()).toBeNull();
    expect(await getCpiYearOverYear()).toEqual(cachedCpi);
    expect(fetchFeed).toHaveBeenCalledOnce();
  });
});

describe('the cache with a broken or missing IndexedDB', () => {
  it('still fetches the feed when there is no IndexedDB at all', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('indexedDB', undefined);
    at('2026-03-06T09:00:00Z');
    expect(await getCpiYearOverYear()).toEqual(freshCpi);
    expect(fetchFeed).toHaveBeenCalledOnce();
  });

  it('treats an implausible or tampered cached record as not cached', async () => {
    at('2026-03-06T09:00:00Z');
    await cpiFeed.writeCache({ value: 900, month: 'luty', year: 2026 }, Date.now());
    expect(await getCpiYearOverYear()).toEqual(freshCpi);
    expect(fetchFeed).toHaveBeenCalledOnce();
  });

  it.each([
    ['a month that is not a Polish month name', { month: '<b>luty</b>' }],
    ['a year of 1e308', { year: 1e308 }],
    ['a value of -0 written as text', { cpiYearOverYear: '-0' }],
  ])('never shows a cached CPI record with %s', async (_case, change) => {
    at('2026-03-06T09:00:00Z');
    const tampered = { cpiYearOverYear: 2.1, lastFetch: Date.now(), month: 'luty', year: 2026 };
    await cpiFeed.writeCache(freshCpi, Date.now());
    const { transact, SINGLE_RECORD_KEY } = await import('./db');
    await transact('cpiPoland', 'readwrite', 'tamper', (store) =>
      store.put({ ...tampered, ...change } as never, SINGLE_RECORD_KEY),
    );
    expect(await cpiFeed.readCache()).toBeUndefined();
  });
});

describe('the requests', () => {
  it('ask GUS through the default CORS proxy for the whole current year, with no-store', async () => {
    at('2026-03-06T09:00:00Z');
    await getCpiYearOverYear();
    const [url, init] = fetchFeed.mock.calls[0] ?? [];
    const gusUrl =
      'https://api-sdp.stat.gov.pl/api/variable/variable-data-section?id-zmienna=305&id-przekroj=739&id-rok=2026&page-size=5000&page=0&lang=pl';
    expect(url).toBe(`https://corsproxy.io/?url=${encodeURIComponent(gusUrl)}`);
    expect(init).toMatchObject({ cache: 'no-store', credentials: 'omit' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('ask NBP through the default CORS proxy with no-cache', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await getReferenceRate();
    const [url, init] = fetchFeed.mock.calls[0] ?? [];
    expect(url).toBe(
      'https://corsproxy.io/?url=https%3A%2F%2Fstatic.nbp.pl%2Fdane%2Fstopy%2Fstopy_procentowe.xml',
    );
    expect(init).toMatchObject({ cache: 'no-cache' });
  });

  it('ask for next year’s figures as soon as it is New Year in Warsaw', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    at('2026-12-31T23:30:00Z');
    await getCpiYearOverYear();
    expect(urlOf(fetchFeed.mock.calls[0]?.[0])).toBe(
      `https://corsproxy.io/?url=${encodeURIComponent(cpiUrl(2027))}`,
    );
    expect(cpiUrl(2027)).toContain('id-rok=2027');
  });

  it('follow another proxy template, or none for a bare {url}', () => {
    const feed = FEED_CONFIG.nbp.url;
    expect(proxiedUrl(feed, '{url}')).toBe(feed);
    expect(proxiedUrl(feed, 'https://proxy.example/raw?u={url}&cache=0')).toBe(
      `https://proxy.example/raw?u=${encodeURIComponent(feed)}&cache=0`,
    );
  });

  it('use the section and position ids from the configuration', () => {
    const url = cpiUrl(2026, { ...FEED_CONFIG.gus, sectionId: 1698 });
    expect(url).toContain('id-przekroj=1698');
    expect(url).not.toContain('id-okres');
  });
});
