import { useId } from 'react';
import { CAPACITY_COPY } from '../../domain/copy/capacity';
import { Button } from '../Button/Button';
import { fieldControlClass } from '../Field/Field';
import type { ShareStatus } from '../../hooks/useFragmentLink';
import * as styles from './CapacityResult.css';

const copy = CAPACITY_COPY.share;

export interface CapacityShareProps {
  /** Nothing yet, the link copied, or the link to copy by hand (the clipboard refused). */
  status: ShareStatus;
  onShare: () => void;
}

/** `Kopiuj link do tych danych`: the inputs in the link's fragment, never sent to the site. */
export function CapacityShare({ status, onShare }: CapacityShareProps) {
  const linkId = useId();
  return (
    <div className={styles.share}>
      <Button tone="secondary" onClick={onShare}>
        {copy.copy}
      </Button>
      <div role="status" aria-live="polite">
        {status.kind === 'copied' && <p className={styles.note}>{copy.copied}</p>}
        {status.kind === 'manual' && (
          <p className={styles.manual}>
            <label htmlFor={linkId}>{copy.copyFallback}</label>
            <input
              id={linkId}
              className={fieldControlClass}
              aria-label={copy.linkLabel}
              readOnly
              value={status.link}
              onFocus={(event) => {
                event.currentTarget.select();
              }}
            />
          </p>
        )}
      </div>
    </div>
  );
}
