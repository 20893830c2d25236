/** What a page tells search engines and link previews. */
export interface PageMeta {
  title: string;
  description: string;
  canonical: string | undefined;
}

/** The spec's metadata rules (point 8); each broken rule gives one warning text. */
export function metaWarnings(path: string, { title, description, canonical }: PageMeta): string[] {
  const warnings: string[] = [];
  const length = title.length;
  if (length < 50 || length > 60) {
    warnings.push(`${path}: title has ${length} characters, outside 50–60: "${title}"`);
  }
  if (description.length > 150) {
    warnings.push(`${path}: description has ${description.length} characters, over 150`);
  }
  if (canonical === undefined || canonical === '') {
    warnings.push(`${path}: canonical URL is missing`);
  } else if (!canonical.startsWith('https://')) {
    warnings.push(`${path}: canonical URL is not https: ${canonical}`);
  }
  return warnings;
}

/** The canonical URL of a path on the configured site, without a trailing slash except for `/`. */
export function canonicalUrl(site: URL | undefined, path: string): string | undefined {
  if (site === undefined) return undefined;
  const clean = path === '/' ? '/' : path.replace(/\/+$/, '');
  return new URL(clean, site).href;
}
