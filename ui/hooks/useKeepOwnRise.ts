import { useCallback, useEffect, useRef } from 'react';
import { useDataSource } from './DataSourceContext';

/** How long typing must pause before the value is written: one write per value, not per key. */
export const KEEP_OWN_RISE_DELAY_MS = 500;

/**
 * Keeps the report's `Własny wzrost` (issue 33) with the saved run `id`: the returned function
 * takes the borrower's rise in points (null when the field is cleared) and writes the last value
 * once typing pauses, or at once when the page is hidden or the report goes away. A failed write
 * only costs the kept value: the table on the page still shows the row.
 */
export function useKeepOwnRise(id: string): (points: number | null) => void {
  const data = useDataSource();
  const pending = useRef<{ points: number | null } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    if (next === null) return;
    pending.current = null;
    data.updateStressOwnPercent(id, next.points).catch((error: unknown) => {
      console.warn('[report] Could not keep the own stress row with the run.', error);
    });
  }, [data, id]);

  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return useCallback(
    (points: number | null) => {
      pending.current = { points };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, KEEP_OWN_RISE_DELAY_MS);
    },
    [flush],
  );
}
