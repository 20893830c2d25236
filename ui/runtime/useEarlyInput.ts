import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Runs `adopt` once, right after the component has mounted, with the control as the browser
 * holds it. A phone shows the server-rendered form before React hydrates; React keeps what was
 * typed or ticked in that window on screen but not in its state, and the next render would erase
 * it. `adopt` compares the control with the state and passes the difference on as a change.
 */
export function useEarlyInput<T extends HTMLElement>(
  ref: RefObject<T | null>,
  adopt: (element: T) => void,
): void {
  const adoptOnce = useRef(adopt);
  useLayoutEffect(() => {
    if (ref.current !== null) adoptOnce.current(ref.current);
  }, [ref]);
}
