import type { DataSource } from '../data';
import type { LatestCpi } from '../components/RealCost/latestCpi';
import { useFeedValue } from './useFeedValue';

const readCpi = (data: DataSource) => data.getCpiYearOverYear();

/**
 * The latest GUS CPI y/y, as the banner reads it (the feed is cached for the day and shared, so
 * this asks no second time): undefined while reading, null when it is not known.
 */
export function useLatestCpi(): LatestCpi {
  return useFeedValue(readCpi);
}
