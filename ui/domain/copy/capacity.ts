// The copy deck's texts of the capacity page (issue 35); see ui/domain/copy.ts for the deck's
// rules. Every figure comes from limits.ts or, for a default the borrower may change, from the
// caller (DEFAULT_ASSUMPTIONS), so a text cannot disagree with the rule it names.
import {
  AGE_LIMIT_MAX,
  AGE_LIMIT_MIN,
  ASSESSMENT_YEARS_MAX,
  BGK_CONTRIBUTION_MAX_PERCENT,
  BGK_COVER_PERCENT,
  BGK_FEE_MAX,
  BGK_FEE_PERCENT,
  BGK_GUARANTEE_MAX,
  BGK_TERM_YEARS_MIN,
  BORROWER_AGE_MAX,
  BORROWER_AGE_MIN,
  CARD_LIMIT_SHARE_MAX,
  CARD_LIMIT_SHARE_MIN,
  DSTI_HIGH_PERCENT,
  DSTI_LOW_PERCENT,
  FIXED_RATE_YEARS_MIN,
  HOUSEHOLD_PERSONS_MAX,
  INSURANCE_COST_MAX,
  INSURANCE_COST_MIN,
  LOAN_AMOUNT_MIN,
  LTV_INSURED_PERCENT,
  LTV_PERCENT,
  VARIABLE_RATE_BUFFER_POINTS,
} from '../limits.ts';
import { numberText, VALIDATION_COPY } from './shared.ts';

/** The contribution a loan without extra security needs, % of the price. */
const FULL_CONTRIBUTION = 100 - LTV_PERCENT;

/** The defaults the texts name; the page passes DEFAULT_ASSUMPTIONS (capacityInput.ts). */
interface Defaults {
  incomeSharePercent: { EMPLOYMENT: number; BUSINESS: number; CIVIL: number };
  firstPersonCost: number;
  furtherPersonCost: number;
  cardLimitSharePercent: number;
  ageLimit: number;
  incomeThreshold: number;
  fixedRateBufferPoints: number;
  variableRateBufferPoints: number;
  insuranceCostPercent: number;
  bgkContributionMaxPercent: number;
}

/** The capacity page (issue 35): its metadata, form, result, reverse solve and sources. */
export const CAPACITY_COPY = {
  page: {
    title: 'Zdolność kredytowa i wkład własny – ile możesz pożyczyć?',
    description:
      'Sprawdź, ile pożyczy Ci bank: DSTI, koszty utrzymania, LTV, wiek i wkład własny. Zobacz, który limit Cię ogranicza i jaki dochód jest potrzebny.',
    keywords: [
      'zdolność kredytowa',
      'kalkulator zdolności kredytowej',
      'wkład własny',
      'wskaźnik DSTI',
      'wskaźnik LTV',
      'gwarancja BGK',
    ],
    heading: 'Zdolność kredytowa i wkład własny',
    crumb: 'Zdolność kredytowa',
    intro:
      'Policz, ile pożyczy Ci bank, i zobacz, który limit Cię ogranicza: dochód, koszty utrzymania, wartość nieruchomości, wiek czy wkład własny. Wszystko liczy się w Twojej przeglądarce.',
  },
  /** The link from home and the navigation's entry. */
  homeLink: 'Sprawdź, ile możesz pożyczyć',
  navLink: 'Zdolność kredytowa',
  formTitle: 'Twoje dane',
  incomeTitle: 'Dochody',
  incomeHousehold: 'Dochód netto gospodarstwa (zł miesięcznie)',
  incomeFirst: 'Dochód netto pierwszego kredytobiorcy (zł miesięcznie)',
  incomeSecond: 'Dochód netto drugiego kredytobiorcy (zł miesięcznie)',
  kindLabel: 'Rodzaj dochodu',
  kindSecondLabel: 'Rodzaj dochodu drugiego kredytobiorcy',
  kinds: {
    EMPLOYMENT: 'Umowa o pracę',
    BUSINESS: 'Działalność / B2B',
    CIVIL: 'Umowa zlecenie / o dzieło',
  },
  kindHint: (d: Defaults) =>
    `Bank liczy ${numberText(d.incomeSharePercent.EMPLOYMENT)}% dochodu z umowy o pracę, ${numberText(d.incomeSharePercent.BUSINESS)}% z działalności i ${numberText(d.incomeSharePercent.CIVIL)}% z umów zlecenia i o dzieło (założenia – zmienisz je niżej).`,
  addBorrower: 'Dodaj drugiego kredytobiorcę',
  removeBorrower: 'Usuń drugiego kredytobiorcę',
  householdTitle: 'Gospodarstwo domowe i zobowiązania',
  personsLabel: 'Liczba osób w gospodarstwie',
  personsHint: (d: Defaults) =>
    `Koszty utrzymania: ${numberText(d.firstPersonCost)} zł miesięcznie za pierwszą osobę i ${numberText(d.furtherPersonCost)} zł za każdą kolejną (założenie).`,
  otherInstalmentsLabel: 'Raty innych kredytów (zł miesięcznie)',
  cardLimitsLabel: 'Limity na kartach i w koncie (zł)',
  cardLimitsHint: (d: Defaults) =>
    `Bank liczy ${numberText(d.cardLimitSharePercent)}% przyznanego limitu jako ratę, nawet gdy z niego nie korzystasz.`,
  ageLabel: 'Wiek najstarszego kredytobiorcy',
  ageHint: (d: Defaults) =>
    `Kredyt musi się skończyć, zanim najstarszy kredytobiorca skończy ${d.ageLimit} lat (założenie).`,
  loanTitle: 'Kredyt',
  fixedLegend: `Stała przez co najmniej ${FIXED_RATE_YEARS_MIN} lat`,
  fixedOptions: { yes: 'Tak', no: 'Nie' },
  fixedHint: (d: Defaults) =>
    `Bank sprawdza ratę przy oprocentowaniu wyższym o ${numberText(d.fixedRateBufferPoints)} pkt proc., gdy stopa jest stała przez co najmniej ${FIXED_RATE_YEARS_MIN} lat, a o ${numberText(d.variableRateBufferPoints)} pkt proc. w innym wypadku (założenia).`,
  propertyTitle: 'Nieruchomość i wkład własny',
  priceLabel: 'Cena nieruchomości (zł)',
  contributionLabel: 'Wkład własny (zł)',
  coverLegend: `Gdy wkład własny jest niższy niż ${FULL_CONTRIBUTION}% ceny`,
  covers: {
    NONE: 'Bez dodatkowego zabezpieczenia',
    INSURANCE: 'Ubezpieczenie niskiego wkładu',
    BGK: 'Gwarancja BGK (Rodzinny kredyt mieszkaniowy)',
  },
  assumptionsTitle: 'Założenia (możesz je zmienić)',
  assumptionsIntro:
    'Banki liczą zdolność kredytową każdy po swojemu. Poniższe wartości to założenia strony – zmień je, jeśli Twój bank przyjmuje inne.',
  assumptions: {
    businessShare: 'Część dochodu z działalności / B2B (%)',
    civilShare: 'Część dochodu z umowy zlecenia / o dzieło (%)',
    firstPersonCost: 'Koszty utrzymania pierwszej osoby (zł miesięcznie)',
    furtherPersonCost: 'Koszty utrzymania każdej kolejnej osoby (zł miesięcznie)',
    cardLimitShare: 'Część limitów liczona jako rata (%)',
    ageLimit: 'Wiek, przed którym kredyt musi się skończyć',
    incomeThreshold: 'Próg dochodu (zł netto miesięcznie na kredytobiorcę)',
    incomeThresholdHint: `Rekomendacja S KNF: rata wszystkich kredytów do ${DSTI_LOW_PERCENT}% dochodu netto przy dochodach do przeciętnego wynagrodzenia w województwie kredytobiorcy, do ${DSTI_HIGH_PERCENT}% przy wyższych. Banki stosują to każdy po swojemu.`,
    fixedBuffer: `Bufor przy stopie stałej przez co najmniej ${FIXED_RATE_YEARS_MIN} lat (pkt proc.)`,
    variableBuffer: 'Bufor przy innej stopie (pkt proc.)',
    insuranceCost: 'Koszt ubezpieczenia niskiego wkładu (% brakującej części)',
    bgkContributionMax: 'Gwarancja BGK: wkład własny najwyżej (% ceny)',
    bgkCheck: 'Sprawdzaj warunki gwarancji BGK',
  },
  result: {
    title: 'Ile możesz pożyczyć',
    amountLabel: 'Największa kwota kredytu',
    /** `Ogranicza Cię: …`, with the cap actually applied. */
    binding: (rule: string) => `Ogranicza Cię: ${rule}`,
    rules: {
      dsti: (percent: number) => `dochód (DSTI ${percent}%)`,
      livingCosts: 'koszty utrzymania',
      ltv: (percent: number) => `wartość nieruchomości (LTV ${percent}%)`,
      bgk: 'wartość nieruchomości (gwarancja BGK)',
      age: 'wiek',
      contribution: 'wkład własny',
    },
    limitsCaption: 'Limity kwoty kredytu',
    limitColumn: 'Limit',
    amountColumn: 'Kwota',
    /** A limit's row: its rule, starting with a capital letter ("Dochód (DSTI 40%)"). */
    row: (rule: string) => rule.charAt(0).toUpperCase() + rule.slice(1),
    /** The income row when the age limit also shortened the assessment. */
    withAge: (rule: string) => `${rule}, wiek`,
    contributionRow: 'Cena minus wkład własny',
    /** Marks the row of the limit that binds. */
    bindingMark: 'ogranicza',
    /** How the income limit was reached, in one sentence. */
    incomeDetail: (income: string, instalment: string, rate: string, months: number) =>
      `Bank liczy ${income} dochodu; rata może wynieść najwyżej ${instalment} przy oprocentowaniu ${rate} przez ${months} mies.`,
    instalment: (rate: string, instalment: string, share: string) =>
      `Rata przy oprocentowaniu ${rate}: ${instalment} (${share} dochodu liczonego przez bank).`,
    stressedInstalment: (rate: string, instalment: string, share: string) =>
      `Rata przy oprocentowaniu testowym ${rate}, którym bank sprawdza zdolność: ${instalment} (${share} dochodu).`,
    range: (low: string, high: string) =>
      `Banki liczą koszty utrzymania różnie: od ${low} do ${high}.`,
    rangeNote: (percent: number) =>
      `Tyle wychodzi, gdy koszty utrzymania są o ${percent}% wyższe albo niższe od założonych.`,
    bankNote:
      'Każdy bank ocenia zdolność kredytową po swojemu – ten wynik to przybliżenie, a nie decyzja kredytowa.',
    insuranceCost: (cost: string) =>
      `Ubezpieczenie niskiego wkładu kosztuje jednorazowo około ${cost}.`,
    bgk: (guarantee: string, fee: string) =>
      `Gwarancja BGK: ${guarantee}, prowizja jednorazowa ${fee}.`,
    bgkRefused: {
      CONTRIBUTION: (percent: number) =>
        `Gwarancja BGK nie przysługuje: wkład własny przekracza ${numberText(percent)}% ceny. Liczymy LTV ${LTV_PERCENT}%.`,
      TERM: `Gwarancja BGK nie przysługuje: kredyt musi trwać co najmniej ${BGK_TERM_YEARS_MIN} lat. Liczymy LTV ${LTV_PERCENT}%.`,
    },
    simulate: 'Symuluj tę kwotę',
    simulateUnavailable: `Symulator rat liczy kredyty od ${numberText(LOAN_AMOUNT_MIN)} zł, więc tej kwoty nie da się w nim sprawdzić.`,
    empty:
      'Wpisz dochód, wiek, okres kredytowania, oprocentowanie i cenę nieruchomości – wynik pojawi się tutaj.',
    invalid: 'Popraw zaznaczone pola, aby zobaczyć wynik.',
  },
  reverse: {
    title: 'Jaki dochód potrzebny na kwotę kredytu?',
    amountLabel: 'Kwota kredytu (zł)',
    intro:
      'Podaj kwotę, a policzymy najniższy dochód netto, przy którym zdolność kredytowa ją obejmie – przy pozostałych danych jak wyżej.',
    found: (amount: string, income: string) =>
      `Jaki dochód potrzebny na kwotę ${amount}? Co najmniej ${income} netto miesięcznie z umowy o pracę.`,
    impossible: (reason: string) => `Żaden dochód nie wystarczy: ${reason}`,
    reasons: {
      AGE: (limit: number) =>
        `kredyt musi się skończyć, zanim najstarszy kredytobiorca skończy ${limit} lat, a wiek nie zostawia na to ani roku.`,
      VALUE: (limit: string) => `kwota przekracza limit wartości nieruchomości (${limit}).`,
      CONTRIBUTION: (limit: string) =>
        `kwota przekracza cenę nieruchomości pomniejszoną o wkład własny (${limit}).`,
    },
    waiting: 'Uzupełnij dane powyżej, aby policzyć potrzebny dochód.',
  },
  share: {
    copy: 'Kopiuj link do tych danych',
    copied:
      'Link skopiowany. Dane są zapisane w samym linku (po znaku #) i nie trafiają na serwer strony.',
    copyFallback: 'Skopiuj ten link ręcznie:',
    linkLabel: 'Link do danych zdolności kredytowej',
    badLink: 'Nie udało się odczytać danych z linku. Wpisz je ponownie.',
  },
  messages: {
    required: VALIDATION_COPY.required,
    notANumber: VALIDATION_COPY.notANumber,
    notAnInteger: VALIDATION_COPY.notAnInteger,
    negative: 'Kwota nie może być ujemna.',
    decimals: 'Podaj kwotę z dokładnością do grosza.',
    wholeZloty: 'Podaj kwotę w pełnych złotych.',
    tooHigh: (max: number) => `Kwota jest za wysoka (maks. ${numberText(max)} zł).`,
    persons: `Liczba osób może wynosić od jednej do ${HOUSEHOLD_PERSONS_MAX}.`,
    age: `Wiek może wynosić od ${BORROWER_AGE_MIN} do ${BORROWER_AGE_MAX} lat.`,
    ageLimit: `Wiek może wynosić od ${AGE_LIMIT_MIN} do ${AGE_LIMIT_MAX} lat.`,
    percentRange: (min: number, max: number) =>
      `Podaj wartość od ${numberText(min)}% do ${numberText(max)}%.`,
    pointsRange: (max: number) => `Podaj wartość od 0 do ${numberText(max)} pkt proc.`,
    percentDecimals: 'Podaj wartość z najwyżej dwoma miejscami po przecinku.',
    pricePositive: 'Cena nieruchomości musi być większa od zera.',
    contributionAbovePrice: 'Wkład własny nie może być wyższy niż cena nieruchomości.',
  },
  /** The page's static section on the rules it applies and their sources (with dates). */
  sources: {
    title: 'Zasady i źródła',
    rules: (d: Defaults): string[] => [
      `Dochód: bank liczy ${numberText(d.incomeSharePercent.EMPLOYMENT)}% dochodu z umowy o pracę, ${numberText(d.incomeSharePercent.BUSINESS)}% z działalności / B2B i ${numberText(d.incomeSharePercent.CIVIL)}% z umów zlecenia i o dzieło (założenia strony).`,
      `Rata: wszystkie raty (z nową, raty innych kredytów i ${numberText(d.cardLimitSharePercent)}% limitów na kartach i w koncie) mogą wynieść najwyżej ${DSTI_LOW_PERCENT}% dochodu, a ${DSTI_HIGH_PERCENT}% przy dochodzie wyższym niż ${numberText(d.incomeThreshold)} zł netto na kredytobiorcę; po ich opłaceniu muszą zostać koszty utrzymania (${numberText(d.firstPersonCost)} zł za pierwszą osobę i ${numberText(d.furtherPersonCost)} zł za każdą kolejną – założenie strony).`,
      `Oprocentowanie testowe: oprocentowanie kredytu plus ${numberText(d.fixedRateBufferPoints)} pkt proc. przy stopie stałej przez co najmniej ${FIXED_RATE_YEARS_MIN} lat, a ${numberText(d.variableRateBufferPoints)} pkt proc. w innym wypadku; ratę bank sprawdza przez okres kredytu, najwyżej ${ASSESSMENT_YEARS_MAX} lat i nie dłużej niż do ${d.ageLimit}. roku życia najstarszego kredytobiorcy (wiek to założenie strony).`,
      `Wartość nieruchomości: kredyt do ${LTV_PERCENT}% ceny, do ${LTV_INSURED_PERCENT}% z ubezpieczeniem niskiego wkładu (koszt jednorazowo ${numberText(d.insuranceCostPercent)}% brakującej części ${FULL_CONTRIBUTION}-procentowego wkładu, na rynku ${INSURANCE_COST_MIN}–${INSURANCE_COST_MAX}%), a z gwarancją BGK do ${LTV_PERCENT}% ceny plus gwarancja.`,
      `Gwarancja BGK (Rodzinny kredyt mieszkaniowy): gdy wkład własny wynosi najwyżej ${numberText(d.bgkContributionMaxPercent)}% ceny, a kredyt trwa co najmniej ${BGK_TERM_YEARS_MIN} lat, BGK gwarantuje brakującą do ${FULL_CONTRIBUTION}% część wkładu, najwyżej ${numberText(BGK_GUARANTEE_MAX)} zł, za jednorazową prowizję ${BGK_FEE_PERCENT}% gwarancji (najwyżej ${numberText(BGK_FEE_MAX)} zł). Zasady programu zmieniały się, dlatego próg wkładu jest ustawieniem, a sprawdzanie warunków można wyłączyć.`,
      'Kwota kredytu nie może też przekroczyć ceny nieruchomości pomniejszonej o wkład własny.',
    ],
    list: [
      `Komisja Nadzoru Finansowego, Rekomendacja S dotycząca dobrych praktyk w zakresie zarządzania ekspozycjami kredytowymi zabezpieczonymi hipotecznie (czerwiec 2013 r.): wskaźnik DSTI do ${DSTI_LOW_PERCENT}% przy dochodach do przeciętnego wynagrodzenia w województwie i do ${DSTI_HIGH_PERCENT}% przy wyższych, ocena zdolności w okresie najwyżej ${ASSESSMENT_YEARS_MAX} lat, LTV ${LTV_PERCENT}% (${LTV_INSURED_PERCENT}% przy dodatkowym zabezpieczeniu).`,
      `Bufor stopy procentowej: od kwietnia 2022 r. banki stosowały ${VARIABLE_RATE_BUFFER_POINTS} pkt proc. (gazetaprawna.pl, maj 2022 r.); od lutego 2023 r. UKNF dopuszcza co najmniej 2,5 pkt proc. przy stopie okresowo stałej i bufor „adekwatnie wyższy” przy zmiennej (parkiet.com, 2023 r.).`,
      `Próg dochodu jako przybliżenie przeciętnego wynagrodzenia netto: GUS, przeciętne wynagrodzenie w sektorze przedsiębiorstw – 8 881,84 zł brutto w czerwcu 2025 r. (ok. 6 384 zł netto) i 9 583,31 zł brutto w grudniu 2025 r. (ok. 6 863 zł netto; komunikat z 22 stycznia 2026 r.).`,
      `Bank Gospodarstwa Krajowego, „Gwarancja wkładu własnego” (bgk.pl, stan na maj 2026 r.): gwarancja pokrywa od ${FULL_CONTRIBUTION - BGK_CONTRIBUTION_MAX_PERCENT}% do ${BGK_COVER_PERCENT}% wydatków, najwyżej ${numberText(BGK_GUARANTEE_MAX)} zł, kredyt na co najmniej ${BGK_TERM_YEARS_MIN} lat, prowizja ${BGK_FEE_PERCENT}% (najwyżej ${numberText(BGK_FEE_MAX)} zł); ustawa z października 2021 r. o rodzinnym kredycie mieszkaniowym, dawniej o gwarantowanym kredycie mieszkaniowym (Dz.U. z 2023 r. poz. 859, z późniejszymi zmianami).`,
      `Limity kart liczone jako ${CARD_LIMIT_SHARE_MIN}–${CARD_LIMIT_SHARE_MAX}% miesięcznie i koszt ubezpieczenia niskiego wkładu ${INSURANCE_COST_MIN}–${INSURANCE_COST_MAX}% to praktyka rynkowa opisywana w poradnikach kredytowych (2025 r.), nie przepis.`,
    ],
    note: 'Koszty utrzymania, części dochodu liczone przy umowach innych niż umowa o pracę i wiek, przed którym kredyt musi się skończyć, to założenia tej strony – każdy bank ma własne.',
  },
} as const;
