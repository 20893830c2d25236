import { createContext, useContext } from 'react';
import { browserDataSource } from '../data/browser';
import type { DataSource } from '../data/types';

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
