// Defaults for the PUBLIC_* configuration. Type-free TypeScript that plain Node loads too, so the
// Astro config, the build integration and the browser code all read the same values.

/** The public CORS proxy through which the browser fetches the NBP and GUS feeds. */
export const DEFAULT_CORS_PROXY = 'https://corsproxy.io/?url={url}';

/** The production origin, for canonical URLs and the sitemap. */
export const DEFAULT_SITE_URL = 'https://symulator-hipoteczny.pl';

/** The operator's contact address; pages only ever show it obfuscated. */
export const DEFAULT_CONTACT_EMAIL = 'kontakt@symulator-hipoteczny.pl';
