import { getCollection } from 'astro:content';
import { obfuscateEmail, proxyHost, resolveContactEmail } from './config.mjs';

export const SITE_NAME = 'Symulator kredytu hipotecznego';

/** The contact address as shown on pages: obfuscated, never raw. */
export const obfuscatedContactEmail = obfuscateEmail(
  resolveContactEmail(import.meta.env.PUBLIC_CONTACT_EMAIL),
);

/** The CORS proxy's host, named in the privacy policy. */
export const corsProxyHost = proxyHost(import.meta.env.PUBLIC_CORS_PROXY);

export interface ArticleLink {
  label: string;
  shortLabel: string;
  href: string;
}

/** The wiki articles as links, in a stable order, for navigation. */
export async function articleLinks(): Promise<ArticleLink[]> {
  const articles = await getCollection('wiki');
  return articles
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((article) => ({
      label: article.data.headline,
      shortLabel: article.data.navLabel,
      href: `/wiki/artykuly/${article.id}`,
    }));
}
