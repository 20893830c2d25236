import { createContext } from 'react';
import type { CpiReading } from '../RatesBar/RatesBar';

/**
 * The latest GUS CPI y/y as the page's island reads it for `Koszt realny`: undefined while it is
 * being read, null when it is not known (not published yet this year, or the feed failed).
 */
export type LatestCpi = CpiReading | null | undefined;

/**
 * Hands the report's `Koszt realny` section the CPI the banner shows; the report page's island
 * provides it, and without a provider the section falls back to the NBP inflation target.
 */
export const LatestCpiContext = createContext<LatestCpi>(null);
