import { useEffect, useState } from 'react';
import type { DataSource } from '../data';
import { useDataSource } from './DataSourceContext';

/**
 * A banner feed's value (the NBP reference rate, the GUS CPI), read once through the DataSource
 * (cached for the day and shared, so a second reader asks no second time): undefined while
 * reading, null when it is not known.
 */
export function useFeedValue<T>(
  read: (data: DataSource) => Promise<T | null>,
): T | null | undefined {
  const data = useDataSource();
  const [value, setValue] = useState<T | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    // The feeds never reject by contract; the second callback only guards a broken DataSource.
    read(data).then(
      (read) => {
        if (active) setValue(read);
      },
      () => {
        if (active) setValue(null);
      },
    );
    return () => {
      active = false;
    };
    // `read` is a module-level function at every call site; the DataSource alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
  return value;
}
