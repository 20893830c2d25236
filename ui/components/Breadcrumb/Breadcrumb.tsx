import { SITE_COPY } from '../../domain/copy/site';
import * as styles from './Breadcrumb.css';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page, which is the last item. */
  href?: string;
}

export interface BreadcrumbProps {
  items: readonly BreadcrumbItem[];
}

/** The page's position in the site, as an ordered list; the last item is the current page. */
export function Breadcrumb({ items }: BreadcrumbProps) {
  return (
    <nav aria-label={SITE_COPY.breadcrumbLabel} className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {item.href !== undefined && !current ? (
                <a href={item.href} className={styles.link}>
                  {item.label}
                </a>
              ) : (
                <span aria-current={current ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
