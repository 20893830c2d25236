// The copy deck's texts for `Nadpłaty z celem` (issue 36), loaded with the tools when they open.
import { LABEL_COPY, numberText, pluralForm } from './shared.ts';

/** Month names in the locative, as "w …" needs them: "w grudniu 2040". */
const MONTHS_LOCATIVE = [
  'styczniu',
  'lutym',
  'marcu',
  'kwietniu',
  'maju',
  'czerwcu',
  'lipcu',
  'sierpniu',
  'wrześniu',
  'październiku',
  'listopadzie',
  'grudniu',
] as const;

const MONTH_WORDS = LABEL_COPY.monthWords;
/** "years" after "po" and a count: po 1 roku, po 2 latach, po 25 latach. */
const YEARS_LOCATIVE = { one: 'roku', few: 'latach', many: 'latach' };

/** The tools inside `Nadpłaty` and on the report. */
export const GOALS_COPY = {
  title: 'Nadpłaty z celem',
  intro:
    'Policz, ile nadpłacać, by spłacić kredyt do wybranego terminu, jak szybko spłacisz go stałą kwotą miesięcznie albo jak obniżyć ratę. Wynik wstawisz do nadpłat.',
  needsLoan: 'Uzupełnij kwotę, oprocentowanie i okres kredytu, by policzyć cel.',
  seekTitle: 'Ile nadpłacać?',
  invalid: 'Uzupełnij pola liczbami większymi od zera, w granicach okresu kredytu.',
  shortenedBy: 'Okres kredytu',
  baseNote: 'Liczymy na ustawieniach tej symulacji, bez jej obecnych nadpłat.',
  goalLabel: 'Cel',
  goals: {
    PAY_OFF_BY: 'Spłać do',
    BUDGET: 'Stała kwota miesięcznie',
    LOWER_INSTALMENT: 'Obniż ratę do',
  },
  targetYears: 'Po ilu latach (lata)',
  targetMonth: 'Miesiąc ostatniej raty',
  targetYear: 'Rok ostatniej raty',
  from: 'Od raty nr',
  budget: 'Kwota miesięcznie na raty (zł)',
  budgetHint: 'Ubezpieczenie i inne opłaty miesięczne płacisz poza tą kwotą.',
  targetInstalment: 'Docelowa rata (zł)',
  after: 'Po racie nr',
  compute: 'Policz',
  insert: 'Wstaw do nadpłat',
  inserted: 'Wstawiono do nadpłat. Uruchom symulację, by zobaczyć wynik.',
  resultTitle: 'Wynik',
  amountMonthly: 'Nadpłata miesięcznie',
  amountBudget: 'Rata i nadpłata razem',
  amountOnce: 'Nadpłata jednorazowa',
  lastInstalment: 'Ostatnia rata',
  nextInstalment: 'Nowa rata',
  interestSaved: 'Oszczędność na odsetkach (po prowizjach)',
  nothingNeeded: 'Nadpłata nie jest potrzebna: plan już osiąga ten cel.',
  notShorter: 'Kredyt nie jest krótszy.',
  /** `Kredyt krótszy o …`, as the result card says it. */
  shorterLoan: LABEL_COPY.shorterLoan,
  /** An instalment by number, and its month when the run has `Pierwsza rata`. */
  instalmentNumber: (instalment: number, month: string | null): string =>
    month === null ? `rata nr ${instalment}` : `rata nr ${instalment} (${month})`,
  /** Where "w …" names a month: "w grudniu 2040". */
  inMonth: (monthIndex: number, year: string): string =>
    `w ${MONTHS_LOCATIVE[monthIndex] ?? ''} ${year}`,
  /** Where "w …" names an instalment. */
  inInstalment: (instalment: number): string => `w racie nr ${instalment}`,
  earliest: (when: string): string => `Najwcześniej możesz spłacić kredyt ${when}.`,
  belowInstalment: (instalment: string): string => `Kwota jest niższa niż rata (${instalment}).`,
  afterEnd: (last: number): string =>
    `Kredyt kończy się ratą nr ${last}; wybierz wcześniejszą ratę.`,
  /** "12 miesięcy" for the years-to-target field's hint. */
  months: (count: number): string => `${numberText(count)} ${pluralForm(count, MONTH_WORDS)}`,
} as const;

/** `Nadpłacać czy inwestować?` */
export const INVEST_COPY = {
  title: 'Nadpłacać czy inwestować?',
  intro:
    'Porównaj dwie drogi dla tej samej kwoty: nadpłatę kredytu albo inwestycję. Obie strony wydają co miesiąc planowaną ratę i tę kwotę.',
  amount: 'Kwota miesięcznie (zł)',
  from: 'od raty nr',
  returnPercent: 'Oczekiwany zwrot z inwestycji (% rocznie, przed podatkiem)',
  taxPercent: 'Podatek od zysków',
  taxHint: 'Domyślnie 19 % (podatek Belki).',
  horizon: 'Horyzont (lata)',
  horizonHint: 'Domyślnie: planowany koniec kredytu.',
  compute: 'Porównaj',
  overpaySide: 'Nadpłata',
  investSide: 'Inwestycja',
  netWorth: 'Majątek netto na koniec horyzontu',
  netWorthNote:
    'Inwestycje po podatku minus dług do spłaty (po stronie nadpłat także minus prowizje).',
  difference: 'Różnica',
  overpayAhead: (amount: string): string => `Nadpłata daje o ${amount} więcej.`,
  investAhead: (amount: string): string => `Inwestycja daje o ${amount} więcej.`,
  even: 'Obie drogi dają tyle samo.',
  breakEven: 'Zwrot, przy którym obie drogi dają tyle samo',
  breakEvenNone: 'Brak: przy każdym rozsądnym zwrocie jedna z dróg wygrywa.',
  certainty:
    'Zwrot z nadpłaty jest pewny i równy oprocentowaniu kredytu; zwrot z inwestycji nie jest pewny. To scenariusze, nie porada.',
  invalid:
    'Uzupełnij kwotę, numer raty i zwrot; podatek jako procent zysku, horyzont w pełnych latach.',
  chartTitle: 'Majątek netto w czasie',
  chartEmpty: 'Brak miesięcy do pokazania.',
  chartFailed: 'Nie udało się narysować wykresu; liczby podano powyżej.',
  chartSummary: (years: number, overpay: string, invest: string): string =>
    `Po ${numberText(years)} ${pluralForm(years, YEARS_LOCATIVE)}: nadpłata ${overpay}, inwestycja ${invest}.`,
} as const;
