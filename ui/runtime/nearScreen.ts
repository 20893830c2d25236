import { createContext, use, useEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * How close to the screen a drawing must come before it is drawn: half a screen's height above or
 * below it. Drawing the report's instalment chart took 25–30 ms on this project's 2-core machine,
 * a long task of over 100 ms on Lighthouse's 4× slower phone, and it sits two screens down there.
 */
const NEAR_SCREEN_MARGIN = '50% 0px';

/**
 * Whether drawings wait until they come near the screen. False draws them at once: Storybook sets
 * it, so a story's screenshot shows every chart of a long page.
 */
export const WaitForScreen = createContext(true);

/**
 * True once the element at `ref` has come within NEAR_SCREEN_MARGIN of the screen, or a printout
 * is being made (drawn at once, so paper is never missing it), or the browser cannot tell.
 * It stays true.
 */
export function useNearScreen(ref: RefObject<Element | null>): boolean {
  const wait = use(WaitForScreen);
  const [near, setNear] = useState(!wait);
  useEffect(() => {
    const element = ref.current;
    if (near || element === null) return;
    if (typeof IntersectionObserver !== 'function') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- no observer: draw at once
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(element);
    const printing = () => {
      flushSync(() => {
        setNear(true);
      });
    };
    window.addEventListener('beforeprint', printing);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', printing);
    };
  }, [near, ref]);
  return near;
}
