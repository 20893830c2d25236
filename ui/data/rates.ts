// The two banner feeds (spec point 7, ../shared/feeds.md). Every failure ends here as a warning
// and `null`: the banner hides the item and nothing else on the page notices.
import { DEFAULT_CORS_PROXY } from '../defaults.mjs';
import { resolveCorsProxy } from '../cors-proxy.mjs';
import { POLISH_MONTHS, type PolishMonth } from '../domain';
import { SINGLE_RECORD_KEY, transact } from './db';
import { parseCpiRecord, parseFeedFailureRecord, parseReferenceRateRecord } from './guard';
import type { CpiYearOverYear, ReferenceRate } from './types';

/** The public proxy used when `PUBLIC_CORS_PROXY` is not set; `{url}` is the encoded feed URL. */
export { DEFAULT_CORS_PROXY };

/** Where the feeds live and how they are read; ids are here because GUS may renumber them. */
export const FEED_CONFIG = {
  /** Neither feed answers slowly when healthy; a stuck proxy must not keep the banner waiting. */
  timeoutMs: 8000,
  /** Both answers are a few kilobytes; anything past this is not the feed. */
  maxBytes: 1024 * 1024,
  nbp: {
    url: 'https://static.nbp.pl/dane/stopy/stopy_procentowe.xml',
    cache: 'no-cache',
    plausible: { min: 0, max: 30 },
    /**
     * The parse's own bound: the real file has about 2 KB. DOMParser runs on the main thread and
     * cannot be interrupted, so only this much XML is ever handed to it.
     */
    maxParseBytes: 64 * 1024,
  },
  gus: {
    // Without `id-okres` the SDP answer holds every month of the year.
    urlTemplate:
      'https://api-sdp.stat.gov.pl/api/variable/variable-data-section?id-zmienna={variable}&id-przekroj={section}&id-rok={year}&page-size=5000&page=0&lang=pl',
    /** "Wskaźniki cen towarów i usług konsumpcyjnych". */
    variableId: 305,
    /** From 2026 GUS also publishes section 1698 (COICOP 2018), whose ids are not confirmed. */
    sectionId: 739,
    /** "Ogółem". */
    positionId: 6656078,
    /** The same month of the previous year = 100. */
    measureId: 5,
    /** `id-okres` of January; February to December follow one by one. */
    januaryPeriodId: 247,
    cache: 'no-store',
    plausible: { min: -20, max: 100 },
  },
} as const;

interface Range {
  min: number;
  max: number;
}

/** The GUS SDP ids and URL, so a test or a future section (1698) can pass its own. */
export interface CpiFeedConfig {
  urlTemplate: string;
  variableId: number;
  sectionId: number;
  positionId: number;
  measureId: number;
  januaryPeriodId: number;
}

/** Per-call overrides; production code passes none. */
export interface FeedOptions {
  /** The fetch to use; the global one, looked up at call time, by default. */
  fetch?: typeof fetch;
  /** A URL template with `{url}`; `PUBLIC_CORS_PROXY` or the public default otherwise. */
  proxyTemplate?: string;
  timeoutMs?: number;
  maxBytes?: number;
}

/** The GUS figures keyed by Polish month and then year, e.g. `{ "styczeń": { "2026": "2,1" } }`. */
export type CpiByMonth = Partial<Record<PolishMonth, Record<string, string>>>;

/** A feed that failed; its message says why, for the log. */
class FeedFailure extends Error {
  override name = 'FeedFailure';

  /**
   * True when nothing usable arrived at all (timeout, network): such a failure is retried on the
   * next page. An answer that arrived but was unusable is remembered for the day instead.
   */
  constructor(
    message: string,
    readonly noAnswer = false,
  ) {
    super(message);
  }
}

/** What one fetch gave: a value, an unusable answer, or no answer at all. */
export type Fetched<T> =
  { kind: 'value'; value: T } | { kind: 'bad-answer' } | { kind: 'no-answer' };

function failed(error: unknown): Fetched<never> {
  // fetch rejects with a TypeError when the network or the proxy is unreachable.
  const noAnswer = error instanceof FeedFailure ? error.noAnswer : true;
  return { kind: noAnswer ? 'no-answer' : 'bad-answer' };
}

/** The template PUBLIC_CORS_PROXY resolves to: the public default when unset, blank or invalid. */
export function configuredProxyTemplate(): string {
  // The build has already warned about an invalid value; the visitor's console need not.
  return resolveCorsProxy(import.meta.env.PUBLIC_CORS_PROXY).template;
}

/** The URL to request for a feed: the template with `{url}` replaced, or the feed itself for `{url}`. */
export function proxiedUrl(feedUrl: string, template: string = configuredProxyTemplate()): string {
  // A bare `{url}` means "no proxy"; encoding the URL there would break it.
  if (template.trim() === '{url}') return feedUrl;
  return template.split('{url}').join(encodeURIComponent(feedUrl));
}

const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of `month` (0-based) of `year`: when Europe's clocks change. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * The calendar date in Warsaw for epoch milliseconds; `key` ("2026-03-06") identifies the day.
 * Worked out from the rule Poland has kept since 1996 (the EU's): UTC+1, and UTC+2 from 01:00 UTC
 * on the last Sunday of March to 01:00 UTC on the last Sunday of October. Not `Intl` with a time
 * zone: the first such formatter loads the zone data, 15-20 ms inside the feeds' first task on
 * every page with the banner. The tests hold it to `Intl`'s answer hour by hour over 1996-2040.
 */
export function warsawDate(epochMilliseconds: number): { year: number; key: string } {
  const year = new Date(epochMilliseconds).getUTCFullYear();
  const summer =
    epochMilliseconds >= lastSundayAtOneUtc(year, 2) &&
    epochMilliseconds < lastSundayAtOneUtc(year, 9);
  const local = new Date(epochMilliseconds + (summer ? 2 : 1) * HOUR_MS);
  const two = (value: number) => String(value).padStart(2, '0');
  const localYear = local.getUTCFullYear();
  return {
    year: localYear,
    key: `${String(localYear)}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}`,
  };
}

/** Parses a number written with a decimal comma (or point), e.g. "3,75"; undefined if it is not one. */
function parseDecimalComma(text: string): number | undefined {
  const match = /^\s*(-?\d{1,6})(?:[,.](\d{1,6}))?\s*$/.exec(text);
  if (!match) return undefined;
  return Number(`${match[1] ?? ''}.${match[2] ?? '0'}`);
}

function checkPlausible(value: number, range: Range, what: string): number {
  if (value < range.min || value > range.max) {
    throw new FeedFailure(`${what} ${value} is outside ${range.min}..${range.max}`);
  }
  return value;
}

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  // Content-Length can be absent or wrong (compressed, chunked), so the bytes are counted too.
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder('utf-8');
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      reader.cancel().catch(() => undefined);
      throw new FeedFailure(`the answer is larger than ${maxBytes} bytes`);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

async function fetchText(url: string, cache: RequestCache, options: FeedOptions): Promise<string> {
  const { timeoutMs = FEED_CONFIG.timeoutMs, maxBytes = FEED_CONFIG.maxBytes } = options;
  const fetchFeed = options.fetch ?? globalThis.fetch;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The race settles the call even if a fetch ignores its signal.
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new FeedFailure(`no complete answer within ${timeoutMs} ms`, true));
    }, timeoutMs);
  });
  const download = async (): Promise<string> => {
    const response = await fetchFeed(url, {
      cache,
      signal: controller.signal,
      // The feeds are public; nothing about the visitor or the page needs to reach the proxy.
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    if (!response.ok) throw new FeedFailure(`HTTP ${response.status}`);
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > maxBytes) {
      throw new FeedFailure(`the answer declares ${declared} bytes, over ${maxBytes}`);
    }
    return readLimited(response, maxBytes);
  };
  try {
    return await Promise.race([download(), timeout]);
  } finally {
    clearTimeout(timer);
    // Stops a body still downloading after a timeout or an oversize answer.
    controller.abort();
  }
}

function warnMissing(feed: string, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  console.warn(`[data] The ${feed} is missing: ${reason}`);
}

/** Reads the reference rate from the NBP XML (BOM allowed); throws when it is missing or implausible. */
export function parseReferenceRateXml(text: string): ReferenceRate {
  const xml = text.replace(/^\uFEFF/, '').trim();
  if (xml === '') throw new FeedFailure('the answer is empty');
  if (xml.length > FEED_CONFIG.nbp.maxParseBytes) {
    throw new FeedFailure(`the XML is longer than ${FEED_CONFIG.nbp.maxParseBytes} characters`);
  }
  // The real feed declares neither. An internal entity used thousands of times expands to
  // hundreds of megabytes inside DOMParser (the "billion laughs"), freezing the tab, so any
  // declaration is refused before the parser sees it.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) {
    throw new FeedFailure('the answer declares a DOCTYPE or an entity');
  }
  if (typeof DOMParser !== 'function') throw new FeedFailure('there is no DOMParser here');
  const parsed = new DOMParser().parseFromString(xml, 'application/xml');
  if (parsed.getElementsByTagName('parsererror').length > 0) {
    throw new FeedFailure('the answer is not well-formed XML');
  }
  // Attribute selectors, because `#id` does not match in XML without a DTD declaring ids.
  const position = parsed.querySelector('tabela[id="stoproc"] > pozycja[id="ref"]');
  if (!position) throw new FeedFailure('there is no tabela#stoproc > pozycja#ref');
  const raw = position.getAttribute('oprocentowanie');
  const value = raw === null ? undefined : parseDecimalComma(raw);
  if (value === undefined) {
    throw new FeedFailure(`oprocentowanie ${JSON.stringify(raw)} is not a number`);
  }
  checkPlausible(value, FEED_CONFIG.nbp.plausible, 'the reference rate');
  const effectiveFrom = position.getAttribute('obowiazuje_od');
  return effectiveFrom !== null && /^\d{4}-\d{2}-\d{2}$/.test(effectiveFrom)
    ? { value, effectiveFrom }
    : { value };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function yearOverYearText(index: number, precision: unknown): string {
  // GUS sends 102.4 for +2,4 %; rounding to its stated precision drops float noise (2.400000001).
  const digits =
    typeof precision === 'number' && Number.isInteger(precision) && precision >= 0 && precision <= 4
      ? precision
      : 1;
  const scale = 10 ** digits;
  const rounded = Math.round((index - 100) * scale) / scale;
  return String(rounded === 0 ? 0 : rounded).replace('.', ',');
}

/** Normalises GUS SDP rows into the month-keyed shape; throws when the answer is not SDP rows. */
export function normaliseCpiRows(
  payload: unknown,
  config: CpiFeedConfig = FEED_CONFIG.gus,
): CpiByMonth {
  if (!isRecord(payload) || !Array.isArray(payload['data'])) {
    throw new FeedFailure('the answer has no "data" array');
  }
  const byMonth: CpiByMonth = {};
  for (const row of payload['data'] as unknown[]) {
    if (!isRecord(row)) continue;
    const matches = (field: string, expected: number, required: boolean): boolean =>
      row[field] === expected || (!required && row[field] === undefined);
    if (
      !matches('id-zmienna', config.variableId, false) ||
      !matches('id-przekroj', config.sectionId, false) ||
      !matches('id-pozycja-2', config.positionId, true) ||
      !matches('id-sposob-prezentacji-miara', config.measureId, true)
    ) {
      continue;
    }
    const period = row['id-okres'];
    const year = row['id-daty'];
    const index = row['wartosc'];
    if (typeof period !== 'number' || typeof year !== 'number' || !Number.isInteger(year)) continue;
    if (typeof index !== 'number' || !Number.isFinite(index)) continue;
    const month = POLISH_MONTHS[period - config.januaryPeriodId];
    if (month === undefined) continue;
    const years = (byMonth[month] ??= {});
    years[String(year)] ??= yearOverYearText(index, row['precyzja']);
  }
  return byMonth;
}

/** The latest month of `year` that has a value, as a number; throws when the year has none yet. */
export function latestCpiOfYear(byMonth: CpiByMonth, year: number): CpiYearOverYear {
  for (const month of [...POLISH_MONTHS].reverse()) {
    const text = byMonth[month]?.[String(year)];
    if (text === undefined) continue;
    const value = parseDecimalComma(text);
    if (value === undefined) throw new FeedFailure(`CPI ${JSON.stringify(text)} is not a number`);
    return { value, month, year };
  }
  throw new FeedFailure(`there is no CPI value for ${year} yet`);
}

async function fetchReferenceRateOutcome(options: FeedOptions): Promise<Fetched<ReferenceRate>> {
  try {
    const { url, cache } = FEED_CONFIG.nbp;
    const text = await fetchText(proxiedUrl(url, options.proxyTemplate), cache, options);
    return { kind: 'value', value: parseReferenceRateXml(text) };
  } catch (error) {
    warnMissing('NBP reference rate', error);
    return failed(error);
  }
}

/** Fetches and reads the NBP reference rate, without the cache; null (logged) on any failure. */
export async function fetchReferenceRate(options: FeedOptions = {}): Promise<ReferenceRate | null> {
  const fetched = await fetchReferenceRateOutcome(options);
  return fetched.kind === 'value' ? fetched.value : null;
}

/** The GUS SDP URL for a year, per FEED_CONFIG. */
export function cpiUrl(year: number, config: CpiFeedConfig = FEED_CONFIG.gus): string {
  return config.urlTemplate
    .replace('{variable}', String(config.variableId))
    .replace('{section}', String(config.sectionId))
    .replace('{year}', String(year));
}

async function fetchCpiOutcome(options: FeedOptions): Promise<Fetched<CpiYearOverYear>> {
  try {
    const { year } = warsawDate(Date.now());
    const text = await fetchText(
      proxiedUrl(cpiUrl(year), options.proxyTemplate),
      FEED_CONFIG.gus.cache,
      options,
    );
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      throw new FeedFailure('the answer is not JSON');
    }
    const latest = latestCpiOfYear(normaliseCpiRows(payload), year);
    checkPlausible(latest.value, FEED_CONFIG.gus.plausible, 'CPI y/y');
    return { kind: 'value', value: latest };
  } catch (error) {
    warnMissing('GUS CPI y/y', error);
    return failed(error);
  }
}

/** Fetches and reads this year's latest CPI y/y (Warsaw's year), without the cache; null (logged) on failure. */
export async function fetchCpiYearOverYear(
  options: FeedOptions = {},
): Promise<CpiYearOverYear | null> {
  const fetched = await fetchCpiOutcome(options);
  return fetched.kind === 'value' ? fetched.value : null;
}

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

/** Today's NBP reference rate, from the daily cache or the feed; null when it is missing. */
export function getReferenceRate(options: FeedOptions = {}): Promise<ReferenceRate | null> {
  return throughDailyCache(referenceRateFeed, options);
}

/** The latest CPI y/y of this year, from the daily cache or the feed; null when it is missing. */
export function getCpiYearOverYear(options: FeedOptions = {}): Promise<CpiYearOverYear | null> {
  return throughDailyCache(cpiFeed, options);
}
