/** How long the page waits for the worker before it gives up on it and goes on. */
export const INTL_WARM_UP_WAIT_MS = 3000;

const startWorker = () =>
  new Worker(new URL('./intlWarmUp.worker.ts', import.meta.url), { type: 'module' });

/**
 * Has a worker make the pages' kinds of Intl format once; resolves when it has, or when it
 * could not (no Worker, a refused script, an error, INTL_WARM_UP_WAIT_MS passing), so nothing
 * waits on it for longer.
 *
 * The first `Intl.NumberFormat` a page makes loads ICU's number data: one task of about 12 ms
 * (48 ms at a 4× slower CPU, issue 10), which a keystroke or a tap arriving meanwhile waited
 * for. Chromium keeps that data for the whole renderer process, so once a worker has made its
 * formats on another core, the page's own first format takes under 2 ms at 4×. Elsewhere the
 * worker's work is simply not shared, and the page pays as before.
 */
export function warmIntlInWorker(start: () => Worker = startWorker): Promise<void> {
  return new Promise<void>((resolve) => {
    let worker: Worker;
    try {
      worker = start();
    } catch {
      resolve();
      return;
    }
    // A worker that answered is left to end with the page, idle. Ending a worker the service
    // worker controls made Chromium check /sw.js for an update: a request to the site on every
    // visit, even offline (seen by e2e/offline.spec.ts). One that failed or hangs is ended.
    const answered = () => {
      clearTimeout(timer);
      resolve();
    };
    const failed = () => {
      clearTimeout(timer);
      worker.terminate();
      resolve();
    };
    const timer = setTimeout(failed, INTL_WARM_UP_WAIT_MS);
    worker.addEventListener('message', answered, { once: true });
    worker.addEventListener('error', failed);
  });
}

let warmed: Promise<void> | undefined;

/** `warmIntlInWorker`, once per page, however many islands ask. */
export function warmIntlOffThread(): Promise<void> {
  warmed ??= warmIntlInWorker();
  return warmed;
}
