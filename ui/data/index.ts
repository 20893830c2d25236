// Everything the pages keep or fetch. Only this folder touches idb, fetch or navigator.storage.
import { newSimulationId } from './ids';
import {
  addSimulation,
  clearSimulations,
  deleteSimulation,
  getAllSimulations,
  getSimulation,
  importSimulations,
  onSimulationsChanged,
} from './simulations';
import type { DataSource, StorageUsageListener } from './types';

export {
  StorageBlockedError,
  StorageError,
  StorageOutdatedError,
  StorageQuotaError,
  StorageTimeoutError,
  StorageUnavailableError,
} from './errors';
export { isDamaged } from './guard';
export type { DamagedSimulation } from './guard';
export { newSimulationId } from './ids';
export { createMemoryDataSource, MEMORY_DEFAULTS } from './memory';
export type { MemoryDataSourceOptions } from './memory';
// The feeds (./rates) are not re-exported: they load on demand, see browserDataSource below.
export {
  addSimulation,
  clearSimulations,
  deleteSimulation,
  getAllSimulations,
  getSimulation,
  importSimulations,
  onSimulationsChanged,
  SIMULATIONS_CHANNEL,
} from './simulations';
export type {
  CpiYearOverYear,
  DataSource,
  ImportOutcome,
  ReferenceRate,
  SavedSimulations,
  SimulationsChange,
  SimulationsChangeListener,
  StorageUsage,
  StorageUsageListener,
} from './types';

/** The real DataSource: IndexedDB, the two feeds through the CORS proxy, and navigator.storage. */
/**
 * Subscribes through a module loaded on first use: `subscribe` runs once `load` resolves, unless
 * the caller has unsubscribed by then.
 */
function lazySubscription<Listener>(
  load: () => Promise<(listener: Listener) => () => void>,
): (listener: Listener) => () => void {
  return (listener) => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void load().then((subscribe) => {
      if (!stopped) stop = subscribe(listener);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  };
}

export const browserDataSource: DataSource = Object.freeze({
  addSimulation,
  getSimulation,
  getAllSimulations,
  deleteSimulation,
  clearSimulations,
  importSimulations,
  isStoragePersisted: () => import('./storage').then((storage) => storage.isStoragePersisted()),
  persistStorage: () => import('./storage').then((storage) => storage.persistStorage()),
  onSimulationsChanged,
  newSimulationId,
  // Loaded on demand: the feed parsers are not needed for the page's first interaction, and
  // the wrappers keep the DataSource's contract free of the test-only options.
  getReferenceRate: () => import('./rates').then((rates) => rates.getReferenceRate()),
  getCpiYearOverYear: () => import('./rates').then((rates) => rates.getCpiYearOverYear()),
  // The storage estimate and the service worker load after the page, off its first load.
  watchStorageUsage: lazySubscription<StorageUsageListener>(() =>
    import('./storage').then((storage) => (listener) => storage.watchStorageUsage(listener)),
  ),
  onUpdateAvailable: lazySubscription<(apply: () => void) => void>(() =>
    import('./offline').then((offline) => offline.registerServiceWorker),
  ),
});
