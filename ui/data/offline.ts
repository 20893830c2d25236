// The service worker that makes the site work offline (site/integrations/sw-worker.js, built into
// dist/sw.js). It is registered after the page has loaded and the borrower has paused, so it
// costs nothing on first paint and never competes with typing (see QUIET_MS).
import { whenQuiet } from '../runtime/idle';

/** Where the built worker is served; its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * How long the page must go without a key, a tap or a scroll before the worker is registered.
 * Installing it fetches and stores the whole site on other threads, and on two cores that work
 * delayed keystrokes typed meanwhile (figures: README, "Interaction latency").
 */
export const QUIET_MS = 2000;

/** Called when a newer version of the site is installed and waiting; `apply` switches to it. */
export type UpdateListener = (apply: () => void) => void;

function serviceWorkers(): ServiceWorkerContainer | undefined {
  // Missing in old browsers and insecure contexts (plain http on a LAN address).
  return (globalThis.navigator as Partial<Navigator> | undefined)?.serviceWorker;
}

/**
 * Registers the worker once the page has loaded and the borrower has paused, and tells
 * `onUpdate` when a new deployment is waiting. Nothing reloads by itself: only `apply`, called
 * when the visitor asks, activates the new worker, and the page then reloads once. Returns the
 * function that stops listening.
 */
export function registerServiceWorker(onUpdate: UpdateListener): () => void {
  const container = serviceWorkers();
  if (!container) return () => undefined;
  let stopped = false;
  let reloadRequested = false;

  const offer = (worker: ServiceWorker) => {
    if (stopped) return;
    onUpdate(() => {
      // Another tab may have switched to this version already; this page then only reloads.
      if (worker.state !== 'installed') {
        window.location.reload();
        return;
      }
      reloadRequested = true;
      worker.postMessage('SKIP_WAITING');
    });
  };

  const onControllerChange = () => {
    // The first install also takes control of the page; only an update the visitor asked for
    // reloads it.
    if (!reloadRequested) return;
    reloadRequested = false;
    window.location.reload();
  };

  let registration: ServiceWorkerRegistration | undefined;
  // A tab left open for days still learns of a new deployment when it is shown again.
  const onVisible = () => {
    if (document.visibilityState === 'visible') registration?.update().catch(() => undefined);
  };

  const start = async () => {
    if (stopped) return;
    container.addEventListener('controllerchange', onControllerChange);
    document.addEventListener('visibilitychange', onVisible);
    try {
      const current = await container.register(SERVICE_WORKER_URL, { scope: '/' });
      registration = current;
      // An update installed on an earlier visit still waits for its turn.
      if (current.waiting && container.controller) offer(current.waiting);
      current.addEventListener('updatefound', () => {
        const installing = current.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && container.controller) offer(installing);
        });
      });
    } catch (error) {
      console.warn('[data] The service worker could not be registered; no offline copy.', error);
    }
  };

  let cancelWait: () => void = () => undefined;
  const afterLoad = () => {
    cancelWait = whenQuiet(() => void start(), QUIET_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    stopped = true;
    window.removeEventListener('load', afterLoad);
    cancelWait();
    container.removeEventListener('controllerchange', onControllerChange);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
