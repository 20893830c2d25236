/**
 * Performance marks the islands set at moments nothing on screen shows, for tests and profiles
 * (DevTools → Performance → Timings) to wait on.
 */

/** Set once the home page has rehearsed showing a first run (HomeSimulator's rehearseShowing). */
export const FIRST_RUN_REHEARSED = 'home:first-run-rehearsed';
