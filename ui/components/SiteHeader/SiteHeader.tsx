import type { ReactNode } from 'react';
import { HOME_HREF, PRIVACY_HREF } from '../../domain';
import { BANK_CHECK_COPY } from '../../domain/copy/bankCheck';
import { CAPACITY_COPY } from '../../domain/copy/capacity';
import { REFINANCE_COPY } from '../../domain/copy/refinance';
import { SITE_COPY } from '../../domain/copy/site';
import { BANK_CHECK_HREF, CAPACITY_HREF } from '../../domain/routes';
import { REFINANCE_HREF } from '../../domain/refinanceRoutes';
import * as styles from './SiteHeader.css';

/** An article in the static pages' header navigation. */
interface HeaderArticleLink {
  /** The short name the header shows. */
  shortLabel: string;
  href: string;
}

export interface SiteHeaderProps {
  /**
   * `/` and `/symulacja/*` carry the rates banner and the Menu; the other pages show a plain
   * navigation instead and stay zero-JS (Astro renders this component to HTML at build time).
   */
  interactive: boolean;
  /** The wiki articles, linked from the static pages' navigation. */
  articles: readonly HeaderArticleLink[];
  /** The rates banner (interactive pages): Astro's `banner` slot, a story's RatesBanner. */
  banner?: ReactNode;
  /** The Menu (interactive pages): Astro's `menu` slot, a story's SideMenu. */
  menu?: ReactNode;
}

/** The site's header: its name, then the rates banner and the Menu, or the static navigation. */
export function SiteHeader({ interactive, articles, banner, menu }: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <a href={HOME_HREF} className={styles.brand}>
          {SITE_COPY.name}
        </a>
        {interactive ? (
          <>
            <div className={styles.banner}>{banner}</div>
            <div className={styles.menu}>{menu}</div>
          </>
        ) : (
          <nav aria-label={SITE_COPY.header.navLabel}>
            <ul className={styles.nav}>
              <li>
                <a href={HOME_HREF} className={styles.navLink}>
                  {SITE_COPY.header.simulator}
                </a>
              </li>
              <li>
                <a href={CAPACITY_HREF} className={styles.navLink}>
                  {CAPACITY_COPY.navLink}
                </a>
              </li>
              <li>
                <a href={REFINANCE_HREF} className={styles.navLink}>
                  {REFINANCE_COPY.menuLabel}
                </a>
              </li>
              <li>
                <a href={BANK_CHECK_HREF} className={styles.navLink}>
                  {BANK_CHECK_COPY.navLink}
                </a>
              </li>
              {articles.map((article) => (
                <li key={article.href}>
                  <a href={article.href} className={styles.navLink}>
                    {article.shortLabel}
                  </a>
                </li>
              ))}
              <li>
                <a href={PRIVACY_HREF} className={styles.navLink}>
                  {SITE_COPY.header.privacy}
                </a>
              </li>
            </ul>
          </nav>
        )}
      </div>
    </header>
  );
}
