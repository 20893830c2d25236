// The one way work is put off until the browser has a moment. Each function returns the function
// that cancels what has not run yet.

/** When idle work runs at the latest, and when it runs where `requestIdleCallback` is missing. */
export interface IdleOptions {
  /** Runs it by then even if the browser never goes idle. Default 1000 ms. */
  timeoutMs?: number;
  /** Where `requestIdleCallback` is missing (Safari), runs it after this. Default 50 ms. */
  fallbackMs?: number;
}

/**
 * For fetching code before the first click needs it (a dialog, the engine): nothing waits on it,
 * so it may wait longer for an idle moment.
 */
export const PREFETCH: IdleOptions = { timeoutMs: 2000, fallbackMs: 200 };

/** Runs `work` once the browser is idle (see IdleOptions). */
export function onIdle(
  work: () => void,
  { timeoutMs = 1000, fallbackMs = 50 }: IdleOptions = {},
): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => {
      cancelIdleCallback(handle);
    };
  }
  const timer = setTimeout(work, fallbackMs);
  return () => {
    clearTimeout(timer);
  };
}

/**
 * Runs `callback` in a task of its own once the next frame has been painted (the frame's
 * requestAnimationFrame, then a timer), so what is on screen now is shown first.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * What counts as the borrower being busy with the page. A touch or a wheel is covered by
 * `pointerdown` and `scroll`; listening for them too only made adding and removing the listeners
 * dearer (the browser re-maps which parts of the page handle touch and wheel input).
 */
const ACTIVITY = ['pointerdown', 'keydown', 'input', 'scroll'] as const;

/**
 * Runs `work` once the page has gone `quietMs` without a key, a tap or a scroll, in an idle
 * moment (or at once where `requestIdleCallback` is missing); any activity before then starts the
 * wait again. For work heavy enough to delay keystrokes typed during it.
 */
export function whenQuiet(work: () => void, quietMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle: (() => void) | undefined;
  const stopListening = () => {
    for (const type of ACTIVITY) window.removeEventListener(type, restart, { capture: true });
  };
  const quiet = () => {
    stopListening();
    // The quiet wait was the delay; without requestIdleCallback the work runs now.
    if (typeof requestIdleCallback === 'function')
      cancelIdle = onIdle(work, { timeoutMs: quietMs });
    else work();
  };
  function restart() {
    clearTimeout(timer);
    timer = setTimeout(quiet, quietMs);
  }
  for (const type of ACTIVITY) {
    window.addEventListener(type, restart, { capture: true, passive: true });
  }
  restart();
  return () => {
    stopListening();
    clearTimeout(timer);
    cancelIdle?.();
  };
}
