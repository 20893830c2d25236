import { useCallback, useEffect, useRef, useState } from 'react';
import type { Settings, Simulation } from '../domain';
import { FORM_COPY } from '../domain/copy/form';
import { STORAGE_COPY } from '../domain/copy/header';
import { lazyModule } from '../runtime/lazy';
import { engine, type Engine } from '../runtime/warmUp';
import { useDataSource } from './DataSourceContext';

/** The form's note when the browser's storage is full. */
export const SAVE_ERROR_QUOTA = FORM_COPY.saveErrorQuota;
/** The form's note when saving failed for any other reason. */
export const SAVE_ERROR_GENERIC = FORM_COPY.saveErrorGeneric;
/** The form's note when the calculator's code could not be fetched. */
export const ENGINE_ERROR = FORM_COPY.engineError;
/** The form's note when a run could not be computed (issue 38). */
export const START_ERROR = FORM_COPY.startError;

/**
 * How long a save may take before the result card shows without waiting for it (and says the run
 * is not saved yet). IndexedDB answers within tens of milliseconds; only a blocked database waits.
 */
const SAVE_GRACE_MS = 400;

/** The run the result card shows, and whether it is saved yet. */
interface Run {
  simulation: Simulation;
  saved: boolean;
}

/** A run started from the form, its save, and what the form and the card show meanwhile. */
export interface SaveRun {
  /** The run on the card: null until the first run, and once its run is deleted. */
  run: Run | null;
  /** True once a save takes longer than SAVE_GRACE_MS, until it ends. */
  busy: boolean;
  /** The note beside the start button about the last run, or null. */
  saveError: string | null;
  /**
   * Runs the engine on `settings` and saves the run, with the borrower's `name` for it if any; a
   * click while a run saves is ignored.
   */
  start: (settings: Settings, name?: string) => void;
}

// The storage errors' classes come with the store, not with the page: a failed save is rare.
const storageErrors = lazyModule(() => import('../data/errors'));

/** The note for a failed save; the generic one if even the errors' code cannot be fetched. */
function saveErrorText(error: unknown): Promise<string> {
  return storageErrors.load().then(
    ({ StorageOutdatedError, StorageQuotaError }) => {
      if (error instanceof StorageQuotaError) return SAVE_ERROR_QUOTA;
      if (error instanceof StorageOutdatedError) return STORAGE_COPY.outdated;
      return SAVE_ERROR_GENERIC;
    },
    () => SAVE_ERROR_GENERIC,
  );
}

/**
 * Runs and saves, as the spec orders it: run, save, then show the card and the new row in one
 * frame (`add` puts the row in the list). The run starts inside the start click once the engine
 * is here, with no await. A save that takes longer than a glance (a database blocked by another
 * tab) shows the card first, not yet saved, and the start button as busy. A run deleted here or
 * in another tab (or all of them cleared) has no report left to open, so its card goes too.
 */
export function useSaveRun(add: (simulation: Simulation) => Promise<void>): SaveRun {
  const data = useDataSource();
  const [run, setRun] = useState<Run | null>(null);
  const [busy, setBusy] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  // Set while a run is being saved (the busy state shows only once a save takes a while).
  const savingRef = useRef(false);

  useEffect(
    () =>
      data.onSimulationsChanged((change) => {
        if (change.type !== 'cleared' && change.type !== 'deleted') return;
        setRun((current) =>
          current !== null && (change.type === 'cleared' || change.id === current.simulation.id)
            ? null
            : current,
        );
      }),
    [data],
  );

  const simulate = useCallback(
    async (settings: Settings, name: string | undefined) => {
      if (savingRef.current) return;
      savingRef.current = true;
      let showUnsaved: ReturnType<typeof setTimeout> | undefined;
      // Every way out resets the one-save-at-a-time flag (issue 38: a throw once left the start
      // button dead until a reload). Until this click has a run, the last run's card is not
      // shown as its answer.
      try {
        let loaded: Engine;
        try {
          loaded = engine.current() ?? (await engine.load());
        } catch (error) {
          // Offline before the code was cached: nothing is run or saved. A failed module fetch
          // stays failed for the page's life in some browsers, so the note asks for a refresh.
          console.warn('Could not load the calculator', error);
          setRun(null);
          setSaveError(ENGINE_ERROR);
          return;
        }
        let simulation: Simulation;
        try {
          simulation = loaded.createSimulation(settings, {
            id: data.newSimulationId(),
            timestamp: Date.now(),
            name,
          });
        } catch (error) {
          // The form's checks hold every field to the engine's rules; should one still be refused,
          // the borrower gets a message and the button, not an uncaught error.
          console.warn('Could not start the simulation', error);
          setRun(null);
          setSaveError(START_ERROR);
          return;
        }
        setSaveError(null);
        showUnsaved = setTimeout(() => {
          setRun({ simulation, saved: false });
          setBusy(true);
        }, SAVE_GRACE_MS);
        try {
          await add(simulation);
          setRun({ simulation, saved: true });
        } catch (error) {
          console.warn('Could not save the simulation', error);
          const text = await saveErrorText(error);
          setRun({ simulation, saved: false });
          setSaveError(text);
        }
      } finally {
        clearTimeout(showUnsaved);
        setBusy(false);
        savingRef.current = false;
      }
    },
    [data, add],
  );

  const start = useCallback(
    (settings: Settings, name?: string) => {
      void simulate(settings, name);
    },
    [simulate],
  );
  return { run, busy, saveError, start };
}
