import {
  memo,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { StorageOutdatedError, StorageQuotaError, type DamagedSimulation } from '../data';
import {
  DEFAULT_SORT,
  nextSort,
  startingPointFromHash,
  type Settings,
  type Simulation,
  type SortColumnIndex,
} from '../domain';
import { COMPARE_MAX, compareHref } from '../domain/compareRoute';
import { FORM_COPY } from '../domain/copy/form';
import { STORAGE_COPY } from '../domain/copy/header';
import { TABLE_COPY } from '../domain/copy/results';
import { preloadable } from '../components/Deferred/preloadable';
import { ErrorBoundary } from '../components/ErrorScreen/ErrorBoundary';
import {
  SimulationForm,
  type SimulationFormProps,
} from '../components/SimulationForm/SimulationForm';
import {
  SimulationTable,
  type DeleteTarget,
  type SimulationListStatus,
} from '../components/SimulationTable/SimulationTable';
import { useDataSource, whenIdle } from './DataSourceContext';
import * as styles from './HomeSimulator.css';
import { warmIntlOffThread } from './intlWarmUp';
import { FIRST_RUN_REHEARSED } from './marks';

// The confirmation (and Radix with it) is kept off the home page's first load: its code is
// fetched while the browser is idle, or on the first delete click.
const { Component: DeleteDialog, preload: preloadDeleteDialog } = preloadable(() =>
  import('../components/DeleteDialog/DeleteDialog').then((module) => module.DeleteDialog),
);
// The result card shows only after a run: its code is fetched while idle, or as the run saves.
const { Component: ResultCard, preload: preloadResultCard } = preloadable(() =>
  import('../components/ResultCard/ResultCard').then((module) => module.ResultCard),
);

// Opening the delete confirmation (or any other state change of the island) re-renders only what
// it changes: the form, the card and the table skip a render when their props are the same.
const Form = memo(SimulationForm);
const Card = memo(ResultCard);
const Table = memo(SimulationTable);

// The engine is not needed to show the page: it is fetched while the browser is idle (and run
// once for nothing, see warmUp), or by the first click on start.
type Engine = typeof import('../domain/warmUp');
/** The engine once it has been fetched: a run then starts inside the click, with no await. */
let engineHere: Engine | null = null;
const loadEngine = () =>
  import('../domain/warmUp').then((engine) => {
    engineHere = engine;
    return engine;
  });

const noop = (): void => undefined;

/**
 * Shows `simulation` once, for nothing, in a result card and a table row that never reach the
 * borrower: an element off the page's edge, hidden, inert and out of the accessibility tree,
 * laid out once and removed in the same task. V8 compiles a function the first time it runs,
 * React meets each element type's mount path for the first time too, and Blink shapes each word
 * of text the first time it lays it out, all of which the first run's tap paid (figures: README,
 * "Interaction latency"; the layout in the tap's frame went from 16 to 8-12 ms at 4×). The card
 * and the row are rehearsed each in an idle moment of their own (together they were one task of
 * about 25 ms, 100 ms at a 4× slower CPU), as wide as the form (`width`), so their lines break as
 * on the page. Returns the function that cancels what has not run yet.
 */
function rehearseShowing(simulation: Simulation, width: () => number): () => void {
  const { result } = simulation;
  if (result === undefined) return noop;
  const rehearse = (element: ReactNode) => {
    const host = document.createElement('div');
    host.setAttribute('aria-hidden', 'true');
    host.inert = true;
    Object.assign(host.style, {
      position: 'absolute',
      top: '0',
      left: '-20000px',
      width: `${width()}px`,
      visibility: 'hidden',
    });
    document.body.append(host);
    // Its own useId prefix, so its ids never repeat the page's while it is in the document.
    const root = createRoot(host, { identifierPrefix: 'proba-' });
    try {
      flushSync(() => {
        root.render(element);
      });
      host.getBoundingClientRect(); // lays it out
    } finally {
      root.unmount();
      host.remove();
    }
  };
  let cancelNext = noop;
  const cancelFirst = whenIdle(() => {
    rehearse(
      <Card
        id={simulation.id}
        label={simulation.label}
        result={result}
        mortgageType={simulation.settings.mortgageType}
        settings={simulation.settings}
      />,
    );
    cancelNext = whenIdle(() => {
      rehearse(
        <Table
          simulations={[simulation]}
          status="ready"
          sort={DEFAULT_SORT}
          onSortChange={noop}
          onDelete={noop}
        />,
      );
      performance.mark(FIRST_RUN_REHEARSED);
    });
  });
  return () => {
    cancelFirst();
    cancelNext();
  };
}

/** The form's note when the browser's storage is full. */
export const SAVE_ERROR_QUOTA = FORM_COPY.saveErrorQuota;
/** The form's note when saving failed for any other reason. */
export const SAVE_ERROR_GENERIC = FORM_COPY.saveErrorGeneric;
/**
 * How long a save may take before the result card shows without waiting for it (and says the run
 * is not saved yet). IndexedDB answers within tens of milliseconds; only a blocked database waits.
 */
const SAVE_GRACE_MS = 400;

/** The form's note when the calculator's code could not be fetched. */
export const ENGINE_ERROR = FORM_COPY.engineError;

/** The table's note when a delete failed. */
const DELETE_ERROR = TABLE_COPY.deleteError;

interface Run {
  simulation: Simulation;
  saved: boolean;
}

function saveErrorText(error: unknown): string {
  if (error instanceof StorageQuotaError) return SAVE_ERROR_QUOTA;
  if (error instanceof StorageOutdatedError) return STORAGE_COPY.outdated;
  return SAVE_ERROR_GENERIC;
}

function deleteLabel(target: DeleteTarget): string {
  return 'damaged' in target ? TABLE_COPY.damagedLabel : target.label;
}

export interface HomeSimulatorProps {
  /** Opens an address; the browser's navigation by default. Stories record it instead. */
  navigate?: (href: string) => void;
  /** The address's fragment, e.g. `#na-podstawie=…`; the browser's by default. Stories set it. */
  hash?: string;
}

/** The form's starting point, remounting the form whenever a new one is chosen. */
interface StartingForm {
  key: number;
  props: Pick<SimulationFormProps, 'initialValues' | 'initialScenario' | 'initiallyOpen'>;
}

/**
 * The run named by the address's fragment (`Użyj jako punkt wyjścia` from a report or a row):
 * a saved run by id, or a shared run's settings; null when the fragment names none.
 */
function useStartingPoint(hash: string | undefined): {
  start: StartingForm | null;
  note: string | null;
} {
  const data = useDataSource();
  const [state, setState] = useState<{ start: StartingForm | null; note: string | null }>({
    start: null,
    note: null,
  });
  useEffect(() => {
    let current = true;
    const read = (fragment: string) => {
      const point = startingPointFromHash(fragment);
      if (point === null) return;
      // Code that cannot be fetched (offline before it was cached) leaves the form as it is.
      const notLoaded = (error: unknown) => {
        console.warn('[HomeSimulator] Could not load the starting point.', error);
      };
      const found = (settings: Settings) => {
        // The form's starting values need the scenario code, loaded only for a starting point,
        // and so are the notes.
        Promise.all([
          import('../components/SimulationForm/startingValues'),
          import('../domain/copy/startingPoint'),
        ]).then(([{ startingValues }, { STARTING_POINT_COPY }]) => {
          if (!current) return;
          setState((previous) => ({
            start: { key: (previous.start?.key ?? 0) + 1, props: startingValues(settings) },
            note: STARTING_POINT_COPY.note,
          }));
        }, notLoaded);
      };
      const missing = () => {
        import('../domain/copy/startingPoint').then(({ STARTING_POINT_COPY }) => {
          if (current) setState({ start: null, note: STARTING_POINT_COPY.missing });
        }, notLoaded);
      };
      if (point.kind === 'saved') {
        data.getSimulation(point.id).then((saved) => {
          if (saved === undefined || 'damaged' in saved) missing();
          else found(saved.settings);
        }, missing);
      } else {
        void import('../domain/shareLink')
          .then(({ decodeShareLink }) => decodeShareLink(point.fragment))
          .then(({ settings }) => {
            found(settings);
          }, missing);
      }
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

function openAddress(href: string): void {
  window.location.assign(href);
}

function Simulator({ navigate = openAddress, hash }: HomeSimulatorProps) {
  const data = useDataSource();
  const { start, note: startNote } = useStartingPoint(hash);
  const formRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A row's `Użyj jako punkt wyjścia` leaves the borrower at the table: bring the form up.
    if (start !== null) formRef.current?.scrollIntoView({ block: 'start' });
  }, [start]);
  const [simulations, setSimulations] = useState<Simulation[]>([]);
  const [damaged, setDamaged] = useState<DamagedSimulation[]>([]);
  const [outdated, setOutdated] = useState(false);
  const [listStatus, setListStatus] = useState<SimulationListStatus>('loading');
  const [run, setRun] = useState<Run | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [tableError, setTableError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [pendingDelete, setPendingDelete] = useState<DeleteTarget | null>(null);
  // The confirmation is drawn, hidden, once its code is here (see ModalDialog), so a delete
  // click only reveals it.
  const [deleteDialogReady, setDeleteDialogReady] = useState(false);
  // The runs ticked to compare, in the order ticked: the first is the comparison's base.
  const [ticked, setTicked] = useState<string[]>([]);
  const resultRef = useRef<HTMLDivElement>(null);
  // Set while a run is being saved (the busy state shows only once a save takes a while).
  const savingRef = useRef(false);
  const tableRef = useRef<HTMLDivElement>(null);
  // The saves and deletes this island is making (`added:id`, `deleted:id`): it shows them itself,
  // so reading every run back when they are announced would only hold up the frame that shows
  // them (issue 10: a new run's card waited behind a read and a re-render of the whole list).
  const ownChangesRef = useRef(new Set<string>());
  // Whether the whole list has been read: until then the island's own changes are read back too,
  // so runs saved earlier come back after a first read that failed.
  const listReadRef = useRef(false);
  // The delete button that opened the dialog; focus returns there when nothing was deleted.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  // A run deleted here or in another tab simply drops out of the selection.
  const compareIds = useMemo(
    () => ticked.filter((id) => simulations.some((simulation) => simulation.id === id)),
    [ticked, simulations],
  );
  // Read by the stable callbacks below, so sorting or ticking never re-renders every row.
  const simulationsRef = useRef(simulations);
  useEffect(() => {
    simulationsRef.current = simulations;
  }, [simulations]);
  const toggleCompare = useCallback((id: string) => {
    setTicked((current) => {
      const kept = current.filter((tickedId) =>
        simulationsRef.current.some((s) => s.id === tickedId),
      );
      if (kept.includes(id)) return kept.filter((tickedId) => tickedId !== id);
      return kept.length >= COMPARE_MAX ? kept : [...kept, id];
    });
  }, []);
  const changeSort = useCallback((column: SortColumnIndex) => {
    setSort((current) => nextSort(current, column));
  }, []);
  const askToDelete = useCallback((target: DeleteTarget) => {
    returnFocusRef.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPendingDelete(target);
    // Its code is here once it shows: kept drawn from then on, even if the idle fetch failed.
    setDeleteDialogReady(true);
  }, []);
  const compare = useMemo(
    () => ({
      selected: compareIds,
      onToggle: toggleCompare,
      onCompare: () => {
        navigate(compareHref(compareIds));
      },
    }),
    [compareIds, toggleCompare, navigate],
  );
  useEffect(() => {
    // The result card's and the delete confirmation's code are fetched while the browser is
    // idle, so the first run and the first delete click show them at once; the engine and the
    // form's checks run once for nothing, so they are compiled before the first keystroke too,
    // and a run is shown once off the page (rehearseShowing).
    // Nothing starts once the island has gone (a story switched, a test ended).
    let live = true;
    let cancelRehearsal: () => void = noop;
    // The warm-up's labels are the page's first number formats: their ICU data loads off the
    // page first (intlWarmUp), so the warm-up is not one task long enough to hold up a keystroke.
    const intlWarm = warmIntlOffThread();
    const cancelPreloads = whenIdle(() => {
      void preloadResultCard();
      void preloadDeleteDialog().then((loaded) => {
        if (live && loaded) setDeleteDialogReady(true);
      });
      // A failed fetch is left to the start click, which says so. The warm-up is a short task
      // (about 10 ms at a 4× slower CPU) as soon as the engine is here; waiting for another idle
      // moment left the engine cold for a first run started soon after the page showed.
      Promise.all([loadEngine(), intlWarm]).then(
        ([{ warmUp }]) => {
          if (!live) return;
          const sample = warmUp();
          // The rehearsal gets idle moments of its own (rehearseShowing), once the card's code is
          // here (not at all if it could not be fetched: the card would only suspend and fetch it
          // again).
          void preloadResultCard().then((loaded) => {
            if (!live || !loaded) return;
            cancelRehearsal = rehearseShowing(sample, () => formRef.current?.offsetWidth ?? 360);
          });
        },
        () => undefined,
      );
    });
    return () => {
      live = false;
      cancelPreloads();
      cancelRehearsal();
    };
  }, []);

  const refresh = useCallback(() => {
    data.getAllSimulations().then(
      (saved) => {
        listReadRef.current = true;
        setSimulations(saved.simulations);
        setDamaged(saved.damaged);
        setListStatus('ready');
      },
      (error: unknown) => {
        // The list already on screen stays; nothing the borrower sees is lost.
        console.warn('Could not read saved simulations', error);
        setListStatus((current) => (current === 'ready' ? current : 'unavailable'));
      },
    );
  }, [data]);

  useEffect(() => {
    refresh();
    // Other tabs (and this one) announce saves and deletes; the table and the card follow them.
    return data.onSimulationsChanged((change) => {
      if (
        (change.type === 'added' || change.type === 'deleted') &&
        ownChangesRef.current.has(`${change.type}:${change.id}`) &&
        listReadRef.current
      ) {
        return;
      }
      if (change.type === 'outdated') {
        setOutdated(true);
        return;
      }
      if (change.type === 'cleared' || change.type === 'deleted') {
        // A run deleted elsewhere has no report left to open, so its card goes too.
        setRun((current) =>
          current !== null && (change.type === 'cleared' || change.id === current.simulation.id)
            ? null
            : current,
        );
      }
      refresh();
    });
  }, [data, refresh]);

  // Focus moves to a run's card once, when it first shows, not again when the run is saved.
  const shownRunId = run?.simulation.id;
  useEffect(() => {
    if (shownRunId !== undefined) resultRef.current?.focus();
  }, [shownRunId]);

  const simulate = useCallback(
    async (settings: Settings) => {
      // One save at a time: a second click while the first run saves is ignored.
      if (savingRef.current) return;
      savingRef.current = true;
      // The card's code, if a click came before the browser was idle, loads while the run saves.
      void preloadResultCard();
      // Even for a module long here, import() answers in a later task, which a busy page delays:
      // the run and its save start at once when the engine is here.
      let engine: Engine;
      try {
        engine = engineHere ?? (await loadEngine());
      } catch (error) {
        // Offline before the code was cached: nothing is run or saved. A failed module fetch stays
        // failed for the page's life, so the note asks for a refresh.
        console.warn('Could not load the calculator', error);
        setSaveError(ENGINE_ERROR);
        savingRef.current = false;
        return;
      }
      const simulation = engine.createSimulation(settings, {
        id: data.newSimulationId(),
        timestamp: Date.now(),
      });
      setSaveError(null);
      // As the spec orders it: run, save, then show the card and the new row, in one frame. A save
      // that takes longer than a glance (a database blocked by another tab) shows the card first,
      // not yet saved, and the start button as busy.
      const showUnsaved = setTimeout(() => {
        setRun({ simulation, saved: false });
        setBusy(true);
      }, SAVE_GRACE_MS);
      const change = `added:${simulation.id}`;
      ownChangesRef.current.add(change);
      try {
        await data.addSimulation(simulation);
        setRun({ simulation, saved: true });
        setSimulations((current) => [...current.filter((s) => s.id !== simulation.id), simulation]);
      } catch (error) {
        console.warn('Could not save the simulation', error);
        setRun({ simulation, saved: false });
        setSaveError(saveErrorText(error));
      } finally {
        ownChangesRef.current.delete(change);
        clearTimeout(showUnsaved);
        setBusy(false);
        savingRef.current = false;
      }
    },
    [data],
  );
  const submit = useCallback(
    (settings: Settings) => {
      void simulate(settings);
    },
    [simulate],
  );

  async function confirmDelete() {
    const target = pendingDelete;
    setPendingDelete(null);
    if (target === null) return;
    // The row and its button are about to go; focus moves to the table, not the page's top.
    returnFocusRef.current = tableRef.current;
    try {
      if ('damaged' in target) {
        await data.deleteSimulation(target.key);
        setDamaged((current) => current.filter((row) => row !== target));
      } else {
        const change = `deleted:${target.id}`;
        ownChangesRef.current.add(change);
        try {
          await data.deleteSimulation(target.id);
        } finally {
          ownChangesRef.current.delete(change);
        }
        setSimulations((current) => current.filter((s) => s.id !== target.id));
        setRun((current) => (current?.simulation.id === target.id ? null : current));
      }
      setTableError(null);
    } catch (error) {
      console.warn('Could not delete the simulation', error);
      setTableError(DELETE_ERROR);
      // Whatever happened meanwhile (the run deleted in another tab), the table shows what is kept.
      refresh();
    }
  }

  return (
    <div className={styles.layout}>
      {outdated && (
        <p role="alert" className={styles.notice}>
          {STORAGE_COPY.outdated}
        </p>
      )}
      {startNote !== null && (
        <p role="status" className={styles.startNote}>
          {startNote}
        </p>
      )}
      <div ref={formRef} className={styles.focusTarget}>
        <Form
          key={start?.key ?? 0}
          busy={busy}
          saveError={saveError}
          onSubmit={submit}
          {...(start === null ? {} : start.props)}
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
          {tableError}
        </p>
        <Table
          simulations={simulations}
          damaged={damaged}
          status={listStatus}
          sort={sort}
          onSortChange={changeSort}
          onDelete={askToDelete}
          compare={compare}
        />
      </div>
      {(deleteDialogReady || pendingDelete !== null) && (
        <Suspense fallback={null}>
          <DeleteDialog
            label={pendingDelete === null ? null : deleteLabel(pendingDelete)}
            onConfirm={() => {
              void confirmDelete();
            }}
            onCancel={() => {
              setPendingDelete(null);
            }}
            returnFocusTo={returnFocusRef}
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
