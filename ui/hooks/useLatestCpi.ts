import { useEffect, useState } from 'react';
import type { LatestCpi } from '../components/RealCost/latestCpi';
import { useDataSource } from './DataSourceContext';

/**
 * The latest GUS CPI y/y, as the banner reads it (the feed is cached for the day and shared, so
 * this asks no second time): undefined while reading, null when it is not known.
 */
export function useLatestCpi(): LatestCpi {
  const data = useDataSource();
  const [cpi, setCpi] = useState<LatestCpi>(undefined);
  useEffect(() => {
    let active = true;
    // The feed never rejects by contract; the second callback only guards a broken DataSource.
    data.getCpiYearOverYear().then(
      (value) => {
        if (active) setCpi(value);
      },
      () => {
        if (active) setCpi(null);
      },
    );
    return () => {
      active = false;
    };
  }, [data]);
  return cpi;
}
