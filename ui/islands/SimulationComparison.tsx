import { useEffect, useState } from 'react';
import { StorageOutdatedError, StorageUnavailableError } from '../data/errors';
import type { DamagedSimulation } from '../data/guard';
import type { Simulation } from '../domain';
import {
  availableRuns,
  COMPARE_MIN,
  compareIdsFromHash,
  type ComparedRun,
} from '../domain/comparison';
import { COMPARE_COPY } from '../domain/copy/compare';
import { REPORT_COPY } from '../domain/copy/report';
import { STORAGE_COPY } from '../domain/copy/header';
import { ComparisonReport } from '../components/ComparisonReport/ComparisonReport';
import { ErrorBoundary } from '../components/ErrorScreen/ErrorBoundary';
import { ErrorScreen } from '../components/ErrorScreen/ErrorScreen';
import { LoadingState } from '../components/LoadingState/LoadingState';
import { NotFound } from '../components/NotFound/NotFound';
import { useDataSource } from '../hooks/DataSourceContext';
import { useLocationHash } from '../hooks/useAddress';
import * as styles from './SimulationComparison.css';

type Lookup =
  | { key: string; status: 'loaded'; runs: ComparedRun[] }
  | { key: string; status: 'unavailable' | 'outdated' | 'failed' };

export interface SimulationComparisonProps {
  /** The fragment to read the ids from (`#a,b`); defaults to the browser's address. Stories set it. */
  hash?: string;
}

/** What storage says about each id, in the address's order. */
function compared(
  ids: readonly string[],
  found: readonly (Simulation | DamagedSimulation | undefined)[],
): ComparedRun[] {
  return ids.map((id, index) => {
    const position = index + 1;
    const record = found[index];
    if (record === undefined) return { position, id, status: 'deleted' };
    if ('damaged' in record) return { position, id, status: 'damaged' };
    return { position, id, status: 'available', simulation: record };
  });
}

/** `runs` after `change`: a run deleted here or in another tab is named so at once. */
function withoutDeleted(runs: readonly ComparedRun[], deletedId: string | null): ComparedRun[] {
  return runs.map((run) =>
    run.status === 'available' && (deletedId === null || run.id === deletedId)
      ? { position: run.position, id: run.id, status: 'deleted' }
      : run,
  );
}

function Comparison({ hash }: SimulationComparisonProps) {
  const data = useDataSource();
  const locationHash = useLocationHash();
  const fragment = hash ?? locationHash;
  // A string key keeps the effect below from restarting on every render of the same address.
  const key = fragment === null ? null : compareIdsFromHash(fragment).join(',');
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const [outdated, setOutdated] = useState(false);

  useEffect(() => {
    if (key === null || key === '') return;
    const ids = key.split(',');
    let current = true;
    const read = () => {
      Promise.all(ids.map((id) => data.getSimulation(id))).then(
        (found) => {
          // A late answer for an address the page has left behind is dropped.
          if (current) setLookup({ key, status: 'loaded', runs: compared(ids, found) });
        },
        (error: unknown) => {
          console.error('[SimulationComparison] Could not read the simulations.', error);
          if (!current) return;
          const status =
            error instanceof StorageUnavailableError
              ? 'unavailable'
              : error instanceof StorageOutdatedError
                ? 'outdated'
                : 'failed';
          // A failed re-read keeps the comparison already on screen.
          setLookup((previous) =>
            previous?.key === key && previous.status === 'loaded' ? previous : { key, status },
          );
        },
      );
    };
    read();
    const stop = data.onSimulationsChanged((change) => {
      if (change.type === 'outdated') {
        setOutdated(true);
      } else if (change.type === 'deleted' || change.type === 'cleared') {
        // No need to ask storage: the deleted run is named as such as soon as the news arrives.
        const deletedId = change.type === 'deleted' ? change.id : null;
        setLookup((previous) =>
          previous?.key === key && previous.status === 'loaded'
            ? { ...previous, runs: withoutDeleted(previous.runs, deletedId) }
            : previous,
        );
      } else {
        // A run saved or imported elsewhere may be one the address names.
        read();
      }
    });
    return () => {
      current = false;
      stop();
    };
  }, [data, key]);

  const noneChosen = (
    <NotFound heading={COMPARE_COPY.noneChosenHeading} text={COMPARE_COPY.noneChosenText} />
  );
  if (key === '') return noneChosen;
  const current = key !== null && lookup?.key === key ? lookup : null;
  if (current?.status === 'unavailable') {
    return (
      <NotFound heading={REPORT_COPY.unavailableHeading} text={COMPARE_COPY.unavailableText} />
    );
  }
  if (current?.status === 'outdated') {
    return <NotFound heading={REPORT_COPY.unavailableHeading} text={STORAGE_COPY.outdated} />;
  }
  if (current?.status === 'failed') return <ErrorScreen headingLevel={1} />;
  const runs = current?.status === 'loaded' ? current.runs : null;
  const available = runs === null ? 0 : availableRuns(runs).length;
  if (runs !== null && available < COMPARE_MIN) {
    return (
      <NotFound heading={COMPARE_COPY.tooFewHeading} text={COMPARE_COPY.tooFewText(available)} />
    );
  }

  // Loading and loaded share one frame and one h1, which is in the served HTML.
  return (
    <div className={styles.page}>
      {runs === null && key === null && (
        // Served (and hydrated) with the loading frame; shown instead of it by CSS when the
        // address names no run (compareEarly.ts), so that message is painted at once.
        <div className={styles.noneChosenEarly}>{noneChosen}</div>
      )}
      <h1 className={`${styles.headline} ${styles.loadingFrame}`}>{COMPARE_COPY.headline}</h1>
      {outdated && (
        <p role="alert" className={styles.notice}>
          {STORAGE_COPY.outdated}
        </p>
      )}
      {runs === null ? (
        <div className={`${styles.pending} ${styles.loadingFrame}`}>
          <LoadingState />
        </div>
      ) : (
        <ComparisonReport runs={runs} />
      )}
    </div>
  );
}

/** The compare page's island: reads the ids from the address's fragment and compares the runs. */
export function SimulationComparison({ hash }: SimulationComparisonProps) {
  return (
    <ErrorBoundary headingLevel={1}>
      <Comparison {...(hash === undefined ? {} : { hash })} />
    </ErrorBoundary>
  );
}
