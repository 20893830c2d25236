import { CAPACITY_COPY } from '../../domain/copy/capacity';
import { CAPACITY_HREF } from '../../domain/routes';
import * as styles from './CapacityLink.css';

/** Home's link to the capacity page (`Sprawdź, ile możesz pożyczyć`); static, no script. */
export function CapacityLink() {
  return (
    <p className={styles.line}>
      <a href={CAPACITY_HREF} className={styles.link}>
        {CAPACITY_COPY.homeLink}
      </a>
    </p>
  );
}
