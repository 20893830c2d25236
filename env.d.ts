/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** The site's https origin, for canonical URLs and the sitemap. */
  readonly PUBLIC_SITE_URL?: string;
  /** The operator's contact address; it is only ever shown obfuscated. */
  readonly PUBLIC_CONTACT_EMAIL?: string;
  /** The CORS proxy as a URL template with `{url}`; `{url}` alone fetches the feeds directly. */
  readonly PUBLIC_CORS_PROXY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
