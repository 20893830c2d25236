// Everything the pages keep or fetch, for tests and stories. Only this folder touches idb, fetch
// or navigator.storage. The islands import `./browser` and `./errors` instead: this barrel brings
// the whole saved-runs store and the in-memory source along.

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
// The feeds (./rates) are not re-exported: they load on demand, see ./browser.
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

export { browserDataSource } from './browser';
