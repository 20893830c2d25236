// The copy deck's texts for `Sprawdź harmonogram banku` (issue 37); see ui/domain/copy.ts for the
// deck's rules. The page comes later; the schedule parser (ui/domain/bankSchedule.ts) uses these
// already: the headers it recognises and the messages it gives.
import {
  BANK_SCHEDULE_CHARS_MAX,
  BANK_SCHEDULE_LINE_CHARS_MAX,
  BANK_SCHEDULE_LINES_MAX,
  MONTHS_MAX,
  TERM_MAX,
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
/** How many skipped line numbers a message lists before it stops. */
const LINES_LISTED = 10;

/** The page `Sprawdź harmonogram banku` and its parser's messages. */
export const BANK_CHECK_COPY = {
  title: 'Sprawdź harmonogram banku',
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
    missingColumns: (names: string): string =>
      `Nie znaleźliśmy kolumny: ${names}. Wskaż ją wśród kolumn poniżej.`,
    /** A header was found, but no row under it reads as an instalment. */
    noRowsRead:
      'Rozpoznaliśmy nagłówki kolumn, ale żadnego wiersza pod nimi nie udało się odczytać jako raty. Wskaż kolumny poniżej albo skopiuj harmonogram jeszcze raz.',
    noRows:
      'Nie znaleźliśmy w tekście żadnej raty. Skopiuj tabelę harmonogramu razem z wierszem nagłówków.',
    /** Rows that looked like instalments but could not be read (1-based line numbers). */
    skippedLines: (lines: readonly number[]): string => {
      const listed = lines.slice(0, LINES_LISTED).join(', ');
      const more = lines.length > LINES_LISTED ? ' …' : '';
      return `Pominęliśmy ${lines.length} ${pluralForm(lines.length, LINE_WORDS)}, których nie udało się odczytać (${LINE_WORDS.many}: ${listed}${more}).`;
    },
    noDates:
      'Harmonogram nie ma kolumny z datami rat, więc liczby dni nie sprawdzimy: podaj datę wypłaty i dzień spłaty.',
  },
} as const;
