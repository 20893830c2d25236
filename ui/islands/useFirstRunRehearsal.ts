import { useEffect, type RefObject } from 'react';
import { lazyModule } from '../runtime/lazy';
import { warmUpWhenIdle } from '../runtime/warmUp';
import type { Rehearsed } from '../runtime/rehearseShowing';

// The rehearsal's own code comes with the engine, while idle.
const rehearsal = lazyModule(() => import('../runtime/rehearseShowing'));

const noop = (): void => undefined;

/**
 * Warms the home page up while the browser is idle (warmUpWhenIdle: the engine, the key filter
 * and the field checks run once for nothing), then shows the sample run once off the page
 * (rehearseShowing), as wide as `formRef`, once the card's and the table's code is here (not at
 * all if it could not be fetched: the card would only suspend and fetch it again). `preload`
 * fetches that code; it starts in the same idle moment as the engine. Pass values that do not
 * change between renders. Nothing starts once the island has gone (a story switched, a test ended).
 */
export function useFirstRunRehearsal(
  formRef: RefObject<HTMLElement | null>,
  components: Rehearsed,
  preload: () => Promise<boolean>,
): void {
  useEffect(() => {
    let live = true;
    let cancelRehearsal = noop;
    const cancelWarmUp = warmUpWhenIdle(
      (sample) => {
        void Promise.all([rehearsal.load(), preload()]).then(([{ rehearseShowing }, here]) => {
          if (!live || !here) return;
          const width = () => formRef.current?.offsetWidth ?? 360;
          cancelRehearsal = rehearseShowing(sample, width, components);
        }, noop);
      },
      () => void preload(),
    );
    return () => {
      live = false;
      cancelWarmUp();
      cancelRehearsal();
    };
  }, [formRef, components, preload]);
}
