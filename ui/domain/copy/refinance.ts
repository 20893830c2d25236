// The copy deck's texts of the refinancing planner (issue 34); see ui/domain/copy.ts for the
// deck's rules. Figures come from limits.ts or from the caller.
import {
  LOAN_AMOUNT_MAX,
  LOAN_AMOUNT_MIN,
  ONE_OFF_COST_MAX,
  OVERPAYMENT_FEE_MONTHS,
  REFINANCE_OFFERS_MAX,
  TERM_MAX,
  TERM_MIN,
} from '../limits.ts';
import { REFINANCE_LINK_COPY } from './refinanceLink.ts';
import { numberText, pluralForm, VALIDATION_COPY } from './shared.ts';

const MONTH_FORMS = { one: 'miesiąc', few: 'miesiące', many: 'miesięcy' };

// The articles of the 2017 mortgage credit act the texts cite: numbers of the act, not limits
// (limits.test.ts would read "art. 40" as the 40-year term written out).
const FEE_ARTICLE = 40;
const REFUND_ARTICLE = 39;
// The articles that fix the offer's default land-register fee and PCC (refinanceDefaults.ts):
// art. 42 of the court-fees act, art. 7 of the civil-law transactions tax act.
const MORTGAGE_ENTRY_ARTICLE = 42;
const MORTGAGE_TAX_ARTICLE = 7;

/** `{n} miesięcy` with the Polish plural. */
function monthsText(count: number): string {
  return `${count} ${pluralForm(count, MONTH_FORMS)}`;
}

/** After `po`: `1 roku`, `5 latach` (the locative). */
export function horizonText(years: number): string {
  return years === 1 ? `${years} roku` : `${years} latach`;
}

/** The refinancing planner (issue 34): its metadata, form, result and notes. */
export const REFINANCE_COPY = {
  page: {
    title: 'Refinansowanie i koniec okresu stałej stopy – kalkulator',
    description:
      'Zostać, przedłużyć stałą stopę czy przenieść kredyt? Porównaj raty, koszty, prowizję za spłatę i miesiąc, w którym zmiana się zwraca.',
    keywords: [
      'refinansowanie kredytu hipotecznego',
      'koniec okresu stałej stopy',
      'przeniesienie kredytu',
      'prowizja za wcześniejszą spłatę',
      'zwrot prowizji',
    ],
    crumb: 'Refinansowanie',
    heading: 'Refinansowanie i koniec okresu stałej stopy',
    intro:
      'Porównaj trzy drogi od miesiąca decyzji: zostać przy umowie, podpisać nowy okres stałej stopy w swoim banku albo przenieść kredyt. Liczymy na prawdziwych harmonogramach, z prowizją za wcześniejszą spłatę, marżą pomostową i długiem, który zostaje.',
  },
  ...REFINANCE_LINK_COPY,
  source: {
    title: 'Obecny kredyt',
    legend: 'Skąd wziąć dane kredytu',
    typed: 'Wpisuję dane',
    run: 'Z zapisanej symulacji',
    runLabel: 'Zapisana symulacja',
    noRuns: 'Nie masz zapisanych symulacji. Wpisz dane kredytu.',
    afterLabel: 'Po racie nr …',
    afterHint: (last: number) => `Numer ostatniej zapłaconej raty, od pierwszej do ${last}.`,
    fromRun: (label: string, instalment: number) =>
      `Dane z symulacji „${label}” po racie nr ${instalment}. Sprawdź je i uzupełnij warunki umowy.`,
    missingRun: 'Nie znaleziono tej symulacji w tej przeglądarce. Wpisz dane kredytu.',
  },
  current: {
    balance: 'Pozostały dług (zł)',
    monthsLeft: 'Pozostało rat',
    type: 'Rodzaj rat',
    rate: 'Oprocentowanie obecne (%)',
    fixedMonths: 'Stałe jeszcze przez … miesięcy',
    fixedHint: 'Wpisz 0 przy oprocentowaniu zmiennym.',
    index: 'Wskaźnik (%)',
    indexHint: 'Obecna wartość wskaźnika z umowy, np. WIBOR 3M.',
    margin: 'Marża (pkt proc.)',
    marginHint: 'Marża z umowy, doliczana do wskaźnika po okresie stałej stopy.',
    contract: 'Data zawarcia umowy',
    contractMonth: 'Miesiąc',
    contractYear: 'Rok',
    feePercent: 'Prowizja za wcześniejszą spłatę (%)',
    feeHint: `Z umowy; bank może ją pobrać przy stopie zmiennej przez ${monthsText(OVERPAYMENT_FEE_MONTHS)} od zawarcia umowy, a przy stałej w okresie stałej stopy (art. ${FEE_ARTICLE} ustawy o kredycie hipotecznym).`,
    commissionPaid: 'Prowizja zapłacona przy udzieleniu (zł)',
    originalMonths: 'Pierwotny okres kredytu (miesiące)',
  },
  options: {
    title: 'Możliwości',
    STAY: 'Zostaję',
    NEW_FIXED: 'Nowy okres stałej stopy w moim banku',
    SWITCH: 'Przenoszę kredyt',
    offerName: (position: number, count: number) =>
      count > 1 ? `Przenoszę kredyt – oferta ${position}` : 'Przenoszę kredyt',
    newFixedToggle: 'Porównaj nowy okres stałej stopy w moim banku',
    newFixedRate: 'Nowe oprocentowanie stałe (%)',
    newFixedYears: 'Stałe przez … lat',
    annexFee: 'Opłata za aneks (zł)',
    offerMonths: 'Okres nowego kredytu (miesiące)',
    offerFixedRate: 'Nowe oprocentowanie stałe (%)',
    offerFixedYears: 'Stałe przez … lat',
    offerFixedHint: 'Wpisz 0 przy oprocentowaniu zmiennym od początku.',
    offerMargin: 'Nowa marża (pkt proc.)',
    commission: 'Prowizja (%)',
    valuation: 'Wycena nieruchomości (zł)',
    /**
     * Each default's source (refinanceDefaults.ts, docs/sources.md), said where it is typed; the
     * caller gives the default, written as a number.
     */
    valuationHint: (amount: string) =>
      `Cena operatu rzeczoznawcy, nie opłata ustawowa: ${amount} zł to przykładowa kwota. Wpisz kwotę z tabeli opłat banku.`,
    mortgageEntry: 'Wpis hipoteki (zł)',
    mortgageEntryHint: (amount: string) =>
      `Opłata sądowa od wniosku o wpis hipoteki: ${amount} zł (art. ${MORTGAGE_ENTRY_ARTICLE} ustawy o kosztach sądowych w sprawach cywilnych).`,
    mortgageRemoval: 'Wykreślenie hipoteki (zł)',
    mortgageRemovalHint: (amount: string) =>
      `Opłata sądowa od wniosku o wykreślenie hipoteki starego banku. Kwoty ${amount} zł nie potwierdziliśmy w tekście ustawy: sprawdź ją i wpisz właściwą.`,
    pcc: 'PCC (zł)',
    pccHint: (amount: string) =>
      `Podatek od ustanowienia hipoteki zabezpieczającej kwotę nieustaloną: ${amount} zł (art. ${MORTGAGE_TAX_ARTICLE} ustawy o podatku od czynności cywilnoprawnych).`,
    otherCosts: 'Inne koszty (zł)',
    bridgeMargin: 'Marża pomostowa (pkt proc.)',
    bridgeMonths: 'Marża pomostowa przez … miesięcy',
    insurance: 'Ubezpieczenie (zł miesięcznie)',
    insuranceMonths: 'Ubezpieczenie przez … miesięcy',
    addCosts: 'Koszty doliczone do kredytu',
    addOffer: 'Dodaj ofertę',
    addOfferLimit: `Można porównać najwyżej ${REFINANCE_OFFERS_MAX} oferty.`,
    removeOffer: 'Usuń ofertę',
  },
  comparison: {
    title: 'Porównanie',
    refund: 'Zwrot części prowizji',
    refundHint: `Roszczenie o zwrot części prowizji za okres, o który skraca się kredyt (art. ${REFUND_ARTICLE} ustawy o kredycie hipotecznym). Dotyczy tylko prowizji zależnej od okresu kredytu (uchwała Sądu Najwyższego III CZP 144/22); bank może go kwestionować.`,
    horizon: 'Porównaj po … latach',
    ownStress: 'Własny wzrost wskaźnika (pkt proc.)',
    ownStressHint: 'Opcjonalnie: dodatkowy wiersz testu wzrostu stóp.',
  },
  result: {
    title: 'Wynik',
    empty: 'Wpisz dane kredytu, aby zobaczyć porównanie.',
    invalid: 'Popraw zaznaczone pola, aby zobaczyć porównanie.',
    best: (years: string, option: string) => `Najlepsza po ${years}: ${option}`,
    bestMark: 'najlepsza',
    breakEven: (month: number) => `Zwraca się w miesiącu ${month}`,
    never: 'Nie zwraca się',
    tableCaption: 'Porównanie możliwości od miesiąca decyzji',
    rows: {
      instalmentNow: 'Rata teraz',
      instalmentsLater: 'Raty po okresie stałej stopy lub marży pomostowej',
      instalmentAfter: (month: number) => `od miesiąca ${month}`,
      costs: 'Koszty przy zmianie',
      fee: 'Prowizja za wcześniejszą spłatę',
      refund: 'Zwrot części prowizji (roszczenie)',
      loan: 'Dług na start',
      interest: 'Odsetki do końca',
      totalPaid: 'Razem zapłacone do końca',
      gainHorizon: (years: string) => `Zysk G po ${years}`,
      gainEnd: 'Zysk G na koniec',
      breakEven: 'Miesiąc zwrotu',
      simple: 'Prosty próg opłacalności',
    },
    simpleMonths: (months: number) => monthsText(months),
    noSaving: 'brak oszczędności w pierwszej racie',
    simpleWhy:
      'Prosty próg dzieli koszty zmiany przez oszczędność w pierwszej racie. Miesiąc zwrotu liczymy z pełnych harmonogramów: z całymi ratami, okresami stałej stopy, marżą pomostową i długiem, który zostaje, dlatego oba wyniki mogą się różnić.',
    gainNote:
      'Zysk G w danym miesiącu to różnica tego, co zapłacisz od miesiąca decyzji, i długu, który zostanie, w porównaniu z „Zostaję”.',
    stressTitle: 'Test wzrostu stóp',
    stressCaption: 'Zysk G po okresie porównania, gdy wskaźnik wzrośnie',
    stressRow: (points: string) => `Wskaźnik ${points} pkt proc.`,
    stressOwn: (points: string) => `Własny: wskaźnik ${points} pkt proc.`,
  },
  chart: {
    title: 'Zysk G względem „Zostaję”, miesiąc po miesiącu',
    empty: 'Brak danych do wykresu.',
    failed: 'Nie udało się narysować wykresu.',
    zero: 'Zero',
    /** A line's legend: its number, which its break-even marker repeats, its name and month. */
    legend: (position: number, option: string, breakEven: string) =>
      `${position}. ${option} (${breakEven})`,
    /** The label of a line's break-even marker on the plot. */
    marker: (position: number, month: number) => `${position}: zwrot w mies. ${month}`,
    describe: (parts: string[]) =>
      `Linia zera oznacza wynik równy pozostaniu przy umowie. Pionowa linia z numerem możliwości oznacza miesiąc, od którego zmiana się zwraca. ${parts.join(' ')}`,
    line: (option: string, breakEven: string, end: string) =>
      `${option}: ${breakEven}; na koniec ${end}.`,
  },
  save: {
    button: 'Zapisz jako symulację',
    optionLabel: 'Którą możliwość zapisać',
    cannot: (reason: string) => `Nie można zapisać: ${reason}`,
    reasons: {
      AMOUNT: `kwota kredytu musi wynosić od ${numberText(LOAN_AMOUNT_MIN)} zł do ${numberText(LOAN_AMOUNT_MAX)} zł.`,
      TERM: `okres kredytu musi być pełną liczbą lat (od ${TERM_MIN} do ${TERM_MAX}).`,
      COSTS: `prowizja i koszty jednorazowe muszą być razem mniejsze niż połowa kwoty kredytu, a każde z nich wynosić najwyżej ${numberText(ONE_OFF_COST_MAX)} zł.`,
    },
    /** The offer's insurance lasts part of the term; a run pays insurance with every instalment. */
    insuranceLeftOut:
      'Zapisana symulacja nie obejmie ubezpieczenia tej oferty: symulacja dolicza ubezpieczenie do każdej raty, a w ofercie trwa ono krócej niż kredyt.',
    saved: 'Zapisano. ',
    open: 'Otwórz raport',
    failed: 'Nie udało się zapisać symulacji.',
  },
  share: {
    button: 'Kopiuj link do porównania',
    copied: 'Skopiowano link. Dane są tylko w adresie, nie na serwerze.',
    manual: 'Skopiuj ten link:',
    badLink: 'Nie udało się odczytać danych z linku. Wpisz je ponownie.',
  },
  messages: {
    required: VALIDATION_COPY.required,
    notANumber: VALIDATION_COPY.notANumber,
    notAnInteger: VALIDATION_COPY.notAnInteger,
    range: (min: number, max: number, unit: string) =>
      `Podaj wartość od ${numberText(min)} do ${numberText(max)}${unit}.`,
    decimals: 'Za dużo miejsc po przecinku.',
    /** The unit after a range's figures; points end without a dot, the sentence adds it. */
    units: { percent: '%', points: ' pkt proc', money: ' zł' },
    contractFuture: 'Data zawarcia umowy nie może być późniejsza niż obecny miesiąc.',
    originalShort: 'Pierwotny okres nie może być krótszy niż liczba pozostałych rat.',
    refundNeeds: 'Aby policzyć zwrot, wpisz prowizję i pierwotny okres kredytu.',
  },
} as const;
