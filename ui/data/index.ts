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
import { registerServiceWorker } from './offline';
import { isStoragePersisted, persistStorage, watchStorageUsage } from './storage';
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
export { registerServiceWorker, SERVICE_WORKER_URL } from './offline';
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
export { isStoragePersisted, persistStorage, STORAGE_POLL_MS, watchStorageUsage } from './storage';
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
export const browserDataSource: DataSource = Object.freeze({
  addSimulation,
  getSimulation,
  getAllSimulations,
  deleteSimulation,
  clearSimulations,
  importSimulations,
  isStoragePersisted,
  persistStorage,
  onSimulationsChanged,
  newSimulationId,
  // Loaded on demand: the feed parsers are not needed for the page's first interaction, and
  // the wrappers keep the DataSource's contract free of the test-only options.
  getReferenceRate: () => import('./rates').then((rates) => rates.getReferenceRate()),
  getCpiYearOverYear: () => import('./rates').then((rates) => rates.getCpiYearOverYear()),
  watchStorageUsage: (listener: StorageUsageListener) => watchStorageUsage(listener),
  onUpdateAvailable: registerServiceWorker,
});
