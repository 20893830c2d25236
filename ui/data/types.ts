import type { PolishMonth, Simulation } from '../domain';
import type { DamagedSimulation } from './guard';

/** What an import did: runs added, and runs skipped because their id was already saved. */
export interface ImportOutcome {
  added: number;
  skipped: number;
}

/** The saved runs: the valid ones, oldest first, and the records that failed the read check. */
export interface SavedSimulations {
  simulations: Simulation[];
  damaged: DamagedSimulation[];
}

/** The NBP reference rate in percent, with the ISO date it applies from when the feed gives one. */
export interface ReferenceRate {
  value: number;
  effectiveFrom?: string;
}

/** CPI year over year in percent, for a month (Polish nominative, e.g. "luty") of a year. */
export interface CpiYearOverYear {
  value: number;
  month: PolishMonth;
  year: number;
}

/** Bytes used and available to this origin, as the browser estimates them. */
export interface StorageUsage {
  usage: number;
  quota: number;
}

/**
 * What changed in the saved simulations; `cleared` means all of them are gone, and `outdated`
 * that another tab upgraded the database, so this page must be reloaded to use it again.
 */
export type SimulationsChange =
  | { type: 'added'; id: string }
  | { type: 'deleted'; id: string }
  | { type: 'cleared' }
  | { type: 'imported'; count: number }
  | { type: 'outdated' };

/** Hears every change to the saved simulations, made in this tab or another. */
export type SimulationsChangeListener = (change: SimulationsChange) => void;

/** Hears the storage estimate, or null where the browser cannot give one. */
export type StorageUsageListener = (usage: StorageUsage | null) => void;

/**
 * Everything the pages read and keep, as one object, so islands can take the browser's
 * implementation in production and an in-memory one in stories and tests. The names match the
 * module's functions one for one. Properties rather than methods, so destructuring is safe.
 */
export interface DataSource {
  /** Saves a new simulation; rejects with a StorageError subclass when it cannot. */
  readonly addSimulation: (simulation: Simulation) => Promise<void>;
  /** The saved simulation with this id, a DamagedSimulation if it fails the check, or undefined. */
  readonly getSimulation: (id: string) => Promise<Simulation | DamagedSimulation | undefined>;
  /** Every saved simulation, oldest first, and the damaged records apart. */
  readonly getAllSimulations: () => Promise<SavedSimulations>;
  /**
   * Every saved run as a backup file keeps it (settings and metadata; `compactRecord` in
   * ui/domain/backup.ts), damaged records left out, without reading their schedules (issue 32).
   */
  readonly getBackupRecords: () => Promise<Record<string, unknown>[]>;
  /**
   * Keeps `Własny wzrost` (issue 33) with a saved run, or removes it when `points` is null; the
   * rest of the record is left as stored. Rejects with a StorageError when the run is gone or its
   * record cannot be read (a newer version's is never rewritten).
   */
  readonly updateStressOwnPercent: (id: string, points: number | null) => Promise<void>;
  /** Deletes one record by its key (a simulation's id); deleting a missing key is not an error. */
  readonly deleteSimulation: (key: IDBValidKey) => Promise<void>;
  /** Deletes every simulation. */
  readonly clearSimulations: () => Promise<void>;
  /** Adds the runs not saved yet, all or nothing, in one transaction. */
  readonly importSimulations: (simulations: readonly Simulation[]) => Promise<ImportOutcome>;
  /** Whether the browser keeps this site's data until the visitor deletes it; null if unknown. */
  readonly isStoragePersisted: () => Promise<boolean | null>;
  /** Asks the browser to keep this site's data; resolves to whether it agreed. */
  readonly persistStorage: () => Promise<boolean>;
  /**
   * Subscribes to changes from this tab and others; returns the unsubscribe function. A change
   * made here is heard before its promise resolves, so its maker can tell its own apart.
   */
  readonly onSimulationsChanged: (listener: SimulationsChangeListener) => () => void;
  /** A fresh id for a new simulation. */
  readonly newSimulationId: () => string;
  /** Today's NBP reference rate, or null when it is missing. Never rejects. */
  readonly getReferenceRate: () => Promise<ReferenceRate | null>;
  /** The latest CPI y/y of this year, or null when it is missing. Never rejects. */
  readonly getCpiYearOverYear: () => Promise<CpiYearOverYear | null>;
  /**
   * Registers the offline service worker after load and calls `listener` when a new version of
   * the site is waiting, with the function that switches to it; returns unsubscribe.
   */
  readonly onUpdateAvailable: (listener: (apply: () => void) => void) => () => void;
  /** Reports storage usage now and every 5 s; returns the function that stops it. */
  readonly watchStorageUsage: (listener: StorageUsageListener) => () => void;
  /** The form's draft kept in this tab (issue 32), or null. Never throws. */
  readonly readFormDraft: () => string | null;
  /** Keeps the form's draft in this tab, or removes it when `text` is null. Never throws. */
  readonly writeFormDraft: (text: string | null) => void;
}
