import { APP_COPY } from '../../domain/copy/site';
import { Button } from '../Button/Button';
import * as styles from './UpdateBanner.css';

export interface UpdateBannerProps {
  /** Whether a new version of the site is waiting. */
  open: boolean;
  /** Switches to the new version; the page then reloads once. */
  onRefresh: () => void;
  /** Hides the notice until the next visit. */
  onDismiss: () => void;
}

/**
 * The polite notice of a new version. The status region is always in the page, so a screen
 * reader announces the message when it appears; focus stays where the visitor left it.
 */
export function UpdateBanner({ open, onRefresh, onDismiss }: UpdateBannerProps) {
  return (
    <div role="status">
      {open && (
        <div className={styles.banner}>
          <p className={styles.message}>{APP_COPY.update.message}</p>
          <div className={styles.actions}>
            <Button onClick={onRefresh}>{APP_COPY.update.refresh}</Button>
            <Button tone="secondary" onClick={onDismiss}>
              {APP_COPY.update.dismiss}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
