import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { isDamaged, StorageOutdatedError, StorageUnavailableError } from '../data';
import { isSimulationId, simulationIdFromPath, type Simulation } from '../domain';
import { REPORT_COPY, STORAGE_COPY } from '../domain/copy';
import { ErrorBoundary } from '../components/ErrorScreen/ErrorBoundary';
import { ErrorScreen } from '../components/ErrorScreen/ErrorScreen';
import { LoadingState } from '../components/LoadingState/LoadingState';
import { NotFound } from '../components/NotFound/NotFound';
import { SimulationReport } from '../components/SimulationReport/SimulationReport';
import { useDataSource } from './DataSourceContext';
import * as styles from './SimulationDetail.css';

/** User Timing names: `npm run bench` reads the measure (scripts/bench-detail.mjs). */
export const RENDER_TIMING = {
  dataMark: 'simulation-detail:data',
  measure: 'simulation-detail:render',
} as const;

function subscribeToHistory(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
  };
}

/** The address's path in the browser; null while rendering on the server or hydrating. */
function useLocationPathname(): string | null {
  return useSyncExternalStore(
    subscribeToHistory,
    () => window.location.pathname,
    // The served HTML and the first client render agree on "loading" whatever the address.
    () => null,
  );
}

type Lookup =
  | { id: string; status: 'found'; simulation: Simulation }
  | { id: string; status: 'missing' | 'damaged' | 'unavailable' | 'outdated' | 'failed' };

export interface SimulationDetailProps {
  /** The path to read the id from; defaults to the browser's address. Stories set it. */
  pathname?: string;
}

/** The report, with the User Timing measure `npm run bench` reads. */
function TimedReport({ simulation }: { simulation: Simulation }) {
  useLayoutEffect(() => {
    // Layout effects run before the browser paints this commit; a task queued from the next
    // animation frame runs just after that paint. So the measure spans data to painted table.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (performance.getEntriesByName(RENDER_TIMING.dataMark, 'mark').length > 0) {
          performance.measure(RENDER_TIMING.measure, RENDER_TIMING.dataMark);
        }
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return <SimulationReport simulation={simulation} />;
}

function Detail({ pathname }: SimulationDetailProps) {
  const data = useDataSource();
  const locationPathname = useLocationPathname();
  const path = pathname ?? locationPathname;
  const parsedId = path === null ? null : simulationIdFromPath(path);
  // An id that no saved run can have (spec point 5: empty or missing) is not looked up.
  const id =
    parsedId === null || parsedId === undefined || isSimulationId(parsedId) ? parsedId : undefined;
  const [lookup, setLookup] = useState<Lookup | null>(null);

  useEffect(() => {
    // An empty or missing id is not found without asking storage (spec point 5).
    if (id === null || id === undefined) return;
    let current = true;
    data.getSimulation(id).then(
      (simulation) => {
        // A late answer for an id the page has left behind is dropped.
        if (!current) return;
        if (simulation === undefined) {
          setLookup({ id, status: 'missing' });
        } else if (isDamaged(simulation)) {
          setLookup({ id, status: 'damaged' });
        } else {
          performance.clearMarks(RENDER_TIMING.dataMark);
          performance.mark(RENDER_TIMING.dataMark);
          setLookup({ id, status: 'found', simulation });
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
  }, [data, id]);

  if (id === undefined) return <NotFound />;
  // A lookup for another id is stale: this one is still loading.
  const current = id !== null && lookup?.id === id ? lookup : null;
  if (current?.status === 'missing') return <NotFound />;
  if (current?.status === 'damaged') {
    return <NotFound heading={REPORT_COPY.damagedHeading} text={REPORT_COPY.damagedText} />;
  }
  if (current?.status === 'unavailable') {
    return <NotFound heading={REPORT_COPY.unavailableHeading} text={REPORT_COPY.unavailableText} />;
  }
  if (current?.status === 'outdated') {
    return <NotFound heading={REPORT_COPY.unavailableHeading} text={STORAGE_COPY.outdated} />;
  }
  if (current?.status === 'failed') return <ErrorScreen headingLevel={1} />;
  const simulation = current?.status === 'found' ? current.simulation : null;

  // Loading and loaded share one frame and one h1, which is in the served HTML: the headline
  // is on screen at once and only its text changes when the simulation has been read.
  return (
    <div className={styles.report}>
      {/* Saved data is untrusted: the label is rendered as text, never as markup. */}
      <h1 className={styles.headline}>
        {simulation === null ? REPORT_COPY.pendingHeadline : REPORT_COPY.headline(simulation.label)}
      </h1>
      {simulation === null ? (
        // A screen high: the long report that replaces it then moves the footer below the
        // fold, not in view (no layout shift).
        <div className={styles.pending}>
          <LoadingState />
        </div>
      ) : (
        <TimedReport simulation={simulation} />
      )}
    </div>
  );
}

/** The report page's island: reads the id from the address and shows the saved simulation. */
export function SimulationDetail({ pathname }: SimulationDetailProps) {
  return (
    <ErrorBoundary headingLevel={1}>
      <Detail {...(pathname === undefined ? {} : { pathname })} />
    </ErrorBoundary>
  );
}

export default SimulationDetail;
