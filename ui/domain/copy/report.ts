// The copy deck's report texts; see ui/domain/copy.ts for the deck's rules.
import {
  OVERPAYMENT_FEE_MONTHS,
  RATE_MAX,
  STRESS_OWN_MAX,
  STRESS_OWN_MIN,
  VARIABLE_RATE_BUFFER_POINTS,
} from '../limits.ts';
import { RECOMPUTED_NOTE } from './runFigures.ts';
import {
  BACK_HOME,
  LABEL_COPY,
  LOADING_TEXT,
  SCHEDULE_TITLE,
  numberText,
  pluralForm,
} from './shared.ts';

/** The report page's own screens: headline, loading, not found, damaged, storage off. */
export const REPORT_COPY = {
  /** The headline while the run is being read. */
  pendingHeadline: 'Szczegóły symulacji',
  /** The headline of the run labelled `label`. */
  headline: (label: string) => `Symulacja: ${label}`,
  /** @spec The loading status. */
  loading: LOADING_TEXT,
  notFoundHeading: 'Nie znaleziono symulacji',
  notFoundText: 'Symulacja o podanym identyfikatorze nie istnieje albo została usunięta.',
  /** Below the not-found text of a report address: where saved runs live (issue 32). */
  notStoredNote:
    'Symulacje są zapisywane tylko w przeglądarce, w której je wykonano, i nie trafiają na żaden serwer, więc adres raportu nie otworzy go na innym urządzeniu ani w innej przeglądarce. Aby pokazać symulację komuś innemu, otwórz jej raport tam, gdzie ją wykonano, i użyj przycisku „Udostępnij”: link zawiera jej ustawienia.',
  /** The run's own name under the headline (issue 32). */
  name: (name: string) => `Nazwa: ${name}`,
  /** A run whose saved figures differed from the engine's: the report shows the engine's. */
  recomputed: RECOMPUTED_NOTE,
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
    /** The date an instalment is paid and the days its interest ran (issue 37). */
    paymentDate: 'Data',
    days: 'Dni',
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
  /** The CSV's first line for a run with a name (issue 32): `Nazwa;Oferta banku A`. */
  name: 'Nazwa',
} as const;

/** What a scenario adds to the report's settings summary (issues 11–13). */
export const SCENARIO_SETTINGS_COPY = {
  overpayments: 'Nadpłaty',
  overpaymentFee: (percent: string): string =>
    `Prowizja za wcześniejszą spłatę: ${percent} przez pierwsze ${OVERPAYMENT_FEE_MONTHS} ${pluralForm(OVERPAYMENT_FEE_MONTHS, LABEL_COPY.monthWords)}`,
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
/** The report's `Nadpłaty z celem` (issue 36): the tools load when the toggle opens them. */
export const REPORT_GOALS_COPY = {
  title: 'Nadpłaty z celem',
  toggle: 'Policz nadpłatę do celu lub porównaj z inwestycją',
  note: 'Wstaw do nadpłat otwiera formularz z tymi ustawieniami i nową nadpłatą.',
} as const;

export const STRESS_TEST_COPY = {
  title: 'Test wzrostu stóp',
  caption: 'Pierwsza rata i odsetki, gdyby każde oprocentowanie było wyższe',
  rise: 'Wzrost stóp',
  firstInstalment: 'Pierwsza rata',
  change: 'Zmiana raty',
  totalInterest: 'Całkowite odsetki',
  explanation: `Każdy wiersz dodaje podaną liczbę punktów procentowych do każdego oprocentowania w symulacji (najwyżej do ${RATE_MAX}%). Oceniając zdolność kredytową, banki zgodnie z Rekomendacją S KNF doliczają bufor co najmniej 2,5 pkt proc. (od 2019 r., a od lutego 2023 r. także przy okresowo stałej stopie); od kwietnia 2022 r. przy stopie zmiennej stosowały ${VARIABLE_RATE_BUFFER_POINTS} pkt proc.`,
  /** "+152,30 zł (+7,02%)" */
  changeText: (money: string, percent: string): string => `${money} (${percent})`,
  /** The borrower's own row (issue 33): its field, its range and the row's header. */
  ownLabel: 'Własny wzrost (pkt proc.)',
  ownHint: `Od ${numberText(STRESS_OWN_MIN)} do +${numberText(STRESS_OWN_MAX)} pkt proc.`,
  ownRange: `Podaj wzrost od ${numberText(STRESS_OWN_MIN)} do +${numberText(STRESS_OWN_MAX)} pkt proc.`,
  ownRow: (points: string): string => `Własny wzrost: ${points}`,
  /** Under the table of a run with a recipe: the shift moves the index, never below 0 %. */
  indexNote:
    'Przy oprocentowaniu wskaźnik + marża zmiana dotyczy wskaźnika: marża zostaje, a wskaźnik nie spada poniżej 0%.',
} as const;

/** The report's actions and the shared-link report (issue 14). */
export const REPORT_ACTIONS_COPY = {
  label: 'Działania na raporcie',
  share: 'Udostępnij',
  csv: 'Pobierz harmonogram (CSV)',
  print: 'Drukuj lub zapisz PDF',
  startFrom: 'Użyj jako punkt wyjścia',
  /** Below 600 px the actions are one menu (issue 31): its button's text… */
  more: 'Więcej akcji',
  /** …and its accessible name, naming the run. */
  moreNamed: (label: string): string => `Więcej akcji: ${label}`,
  copied:
    'Link skopiowany do schowka. Każdy, kto go otworzy, zobaczy ustawienia tej symulacji; link nie trafia na serwer strony.',
  copyFallback: 'Skopiuj ten link ręcznie:',
  linkLabel: 'Link do symulacji',
  shareTitle: (label: string): string => `Symulacja kredytu: ${label}`,
  /** The run's date under the headline, as printed too. */
  date: (date: string): string => `Data symulacji: ${date}`,
  sharedBanner: 'Symulacja z udostępnionego linku',
  sharedNote: 'Ten raport przeliczono z ustawień zapisanych w linku.',
  /** The shared run is not saved here (yet). */
  notSaved: 'Nic nie zostało zapisane w tej przeglądarce.',
  save: 'Zapisz w tej przeglądarce',
  saved: 'Zapisano symulację w tej przeglądarce.',
  /** The shared run was saved here before (a reload, another tab). */
  alreadySaved: 'Ta symulacja jest już zapisana w tej przeglądarce.',
  openSaved: 'Otwórz zapisany raport',
  saveFailed: 'Nie udało się zapisać symulacji w tej przeglądarce.',
  recomputed:
    'Link powstał we wcześniejszej wersji symulatora, więc wyniki przeliczono według obecnych zasad obliczeń.',
  badLinkHeading: 'Nie można otworzyć udostępnionego linku',
  badLinkText:
    'Link jest niepełny, uszkodzony albo pochodzi z nowszej wersji symulatora. Poproś o nowy link albo wykonaj symulację samodzielnie.',
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
