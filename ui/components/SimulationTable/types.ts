import type { Simulation } from '../../domain';

/** Whether the saved runs have been read: until then the table cannot say there are none. */
export type SimulationListStatus = 'loading' | 'ready' | 'unavailable';

/** A saved record that failed the read check: it can only be deleted, by its storage key. */
export interface DamagedRow {
  readonly damaged: true;
  readonly key: IDBValidKey;
}

/** What a row's delete button asks to delete: a run, or a damaged record. */
export type DeleteTarget = Simulation | DamagedRow;

/** Ticking runs to compare (issue 16): the ids ticked, in the order ticked, and what to do. */
export interface CompareSelection {
  selected: readonly string[];
  onToggle: (id: string) => void;
  /** The `Porównaj wybrane` button; it is enabled from two ticked runs. */
  onCompare: () => void;
}
