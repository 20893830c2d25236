// The copy deck's texts for the form's scenario sections (issues 11–13), loaded with them.
import {
  BRIDGE_MARGIN_MAX,
  COMMISSION_PERCENT_MAX,
  MONTHLY_COST_MAX,
  LOAN_AMOUNT_MAX,
  OVERPAYMENT_FEE_FORM_MAX,
  OVERPAYMENT_FEE_MONTHS,
  OVERPAYMENTS_MAX,
  PERIODIC_MARGIN_MAX,
  RATE_CHANGE_MONTH_MIN,
  RATE_CHANGES_MAX,
  RATE_DECIMALS_MAX,
  RATE_MAX,
  RATE_MIN,
} from '../limits.ts';
import { LABEL_COPY, ROW_NUMBER, numberText, pluralForm } from './shared.ts';
import { OVERPAYMENT_REPEAT_COPY } from './overpayments.ts';

/** "rate change" after "najwyżej" or "Wstawiono" and a count: 1 zmianę, 2 zmiany, 5 zmian. */
const CHANGES_ACCUSATIVE = { one: 'zmianę', few: 'zmiany', many: 'zmian' };

/** The form's `Nadpłaty` section (issue 11). */
export const OVERPAYMENTS_COPY = {
  title: 'Nadpłaty',
  intro:
    'Sprawdź, ile zaoszczędzisz na odsetkach, nadpłacając kredyt jednorazowo lub regularnie, i czy lepiej skrócić okres, czy obniżyć ratę.',
  add: 'Dodaj nadpłatę',
  remove: 'Usuń nadpłatę',
  amount: 'Kwota nadpłaty (zł)',
  month: ROW_NUMBER,
  repeat: 'Powtarzaj',
  untilMonth: 'Do raty nr',
  untilHint: 'Puste pole: do końca kredytu.',
  /** The toggle of the goal tools (issue 36), which load when it opens. */
  goalsToggle: 'Nadpłaty z celem',
  effect: 'Efekt nadpłaty',
  repeats: OVERPAYMENT_REPEAT_COPY,
  effects: LABEL_COPY.overpaymentEffects,
  /** A field's accessible name inside row `row` (1-based): "Od raty nr, nadpłata 2". */
  inRow: (label: string, row: number): string => `${label}, nadpłata ${row}`,
  /** The row's group name. */
  rowLegend: (row: number): string => `Nadpłata ${row}`,
  maxRows: `Można dodać najwyżej ${OVERPAYMENTS_MAX} ${pluralForm(OVERPAYMENTS_MAX, { one: 'nadpłatę', few: 'nadpłaty', many: 'nadpłat' })}.`,
  fee: 'Prowizja za wcześniejszą spłatę (%)',
  feeHint: `Ustawa o kredycie hipotecznym pozwala pobrać najwyżej ${OVERPAYMENT_FEE_FORM_MAX}% nadpłaconej kwoty, nie więcej niż odsetki za rok, a przy oprocentowaniu zmiennym tylko w pierwszych ${OVERPAYMENT_FEE_MONTHS} miesiącach.`,
  messages: {
    amountPositive: 'Kwota nadpłaty musi być większa od zera.',
    amountDecimals: 'Kwota nadpłaty może mieć najwyżej dwa miejsca po przecinku.',
    amountTooHigh: `Kwota nadpłaty nie może przekraczać ${numberText(LOAN_AMOUNT_MAX)} zł.`,
    untilBeforeFrom: 'Rata końcowa nie może być wcześniejsza niż rata początkowa.',
    feeRange: `Prowizja może wynosić od 0 do ${OVERPAYMENT_FEE_FORM_MAX}%.`,
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
  maxRows: `Można dodać najwyżej ${RATE_CHANGES_MAX} ${pluralForm(RATE_CHANGES_MAX, CHANGES_ACCUSATIVE)}.`,
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
  /** Shown when the historical data could not be fetched. */
  historyError: 'Nie udało się wczytać danych historycznych. Sprawdź połączenie i odśwież stronę.',
  /** Shown while a click on Wstaw zmiany waits for the historical data to arrive. */
  historyLoading: 'Wczytywanie danych historycznych…',
  /** The range of first-instalment months the data allows; both months in the genitive. */
  historicalRange: (fromGenitive: string, toGenitive: string): string =>
    `Pierwsza rata może przypaść od ${fromGenitive} do ${toGenitive}.`,
  /** The data's source and range, shown beside the picker; both months in the genitive. */
  historicalSource: (source: string, fromGenitive: string, toGenitive: string): string =>
    `Źródło: ${source}; dane od ${fromGenitive} do ${toGenitive}.`,
  pastRates: 'Stopy z przeszłości nie przesądzają o przyszłych.',
  historicalNoChange:
    'W tym okresie oprocentowanie się nie zmieniło, więc symulacja zostanie zapisana ze stałą stopą.',
  /** How many changes were inserted. */
  inserted: (count: number): string =>
    `Wstawiono ${count} ${pluralForm(count, CHANGES_ACCUSATIVE)}.`,
  messages: {
    sorted: 'Zmiany muszą być podane w kolejności numerów rat.',
    duplicate: 'W jednej racie może być tylko jedna zmiana.',
    firstChange: `Zmiana może nastąpić najwcześniej od raty nr ${RATE_CHANGE_MONTH_MIN}.`,
    periodicYears: 'Okres stałej stopy musi być krótszy niż okres kredytowania.',
    marginRange: `Marża może wynosić od 0 do ${PERIODIC_MARGIN_MAX} pkt proc.`,
    deltaRange: `Nowe oprocentowanie musi mieścić się w przedziale od ${numberText(RATE_MIN)}% do ${RATE_MAX}%.`,
  },
  firstInstalmentInvalid: 'Podaj miesiąc i rok w postaci RRRR-MM, np. 2026-04.',
} as const;

/** The form's `Koszty kredytu` section (issue 13). */
export const COSTS_COPY = {
  title: 'Koszty kredytu',
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
    /** A percent or margin with more decimals than a run keeps (issue 38); 6 takes "miejsc". */
    percentDecimals: `Wartość może mieć najwyżej ${RATE_DECIMALS_MAX} miejsc po przecinku.`,
    commissionPercent: `Prowizja może wynosić od 0 do ${COMMISSION_PERCENT_MAX}%.`,
    monthlyTooHigh: `Koszt miesięczny nie może przekraczać ${numberText(MONTHLY_COST_MAX)} zł.`,
    oneOffTooHigh: 'Prowizja i koszty jednorazowe muszą być mniejsze niż połowa kwoty kredytu.',
    marginRange: `Marża pomostowa może wynosić od 0 do ${BRIDGE_MARGIN_MAX} pkt proc.`,
    marginWithRate: `Oprocentowanie z marżą pomostową nie może przekraczać ${RATE_MAX}%.`,
    bridgeMonths: 'Liczba rat musi być mniejsza niż liczba wszystkich rat kredytu.',
  },
} as const;
