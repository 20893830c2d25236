import { useCallback, useEffect, useRef, useState } from 'react';
import type { DamagedSimulation } from '../data/guard';
import type { Simulation } from '../domain';
import type {
  DeleteTarget,
  SimulationListStatus,
} from '../components/SimulationTable/SimulationTable';
import { useDataSource } from './DataSourceContext';

/** The saved runs as the comparison table shows them, and the changes the page makes to them. */
export interface SavedRuns {
  /** The valid runs, oldest first. */
  simulations: Simulation[];
  /** The records that failed the read check; they can only be deleted. */
  damaged: DamagedSimulation[];
  status: SimulationListStatus;
  /** Another tab upgraded the database: this page must be reloaded to use it. */
  outdated: boolean;
  /** Saves a new run and adds it to the list; rejects as the data source does. */
  add: (simulation: Simulation) => Promise<void>;
  /** Deletes a run or a damaged record and drops it from the list; rejects as the source does. */
  remove: (target: DeleteTarget) => Promise<void>;
  /** Reads every run again; the list on screen stays if that fails. */
  refresh: () => void;
}

/**
 * The saved runs, read when the page mounts and again whenever this tab or another announces a
 * change. The page's own saves and deletes are not read back: it shows them itself, so reading
 * every run back when they are announced would only hold up the frame that shows them (issue 10:
 * a new run's card waited behind a read and a re-render of the whole list). Until the whole list
 * has been read once, they are read back too, so runs saved earlier come back after a first read
 * that failed.
 */
export function useSavedRuns(): SavedRuns {
  const data = useDataSource();
  const [simulations, setSimulations] = useState<Simulation[]>([]);
  const [damaged, setDamaged] = useState<DamagedSimulation[]>([]);
  const [status, setStatus] = useState<SimulationListStatus>('loading');
  const [outdated, setOutdated] = useState(false);
  // The saves and deletes being made here (`added:id`, `deleted:id`).
  const ownChangesRef = useRef(new Set<string>());
  const listReadRef = useRef(false);

  const refresh = useCallback(() => {
    data.getAllSimulations().then(
      (saved) => {
        listReadRef.current = true;
        setSimulations(saved.simulations);
        setDamaged(saved.damaged);
        setStatus('ready');
      },
      (error: unknown) => {
        // The list already on screen stays; nothing the borrower sees is lost.
        console.warn('Could not read saved simulations', error);
        setStatus((current) => (current === 'ready' ? current : 'unavailable'));
      },
    );
  }, [data]);

  useEffect(() => {
    refresh();
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
      refresh();
    });
  }, [data, refresh]);

  /** Runs `work` with `change` marked as this page's own, so its announcement is not read back. */
  const asOwn = useCallback(async (change: string, work: () => Promise<void>) => {
    ownChangesRef.current.add(change);
    try {
      await work();
    } finally {
      ownChangesRef.current.delete(change);
    }
  }, []);

  const add = useCallback(
    async (simulation: Simulation) => {
      await asOwn(`added:${simulation.id}`, () => data.addSimulation(simulation));
      setSimulations((current) => [...current.filter((s) => s.id !== simulation.id), simulation]);
    },
    [data, asOwn],
  );

  const remove = useCallback(
    async (target: DeleteTarget) => {
      if ('damaged' in target) {
        await data.deleteSimulation(target.key);
        setDamaged((current) => current.filter((row) => row !== target));
        return;
      }
      await asOwn(`deleted:${target.id}`, () => data.deleteSimulation(target.id));
      setSimulations((current) => current.filter((s) => s.id !== target.id));
    },
    [data, asOwn],
  );

  return { simulations, damaged, status, outdated, add, remove, refresh };
}
