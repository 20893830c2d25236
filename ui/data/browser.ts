// The real DataSource, as small as the pages' first load can carry: every module behind it
// (IndexedDB and its read check, the feeds, the storage estimate, the service worker) is fetched
// on its first call. The islands call the saved-runs store as they mount, after the first paint,
// so it is here before a run can be started; from then on each call goes straight to it, in the
// same task (a save starts inside the start click).
import { lazyModule, type LazyModule } from '../runtime/lazy';
import { readFormDraft, writeFormDraft } from './formDraft';
import { newSimulationId } from './ids';
import type { DataSource, SimulationsChangeListener, StorageUsageListener } from './types';

const store = lazyModule(() => import('./simulations'));
const feeds = lazyModule(() => import('./rates'));
const storage = lazyModule(() => import('./storage'));
const offline = lazyModule(() => import('./offline'));

/** Calls `call` with the module: at once when it is here, once it has loaded otherwise. */
function using<T, R>(module: LazyModule<T>, call: (loaded: T) => Promise<R>): Promise<R> {
  const here = module.current();
  return here === undefined ? module.load().then(call) : call(here);
}

/**
 * Subscribes through a module loaded on first use: at once when it is here, otherwise once it
 * has loaded, unless the caller has unsubscribed by then. A module that cannot be fetched
 * leaves the listener unheard; the calls beside it report the failure.
 */
function lazySubscription<T, Listener>(
  module: LazyModule<T>,
  subscribe: (loaded: T, listener: Listener) => () => void,
): (listener: Listener) => () => void {
  return (listener) => {
    const here = module.current();
    if (here !== undefined) return subscribe(here, listener);
    let stop: (() => void) | undefined;
    let stopped = false;
    module.load().then(
      (loaded) => {
        if (!stopped) stop = subscribe(loaded, listener);
      },
      () => undefined,
    );
    return () => {
      stopped = true;
      stop?.();
    };
  };
}

/** The real DataSource: IndexedDB, the two feeds through the CORS proxy, and navigator.storage. */
export const browserDataSource: DataSource = Object.freeze<DataSource>({
  addSimulation: (simulation) => using(store, (s) => s.addSimulation(simulation)),
  getSimulation: (id) => using(store, (s) => s.getSimulation(id)),
  getAllSimulations: () => using(store, (s) => s.getAllSimulations()),
  getBackupRecords: () => using(store, (s) => s.getBackupRecords()),
  updateStressOwnPercent: (id, points) => using(store, (s) => s.updateStressOwnPercent(id, points)),
  deleteSimulation: (key) => using(store, (s) => s.deleteSimulation(key)),
  clearSimulations: () => using(store, (s) => s.clearSimulations()),
  importSimulations: (simulations) => using(store, (s) => s.importSimulations(simulations)),
  onSimulationsChanged: lazySubscription(store, (s, listener: SimulationsChangeListener) =>
    s.onSimulationsChanged(listener),
  ),
  newSimulationId,
  isStoragePersisted: () => using(storage, (s) => s.isStoragePersisted()),
  persistStorage: () => using(storage, (s) => s.persistStorage()),
  // The wrappers keep the DataSource's contract free of the feeds' test-only options.
  getReferenceRate: () => using(feeds, (rates) => rates.getReferenceRate()),
  getCpiYearOverYear: () => using(feeds, (rates) => rates.getCpiYearOverYear()),
  watchStorageUsage: lazySubscription(storage, (s, listener: StorageUsageListener) =>
    s.watchStorageUsage(listener),
  ),
  onUpdateAvailable: lazySubscription(offline, (o, listener: (apply: () => void) => void) =>
    o.registerServiceWorker(listener),
  ),
  // A few lines, read at once as the form mounts: a reload shows the form without waiting.
  readFormDraft,
  writeFormDraft,
});
