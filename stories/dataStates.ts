// The islands' controls: each switch puts the in-memory data source (ui/data/memory.ts) into one
// of the states a visitor's browser can be in, so a designer can see an island, or a whole
// screen, with the feeds down, the storage full, still loading or without IndexedDB.
import type { ArgTypes } from '@storybook/react-vite';
import {
  StorageQuotaError,
  StorageUnavailableError,
  type MemoryDataSourceOptions,
} from '../ui/data';

/** The switches; all off is the source as the story set it up. */
export interface DataStates {
  /** The NBP and GUS feeds fail: the banner shows neither figure. */
  feedsFail?: boolean | undefined;
  /** The browser's storage is full: saving a run fails, the menu shows the quota reached. */
  storageFull?: boolean | undefined;
  /** Nothing the source is asked ever settles: every loading state stays on screen. */
  loading?: boolean | undefined;
  /** The browser has no IndexedDB: nothing can be read or saved. */
  noIndexedDb?: boolean | undefined;
}

/** The source's options with the switched-on states laid over the story's own. */
export function withDataStates(
  options: MemoryDataSourceOptions,
  { feedsFail = false, storageFull = false, loading = false, noIndexedDb = false }: DataStates,
): MemoryDataSourceOptions {
  return {
    ...options,
    ...(feedsFail && { referenceRate: null, cpiYearOverYear: null }),
    ...(storageFull && {
      failSavesWith: new StorageQuotaError(),
      storageUsage: { usage: 2_099_000_000, quota: 2_100_000_000 },
    }),
    ...(loading && { delayMs: Number.POSITIVE_INFINITY }),
    ...(noIndexedDb && { failWith: new StorageUnavailableError() }),
  };
}

const category = { table: { category: 'Stan przeglądarki (źródło danych w pamięci)' } };

/** The four switches as controls, named as a designer says them. */
export const DATA_STATE_ARG_TYPES = {
  feedsFail: {
    name: 'feeds fail',
    description: 'Kanały NBP i GUS nie odpowiadają: w nagłówku nie ma żadnego wskaźnika.',
    control: 'boolean',
    ...category,
  },
  storageFull: {
    name: 'storage full',
    description: 'Pamięć przeglądarki jest pełna: zapis symulacji się nie udaje.',
    control: 'boolean',
    ...category,
  },
  loading: {
    name: 'loading',
    description: 'Dane nigdy nie nadchodzą: widać stany wczytywania.',
    control: 'boolean',
    ...category,
  },
  noIndexedDb: {
    name: 'no IndexedDB',
    description: 'Przeglądarka bez IndexedDB: nic nie da się odczytać ani zapisać.',
    control: 'boolean',
    ...category,
  },
} as const satisfies Partial<ArgTypes<DataStates>>;
