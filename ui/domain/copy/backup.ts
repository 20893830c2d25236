// The copy deck's texts for the side menu's backup panel (issue 14), loaded with it.
import { BACKUP_MAX_MEGABYTES } from '../limits.ts';
import { pluralForm } from './shared.ts';

/** The side menu's backup, restore and persistence (issue 14). */
export const BACKUP_COPY = {
  title: 'Zapisane symulacje',
  export: 'Eksportuj wszystkie symulacje',
  import: 'Importuj symulacje',
  /** What a backup holds and how large a file the import reads (issue 32). */
  fileNote: `Kopia zawiera ustawienia i nazwy symulacji; wyniki są przeliczane przy imporcie. Import przyjmuje pliki do ${BACKUP_MAX_MEGABYTES} MB.`,
  clear: 'Usuń wszystkie symulacje',
  clearQuestion: 'Czy na pewno chcesz nieodwracalnie usunąć wszystkie zapisane symulacje?',
  /** The delete-all question naming how many runs go, with the export offered first (issue 32). */
  clearCountQuestion: (count: number): string =>
    `Czy na pewno chcesz nieodwracalnie usunąć wszystkie zapisane symulacje (${count} ${pluralForm(count, { one: 'symulację', few: 'symulacje', many: 'symulacji' })})? Możesz je najpierw wyeksportować do pliku.`,
  /** The dialog's button that saves the backup file before anything is deleted. */
  exportFirst: 'Najpierw eksportuj',
  /** Why export and delete-all cannot run: nothing is saved (issue 32). */
  nothingSaved: 'Nie ma jeszcze zapisanych symulacji do eksportu ani usunięcia.',
  cleared: 'Usunięto wszystkie zapisane symulacje.',
  exported: (count: number): string =>
    `Wyeksportowano ${count} ${pluralForm(count, { one: 'symulację', few: 'symulacje', many: 'symulacji' })} do pliku.`,
  /** The import's result, as issue 14 words it. */
  imported: (added: number, skipped: number, rejected: number): string =>
    `Zaimportowano ${added}, pominięto ${skipped} (już zapisane), odrzucono ${rejected} (błędne dane).`,
  errors: {
    'too-large': `Plik jest za duży (ponad ${BACKUP_MAX_MEGABYTES} MB). Wybierz plik kopii zapasowej symulatora.`,
    'not-json': 'To nie jest plik JSON. Wybierz plik kopii zapasowej symulatora.',
    'not-a-backup': 'Ten plik nie jest kopią zapasową symulatora.',
    'newer-format':
      'Ten plik pochodzi z nowszej wersji symulatora. Odśwież stronę i spróbuj ponownie.',
    quota:
      'Brak miejsca w pamięci przeglądarki: nie zaimportowano niczego, zapisane symulacje są bez zmian.',
    storage: 'Nie udało się zapisać symulacji w tej przeglądarce: nic się nie zmieniło.',
    read: 'Nie udało się odczytać zapisanych symulacji.',
  },
  persistTitle: 'Ochrona przed usunięciem',
  persistWhy:
    'Przeglądarki mogą same usuwać dane stron, których dawno nie odwiedzano, a razem z nimi zapisane symulacje.',
  persist: 'Chroń zapisane symulacje przed usunięciem',
  persisted: 'Przeglądarka zachowa zapisane symulacje, dopóki sam ich nie usuniesz.',
  notPersisted: 'Przeglądarka może usunąć zapisane symulacje, np. po kilku tygodniach bez wizyty.',
  persistRefused: 'Przeglądarka nie zgodziła się chronić danych tej strony.',
  persistUnknown: 'Ta przeglądarka nie informuje, czy chroni dane stron.',
} as const;
