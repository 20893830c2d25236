import { createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import * as styles from './Deferred.css';
import { onIdle } from './idle';

export interface DeferredProps {
  /** The part of the page to show once the browser has a moment. */
  children: ReactNode;
}

/**
 * Whether parts are deferred at all; false draws them in the first render, as a test that renders
 * a whole report to a string needs (effects never run there).
 */
export const DeferParts = createContext(true);

/**
 * A part of a long page that is drawn after what comes before it: once the browser is idle after
 * the first paint, as a transition, so React builds it in short slices and a tap is answered in
 * between. Before printing it is drawn at once, so a printout is never missing it. Until then a
 * box keeps some room for it, so the page below moves less when it arrives.
 */
export function Deferred({ children }: DeferredProps) {
  const [shown, setShown] = useState(!use(DeferParts));
  useEffect(() => {
    if (shown) return;
    const showNow = () => {
      flushSync(() => {
        setShown(true);
      });
    };
    window.addEventListener('beforeprint', showNow);
    const cancel = onIdle(() => {
      startTransition(() => {
        setShown(true);
      });
    });
    return () => {
      cancel();
      window.removeEventListener('beforeprint', showNow);
    };
  }, [shown]);
  return shown ? (
    children
  ) : (
    <div className={styles.placeholder} aria-hidden="true" data-deferred="" />
  );
}
