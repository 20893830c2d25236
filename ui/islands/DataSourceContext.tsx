import { createContext, useContext } from 'react';
import { browserDataSource, type DataSource } from '../data';

const DataSourceContext = createContext<DataSource>(browserDataSource);

/**
 * Hands islands an in-memory DataSource in stories and tests; Astro cannot serialise functions
 * as island props, so the page itself always gets the browser's real storage and feeds.
 */
export const DataSourceProvider = DataSourceContext.Provider;

/** The DataSource in effect: the provider's, or the browser's by default. */
export function useDataSource(): DataSource {
  return useContext(DataSourceContext);
}

// Shared by the islands that prefetch code; kept in this module, which every island already
// loads, because a module of its own became a chunk of its own (a request and ~0.15 KB more on
// the home page's 100 KB budget).
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
