// The copy deck: every Polish text of the interface, grouped by screen. Texts quoted by the spec
// are used verbatim, its slips included ("Wyniki simulacji", "nie moze byc"); each carries the
// JSDoc tag `@spec` and is listed in SPEC_TEXTS, which a unit test pins word for word and the
// Docs page reads. The rest follow the spec's style. Texts with a number or a label inside are
// functions. No other module under ui/ or site/ may hold a Polish text (ui/copy-deck.test.ts).
//
// This module imports nothing at run time: site/lib/config.mjs loads it in plain Node as well.

import type { MortgageType } from './types';

const plural = new Intl.PluralRules('pl');

/** The three Polish forms of a noun after a count: 1 rok, 2–4 lata, 5 lat. */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
}

/** The form of `forms` that follows a whole `count` in Polish, by CLDR's rule (22 lata, 12 lat). */
export function pluralForm(count: number, forms: PluralForms): string {
  const category = plural.select(count);
  switch (category) {
    case 'one':
      return forms.one;
    case 'few':
      return forms.few;
    case 'zero':
    case 'two':
    case 'many':
    case 'other':
      return forms.many;
    default:
      category satisfies never;
      return forms.many;
  }
}

/** The product's name, in the header, the footer and link previews. */
const SITE_NAME = 'Symulator kredytu hipotecznego';
/** The link back to `/` on the error, not-found and report screens. */
const BACK_HOME = 'Wróć na stronę główną';
/** The privacy policy's name, in the header, the footer, the menu and its breadcrumb. */
const PRIVACY_POLICY = 'Polityka prywatności';
/** The schedule's title, which the chart's caption names too. */
const SCHEDULE_TITLE = 'Harmonogram spłaty hipoteki';

/** The site's frame on every page (layout, header, footer, breadcrumb) and each page's metadata. */
export const SITE_COPY = {
  name: SITE_NAME,
  skipLink: 'Przejdź do treści',
  /** The breadcrumb's landmark name. */
  breadcrumbLabel: 'Ścieżka nawigacji',
  /** @spec The breadcrumb's first item on every page. */
  homeCrumb: 'Strona Główna',
  /** The static pages' header navigation. */
  header: {
    navLabel: 'Nawigacja główna',
    simulator: 'Symulator',
    privacy: PRIVACY_POLICY,
  },
  footer: {
    navLabel: 'Stopka',
    articles: 'Artykuły',
    information: 'Informacje',
    privacy: PRIVACY_POLICY,
    /** Followed by the obfuscated address. */
    contact: 'Kontakt:',
    copyright: `© 2025 ${SITE_NAME}`,
  },
  /** Every address is shown with the at-sign and dots spelled out, so no harvester reads it. */
  obfuscation: {
    at: 'małpa',
    dot: 'kropka',
  },
  disclaimer: {
    label: 'Zastrzeżenie',
    text: 'Wyniki symulacji mają charakter wyłącznie orientacyjny i nie stanowią oferty w rozumieniu art. 66 Kodeksu cywilnego. Rzeczywista rata zależy od oferty banku, oceny zdolności kredytowej oraz zmian oprocentowania w czasie trwania umowy.',
  },
  /** The article pages' date line, followed by the date. */
  updated: 'Aktualizacja:',
  pages: {
    home: {
      title: 'Kalkulator kredytu hipotecznego – symulacja rat i kosztów',
      description:
        'Oblicz ratę kredytu hipotecznego, odsetki i całkowity koszt. Porównaj raty stałe i malejące oraz zapisuj symulacje w swojej przeglądarce.',
      keywords: [
        'kalkulator kredytu hipotecznego',
        'symulacja kredytu',
        'rata kredytu',
        'RRSO',
        'harmonogram spłaty',
        'raty malejące',
        'raty stałe',
      ],
      /** @spec */
      heading: 'Przeprowadź Symulację Kredytu Hipotecznego',
    },
    report: {
      title: 'Szczegóły symulacji kredytu hipotecznego – analiza wyników',
      description:
        'Szczegóły zapisanej symulacji kredytu hipotecznego: ustawienia, podsumowanie wyników, wykres struktury raty i pełny harmonogram spłaty.',
      keywords: ['symulacja kredytu hipotecznego', 'harmonogram spłaty', 'analiza raty'],
      crumb: 'Szczegóły symulacji',
    },
    notFound: {
      /** @spec The 404 page's title, also its headline. */
      title: 'Błąd 404 – Strona o podanym adresie nie istnieje',
      description:
        'Strona o podanym adresie nie istnieje. Sprawdź, czy adres został wpisany poprawnie, albo wróć na stronę główną symulatora.',
      keywords: ['błąd 404', 'nie znaleziono strony'],
      crumb: 'Błąd 404',
      text: 'Nie znaleźliśmy strony pod tym adresem. Sprawdź, czy adres w pasku przeglądarki został wpisany poprawnie – mogła się w nim pojawić literówka albo strona została przeniesiona.',
      backHome: BACK_HOME,
      /** Follows the link back home in the same sentence. */
      afterBackHome: 'i przeprowadź symulację kredytu hipotecznego.',
    },
    privacy: {
      crumb: PRIVACY_POLICY,
      /** How the feeds reach the browser when `PUBLIC_CORS_PROXY` fetches them directly. */
      feedTransportDirect:
        'bezpośrednio, a serwery tych instytucji – jak każdy serwer – widzą adres IP użytkownika oraz adres, o który zapytano',
      /** How the feeds reach the browser through the proxy at `host`. */
      feedTransportProxy: (host: string) =>
        `za pośrednictwem zewnętrznego serwera pośredniczącego (proxy CORS) ${host}, który – jak każdy serwer – widzi adres IP użytkownika oraz adres, o który zapytano`,
    },
    article: {
      crumb: 'Artykuł Wiki',
      toSimulator: 'Przejdź do symulatora kredytu hipotecznego',
    },
  },
} as const;

/** The note the calculator pages show when JavaScript is off. */
export const NOSCRIPT_COPY = {
  text: 'Kalkulator liczy raty w Twojej przeglądarce i do działania potrzebuje włączonego JavaScriptu. Artykuły i polityka prywatności działają bez niego.',
} as const;

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

/**
 * The field messages, word for word from spec point 5 (including its unaccented "moze byc").
 * `MESSAGES` in validation.ts is this object.
 */
export const VALIDATION_COPY = {
  /** @spec */
  required: 'To pole musi zostać wypełnione.',
  /** @spec */
  notANumber: 'Dane wejściowe nie są liczbą.',
  /** @spec */
  notAnInteger: 'Dane wejściowe nie są liczbą całkowitą.',
  /** @spec */
  amountNegative: 'Podana kwota nie moze byc ujemna.',
  /** @spec */
  amountNotSafe: 'Podana kwota jest za wysoka.',
  /** @spec */
  amountTooLow: 'Podana kwota jest za niska (min. 30 000 zł).',
  /** @spec */
  amountTooHigh: 'Podana kwota jest za wysoka (maks. 100 000 000 zł).',
  /** @spec */
  rateTooLow: 'Oprocentowanie musi być większe niż 0,01%.',
  /** @spec */
  rateTooHigh: 'Oprocentowanie nie może być wyższe niż 60%.',
  /** @spec */
  termTooLow: 'Podany okres kredytowania jest za niski (min. 1 rok).',
  /** @spec */
  termTooHigh: 'Podany okres kredytowania jest za wysoki (maks. 40 lat).',
} as const;

/** Names of the instalment types (spec point 3); labels.ts's MORTGAGE_TYPE_LABELS must match. */
export const MORTGAGE_TYPE_COPY = {
  /** @spec */
  ANNUITY: 'Stała (annuitetowa)',
  /** @spec */
  LINEAR: 'Malejąca',
} as const satisfies Record<MortgageType, string>;

/** The word "year" after a count (spec point 5); labels.ts's yearWord must agree. */
export const YEAR_WORDS = {
  /** @spec */
  one: 'rok',
  /** @spec */
  few: 'lata',
  /** @spec */
  many: 'lat',
} as const satisfies PluralForms;

/** A whole number of years with its word: "1 rok", "25 lat", "22 lata". */
export function yearsText(count: number): string {
  return `${count} ${pluralForm(count, YEAR_WORDS)}`;
}

/** The settings form on the home page. */
export const FORM_COPY = {
  /** @spec */
  title: 'Ustawienia symulacji',
  amountLabel: 'Kwota kredytu (zł)',
  amountHint: 'Od 30 000 zł do 100 000 000 zł.',
  rateLabel: 'Oprocentowanie RRSO (%)',
  rateHint: 'Od 0,01% do 60%, np. 7,25.',
  termLabel: 'Okres kredytowania (lata)',
  termHint: 'Od 1 roku do 40 lat.',
  typeLegend: 'Rodzaj rat',
  submit: 'Rozpocznij symulację',
  /** Shown next to the button when the browser's storage is full. */
  saveErrorQuota: 'Brak miejsca w pamięci przeglądarki – symulacja nie została zapisana.',
  /** Shown next to the button when saving failed for any other reason. */
  saveErrorGeneric:
    'Nie udało się zapisać symulacji w tej przeglądarce – wynik nie zostanie zachowany.',
} as const;

/** The figures of a run, shared by the result card and the report's results summary. */
export const RESULT_COPY = {
  instalment: 'Rata miesięczna',
  /** A decreasing loan's instalment figure is its first one. */
  firstInstalment: 'Pierwsza rata (malejąca)',
  totalInterest: 'Całkowite odsetki',
  totalRepayment: 'Całkowita kwota do spłaty',
  /** The instalment figure's label for a loan of `mortgageType`. */
  instalmentLabel: (mortgageType: MortgageType): string =>
    mortgageType === 'LINEAR' ? RESULT_COPY.firstInstalment : RESULT_COPY.instalment,
} as const;

/** The result card on the home page, shown after a run. */
export const RESULT_CARD_COPY = {
  /** @spec */
  title: 'Wyniki simulacji',
  /** @spec The link to the run's report. */
  fullReport: 'Pełny raport',
  /** Replaces the link when the run could not be saved. */
  unsavedNote: 'Pełny raport jest dostępny tylko dla symulacji zapisanych w przeglądarce.',
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
  /** A saved record that fails the read check, or a row that cannot be drawn. */
  damagedLabel: 'Uszkodzona symulacja',
  /** Shown above the table when a delete failed. */
  deleteError: 'Nie udało się usunąć symulacji. Spróbuj ponownie.',
  /** The header of the column of `Porównaj` checkboxes (issue 16). */
  compareColumn: 'Porównaj',
  /** A row's checkbox, naming the run labelled `label`. */
  compareCheckbox: (label: string) => `Porównaj symulację ${label}`,
  /** The button that opens the compare page with the `count` runs ticked. */
  compareButton: (count: number) => `Porównaj wybrane (${count})`,
  compareHint: 'Zaznacz od 2 do 4 symulacji, aby zobaczyć je obok siebie.',
  /** Shown once four runs are ticked and the other checkboxes are off. */
  compareLimit: 'Wybrano 4 symulacje – tyle można porównać naraz.',
} as const;

/** The delete confirmation opened from the comparison table (spec point 4). */
export const DIALOG_COPY = {
  /** @spec */
  deleteTitle: 'Potwierdzenie usunięcia',
  /** The question naming the run labelled `label`. */
  deleteQuestion: (label: string) =>
    `Czy na pewno chcesz nieodwracalnie usunąć symulację „${label}”?`,
  /** @spec */
  confirm: 'Usuń',
  /** @spec */
  cancel: 'Anuluj',
} as const;

/** The report page's own screens: headline, loading, not found, damaged, storage off. */
export const REPORT_COPY = {
  /** The headline while the run is being read. */
  pendingHeadline: 'Szczegóły symulacji',
  /** The headline of the run labelled `label`. */
  headline: (label: string) => `Symulacja: ${label}`,
  /** @spec The loading status. */
  loading: 'Odczytywanie danych...',
  notFoundHeading: 'Nie znaleziono symulacji',
  notFoundText: 'Symulacja o podanym identyfikatorze nie istnieje albo została usunięta.',
  damagedHeading: 'Uszkodzona symulacja',
  damagedText:
    'Zapisane dane tej symulacji są uszkodzone, więc nie można ich wyświetlić. Możesz ją usunąć w tabeli na stronie głównej.',
  unavailableHeading: 'Nie można odczytać zapisanych symulacji',
  unavailableText:
    'Ta przeglądarka nie pozwala tej stronie odczytywać zapisanych danych (pamięć witryny jest wyłączona lub zablokowana), więc zapisanej symulacji nie da się tu otworzyć. Nowe symulacje możesz nadal obliczać na stronie głównej.',
  backHome: BACK_HOME,
} as const;

/** The report's settings summary. */
export const SETTINGS_SUMMARY_COPY = {
  /** @spec */
  title: 'Dokonane ustawienia symulacji',
  amount: 'Kwota kredytu',
  rate: 'Oprocentowanie',
  /** @spec What follows the RRSO of a fixed rate. */
  wholeTerm: 'przez cały okres kredytowania',
  /** The rate line for a rate already formatted: "RRSO 7,25% przez cały okres kredytowania". */
  rateForWholeTerm: (rate: string): string => `RRSO ${rate} ${SETTINGS_SUMMARY_COPY.wholeTerm}`,
  term: 'Okres kredytowania',
  type: 'Rodzaj rat',
} as const;

/** The report's results summary; its figures' labels are RESULT_COPY's. */
export const RESULTS_SUMMARY_COPY = {
  title: 'Podsumowanie wyników',
  noResult: 'Brak wyników dla tej symulacji.',
} as const;

/** The report's line chart (spec point 9). */
export const CHART_COPY = {
  /** @spec */
  title: 'Zmiany struktury miesięcznej raty kredytu w czasie',
  /** The subtitle with the instalment type's name. */
  subtitle: (typeName: string) => `Rodzaj rat: ${typeName}`,
  /** The three lines. */
  series: {
    /** @spec */
    total: 'Całkowita miesięczna rata',
    /** @spec */
    principal: 'Spłata kapitału',
    /** @spec */
    interest: 'Odsetki',
  },
  /** @spec The x axis's label. */
  xAxis: 'Numer raty i miesiąca',
  /** The stepped line of a variable rate (issue 12), on its own axis. */
  rateSeries: 'Oprocentowanie',
  /** The caption's addition when the rate line is drawn. */
  rateCaption:
    'Linia schodkowa pokazuje oprocentowanie obowiązujące w danym miesiącu (prawa oś, w procentach).',
  /** @spec The tooltip's title word: "Miesiąc {n}". */
  month: 'Miesiąc',
  /** The tooltip's title for instalment `month`. */
  tooltipTitle: (month: number): string => `${CHART_COPY.month} ${month}`,
  legendLabel: 'Legenda wykresu',
  failed: 'Nie udało się narysować wykresu. Wszystkie kwoty zawiera harmonogram poniżej.',
  empty: 'Harmonogram nie zawiera rat, więc wykres jest pusty.',
  caption: `Wykres pokazuje dla każdego miesiąca całkowitą ratę oraz jej część kapitałową i odsetkową. Te same kwoty, rata po racie, zawiera tabela „${SCHEDULE_TITLE}” poniżej.`,
} as const;

/** The report's repayment schedule (spec point 2). */
export const SCHEDULE_COPY = {
  /** @spec */
  title: SCHEDULE_TITLE,
  /** The table's caption for screen readers. */
  caption: `${SCHEDULE_TITLE}: raty miesięczne w złotych, od pierwszej do ostatniej`,
  /** Every column the schedule, its CSV and its print can have (see ui/domain/schedule.ts). */
  columns: {
    month: 'Nr raty',
    calendarMonth: 'Miesiąc',
    totalMonthlyPayment: 'Rata całkowita',
    principalPayment: 'Część kapitałowa',
    interestPayment: 'Część odsetkowa',
    overpayment: 'Nadpłata',
    overpaymentFee: 'Prowizja',
    costs: 'Koszty',
    annualInterestRatePercent: 'Oprocentowanie',
    remainingDebt: 'Pozostały dług',
  },
  /** The yearly view's first column and its own headers (the ESIS table's layout). */
  yearly: {
    year: 'Rok kredytu',
    totalMonthlyPayment: 'Suma rat',
    principalPayment: 'Kapitał',
    interestPayment: 'Odsetki',
    overpayment: 'Nadpłaty',
    overpaymentFee: 'Prowizje',
    costs: 'Koszty',
    remainingDebt: 'Dług na koniec roku',
  },
  /** The view switch. */
  viewLegend: 'Widok harmonogramu',
  monthly: 'Miesięcznie',
  yearlyView: 'Rocznie',
  yearlyCaption: `${SCHEDULE_TITLE}: sumy rat w kolejnych latach kredytu`,
  empty: 'Harmonogram nie zawiera żadnych rat.',
  /** @spec The footer row. */
  totals: 'SUMA',
} as const;

/** The compare page (issue 16): 2–4 saved runs side by side, opened from the comparison table. */
export const COMPARE_COPY = {
  page: {
    title: 'Porównanie symulacji kredytu hipotecznego – raty i koszty',
    description:
      'Od dwóch do czterech zapisanych symulacji kredytu hipotecznego obok siebie: raty, odsetki, koszty, różnice i wykresy.',
    keywords: ['porównanie kredytów hipotecznych', 'porównanie symulacji', 'rata kredytu'],
    crumb: 'Porównanie symulacji',
  },
  /** The headline, in the served HTML and above the compared runs. */
  headline: 'Porównanie symulacji',
  runsTitle: 'Porównywane symulacje',
  /** A compared run by its place in the address (the order ticked). */
  runName: (position: number) => `Symulacja nr ${position}`,
  /** A run deleted since the page opened, in this tab or another. */
  deletedRun: (position: number) => `Symulacja nr ${position} (usunięta)`,
  /** A run whose saved record fails the read check. */
  damagedRun: (position: number) => `Symulacja nr ${position} (uszkodzona)`,
  unavailableNote: 'Tej symulacji nie ma już w przeglądarce, więc nie jest porównywana.',
  noneChosenHeading: 'Nie wybrano symulacji do porównania',
  noneChosenText:
    'Adres strony nie wskazuje żadnej zapisanej symulacji. Zaznacz od 2 do 4 symulacji w tabeli porównawczej na stronie głównej i wybierz „Porównaj wybrane”.',
  tooFewHeading: 'Za mało symulacji do porównania',
  /** Why the page cannot compare when only `available` of the chosen runs are left. */
  tooFewText: (available: number) =>
    available === 0
      ? 'Żadnej z wybranych symulacji nie ma już w tej przeglądarce. Do porównania potrzebne są co najmniej dwie zapisane symulacje – zaznacz je w tabeli porównawczej na stronie głównej.'
      : 'Z wybranych symulacji została tylko jedna. Do porównania potrzebne są co najmniej dwie zapisane symulacje – zaznacz je w tabeli porównawczej na stronie głównej.',
  unavailableText:
    'Ta przeglądarka nie pozwala tej stronie odczytywać zapisanych danych (pamięć witryny jest wyłączona lub zablokowana), więc zapisanych symulacji nie da się tu porównać. Nowe symulacje możesz nadal obliczać na stronie głównej.',
  figuresTitle: 'Najważniejsze wartości',
  /** The scrolling boxes around the two tables. */
  figuresScroll: 'Przewijana tabela najważniejszych wartości',
  differencesScroll: 'Przewijana tabela różnic',
  /** The header of the figures' names column. */
  figureColumn: 'Wartość',
  figures: {
    firstInstalment: 'Pierwsza rata',
    lowestInstalment: 'Najniższa rata',
    highestInstalment: 'Najwyższa rata',
    totalInterest: 'Całkowite odsetki',
    totalCostOfCredit: 'Całkowity koszt kredytu',
    annualPercentageRate: 'RRSO z kosztami',
    totalRepayment: 'Całkowita kwota do spłaty',
    lastMonth: 'Ostatnia rata',
    totalOverpayment: 'Suma nadpłat',
  },
  /** The last instalment's number and the term it makes, already in words: "nr 300 (25 lat)". */
  lastMonthValue: (month: number, duration: string) => `nr ${month} (${duration})`,
  figuresNote:
    'Najniższa i najwyższa rata pomijają ostatnią ratę, która tylko wyrównuje pozostały dług. RRSO i całkowity koszt kredytu mają tylko symulacje z kosztami.',
  differencesTitle: 'Różnice względem pierwszej symulacji',
  /** What the signs mean, against the run at `position`. */
  differencesNote: (position: number) =>
    `Wartość dodatnia oznacza więcej niż w symulacji nr ${position}, ujemna – mniej. Procent liczony jest od wartości w symulacji nr ${position}.`,
  /** A money difference and its percentage, both already formatted and signed. */
  moneyDifference: (change: string, percent: string) => `${change} (${percent})`,
  /** A difference in months, signed, with its word: "-60 miesięcy". */
  monthsDifference: (change: string, word: string) => `${change} ${word}`,
  chartsTitle: 'Wykresy',
  charts: {
    debt: 'Pozostały dług',
    interest: 'Odsetki zapłacone narastająco',
    instalment: 'Rata w kolejnych miesiącach',
  },
  /** A line of the legend: the run's name and its saved label. */
  legendItem: (name: string, label: string) => `${name}: ${label}`,
  chartEmpty: 'Porównywane symulacje nie zawierają rat, więc wykres jest pusty.',
  chartFailed: 'Nie udało się narysować wykresu. Najważniejsze wartości zawiera tabela powyżej.',
  /** The charts' text alternatives, one sentence per run, figures already formatted. */
  describe: {
    debt: (name: string, loan: string, lastMonth: number) =>
      `${name}: dług spada z ${loan} do zera, spłata kończy się na racie nr ${lastMonth}.`,
    interest: (name: string, total: string, lastMonth: number) =>
      `${name}: do raty nr ${lastMonth} odsetki sięgają łącznie ${total}.`,
    instalment: (name: string, first: string, lowest: string, highest: string) =>
      `${name}: pierwsza rata ${first}, najniższa ${lowest}, najwyższa ${highest}.`,
    noPlan: (name: string) => `${name}: brak harmonogramu spłaty.`,
  },
} as const;

/** The report's `Koszt realny` section (issue 16): every payment in today's złoty. */
export const REAL_COST_COPY = {
  title: 'Koszt realny',
  intro:
    'Złoty spłacany za kilka lat jest wart mniej niż dziś. Każda płatność – rata, nadpłata, prowizja za nadpłatę i koszty miesięczne – jest tu przeliczona na dzisiejsze złote według wybranego założenia o inflacji.',
  modeLegend: 'Założenie o inflacji',
  constantMode: 'Stała inflacja',
  historicalMode: 'Inflacja historyczna (GUS)',
  inflationLabel: 'Założona inflacja (% rocznie)',
  inflationHint: 'Od -10% do 50%, np. 2,5.',
  /** The inflation field's messages, by the domain's InflationProblem. */
  messages: {
    required: VALIDATION_COPY.required,
    'not-a-number': VALIDATION_COPY.notANumber,
    'too-low': 'Inflacja nie może być niższa niż -10%.',
    'too-high': 'Inflacja nie może być wyższa niż 50%.',
  },
  /** The default from the banner's CPI, value and period already formatted ("luty 2026"). */
  defaultFromCpi: (value: string, period: string) =>
    `Domyślnie przyjęto ostatni odczyt GUS: inflacja CPI r/r ${value}% (${period}).`,
  /** The default when the CPI is not known: the NBP target, already formatted. */
  defaultFromTarget: (value: string) =>
    `Odczyt GUS jest niedostępny, dlatego domyślnie przyjęto cel inflacyjny NBP: ${value}%.`,
  /** The borrower's own value, already formatted. */
  typedValue: (value: string) => `Przyjęto wpisaną wartość: ${value}% rocznie.`,
  startLegend: 'Inflacja liczona od',
  startMonth: 'Miesiąc',
  startYear: 'Rok',
  /** The historical assumption, with the start month in the genitive: "od stycznia 2021". */
  historicalAssumption: (monthGenitive: string) => `Jak inflacja od ${monthGenitive}`,
  /** How the historical mode counts. */
  historicalNote:
    'Pierwsza rata przypada na wybrany miesiąc, a każda kolejna jest przeliczana według odczytów GUS CPI r/r z kolejnych miesięcy.',
  /** The series' last month, in the genitive, when later months hold its value. */
  lastKnown: (monthGenitive: string) =>
    `Dane GUS sięgają ${monthGenitive}; dla późniejszych miesięcy przyjęto ostatnią znaną wartość.`,
  /** The CPI series' source line. */
  source: (text: string) => `Źródło: ${text}.`,
  loadingHistory: 'Wczytywanie danych GUS o inflacji...',
  historyFailed:
    'Nie udało się wczytać danych GUS o inflacji. Odśwież stronę, aby spróbować ponownie.',
  invalid: 'Wpisz poprawną wartość inflacji, aby przeliczyć płatności.',
  figuresLabel: 'Płatności w dzisiejszych złotych',
  totalPaidReal: 'Suma wpłat w dzisiejszych złotych',
  realInterest: 'Odsetki realne',
  lastInstalmentReal: 'Ostatnia rata w dzisiejszych złotych',
  /** The nominal figure beside a real one, already formatted. */
  nominal: (amount: string) => `nominalnie ${amount}`,
  negativeInterest:
    'Odsetki realne są ujemne: inflacja obniżyła wartość spłacanego długu bardziej, niż wyniosły odsetki.',
  chartTitle: 'Rata nominalna i w dzisiejszych złotych',
  nominalSeries: 'Rata nominalna',
  realSeries: 'Rata w dzisiejszych złotych',
  /** The chart's text alternative, figures already formatted. */
  chartDescription: (
    firstNominal: string,
    firstReal: string,
    lastMonth: number,
    lastNominal: string,
    lastReal: string,
  ) =>
    `Pierwsza rata wynosi ${firstNominal}, czyli ${firstReal} w dzisiejszych złotych; rata nr ${lastMonth} wynosi ${lastNominal}, czyli ${lastReal}.`,
  chartEmpty: 'Harmonogram nie zawiera rat, więc wykres jest pusty.',
  chartFailed: 'Nie udało się narysować wykresu. Najważniejsze kwoty podano powyżej.',
  empty: 'Harmonogram nie zawiera rat, więc nie ma czego przeliczać.',
} as const;

/** The generic error screen (spec point 8), for a failed island or a failed lookup. */
export const ERROR_COPY = {
  heading: 'Wystąpił nieoczekiwany błąd',
  text: 'Odśwież stronę lub wróć na stronę główną.',
  backHome: BACK_HOME,
} as const;

/**
 * Polish month names, January first: the banner's CPI period ("luty 2026") and the pickers. The
 * nominative ones are also the keys of the GUS feed (spec point 7), so they must not change.
 */
export const CALENDAR_COPY = {
  months: [
    'styczeń',
    'luty',
    'marzec',
    'kwiecień',
    'maj',
    'czerwiec',
    'lipiec',
    'sierpień',
    'wrzesień',
    'październik',
    'listopad',
    'grudzień',
  ],
  /** The genitive: "od stycznia 2021". */
  monthsGenitive: [
    'stycznia',
    'lutego',
    'marca',
    'kwietnia',
    'maja',
    'czerwca',
    'lipca',
    'sierpnia',
    'września',
    'października',
    'listopada',
    'grudnia',
  ],
} as const;

/** Words shared by the form's scenario sections. */
const ROW_NUMBER = 'Od raty nr';

/** The form's `Nadpłaty` section (issue 11). */
export const OVERPAYMENTS_COPY = {
  title: 'Nadpłaty',
  /** The section's toggle, with the number of rows when it has any. */
  toggle: (count: number): string => (count > 0 ? `Nadpłaty (${count})` : 'Nadpłaty'),
  intro:
    'Sprawdź, ile zaoszczędzisz na odsetkach, nadpłacając kredyt jednorazowo lub regularnie, i czy lepiej skrócić okres, czy obniżyć ratę.',
  add: 'Dodaj nadpłatę',
  remove: 'Usuń nadpłatę',
  amount: 'Kwota nadpłaty (zł)',
  month: ROW_NUMBER,
  repeat: 'Powtarzaj',
  untilMonth: 'Do raty nr',
  untilHint: 'Puste pole: do końca kredytu.',
  effect: 'Efekt nadpłaty',
  repeats: {
    ONCE: 'Jednorazowo',
    MONTHLY: 'Co miesiąc',
    QUARTERLY: 'Co kwartał',
    YEARLY: 'Co rok',
  },
  effects: { SHORTEN_TERM: 'Skrócenie okresu', LOWER_INSTALMENT: 'Niższa rata' },
  /** A field's accessible name inside row `row` (1-based): "Od raty nr, nadpłata 2". */
  inRow: (label: string, row: number): string => `${label}, nadpłata ${row}`,
  /** The row's group name. */
  rowLegend: (row: number): string => `Nadpłata ${row}`,
  maxRows: 'Można dodać najwyżej 20 nadpłat.',
  fee: 'Prowizja za wcześniejszą spłatę (%)',
  feeHint:
    'Ustawa o kredycie hipotecznym pozwala pobrać najwyżej 3% nadpłaconej kwoty, nie więcej niż odsetki za rok, a przy oprocentowaniu zmiennym tylko w pierwszych 36 miesiącach.',
  messages: {
    amountPositive: 'Kwota nadpłaty musi być większa od zera.',
    amountDecimals: 'Kwota nadpłaty może mieć najwyżej dwa miejsca po przecinku.',
    amountTooHigh: 'Kwota nadpłaty nie może przekraczać 100 000 000 zł.',
    untilBeforeFrom: 'Rata końcowa nie może być wcześniejsza niż rata początkowa.',
    feeRange: 'Prowizja może wynosić od 0 do 3%.',
  },
} as const;

/** Messages for instalment-number fields, shared by every scenario section. */
export const MONTH_FIELD_COPY = {
  termFirst: 'Najpierw podaj poprawny okres kredytowania.',
  /** Below the first instalment the field allows. */
  tooLow: (min: number): string => `Numer raty musi wynosić co najmniej ${min}.`,
  /** Past the loan's last instalment. */
  tooHigh: (max: number): string => `Numer raty nie może przekraczać ${max} (ostatnia rata).`,
} as const;

/** The form's `Oprocentowanie` choice and the rate path builder (issue 12). */
export const RATE_PATH_COPY = {
  legend: 'Oprocentowanie',
  fixed: 'Stałe przez cały okres',
  variable: 'Zmienne',
  methodLegend: 'Jak wyznaczyć zmiany',
  methods: {
    MANUAL: 'Ręcznie',
    SHOCK: 'Jednorazowy wzrost',
    PERIODIC: 'Okresowo stała',
    HISTORICAL: 'Scenariusz historyczny',
  },
  changesTitle: 'Zmiany oprocentowania',
  month: ROW_NUMBER,
  rate: 'Oprocentowanie (%)',
  add: 'Dodaj zmianę',
  remove: 'Usuń zmianę',
  /** A field's accessible name inside change `row`: "Od raty nr, zmiana 3". */
  inRow: (label: string, row: number): string => `${label}, zmiana ${row}`,
  rowLegend: (row: number): string => `Zmiana ${row}`,
  maxRows: 'Można dodać najwyżej 60 zmian.',
  noChanges: 'Brak zmian: dodaj zmianę albo wstaw ją jednym ze sposobów powyżej.',
  insert: 'Wstaw zmiany',
  shockDelta: 'Zmiana oprocentowania (pkt proc.)',
  shockDeltaHint: 'Może być ujemna, np. -1,5.',
  shockMonth: ROW_NUMBER,
  periodicYears: 'Stała przez (lata)',
  periodicMargin: 'Marża (pkt proc.)',
  index: 'Wskaźnik',
  /** The last known value of an index, e.g. "WIBOR 3M: 3,85% (kwiecień 2026)". */
  lastKnown: (index: string, value: string, month: string): string =>
    `${index}: ${value} (ostatnia znana wartość, ${month})`,
  historicalNeedsStart: 'Podaj miesiąc i rok pierwszej raty powyżej.',
  /** The range of first-instalment months the data allows. */
  historicalRange: (from: string, to: string): string =>
    `Pierwsza rata może przypaść od ${from} do ${to}.`,
  /** The data's source and range, shown beside the picker. */
  historicalSource: (source: string, from: string, to: string): string =>
    `Źródło: ${source}; dane od ${from} do ${to}.`,
  pastRates: 'Stopy z przeszłości nie przesądzają o przyszłych.',
  historicalNoChange:
    'W tym okresie oprocentowanie się nie zmieniło, więc symulacja zostanie zapisana ze stałą stopą.',
  /** How many changes were inserted. */
  inserted: (count: number): string =>
    `Wstawiono ${count} ${pluralForm(count, { one: 'zmianę', few: 'zmiany', many: 'zmian' })}.`,
  messages: {
    sorted: 'Zmiany muszą być podane w kolejności numerów rat.',
    duplicate: 'W jednej racie może być tylko jedna zmiana.',
    firstChange: 'Zmiana może nastąpić najwcześniej od raty nr 2.',
    periodicYears: 'Okres stałej stopy musi być krótszy niż okres kredytowania.',
    marginRange: 'Marża może wynosić od 0 do 20 pkt proc.',
    deltaRange: 'Nowe oprocentowanie musi mieścić się w przedziale od 0,01% do 60%.',
  },
  firstInstalment: 'Pierwsza rata (miesiąc i rok)',
  firstInstalmentHint: 'Opcjonalnie, np. 2026-04: harmonogram pokaże wtedy miesiąc każdej raty.',
  firstInstalmentInvalid: 'Podaj miesiąc i rok w postaci RRRR-MM, np. 2026-04.',
} as const;

/** The form's `Koszty kredytu` section (issue 13). */
export const COSTS_COPY = {
  title: 'Koszty kredytu',
  toggle: (count: number): string => (count > 0 ? `Koszty kredytu (${count})` : 'Koszty kredytu'),
  intro:
    'Jeśli wpisane oprocentowanie to oprocentowanie nominalne z oferty banku, dodaj koszty, a obliczymy RRSO zgodnie z ustawą.',
  commission: (unit: 'PERCENT' | 'AMOUNT'): string =>
    unit === 'PERCENT' ? 'Prowizja (%)' : 'Prowizja (zł)',
  commissionUnit: 'Prowizja podana w',
  units: { PERCENT: '%', AMOUNT: 'zł' },
  insurance: 'Ubezpieczenie (zł miesięcznie)',
  fees: 'Opłaty miesięczne (zł)',
  oneOff: 'Inne koszty jednorazowe (zł)',
  bridgeMargin: 'Marża pomostowa (pkt proc.)',
  bridgeMonths: 'przez … rat',
  bridgeMonthsLabel: 'Marża pomostowa przez (liczba rat)',
  messages: {
    negative: 'Koszt nie może być ujemny.',
    decimals: 'Kwota może mieć najwyżej dwa miejsca po przecinku.',
    commissionPercent: 'Prowizja może wynosić od 0 do 10%.',
    monthlyTooHigh: 'Koszt miesięczny nie może przekraczać 10 000 zł.',
    oneOffTooHigh: 'Prowizja i koszty jednorazowe muszą być mniejsze niż połowa kwoty kredytu.',
    marginRange: 'Marża pomostowa może wynosić od 0 do 10 pkt proc.',
    marginWithRate: 'Oprocentowanie z marżą pomostową nie może przekraczać 60%.',
    bridgeMonths: 'Liczba rat musi być mniejsza niż liczba wszystkich rat kredytu.',
  },
} as const;

/** The line beside the start button naming what is still missing or wrong (issue 10). */
export const FORM_STATUS_COPY = {
  /** Field names as the line lists them. */
  fields: {
    amount: 'kwota kredytu',
    rate: 'oprocentowanie RRSO',
    term: 'okres kredytowania',
    overpayments: 'nadpłaty',
    ratePath: 'zmiany oprocentowania',
    costs: 'koszty kredytu',
    firstInstalment: 'pierwsza rata',
  },
  /** "Uzupełnij lub popraw: kwota kredytu, okres kredytowania." */
  pending: (fields: readonly string[]): string => `Uzupełnij lub popraw: ${fields.join(', ')}.`,
} as const;

/** The figures a scenario adds to the result card and the report's results (issues 11–13). */
export const SCENARIO_RESULT_COPY = {
  interestSaved: 'Oszczędność na odsetkach',
  /** Beside the savings: the early-repayment fees paid. */
  feesBeside: (fees: string): string => `w tym koszt prowizji za nadpłaty: ${fees}`,
  shorter: 'Kredyt krótszy o',
  instalmentAfter: 'Rata po ostatniej nadpłacie',
  totalOverpaid: 'Nadpłacono łącznie',
  overpaymentFees: 'Prowizje za nadpłaty',
  apr: 'RRSO z kosztami',
  aprNote: 'Oprocentowanie z formularza traktujemy jako nominalne.',
  aprVariableNote:
    'RRSO podawane przez bank zakłada dzisiejsze oprocentowanie przez cały okres kredytu; to RRSO uwzględnia scenariusz zmian stóp.',
  totalCostOfCredit: 'Całkowity koszt kredytu',
  totalAmountToPay: 'Całkowita kwota do zapłaty',
  /** Why the totals above may differ from the RRSO's assumptions. */
  totalsNote:
    'Koszty i kwoty do zapłaty uwzględniają nadpłaty z tej symulacji, a RRSO liczymy dla umowy wykonywanej zgodnie z harmonogramem, bez nadpłat.',
  lowest: 'Najniższa rata',
  highest: 'Najwyższa rata',
  /** An instalment with the month it falls in: "2 450,12 zł (rata nr 13)". */
  inMonth: (money: string, month: number): string => `${money} (rata nr ${month})`,
  lastMonth: 'Ostatnia rata',
  /** Overpayments or changes that fell after the schedule had ended. */
  afterEnd: (overpayments: number, changes: number): string => {
    const parts: string[] = [];
    if (overpayments > 0) {
      parts.push(
        `${overpayments} ${pluralForm(overpayments, { one: 'nadpłata', few: 'nadpłaty', many: 'nadpłat' })}`,
      );
    }
    if (changes > 0) {
      parts.push(
        `${changes} ${pluralForm(changes, { one: 'zmiana oprocentowania', few: 'zmiany oprocentowania', many: 'zmian oprocentowania' })}`,
      );
    }
    return `Kredyt spłacono wcześniej, więc ${parts.join(' i ')} po ostatniej racie nie ${overpayments + changes === 1 ? 'została uwzględniona' : 'zostały uwzględnione'}.`;
  },
} as const;

/** The report's cost breakdown (issue 13). */
export const COST_BREAKDOWN_COPY = {
  title: 'Struktura kosztów kredytu',
  caption: 'Składniki całkowitego kosztu kredytu i ich udział',
  item: 'Składnik',
  amount: 'Kwota',
  share: 'Udział',
  items: {
    interest: 'Odsetki',
    commission: 'Prowizja',
    insurance: 'Ubezpieczenie',
    fees: 'Opłaty',
    oneOff: 'Koszty jednorazowe',
    overpaymentFees: 'Prowizje za nadpłaty',
  },
  total: 'Razem',
} as const;

/** What a scenario adds to the report's settings summary (issues 11–13). */
export const SCENARIO_SETTINGS_COPY = {
  overpayments: 'Nadpłaty',
  overpaymentFee: (percent: string): string =>
    `Prowizja za wcześniejszą spłatę: ${percent} przez pierwsze 36 miesięcy`,
  costs: 'Koszty kredytu',
  commissionPercent: (percent: string): string => `prowizja ${percent}`,
  commissionAmount: (amount: string): string => `prowizja ${amount}`,
  oneOff: (amount: string): string => `koszty jednorazowe ${amount}`,
  insurance: (amount: string): string => `ubezpieczenie ${amount} miesięcznie`,
  fees: (amount: string): string => `opłaty ${amount} miesięcznie`,
  firstInstalment: 'Pierwsza rata',
  rateIndex: 'Scenariusz historyczny',
  /** The historical scenario: "WIBOR 3M od stycznia 2021". */
  historical: (index: string, fromGenitive: string): string => `${index} od ${fromGenitive}`,
} as const;

/** The report's `Test wzrostu stóp` (issue 12). */
export const STRESS_TEST_COPY = {
  title: 'Test wzrostu stóp',
  caption: 'Pierwsza rata i odsetki, gdyby każde oprocentowanie było wyższe',
  rise: 'Wzrost stóp',
  firstInstalment: 'Pierwsza rata',
  change: 'Zmiana raty',
  totalInterest: 'Całkowite odsetki',
  explanation:
    'Każdy wiersz dodaje podaną liczbę punktów procentowych do każdego oprocentowania w symulacji (najwyżej do 60%). Oceniając zdolność kredytową, banki zgodnie z Rekomendacją S KNF doliczają bufor co najmniej 2,5 pkt proc. (od 2019 r., a od lutego 2023 r. także przy okresowo stałej stopie); od kwietnia 2022 r. przy stopie zmiennej stosowały 5 pkt proc.',
  /** "+152,30 zł (+7,02%)" */
  changeText: (money: string, percent: string): string => `${money} (${percent})`,
} as const;

/** The report's actions and the shared-link report (issue 14). */
export const REPORT_ACTIONS_COPY = {
  label: 'Działania na raporcie',
  share: 'Udostępnij',
  csv: 'Pobierz harmonogram (CSV)',
  print: 'Drukuj lub zapisz PDF',
  startFrom: 'Użyj jako punkt wyjścia',
  copied:
    'Link skopiowany do schowka. Każdy, kto go otworzy, zobaczy ustawienia tej symulacji; link nie trafia na serwer strony.',
  copyFallback: 'Skopiuj ten link ręcznie:',
  linkLabel: 'Link do symulacji',
  shareTitle: (label: string): string => `Symulacja kredytu: ${label}`,
  /** The run's date under the headline, as printed too. */
  date: (date: string): string => `Data symulacji: ${date}`,
  sharedBanner: 'Symulacja z udostępnionego linku',
  sharedNote:
    'Ten raport przeliczono z ustawień zapisanych w linku. Nic nie zostało zapisane w tej przeglądarce.',
  save: 'Zapisz w tej przeglądarce',
  saved: 'Zapisano symulację w tej przeglądarce.',
  openSaved: 'Otwórz zapisany raport',
  saveFailed: 'Nie udało się zapisać symulacji w tej przeglądarce.',
  recomputed:
    'Link powstał we wcześniejszej wersji symulatora, więc wyniki przeliczono według obecnych zasad obliczeń.',
  badLinkHeading: 'Nie można otworzyć udostępnionego linku',
  badLinkText:
    'Link jest niepełny, uszkodzony albo pochodzi z nowszej wersji symulatora. Poproś o nowy link albo wykonaj symulację samodzielnie.',
  startingPoint:
    'Formularz wypełniono ustawieniami wybranej symulacji. Zmień je i rozpocznij nową symulację.',
  startingPointMissing: 'Nie znaleziono symulacji, na której miał się opierać formularz.',
} as const;

/** Words and phrases the domain's labels build (labels.ts), beyond the spec's type names. */
export const LABEL_COPY = {
  monthWords: { one: 'miesiąc', few: 'miesiące', many: 'miesięcy' },
  /** "instalment" after "przez" and a count: przez 1 ratę, 2 raty, 5 rat. */
  instalmentWordsAccusative: { one: 'ratę', few: 'raty', many: 'rat' },
  changeWords: { one: 'zmiana', few: 'zmiany', many: 'zmian' },
  /** Joins years and months: "9 lat i 10 miesięcy". */
  and: ' i ',
  shorterLoan: (duration: string): string => `Kredyt krótszy o ${duration}`,
  percentagePoints: (points: string): string => `${points} pkt proc.`,
  bridgeMargin: (margin: string, months: string): string =>
    `marża pomostowa ${margin} pkt proc. przez ${months}`,
  variableRate: (rate: string, changes: string): string =>
    `Oprocentowanie zmienne: ${rate} na start, ${changes}`,
  lastKnownValue: (monthGenitive: string): string =>
    `od ${monthGenitive} przyjęto ostatnią znaną wartość`,
  overpaymentOnce: (amount: string, month: number, effect: string): string =>
    `${amount} jednorazowo z ratą nr ${month}, ${effect}`,
  overpaymentRepeated: (
    amount: string,
    repeat: string,
    month: number,
    until: string,
    effect: string,
  ): string => `${amount} ${repeat} od raty nr ${month} ${until}, ${effect}`,
  untilEnd: 'do końca',
  untilMonth: (month: number): string => `do raty nr ${month}`,
  /** The label's unit after the amount: "300 000 zł". */
  currency: 'zł',
  /** The label's parts for scenario runs (issues 11 and 12). */
  variableSuffix: 'zmienne',
  overpaymentsSuffix: 'z nadpłatami',
  rateIndices: { WIBOR_3M: 'WIBOR 3M', WIBOR_6M: 'WIBOR 6M' },
} as const;

/** The side menu's backup, restore and persistence (issue 14). */
export const BACKUP_COPY = {
  title: 'Zapisane symulacje',
  export: 'Eksportuj wszystkie symulacje',
  import: 'Importuj symulacje',
  clear: 'Usuń wszystkie symulacje',
  clearQuestion: 'Czy na pewno chcesz nieodwracalnie usunąć wszystkie zapisane symulacje?',
  cleared: 'Usunięto wszystkie zapisane symulacje.',
  exported: (count: number): string =>
    `Wyeksportowano ${count} ${pluralForm(count, { one: 'symulację', few: 'symulacje', many: 'symulacji' })} do pliku.`,
  /** The import's result, as issue 14 words it. */
  imported: (added: number, skipped: number, rejected: number): string =>
    `Zaimportowano ${added}, pominięto ${skipped} (już zapisane), odrzucono ${rejected} (błędne dane).`,
  errors: {
    'too-large': 'Plik jest za duży (ponad 10 MB). Wybierz plik kopii zapasowej symulatora.',
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

/** The report's second chart, the debt left with and without overpayments (issue 11). */
export const DEBT_CHART_COPY = {
  title: 'Pozostały dług',
  withOverpayments: 'Z nadpłatami',
  withoutOverpayments: 'Bez nadpłat',
  /** The chart's text alternative: one sentence with the key figures. */
  description: (withMonths: number, withoutMonths: number, saved: string): string =>
    `Z nadpłatami dług spada do zera po ${withMonths} ${pluralForm(withMonths, { one: 'racie', few: 'ratach', many: 'ratach' })}, bez nadpłat po ${withoutMonths} ${pluralForm(withoutMonths, { one: 'racie', few: 'ratach', many: 'ratach' })}; odsetki są niższe o ${saved}.`,
} as const;

/** The installed app (its web app manifest) and the notice of a new version (issue 17). */
export const APP_COPY = {
  /** The install prompt and the list of apps show the full name. */
  name: SITE_NAME,
  /** Under the home-screen icon, where about 12 characters fit. */
  shortName: 'Raty kredytu',
  description:
    'Oblicz ratę, odsetki i harmonogram spłaty kredytu hipotecznego. Symulacje zostają w Twojej przeglądarce, a strona działa także bez internetu.',
  update: {
    /** Said politely once a new version of the site is installed and waiting. */
    message: 'Dostępna jest nowa wersja strony',
    refresh: 'Odśwież',
    /** Hides the notice; the new version then starts on the next visit. */
    dismiss: 'Nie teraz',
  },
} as const;

/**
 * The spec's own texts, quoted word for word (its slips included): changing one breaks the spec.
 * Every entry tagged `@spec` above is here, and nothing else.
 */
export const SPEC_TEXTS: readonly string[] = [
  SITE_COPY.homeCrumb,
  SITE_COPY.pages.home.heading,
  SITE_COPY.pages.notFound.title,
  MENU_COPY.toggle,
  MENU_COPY.title,
  ...Object.values(VALIDATION_COPY),
  ...Object.values(MORTGAGE_TYPE_COPY),
  ...Object.values(YEAR_WORDS),
  FORM_COPY.title,
  RESULT_CARD_COPY.title,
  RESULT_CARD_COPY.fullReport,
  TABLE_COPY.title,
  TABLE_COPY.empty,
  DIALOG_COPY.deleteTitle,
  DIALOG_COPY.confirm,
  DIALOG_COPY.cancel,
  REPORT_COPY.loading,
  SETTINGS_SUMMARY_COPY.title,
  SETTINGS_SUMMARY_COPY.wholeTerm,
  CHART_COPY.title,
  ...Object.values(CHART_COPY.series),
  CHART_COPY.xAxis,
  CHART_COPY.month,
  SCHEDULE_COPY.title,
  SCHEDULE_COPY.totals,
];
