import { startTransition, useEffect, useState } from 'react';
import { StorageOutdatedError, StorageUnavailableError } from '../data/errors';
import { createSimulation, SHARED_REPORT_ID, type Simulation } from '../domain';
import { lazyModule } from '../runtime/lazy';
import { RENDER_TIMING } from '../runtime/marks';
import { useDataSource } from './DataSourceContext';

// The decoder loads only for a shared link.
const shareLinkCode = lazyModule(() => import('../domain/shareLink'));

/** What the report found for an id: a saved run, a shared one, or why there is none. */
export type ReportLookup =
  | { id: string; status: 'found'; simulation: Simulation }
  | {
      id: string;
      status: 'shared';
      simulation: Simulation;
      fragment: string;
      /** Made under an older engine convention: the figures were recomputed. */
      recomputed: boolean;
      /** The id a saved copy of this run has (`sharedRunId`), so it is saved only once. */
      savedId: string;
    }
  | {
      id: string;
      status: 'missing' | 'damaged' | 'unavailable' | 'outdated' | 'failed' | 'badLink';
    };

/**
 * The run a report shows for `id`: read from storage, or for a shared link (SHARED_REPORT_ID)
 * recomputed from the address's fragment (`hash`, the browser's by default), never looked up.
 * Null while reading, and for an id that is null or undefined, which is not looked up at all
 * (spec point 5). A late answer for an id the page has left behind is dropped. Marks
 * RENDER_TIMING.dataMark when a saved run has been read.
 */
export function useReportLookup(
  id: string | null | undefined,
  hash: string | undefined,
): ReportLookup | null {
  const data = useDataSource();
  const [lookup, setLookup] = useState<ReportLookup | null>(null);

  useEffect(() => {
    if (id === null || id === undefined) return;
    let current = true;
    if (id === SHARED_REPORT_ID) {
      const fragment = (hash ?? window.location.hash).replace(/^#/, '');
      // A failed load of the decoder is not the link's fault.
      shareLinkCode.load().then(
        ({ decodeShareLink, FIGURES_CONVENTION_VERSION, sharedRunId }) =>
          decodeShareLink(fragment).then(
            (shared) => {
              if (!current) return;
              try {
                // A link made before links carried the run's time shows the time it was opened.
                const simulation = createSimulation(shared.settings, {
                  id,
                  timestamp: shared.run?.timestamp ?? Date.now(),
                  name: shared.run?.name,
                });
                const recomputed = shared.convention < FIGURES_CONVENTION_VERSION;
                const savedId = sharedRunId(shared);
                setLookup({ id, status: 'shared', simulation, fragment, recomputed, savedId });
              } catch {
                setLookup({ id, status: 'badLink' });
              }
            },
            () => {
              if (current) setLookup({ id, status: 'badLink' });
            },
          ),
        (error: unknown) => {
          console.error('[SimulationDetail] Could not load the link reader.', error);
          if (current) setLookup({ id, status: 'failed' });
        },
      );
      return () => {
        current = false;
      };
    }
    data.getSimulation(id).then(
      (simulation) => {
        if (!current) return;
        if (simulation === undefined) {
          setLookup({ id, status: 'missing' });
        } else if ('damaged' in simulation) {
          setLookup({ id, status: 'damaged' });
        } else {
          performance.clearMarks(RENDER_TIMING.dataMark);
          performance.mark(RENDER_TIMING.dataMark);
          startTransition(() => {
            setLookup({ id, status: 'found', simulation });
          });
        }
      },
      (error: unknown) => {
        console.error('[SimulationDetail] Could not read the simulation.', error);
        if (!current) return;
        setLookup({
          id,
          status:
            error instanceof StorageUnavailableError
              ? 'unavailable'
              : error instanceof StorageOutdatedError
                ? 'outdated'
                : 'failed',
        });
      },
    );
    return () => {
      current = false;
    };
  }, [data, id, hash]);

  // A lookup for another id is stale: this one is still loading.
  return id !== null && id !== undefined && lookup?.id === id ? lookup : null;
}
