// The copy deck's compare texts; see ui/domain/copy.ts for the deck's rules.
import { COMPARE_MAX, COMPARE_MIN, INFLATION_MAX, INFLATION_MIN } from '../limits.ts';
import { VALIDATION_COPY } from './shared.ts';

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
  noneChosenText: `Adres strony nie wskazuje żadnej zapisanej symulacji. Zaznacz od ${COMPARE_MIN} do ${COMPARE_MAX} symulacji w tabeli porównawczej na stronie głównej i wybierz „Porównaj wybrane”.`,
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
    annualPercentageRate: 'RRSO',
    totalRepayment: 'Całkowita kwota do spłaty',
    totalAmountToPay: 'Całkowita kwota do zapłaty',
    lastMonth: 'Ostatnia rata',
    totalOverpayment: 'Suma nadpłat',
  },
  /** The last instalment's number and the term it makes, already in words: "nr 300 (25 lat)". */
  lastMonthValue: (month: number, duration: string) => `nr ${month} (${duration})`,
  figuresNote:
    'Najniższa i najwyższa rata pomijają ostatnią ratę, która tylko wyrównuje pozostały dług. Symulacja bez kosztów ma RRSO samego oprocentowania (z miesięczną kapitalizacją odsetek), a jej całkowity koszt kredytu to odsetki i prowizje za nadpłaty. Całkowita kwota do zapłaty to kwota kredytu i całkowity koszt kredytu.',
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
  inflationHint: `Od ${INFLATION_MIN}% do ${INFLATION_MAX}%, np. 2,5.`,
  /** The inflation field's messages, by the domain's InflationProblem. */
  messages: {
    required: VALIDATION_COPY.required,
    'not-a-number': VALIDATION_COPY.notANumber,
    'too-low': `Inflacja nie może być niższa niż ${INFLATION_MIN}%.`,
    'too-high': `Inflacja nie może być wyższa niż ${INFLATION_MAX}%.`,
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
