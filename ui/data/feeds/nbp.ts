// The NBP reference rate: the XML feed's `tabela#stoproc > pozycja#ref`, attribute
// `oprocentowanie` (spec point 7).
import type { ReferenceRate } from '../types';
import {
  checkPlausible,
  failed,
  FEED_CONFIG,
  FeedFailure,
  fetchText,
  parseDecimalComma,
  proxiedUrl,
  warnMissing,
  type FeedOptions,
  type Fetched,
} from './fetchFeed';

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

/** Fetches and reads the NBP reference rate, saying what went wrong if it failed. */
export async function fetchReferenceRateOutcome(
  options: FeedOptions,
): Promise<Fetched<ReferenceRate>> {
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
