import { SITE_COPY } from '../../domain/copy/site';
import * as styles from './Disclaimer.css';

/** The legal note that every page carries: results are indicative, not an offer. */
export function Disclaimer() {
  return (
    <aside aria-label={SITE_COPY.disclaimer.label} className={styles.box}>
      <p className={styles.text}>{SITE_COPY.disclaimer.text}</p>
    </aside>
  );
}
