/**
 * Runs `work` when the browser is idle (at the latest after `timeoutMs`), or after
 * `fallbackMs` where `requestIdleCallback` is missing (Safari). Returns the cancel function.
 */
export function onIdle(work: () => void, timeoutMs = 1000, fallbackMs = 50): () => void {
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
