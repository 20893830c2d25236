// Fetching a feed through the CORS proxy, within limits: a timeout, a size limit, and one kind of
// failure for every step. Every failure ends as a warning and `null` (see ../rates.ts): the
// banner hides the item and nothing else on the page notices.
import { resolveCorsProxy } from '../../cors-proxy.ts';

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

/** The values a feed can plausibly hold. */
interface Range {
  min: number;
  max: number;
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

/** A feed that failed; its message says why, for the log. */
export class FeedFailure extends Error {
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

/** What a failed fetch or read amounts to: no answer at all, or an unusable one. */
export function failed(error: unknown): Fetched<never> {
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

/** Parses a number written with a decimal comma (or point), e.g. "3,75"; undefined if it is not one. */
export function parseDecimalComma(text: string): number | undefined {
  const match = /^\s*(-?\d{1,6})(?:[,.](\d{1,6}))?\s*$/.exec(text);
  if (!match) return undefined;
  return Number(`${match[1] ?? ''}.${match[2] ?? '0'}`);
}

/** `value`, or a FeedFailure naming `what` when it is outside `range`. */
export function checkPlausible(value: number, range: Range, what: string): number {
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

/** The feed's answer as text, within FEED_CONFIG's time and size limits; throws a FeedFailure. */
export async function fetchText(
  url: string,
  cache: RequestCache,
  options: FeedOptions,
): Promise<string> {
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

/** Logs why a feed's value is missing. */
export function warnMissing(feed: string, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  console.warn(`[data] The ${feed} is missing: ${reason}`);
}
