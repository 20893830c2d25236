import { memo, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { Settings } from '../domain';
import { STORAGE_COPY } from '../domain/copy/header';
import { ErrorBoundary } from '../components/ErrorScreen/ErrorBoundary';
import { runNameIn } from '../components/SimulationForm/RunNameField';
import { SimulationForm } from '../components/SimulationForm/SimulationForm';
import { TableFrame, TableStatus } from '../components/SimulationTable/TableFrame';
import { useDeleteFlow } from '../hooks/useDeleteFlow';
import { useFormDraft } from '../hooks/useFormDraft';
import { useSavedRuns } from '../hooks/useSavedRuns';
import { useSaveRun } from '../hooks/useSaveRun';
import { useStartingPoint } from '../hooks/useStartingPoint';
import { lazyComponent } from '../runtime/lazy';
import * as styles from './HomeSimulator.css';
import { useFirstRunRehearsal } from './useFirstRunRehearsal';

export {
  ENGINE_ERROR,
  SAVE_ERROR_GENERIC,
  SAVE_ERROR_QUOTA,
  START_ERROR,
} from '../hooks/useSaveRun';

// The confirmation (and Radix with it) is kept off the home page's first load: its code is
// fetched while the browser is idle, or on the first delete click.
const { Component: DeleteDialog, preload: preloadDeleteDialog } = lazyComponent(() =>
  import('../components/DeleteDialog/DeleteDialog').then((module) => module.DeleteDialog),
);
// The result card shows only after a run: its code is fetched while idle, or as the run saves.
const { Component: ResultCard, preload: preloadResultCard } = lazyComponent(() =>
  import('../components/ResultCard/ResultCard').then((module) => module.ResultCard),
);
// The table lists the runs once they have been read, which needs the store's code anyway
// (ui/data/browser.ts): its code (with its order and the runs ticked to compare) is fetched
// beside it as the island mounts, not with the page, and until both are here the island shows
// the table's loading state, as served.
const {
  Component: HomeTable,
  preload: preloadTable,
  loaded: tableLoaded,
} = lazyComponent(() => import('./HomeTable').then((module) => module.HomeTable));

// Opening the delete confirmation (or any other state change of the island) re-renders only what
// it changes: the form, the card and the table skip a render when their props are the same.
const Form = memo(SimulationForm);
const Card = memo(ResultCard);
const Table = memo(HomeTable);

// What a first run shows, rehearsed while idle (useFirstRunRehearsal).
const FIRST_RUN = { Card, Table };
const preloadFirstRun = () =>
  Promise.all([preloadResultCard(), preloadTable()]).then((here) => here.every(Boolean));

export interface HomeSimulatorProps {
  /** Opens an address; the browser's navigation by default. Stories record it instead. */
  navigate?: (href: string) => void;
  /** The address's fragment, e.g. `#na-podstawie=…`; the browser's by default. Stories set it. */
  hash?: string;
}

function openAddress(href: string): void {
  window.location.assign(href);
}

function Simulator({ navigate = openAddress, hash }: HomeSimulatorProps) {
  const { start, note: startNote } = useStartingPoint(hash);
  // The form as it was before a reload or Back; a starting point wins over it.
  const draft = useFormDraft(hash);
  const note = startNote ?? draft.note;
  const formStart = start?.props ?? draft.restored;
  const formRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A row's `Użyj jako punkt wyjścia` leaves the borrower at the table: bring the form up.
    if (start !== null) formRef.current?.scrollIntoView({ block: 'start' });
  }, [start]);
  const saved = useSavedRuns();
  const save = useSaveRun(saved.add);
  const deletion = useDeleteFlow({
    remove: saved.remove,
    refresh: saved.refresh,
    focusAfterDelete: tableRef,
    preloadDialog: preloadDeleteDialog,
  });
  const [table, setTable] = useState<'loading' | 'here' | 'failed'>(() =>
    tableLoaded() ? 'here' : 'loading',
  );
  useEffect(() => {
    let live = true;
    void preloadTable().then((here) => {
      if (live) setTable(here ? 'here' : 'failed');
    });
    return () => {
      live = false;
    };
  }, []);
  const { start: startRun } = save;
  const submit = useCallback(
    (settings: Settings) => {
      // The card's code, if a click came before the browser was idle, loads while the run saves.
      void preloadResultCard();
      startRun(settings, runNameIn(formRef.current));
    },
    [startRun],
  );

  useFirstRunRehearsal(formRef, FIRST_RUN, preloadFirstRun);

  // Focus moves to a run's card once, when it first shows, not again when the run is saved.
  const { run } = save;
  const shownRunId = run?.simulation.id;
  useEffect(() => {
    if (shownRunId !== undefined) resultRef.current?.focus();
  }, [shownRunId]);

  return (
    <div className={styles.layout}>
      {saved.outdated && (
        <p role="alert" className={styles.notice}>
          {STORAGE_COPY.outdated}
        </p>
      )}
      {note !== null && (
        <p role="status" className={styles.startNote}>
          {note}
        </p>
      )}
      <div ref={formRef} className={styles.focusTarget}>
        <Form
          key={start?.key ?? (draft.restored === null ? 0 : 'kopia')}
          busy={save.busy}
          saveError={save.saveError}
          onSubmit={submit}
          onDraftChange={draft.keep}
          onClear={draft.clear}
          {...formStart}
        />
      </div>
      {run?.simulation.result !== undefined && (
        <div ref={resultRef} tabIndex={-1} className={styles.focusTarget}>
          {/* Its own boundary: if the card's code cannot load, the form and the table stay. */}
          <ErrorBoundary key={run.simulation.id}>
            <Suspense fallback={null}>
              <Card
                id={run.simulation.id}
                label={run.simulation.label}
                result={run.simulation.result}
                mortgageType={run.simulation.settings.mortgageType}
                saved={run.saved}
                settings={run.simulation.settings}
              />
            </Suspense>
          </ErrorBoundary>
        </div>
      )}
      <div ref={tableRef} tabIndex={-1} className={styles.focusTarget}>
        <p role="status" aria-live="polite" className={styles.tableError}>
          {deletion.error}
        </p>
        <p role="status" aria-live="polite" className="visually-hidden">
          {deletion.announcement}
        </p>
        {table === 'here' ? (
          <Table
            simulations={saved.simulations}
            damaged={saved.damaged}
            status={saved.status}
            onDelete={deletion.ask}
            navigate={navigate}
          />
        ) : (
          <TableFrame>
            <TableStatus
              status={
                table === 'failed' || saved.status === 'unavailable' ? 'unavailable' : 'loading'
              }
            />
          </TableFrame>
        )}
      </div>
      {deletion.drawn && (
        <Suspense fallback={null}>
          <DeleteDialog
            label={deletion.label}
            onConfirm={deletion.confirm}
            onCancel={deletion.cancel}
            returnFocusTo={deletion.returnFocusRef}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The home page's island: the form, the result card and the comparison table, sharing state. */
export function HomeSimulator({ navigate, hash }: HomeSimulatorProps) {
  return (
    <ErrorBoundary>
      <Simulator
        {...(navigate === undefined ? {} : { navigate })}
        {...(hash === undefined ? {} : { hash })}
      />
    </ErrorBoundary>
  );
}
