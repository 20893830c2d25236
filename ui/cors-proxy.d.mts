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

export declare const FEED_ORIGINS: readonly string[];
export declare function resolveCorsProxy(
  value: string | undefined,
  options?: { onInvalid?: (message: string) => void },
): CorsProxy;
