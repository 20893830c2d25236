/**
 * Performance marks the islands set at moments nothing on screen shows, for tests, benches and
 * profiles (DevTools → Performance → Timings) to wait on.
 */

/** Set once the home page has rehearsed showing a first run (rehearseShowing). */
export const FIRST_RUN_REHEARSED = 'home:first-run-rehearsed';

/** User Timing names: `npm run bench` reads the measure (bench/detail.spec.ts). */
export const RENDER_TIMING = {
  dataMark: 'simulation-detail:data',
  measure: 'simulation-detail:render',
} as const;

/**
 * Measures from RENDER_TIMING.dataMark (the report's run read) to the painted schedule, and
 * returns the function that stops looking. The schedule is drawn in its own turn after the
 * summaries (Deferred). Each animation frame looks for its first rows; a task queued from the
 * frame in which they are in the document runs just after that frame is painted.
 */
export function measureReportRender(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;
  const look = () => {
    if (document.querySelector('table[data-view] tbody tr') === null) {
      frame = requestAnimationFrame(look);
      return;
    }
    timer = setTimeout(() => {
      if (performance.getEntriesByName(RENDER_TIMING.dataMark, 'mark').length > 0) {
        performance.measure(RENDER_TIMING.measure, RENDER_TIMING.dataMark);
      }
    }, 0);
  };
  frame = requestAnimationFrame(look);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
