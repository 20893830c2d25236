// The feeds' daily cache in IndexedDB: a value (or an unusable answer) fetched on the same
// calendar day in Warsaw is served from there, so a visitor asks each feed once a day.
import { SINGLE_RECORD_KEY, transact } from '../db';
import { parseCpiRecord, parseFeedFailureRecord, parseReferenceRateRecord } from '../guard';
import type { CpiYearOverYear, ReferenceRate } from '../types';
import type { FeedOptions, Fetched } from './fetchFeed';
import { fetchCpiOutcome } from './gus';
import { fetchReferenceRateOutcome } from './nbp';
import { warsawDate } from './warsawDate';

/**
 * A feed as the daily cache sees it: how to fetch it, and how to read and write its record. A
 * cached `value` of null is an unusable answer remembered for the day.
 */
export interface CachedFeed<T> {
  name: string;
  fetchFresh: (options: FeedOptions) => Promise<Fetched<T>>;
  readCache: () => Promise<{ value: T | null; lastFetch: number } | undefined>;
  writeCache: (value: T | null, lastFetch: number) => Promise<void>;
}

/** Reads a remembered failure from a feed store's record, if that is what it holds. */
function cachedFailure(record: unknown): { value: null; lastFetch: number } | undefined {
  const failure = parseFeedFailureRecord(record);
  return failure && { value: null, lastFetch: failure.lastFetch };
}

/** The NBP feed with its `nbpInterestRates` record. */
export const referenceRateFeed: CachedFeed<ReferenceRate> = {
  name: 'NBP reference rate',
  fetchFresh: fetchReferenceRateOutcome,
  async readCache() {
    const stored: unknown = await transact(
      'nbpInterestRates',
      'readonly',
      'read the cached reference rate',
      (store) => store.get(SINGLE_RECORD_KEY),
    );
    const record = parseReferenceRateRecord(stored);
    if (!record) return cachedFailure(stored);
    const { nbpReferenceRate: value, lastFetch, effectiveFrom } = record;
    return { value: effectiveFrom === undefined ? { value } : { value, effectiveFrom }, lastFetch };
  },
  async writeCache(rate, lastFetch) {
    await transact('nbpInterestRates', 'readwrite', 'cache the reference rate', (store) =>
      store.put(
        rate === null
          ? { failed: true, lastFetch }
          : {
              nbpReferenceRate: rate.value,
              lastFetch,
              ...(rate.effectiveFrom === undefined ? {} : { effectiveFrom: rate.effectiveFrom }),
            },
        SINGLE_RECORD_KEY,
      ),
    );
  },
};

/** The GUS feed with its `cpiPoland` record. */
export const cpiFeed: CachedFeed<CpiYearOverYear> = {
  name: 'GUS CPI y/y',
  fetchFresh: fetchCpiOutcome,
  async readCache() {
    const stored: unknown = await transact(
      'cpiPoland',
      'readonly',
      'read the cached CPI',
      (store) => store.get(SINGLE_RECORD_KEY),
    );
    const record = parseCpiRecord(stored);
    if (!record) return cachedFailure(stored);
    const { cpiYearOverYear: value, month, year, lastFetch } = record;
    return { value: { value, month, year }, lastFetch };
  },
  async writeCache(cpi, lastFetch) {
    await transact('cpiPoland', 'readwrite', 'cache the CPI', (store) =>
      store.put(
        cpi === null
          ? { failed: true, lastFetch }
          : { cpiYearOverYear: cpi.value, lastFetch, month: cpi.month, year: cpi.year },
        SINGLE_RECORD_KEY,
      ),
    );
  },
};

const inFlight = new Map<string, Promise<unknown>>();

/**
 * Serves a value fetched on the same Warsaw calendar day from IndexedDB; otherwise fetches and
 * stores it. Storage failures only cost the cache: the banner still gets a fresh value.
 */
export function throughDailyCache<T>(
  feed: CachedFeed<T>,
  options: FeedOptions = {},
): Promise<T | null> {
  // Two islands asking at once share one request.
  const pending = inFlight.get(feed.name) as Promise<T | null> | undefined;
  if (pending) return pending;
  const request = readThroughCache(feed, options).finally(() => inFlight.delete(feed.name));
  inFlight.set(feed.name, request);
  return request;
}

async function readThroughCache<T>(feed: CachedFeed<T>, options: FeedOptions): Promise<T | null> {
  const now = Date.now();
  try {
    const cached = await feed.readCache();
    if (cached && warsawDate(cached.lastFetch).key === warsawDate(now).key) return cached.value;
  } catch {
    // Already logged by the database layer; without a cache the feed is simply fetched.
  }
  const fetched = await feed.fetchFresh(options);
  // No answer at all (offline, timeout) costs the main thread nothing, so the next page retries.
  if (fetched.kind === 'no-answer') return null;
  const fresh = fetched.kind === 'value' ? fetched.value : null;
  try {
    await feed.writeCache(fresh, now);
  } catch {
    // Already logged; the value is still good for this page.
  }
  return fresh;
}
