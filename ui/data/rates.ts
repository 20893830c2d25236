// The two banner feeds (spec point 7, ../shared/feeds.md), loaded on first use (./browser.ts).
// Every failure ends here as a warning and `null`: the banner hides the item and nothing else on
// the page notices. Each job has its module in ./feeds: fetching within limits, the NBP and GUS
// parsers, the Warsaw calendar day and the daily cache.
import { DEFAULT_CORS_PROXY } from '../defaults.ts';
import { POLISH_MONTHS, type PolishMonth } from '../domain';
import { cpiFeed, referenceRateFeed, throughDailyCache } from './feeds/dailyCache';
import type { FeedOptions } from './feeds/fetchFeed';
import type { CpiYearOverYear, ReferenceRate } from './types';

/** Polish month names in the nominative, January first, as the banner prints them. */
export { POLISH_MONTHS };
/** One Polish month name. */
export type { PolishMonth };

/** The public proxy used when `PUBLIC_CORS_PROXY` is not set; `{url}` is the encoded feed URL. */
export { DEFAULT_CORS_PROXY };

export { cpiFeed, referenceRateFeed, throughDailyCache, type CachedFeed } from './feeds/dailyCache';
export {
  configuredProxyTemplate,
  FEED_CONFIG,
  parseDecimalComma,
  proxiedUrl,
  type FeedOptions,
  type Fetched,
} from './feeds/fetchFeed';
export {
  cpiUrl,
  fetchCpiYearOverYear,
  latestCpiOfYear,
  normaliseCpiRows,
  type CpiByMonth,
  type CpiFeedConfig,
} from './feeds/gus';
export { fetchReferenceRate, parseReferenceRateXml } from './feeds/nbp';
export { warsawDate } from './feeds/warsawDate';

/** Today's NBP reference rate, from the daily cache or the feed; null when it is missing. */
export function getReferenceRate(options: FeedOptions = {}): Promise<ReferenceRate | null> {
  return throughDailyCache(referenceRateFeed, options);
}

/** The latest CPI y/y of this year, from the daily cache or the feed; null when it is missing. */
export function getCpiYearOverYear(options: FeedOptions = {}): Promise<CpiYearOverYear | null> {
  return throughDailyCache(cpiFeed, options);
}
