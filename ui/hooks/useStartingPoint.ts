import { useEffect, useState } from 'react';
import { startingPointFromHash } from '../domain';
import { lazyModule } from '../runtime/lazy';
import { useDataSource } from './DataSourceContext';
import type { StartingProps } from './readStartingPoint';

// A starting point is rare: what reads one loads only when the address names one.
const reader = lazyModule(() => import('./readStartingPoint'));

/** The form's starting point; a new `key` remounts the form whenever a new one is chosen. */
interface StartingForm {
  key: number;
  props: StartingProps;
}

/** The form's starting point and the note above it; both null when the address names none. */
export interface StartingPoint {
  start: StartingForm | null;
  note: string | null;
}

/**
 * The run named by the address's fragment (`Użyj jako punkt wyjścia` from a report or a row):
 * a saved run by id, or a shared run's settings; read again when the fragment changes. `hash` is
 * the browser's fragment by default.
 */
export function useStartingPoint(hash: string | undefined): StartingPoint {
  const data = useDataSource();
  const [state, setState] = useState<StartingPoint>({ start: null, note: null });
  useEffect(() => {
    let current = true;
    const read = (fragment: string) => {
      const point = startingPointFromHash(fragment);
      if (point === null) return;
      reader
        .load()
        .then(({ readStartingPoint }) => readStartingPoint(point, data))
        .then(
          ({ props, note }) => {
            if (!current) return;
            setState((previous) => ({
              start: props === null ? null : { key: (previous.start?.key ?? 0) + 1, props },
              note,
            }));
          },
          (error: unknown) => {
            // Code that cannot be fetched (offline before it was cached) leaves the form as it is.
            console.warn('[HomeSimulator] Could not load the starting point.', error);
          },
        );
    };
    read(hash ?? window.location.hash);
    const onHashChange = () => {
      read(window.location.hash);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => {
      current = false;
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [data, hash]);
  return state;
}
