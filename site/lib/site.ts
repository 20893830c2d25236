import { getCollection } from 'astro:content';
import { resolveCorsProxy } from '../../ui/cors-proxy.ts';
import { BANK_CHECK_COPY } from '../../ui/domain/copy/bankCheck';
import { CAPACITY_COPY } from '../../ui/domain/copy/capacity';
import { REFINANCE_COPY } from '../../ui/domain/copy/refinance';
import { MENU_COPY, SITE_COPY } from '../../ui/domain/copy';
import { REFINANCE_HREF } from '../../ui/domain/refinanceRoutes';
import { BANK_CHECK_HREF, CAPACITY_HREF } from '../../ui/domain/routes';
import { obfuscateEmail, resolveContactEmail } from './config.ts';

/** The product's name, in the header and link previews. */
export const SITE_NAME = SITE_COPY.name;

/** The contact address as shown on pages: obfuscated, never raw. */
export const obfuscatedContactEmail = obfuscateEmail(
  resolveContactEmail(import.meta.env.PUBLIC_CONTACT_EMAIL),
);

/** The proxy host the privacy policy names (null: none), read as the feeds and the CSP read it. */
export const corsProxyHost = resolveCorsProxy(import.meta.env.PUBLIC_CORS_PROXY).host;

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

/**
 * The side menu's links: home, the capacity page, the refinancing planner, the bank schedule
 * check, the three articles and the privacy policy.
 */
export async function menuLinks(): Promise<{ label: string; href: string }[]> {
  const articles = await articleLinks();
  return [
    { label: MENU_COPY.homeLink, href: '/' },
    { label: CAPACITY_COPY.navLink, href: CAPACITY_HREF },
    { label: REFINANCE_COPY.menuLabel, href: REFINANCE_HREF },
    { label: BANK_CHECK_COPY.navLink, href: BANK_CHECK_HREF },
    ...articles.map(({ label, href }) => ({ label, href })),
    { label: MENU_COPY.privacyLink, href: '/polityka-prywatnosci' },
  ];
}
