/**
 * Runs `work` once the browser is idle (or after a short timeout where `requestIdleCallback` is
 * missing, as in Safari); returns the function that cancels it. Islands use it to fetch the code
 * of dialogs before the first click needs it.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => {
      cancelIdleCallback(handle);
    };
  }
  const timer = setTimeout(work, 200);
  return () => {
    clearTimeout(timer);
  };
}
