// The service worker that makes the site work offline (scripts/sw-worker.js, built into
// dist/sw.js). It is registered after the page has loaded, so it costs nothing on first paint.

/** Where the built worker is served; its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Called when a newer version of the site is installed and waiting; `apply` switches to it. */
export type UpdateListener = (apply: () => void) => void;

function serviceWorkers(): ServiceWorkerContainer | undefined {
  // Missing in old browsers and insecure contexts (plain http on a LAN address).
  return (globalThis.navigator as Partial<Navigator> | undefined)?.serviceWorker;
}

/**
 * Registers the worker once the page has loaded and tells `onUpdate` when a new deployment is
 * waiting. Nothing reloads by itself: only `apply`, called when the visitor asks, activates the
 * new worker, and the page then reloads once. Returns the function that stops listening.
 */
export function registerServiceWorker(onUpdate: UpdateListener): () => void {
  const container = serviceWorkers();
  if (!container) return () => undefined;
  let stopped = false;
  let reloadRequested = false;

  const offer = (worker: ServiceWorker) => {
    if (stopped) return;
    onUpdate(() => {
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

  const start = async () => {
    try {
      const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
      container.addEventListener('controllerchange', onControllerChange);
      // An update installed on an earlier visit still waits for its turn.
      if (registration.waiting && container.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && container.controller) offer(installing);
        });
      });
      // A tab left open for days still learns of a new deployment when it is shown again.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') {
          registration.update().catch(() => undefined);
        }
      });
    } catch (error) {
      console.warn('[data] The service worker could not be registered; no offline copy.', error);
    }
  };

  if (document.readyState === 'complete') {
    void start();
  } else {
    window.addEventListener('load', () => void start(), { once: true });
  }
  return () => {
    stopped = true;
    container.removeEventListener('controllerchange', onControllerChange);
  };
}
