// The copy deck's header texts; see ui/domain/copy.ts for the deck's rules.
import { PRIVACY_POLICY } from './shared.ts';

/** The header's market figures (home and report). */
export const BANNER_COPY = {
  listLabel: 'Wskaźniki rynkowe',
  /** The reference rate, already formatted: "Stopa referencyjna NBP: 4,00%". */
  referenceRate: (value: string) => `Stopa referencyjna NBP: ${value}%`,
  /** CPI y/y, already formatted, with its period when known: "Inflacja CPI r/r (luty 2026): 2,1%". */
  cpi: (value: string, period: string | null) =>
    `Inflacja CPI r/r${period === null ? '' : ` (${period})`}: ${value}%`,
} as const;

/** The header's side menu (home and report). */
export const MENU_COPY = {
  /** @spec The toggle. */
  toggle: 'Menu',
  /** @spec The dialog's title. */
  title: 'Menu główne aplikacji',
  close: 'Zamknij menu',
  navLabel: 'Menu główne',
  homeLink: 'Strona główna – symulator',
  privacyLink: PRIVACY_POLICY,
  storageTitle: 'Pamięć przeglądarki',
  storagePending: 'Sprawdzanie zajętego miejsca…',
  storageUnknown: 'Ta przeglądarka nie podaje, ile miejsca zajmują zapisane dane.',
  /** Usage and quota, already formatted: "Zajęte: 1,2 MB z 2,1 GB". */
  storageUsed: (usage: string, quota: string) => `Zajęte: ${usage} z ${quota}`,
  storageNote: 'Symulacje są zapisane tylko w tej przeglądarce.',
} as const;

/** Texts about the browser's storage, shown on every page that reads saved runs. */
export const STORAGE_COPY = {
  /** Another tab has upgraded the database; this page's code cannot use it any more. */
  outdated: 'Strona została zaktualizowana w innej karcie – odśwież stronę.',
} as const;
