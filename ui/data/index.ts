// Everything the pages keep or fetch. Only this folder touches idb, fetch or navigator.storage.
import { getCpiYearOverYear, getReferenceRate } from './rates';
import { newSimulationId } from './ids';
import {
  addSimulation,
  clearSimulations,
  deleteSimulation,
  getAllSimulations,
  getSimulation,
  onSimulationsChanged,
} from './simulations';
import { watchStorageUsage } from './storage';
import type { DataSource, StorageUsageListener } from './types';

export {
  StorageBlockedError,
  StorageError,
  StorageQuotaError,
  StorageTimeoutError,
  StorageUnavailableError,
} from './errors';
export { newSimulationId } from './ids';
export { createMemoryDataSource, MEMORY_DEFAULTS } from './memory';
export type { MemoryDataSourceOptions } from './memory';
export {
  DEFAULT_CORS_PROXY,
  getCpiYearOverYear,
  getReferenceRate,
  normaliseCpiRows,
  POLISH_MONTHS,
} from './rates';
export type { CpiByMonth, PolishMonth } from './rates';
export {
  addSimulation,
  clearSimulations,
  deleteSimulation,
  getAllSimulations,
  getSimulation,
  onSimulationsChanged,
  SIMULATIONS_CHANNEL,
} from './simulations';
export { STORAGE_POLL_MS, watchStorageUsage } from './storage';
export type {
  CpiYearOverYear,
  DataSource,
  ReferenceRate,
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
  onSimulationsChanged,
  newSimulationId,
  // Wrapped so the DataSource's contract has no test-only options.
  getReferenceRate: () => getReferenceRate(),
  getCpiYearOverYear: () => getCpiYearOverYear(),
  watchStorageUsage: (listener: StorageUsageListener) => watchStorageUsage(listener),
});
