import { SITE_COPY } from '../../domain/copy/site';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import * as styles from './SiteFooter.css';

interface FooterLink {
  label: string;
  href: string;
}

export interface SiteFooterProps {
  /** The contact address already obfuscated; the raw address never reaches the HTML. */
  obfuscatedEmail: string;
  articles: readonly FooterLink[];
}

/** The footer: the articles, the privacy link, the obfuscated contact and the 2025 copyright. */
export function SiteFooter({ obfuscatedEmail, articles }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={SITE_COPY.footer.navLabel} className={styles.columns}>
          <Stack space="sm">
            <Heading level={2} size="md">
              {SITE_COPY.footer.articles}
            </Heading>
            <ul className={styles.list}>
              {articles.map((article) => (
                <li key={article.href}>
                  <a href={article.href} className={styles.link}>
                    {article.label}
                  </a>
                </li>
              ))}
            </ul>
          </Stack>
          <Stack space="sm">
            <Heading level={2} size="md">
              {SITE_COPY.footer.information}
            </Heading>
            <ul className={styles.list}>
              <li>
                <a href="/polityka-prywatnosci" className={styles.link}>
                  {SITE_COPY.footer.privacy}
                </a>
              </li>
              <li>
                {/* One text node, so the server-rendered HTML needs no separator comment. */}
                {`${SITE_COPY.footer.contact} `}
                <span className={styles.email}>{obfuscatedEmail}</span>
              </li>
            </ul>
          </Stack>
        </nav>
        <p className={styles.copyright}>{SITE_COPY.footer.copyright}</p>
      </div>
    </footer>
  );
}
