// The page frame every screen shares, built from the real components exactly as
// site/layouts/BaseLayout.astro builds it (that file is Astro, so Storybook cannot render it).
// The articles and the contact address come from where the site takes them.
import type { ReactNode } from 'react';
import { Breadcrumb, type BreadcrumbItem } from '../ui/components/Breadcrumb/Breadcrumb';
import { Disclaimer } from '../ui/components/Disclaimer/Disclaimer';
import { SiteFooter } from '../ui/components/SiteFooter/SiteFooter';
import { SiteHeader } from '../ui/components/SiteHeader/SiteHeader';
import { HOME_HREF, PRIVACY_HREF } from '../ui/domain';
import { MENU_COPY, SITE_COPY } from '../ui/domain/copy';
import { CAPACITY_COPY } from '../ui/domain/copy/capacity';
import { CAPACITY_HREF } from '../ui/domain/routes';
import { RatesBanner } from '../ui/islands/RatesBanner';
import { SideMenu } from '../ui/islands/SideMenu';
import { obfuscateEmail, resolveContactEmail } from '../site/lib/config.ts';
import * as layout from '../site/layouts/BaseLayout.css';

/** One wiki article, as site/lib/site.ts's `articleLinks()` gives it. */
interface Article {
  label: string;
  shortLabel: string;
  href: string;
}

/** A front-matter field's quoted value, e.g. `navLabel: "RRSO"`. */
function field(source: string, name: string): string {
  const found = new RegExp(`^${name}:\\s*"([^"]*)"`, 'm').exec(source);
  if (found?.[1] === undefined) throw new Error(`The article has no ${name}.`);
  return found[1];
}

/** The wiki articles from their own front matter, sorted by file name as the site sorts them. */
export const ARTICLES: readonly Article[] = Object.entries(
  import.meta.glob<string>('../site/content/wiki/*.mdx', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([path, source]) => ({
    label: field(source, 'headline'),
    shortLabel: field(source, 'navLabel'),
    href: `/wiki/artykuly/${path.replace(/^.*\//, '').replace(/\.mdx$/, '')}`,
  }));

/** The side menu's links, as site/lib/site.ts's `menuLinks()` lists them. */
export const MENU_LINKS = [
  { label: MENU_COPY.homeLink, href: HOME_HREF },
  { label: CAPACITY_COPY.navLink, href: CAPACITY_HREF },
  ...ARTICLES.map(({ label, href }) => ({ label, href })),
  { label: MENU_COPY.privacyLink, href: PRIVACY_HREF },
];

/** The default contact address, shown as every page shows it: obfuscated. */
const OBFUSCATED_EMAIL: string = obfuscateEmail(resolveContactEmail(undefined));

/** The interactive pages' header: the rates banner and the Menu, both islands. */
function InteractiveHeader() {
  return (
    <SiteHeader
      interactive
      articles={ARTICLES}
      banner={<RatesBanner />}
      menu={<SideMenu links={MENU_LINKS} />}
    />
  );
}

export interface PageFrameProps {
  breadcrumb: readonly BreadcrumbItem[];
  children: ReactNode;
}

/** Skip link, header, breadcrumb, main, disclaimer and footer, as on `/` and `/symulacja/*`. */
export function PageFrame({ breadcrumb, children }: PageFrameProps) {
  return (
    <>
      <a href="#tresc" className={layout.skipLink}>
        {SITE_COPY.skipLink}
      </a>
      <InteractiveHeader />
      <div className={layout.page}>
        <Breadcrumb items={breadcrumb} />
        <main id="tresc" tabIndex={-1} className={layout.main}>
          {children}
        </main>
        <Disclaimer />
      </div>
      <SiteFooter obfuscatedEmail={OBFUSCATED_EMAIL} articles={ARTICLES} />
    </>
  );
}

/** What site/components/NeedsJavaScript.astro puts around an island. */
export function NeedsJavaScript({ children }: { children: ReactNode }) {
  return <div className={layout.needsJavaScript}>{children}</div>;
}
