// The copy deck's texts of the home page's table, form name and dialogs; see ui/domain/copy.ts
// for the deck's rules. The figures' texts are in runFigures.ts, loaded with the card.
import { COMPARE_MAX, COMPARE_MIN, RUN_NAME_MAX_LENGTH } from '../limits.ts';

/** The run's own name, typed in the form (issue 32). */
export const RUN_NAME_COPY = {
  label: 'Nazwa (opcjonalnie)',
  hint: `Np. Oferta banku A, do ${RUN_NAME_MAX_LENGTH} znaków.`,
} as const;

/** The comparison table on the home page. */
export const TABLE_COPY = {
  /** @spec */
  title: 'Tabela porównawcza wykonanych symulacji',
  /** The headers in the spec's column order (point 4). */
  columns: {
    date: 'Data',
    label: 'Symulacja',
    amount: 'Kwota kredytu',
    instalment: 'Rata miesięczna',
    interest: 'Odsetki',
    total: 'Całkowita spłata',
  },
  /** The hidden header of the delete buttons' column. */
  deleteColumn: 'Usuń',
  /** @spec */
  empty: 'Nie wykonano jeszcze żadnych symulacji. Wykonaj swoją pierwszą symulację.',
  unavailable:
    'Nie można odczytać zapisanych symulacji w tej przeglądarce. Nowe wyniki nadal możesz obliczyć.',
  loading: 'Wczytywanie zapisanych symulacji...',
  scrollRegion: 'Przewijana lista symulacji',
  deleteTooltip: 'Usuń symulację',
  /** A row's link that fills the form from its run (issue 14). */
  startFromTooltip: 'Użyj jako punkt wyjścia',
  startFromLink: (label: string) => `Użyj jako punkt wyjścia: ${label}`,
  /** The delete button's accessible name for the run labelled `label`. */
  deleteButton: (label: string) => `Usuń symulację ${label}`,
  /** Below 600 px a row's actions are one menu (issue 31): its button's name, naming the run. */
  moreActions: (label: string) => `Więcej akcji: ${label}`,
  /** A saved record that fails the read check, or a row that cannot be drawn. */
  damagedLabel: 'Uszkodzona symulacja',
  /** Announced, politely, once the run labelled `label` is deleted. */
  deleted: (label: string) => `Usunięto symulację „${label}”.`,
  /** Shown above the table when a delete failed. */
  deleteError: 'Nie udało się usunąć symulacji. Spróbuj ponownie.',
  /** The header of the column of `Porównaj` checkboxes (issue 16). */
  compareColumn: 'Porównaj',
  /** A row's checkbox, naming the run labelled `label`. */
  compareCheckbox: (label: string) => `Porównaj symulację ${label}`,
  /** The button that opens the compare page with the `count` runs ticked. */
  compareButton: (count: number) => `Porównaj wybrane (${count})`,
  compareHint: `Zaznacz od ${COMPARE_MIN} do ${COMPARE_MAX} symulacji, aby zobaczyć je obok siebie.`,
  /** Shown once COMPARE_MAX runs are ticked; "symulacje" suits the 2–4 a comparison allows. */
  compareLimit: `Wybrano ${COMPARE_MAX} symulacje – tyle można porównać naraz.`,
} as const;
