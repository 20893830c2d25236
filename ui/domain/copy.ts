// Polish texts of the interface, grouped by screen. Texts quoted by the spec are used verbatim,
// its slips included; the rest follow the spec's style.

/** Texts about the browser's storage, shown on every page that reads saved runs. */
export const STORAGE_COPY = {
  /** Another tab has upgraded the database; this page's code cannot use it any more. */
  outdated: 'Strona została zaktualizowana w innej karcie – odśwież stronę.',
} as const;

/** Texts of the comparison table on the home page. */
export const TABLE_COPY = {
  /** A saved record that fails the read check, or a row that cannot be drawn. */
  damagedLabel: 'Uszkodzona symulacja',
} as const;

/** Texts of the report page's own screens. */
export const REPORT_COPY = {
  damagedHeading: 'Uszkodzona symulacja',
  damagedText:
    'Zapisane dane tej symulacji są uszkodzone, więc nie można ich wyświetlić. Możesz ją usunąć w tabeli na stronie głównej.',
  unavailableHeading: 'Nie można odczytać zapisanych symulacji',
  unavailableText:
    'Ta przeglądarka nie pozwala tej stronie odczytywać zapisanych danych (pamięć witryny jest wyłączona lub zablokowana), więc zapisanej symulacji nie da się tu otworzyć. Nowe symulacje możesz nadal obliczać na stronie głównej.',
  backHome: 'Wróć na stronę główną',
} as const;

/** The note the calculator pages show when JavaScript is off. */
export const NOSCRIPT_COPY = {
  text: 'Kalkulator liczy raty w Twojej przeglądarce i do działania potrzebuje włączonego JavaScriptu. Artykuły i polityka prywatności działają bez niego.',
} as const;
