// Build-time configuration from PUBLIC_* variables, each with a default that works.
// Invalid values are reported as build warnings naming the variable (spec point 8),
// and the build goes on with the default.

// With their extensions: astro.config.mjs loads this module in plain Node, which strips the types.
import { DEFAULT_CONTACT_EMAIL, DEFAULT_SITE_URL } from '../../ui/defaults.ts';
import { SITE_COPY } from '../../ui/domain/copy/site.ts';

export { DEFAULT_CONTACT_EMAIL, DEFAULT_SITE_URL };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

/** Logs a build warning that names the offending variable. */
function warn(variable: string, value: string, fallback: string): void {
  console.warn(`[config] ${variable}=${JSON.stringify(value)} is invalid; using ${fallback}.`);
}

/** The site's https origin, used for canonical URLs and the sitemap. */
export function resolveSiteUrl(value: string | undefined): string {
  if (value === undefined || value === '') return DEFAULT_SITE_URL;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:') {
      warn('PUBLIC_SITE_URL', value, DEFAULT_SITE_URL);
      return DEFAULT_SITE_URL;
    }
    return url.origin;
  } catch {
    warn('PUBLIC_SITE_URL', value, DEFAULT_SITE_URL);
    return DEFAULT_SITE_URL;
  }
}

/** The operator's contact address, validated; it is only ever shown obfuscated. */
export function resolveContactEmail(value: string | undefined): string {
  if (value === undefined || value === '') return DEFAULT_CONTACT_EMAIL;
  if (!EMAIL.test(value)) {
    warn('PUBLIC_CONTACT_EMAIL', value, DEFAULT_CONTACT_EMAIL);
    return DEFAULT_CONTACT_EMAIL;
  }
  return value;
}

/** The address with the at-sign and every dot replaced by Polish words, so no harvester reads it. */
export function obfuscateEmail(email: string): string {
  const { at, dot } = SITE_COPY.obfuscation;
  return email.replace('@', ` (${at}) `).replaceAll('.', ` (${dot}) `);
}
