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

/**
 * Runs `callback` in a task of its own once the next frame has been painted (the frame's
 * requestAnimationFrame, then a timer), so what is on screen now is shown first. Returns the
 * function that cancels it.
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
