// The copy deck's texts for `Sprawdź harmonogram banku` (issue 37); see ui/domain/copy.ts for the
// deck's rules: the headers the schedule parser (ui/domain/bankSchedule.ts) recognises, the
// messages it gives, and the page's own texts (/sprawdz-harmonogram).
import {
  BANK_SCHEDULE_CHARS_MAX,
  LOAN_AMOUNT_MAX,
  LOAN_AMOUNT_MIN,
  BANK_SCHEDULE_LINE_CHARS_MAX,
  BANK_SCHEDULE_LINES_MAX,
  MONTHS_MAX,
  PAYMENT_DAY_MAX,
  PAYMENT_DAY_MIN,
  RATE_MAX,
  RATE_MIN,
  TERM_MAX,
  TERM_MIN,
} from '../limits.ts';
import { SCHEDULE_COPY } from './report.ts';
import { numberText, pluralForm, type PluralForms, yearsText } from './shared.ts';

const COLUMNS = SCHEDULE_COPY.columns;

/**
 * The column headers the parser recognises, as banks print them and as this app's CSV writes
 * them. They are compared without case, diacritics, punctuation or a unit (`Kapitał (zł)`), and a
 * header that starts with one (`Data spłaty raty`) counts as it; the longest match wins, so
 * `Rata kapitałowa` is principal and not the instalment. `other` names columns the check does
 * not read, so a header of single words still counts them.
 */
export const BANK_SCHEDULE_HEADERS = {
  number: ['Nr', 'Nr raty', 'Numer raty', 'Numer', 'Lp', 'L.p.', 'Rata nr', COLUMNS.month],
  date: [
    'Data',
    'Data spłaty',
    'Data raty',
    'Data płatności',
    'Data wymagalności',
    'Termin',
    'Termin spłaty',
    'Termin płatności',
    'Dzień spłaty',
  ],
  instalment: [
    'Rata',
    'Kwota raty',
    'Wysokość raty',
    'Rata łączna',
    'Rata kapitałowo-odsetkowa',
    'Kwota do zapłaty',
    'Do zapłaty',
    COLUMNS.totalMonthlyPayment,
  ],
  principal: [
    'Kapitał',
    'Rata kapitałowa',
    'Rata kapitału',
    'Spłata kapitału',
    'Kwota kapitału',
    COLUMNS.principalPayment,
  ],
  interest: [
    'Odsetki',
    'Rata odsetkowa',
    'Rata odsetek',
    'Spłata odsetek',
    'Kwota odsetek',
    COLUMNS.interestPayment,
  ],
  balance: [
    'Saldo',
    'Pozostało do spłaty',
    'Kapitał pozostały do spłaty',
    'Kapitał pozostały',
    'Kapitał do spłaty',
    'Pozostały kapitał',
    'Zadłużenie',
    COLUMNS.remainingDebt,
  ],
  other: [
    COLUMNS.calendarMonth,
    COLUMNS.overpayment,
    COLUMNS.overpaymentFee,
    COLUMNS.costs,
    COLUMNS.annualInterestRatePercent,
    'Stopa procentowa',
    'Liczba dni',
    'Dni',
    'Okres',
    'Ubezpieczenie',
    'Opłaty',
  ],
} as const;

/** The first words of a totals row below a schedule, which the parser skips. */
export const BANK_SCHEDULE_TOTALS = ['Suma', 'Razem', 'Ogółem', 'Łącznie', SCHEDULE_COPY.totals];

const LINE_WORDS: PluralForms = { one: 'wiersz', few: 'wiersze', many: 'wierszy' };
const INSTALMENT_WORDS: PluralForms = { one: 'ratę', few: 'raty', many: 'rat' };
/** How many skipped line numbers a message lists before it stops. */
const LINES_LISTED = 10;

/** The page `Sprawdź harmonogram banku` and its parser's messages. */
export const BANK_CHECK_COPY = {
  title: 'Sprawdź harmonogram banku',
  /** Its name in the Menu and the static header's navigation. */
  navLink: 'Sprawdź harmonogram',
  page: {
    title: 'Sprawdź harmonogram spłaty z banku – odsetki rata po racie',
    description:
      'Wklej harmonogram spłaty z banku: sprawdzimy odsetki każdej raty przy trzech sposobach liczenia dni i wskażemy raty, które się nie zgadzają.',
    keywords: [
      'harmonogram spłaty kredytu',
      'sprawdzenie harmonogramu banku',
      'odsetki rzeczywista liczba dni',
      'actual/365',
      'błąd w harmonogramie',
    ],
    crumb: 'Sprawdź harmonogram',
    heading: 'Sprawdź harmonogram banku',
    intro:
      'Wklej harmonogram spłaty z banku (tekst skopiowany z PDF-u lub arkusza) albo otwórz plik CSV. Przeliczymy każdą ratę przy trzech sposobach liczenia dni i pokażemy, który wyjaśnia harmonogram oraz które raty się różnią. Tekst nie opuszcza przeglądarki i nie jest nigdzie zapisywany.',
  },
  input: {
    title: 'Harmonogram z banku',
    label: 'Harmonogram spłaty (wklej tekst)',
    hint: 'Skopiuj tabelę razem z wierszem nagłówków: Data, Rata, Kapitał, Odsetki, Saldo.',
    read: 'Odczytaj harmonogram',
    openFile: 'Otwórz plik CSV',
    fileUnreadable: 'Nie udało się odczytać pliku. Otwórz plik CSV albo wklej jego treść.',
  },
  mapping: {
    title: 'Wskaż kolumny',
    /** The option of a column the schedule does not have. */
    none: 'Brak takiej kolumny',
    /** A column's option: its number, then its header or first value. */
    column: (position: number, text: string): string =>
      text === '' ? `Kolumna ${position}` : `Kolumna ${position}: ${text}`,
    readAgain: 'Odczytaj ponownie',
  },
  reading: {
    title: 'Co odczytaliśmy',
    rows: (count: number): string =>
      `Odczytaliśmy ${count} ${pluralForm(count, INSTALMENT_WORDS)}.`,
  },
  terms: {
    title: 'Kredyt według harmonogramu',
    intro:
      'Tyle wynika z wklejonych rat. Popraw dane, jeśli umowa mówi inaczej, i sprawdź harmonogram.',
    loan: 'Kwota kredytu',
    months: 'Liczba rat',
    mortgageType: 'Rodzaj rat',
    rate: 'Oprocentowanie (%)',
    rateHint:
      'Puste: każdy sposób liczenia dni przyjmie oprocentowanie, które wynika z pierwszych rat.',
    /** The hint when the rows gave each day count's rate: `rates` lists them. */
    rateFound: (rates: string): string =>
      `Z pierwszych rat wynika: ${rates}. Puste pole: każdy sposób liczenia dni przyjmie swoje.`,
    payoutDate: 'Data wypłaty kredytu',
    firstPaymentDate: 'Data pierwszej raty',
    paymentDay: 'Dzień spłaty raty',
    shift: 'Przesuń na dzień roboczy',
    check: 'Sprawdź',
    messages: {
      loan: 'Podaj kwotę kredytu w złotych, większą od zera.',
      months: `Liczba rat to liczba całkowita większa od zera, najwyżej ${numberText(MONTHS_MAX)}.`,
      rate: `Oprocentowanie to liczba od ${numberText(RATE_MIN)} do ${RATE_MAX} albo puste pole.`,
      date: 'Podaj datę (dzień, miesiąc i rok) albo zostaw pole puste.',
      paymentDay: `Dzień spłaty raty to liczba od ${PAYMENT_DAY_MIN} do ${PAYMENT_DAY_MAX} albo puste pole.`,
      firstAfterPayout: 'Pierwsza rata musi przypadać po dniu wypłaty kredytu.',
    },
  },
  result: {
    title: 'Wynik sprawdzenia',
    /** Beside the verdict when no day count explains every row: the one that comes closest. */
    closest: (dayCount: string, rate: string): string =>
      `Najbliżej harmonogramu jest sposób „${dayCount}” z oprocentowaniem ${rate}.`,
    /**
     * After the verdict when another day count explains every row too, at its own rate (ACT/360
     * at r × 360/365 gives ACT/365's interest at r): the contract's rate tells them apart.
     */
    alsoFits: (dayCount: string, rate: string): string =>
      `Równie dobrze pasuje sposób „${dayCount}” z oprocentowaniem ${rate}: wpisz oprocentowanie z umowy, a sprawdzimy tylko je.`,
    fitsTitle: 'Każdy sposób liczenia dni',
    fitsCaption: 'Dopasowanie każdego sposobu liczenia dni',
    fitColumns: {
      dayCount: 'Sposób liczenia',
      rate: 'Oprocentowanie',
      rowsOff: 'Raty z różnicą',
      total: 'Suma różnic odsetek',
    },
    differencesTitle: 'Raty, które się różnią',
    differencesCaption: 'Raty, w których odsetki lub kapitał różnią się od przeliczenia',
    columns: {
      number: 'Nr raty',
      date: 'Data',
      bankInterest: 'Odsetki w banku',
      expectedInterest: 'Odsetki wyliczone',
      difference: 'Różnica',
      principalDifference: 'Różnica kapitału',
      cause: 'Przyczyna',
    },
    noDifferences: 'Żadna rata nie różni się o więcej niż grosz.',
    total: (amount: string): string => `Różnica odsetek łącznie (bank − przeliczenie): ${amount}.`,
  },
  save: {
    button: 'Zapisz jako symulację',
    cannot: (reason: string) => `Nie można zapisać: ${reason}`,
    reasons: {
      AMOUNT: `kwota kredytu musi być pełną liczbą złotych od ${numberText(LOAN_AMOUNT_MIN)} zł do ${numberText(LOAN_AMOUNT_MAX)} zł.`,
      TERM: `liczba rat musi odpowiadać pełnym latom (od ${TERM_MIN} do ${TERM_MAX}).`,
      RATE: `oprocentowanie musi wynosić od ${numberText(RATE_MIN)} % do ${RATE_MAX} %.`,
      DATES: 'przy rzeczywistej liczbie dni potrzebne są data wypłaty kredytu i dzień spłaty raty.',
    },
    saved: 'Zapisano. ',
    open: 'Otwórz raport',
    failed: 'Nie udało się zapisać symulacji.',
  },
  /** The columns the borrower maps when the parser cannot. */
  columns: {
    number: 'Nr raty',
    date: 'Data',
    instalment: 'Rata',
    principal: 'Kapitał',
    interest: 'Odsetki',
    balance: 'Saldo',
  },
  messages: {
    empty: 'Wklej harmonogram spłaty z banku albo otwórz plik CSV.',
    tooLong: `Ten tekst jest za długi jak na harmonogram (ponad ${numberText(BANK_SCHEDULE_CHARS_MAX)} znaków). Wklej sam harmonogram.`,
    tooManyLines: `Ten tekst ma ponad ${numberText(BANK_SCHEDULE_LINES_MAX)} ${LINE_WORDS.many}, więcej niż ma harmonogram. Wklej sam harmonogram.`,
    /** A line too long to be a schedule's row: probably not a schedule at all. */
    lineTooLong: (line: number): string =>
      `Wiersz ${line} ma ponad ${numberText(BANK_SCHEDULE_LINE_CHARS_MAX)} znaków, a wiersz harmonogramu kilkadziesiąt. Wklej sam harmonogram.`,
    tooManyRows: `Harmonogram ma więcej niż ${numberText(MONTHS_MAX)} rat, a tyle ma najdłuższy kredyt, który sprawdzamy (${yearsText(TERM_MAX)}).`,
    noHeader:
      'Nie rozpoznaliśmy nagłówków kolumn. Wskaż, w której kolumnie jest data, rata, kapitał, odsetki i saldo.',
    /** Columns the check needs were not found; `names` lists them ("Odsetki, Kapitał"). */
    missingColumns: (names: readonly string[]): string =>
      names.length === 1
        ? `Nie znaleźliśmy kolumny: ${names.join('')}. Wskaż ją wśród kolumn poniżej.`
        : `Nie znaleźliśmy kolumn: ${names.join(', ')}. Wskaż je wśród kolumn poniżej.`,
    /** A header was found, but no row under it reads as an instalment. */
    noRowsRead:
      'Rozpoznaliśmy nagłówki kolumn, ale żadnego wiersza pod nimi nie udało się odczytać jako raty. Wskaż kolumny poniżej albo skopiuj harmonogram jeszcze raz.',
    noRows:
      'Nie znaleźliśmy w tekście żadnej raty. Skopiuj tabelę harmonogramu razem z wierszem nagłówków.',
    /** Rows that looked like instalments but could not be read (1-based line numbers). */
    skippedLines: (lines: readonly number[]): string => {
      const listed = lines.slice(0, LINES_LISTED).join(', ');
      const more = lines.length > LINES_LISTED ? ' …' : '';
      // "1 wiersz, którego … (wiersz 5)"; "2 wiersze, których … (wiersze: 3, 4)".
      return lines.length === 1
        ? `Pominęliśmy ${lines.length} ${LINE_WORDS.one}, którego nie udało się odczytać (${LINE_WORDS.one} ${listed}).`
        : `Pominęliśmy ${lines.length} ${pluralForm(lines.length, LINE_WORDS)}, których nie udało się odczytać (${LINE_WORDS.few}: ${listed}${more}).`;
    },
    noDates:
      'Harmonogram nie ma kolumny z datami rat, więc liczby dni nie sprawdzimy: podaj datę wypłaty i dzień spłaty.',
  },
} as const;
