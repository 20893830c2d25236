// When the engine is fetched and warmed. The warm-up itself (ui/domain/warmUp.ts) is pure: what
// a first keystroke and a first run call, called once for nothing.
import type { Simulation } from '../domain';
import { onIdle, PREFETCH } from './idle';
import { lazyModule } from './lazy';
import { warmIntl } from './warmIntl';

/** The engine and its warm-up. */
export type Engine = typeof import('../domain/warmUp');

/**
 * The engine is not needed to show the page: it is fetched while the browser is idle (see
 * warmUpWhenIdle), or by the first click on start. Once here, a run starts inside the click.
 */
export const engine = lazyModule<Engine>(() => import('../domain/warmUp'));

/**
 * Warms the home page up for its first keystroke and first run: at once, a worker loads the ICU
 * number data the warm-up's labels need off the page (intlWarmUp), so the warm-up is not one task
 * long enough to hold up a keystroke; once the browser is idle, the engine is fetched, and as
 * soon as both are here the key filter, the field checks and the engine run once for nothing
 * (`warmUp`), and `warmed` gets the typical run that made. That is a short task (about 10 ms at a
 * 4× slower CPU); waiting for another idle moment left the engine cold for a first run started
 * soon after the page showed. A failed fetch is left to the start click, which says so.
 * `prefetch` runs in the same idle moment, first: other code the first run needs. Returns the
 * function that cancels what has not run yet.
 */
export function warmUpWhenIdle(
  warmed: (sample: Simulation) => void,
  prefetch: () => void = () => undefined,
): () => void {
  let live = true;
  const intlWarm = warmIntl();
  const cancelIdle = onIdle(() => {
    prefetch();
    Promise.all([engine.load(), intlWarm]).then(
      ([{ warmUp }]) => {
        if (live) warmed(warmUp());
      },
      () => undefined,
    );
  }, PREFETCH);
  return () => {
    live = false;
    cancelIdle();
  };
}
