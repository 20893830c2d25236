// The copy deck's shared texts; see ui/domain/copy.ts for the deck's rules.
import type { MortgageType } from '../types';

// Made on first use, like the formatters (ui/domain/onFirstUse.ts): the deck imports nothing
// but its own parts and the limits.
let plural: Intl.PluralRules | undefined;

/** The three Polish forms of a noun after a count: 1 rok, 2–4 lata, 5 lat. */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
}

/** The form of `forms` that follows a whole `count` in Polish, by CLDR's rule (22 lata, 12 lat). */
export function pluralForm(count: number, forms: PluralForms): string {
  const category = (plural ??= new Intl.PluralRules('pl')).select(count);
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

/**
 * An amount or a decimal limit as the deck writes it, in the spec's style: ordinary spaces
 * between thousands and a decimal comma ("100 000 000", "0,01"); not `Intl`, whose NBSPs would
 * change the texts. Whole numbers below 1000 go into the texts as they are.
 */
export function numberText(value: number): string {
  return String(value)
    .replace('.', ',')
    .replace(/(?<!,\d*)\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** The product's name, in the header, the footer and link previews. */
export const SITE_NAME = 'Symulator kredytu hipotecznego';

/** The link back to `/` on the error, not-found and report screens. */
export const BACK_HOME = 'Wróć na stronę główną';

/** The privacy policy's name, in the header, the footer, the menu and its breadcrumb. */
export const PRIVACY_POLICY = 'Polityka prywatności';

/** The spec's loading status, which every loading state shows by default. */
export const LOADING_TEXT = 'Odczytywanie danych...';
/** The schedule's title, which the chart's caption names too. */
export const SCHEDULE_TITLE = 'Harmonogram spłaty hipoteki';

/** Words shared by the form's scenario sections. */
export const ROW_NUMBER = 'Od raty nr';

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

/** Words and phrases the domain's labels build (labels.ts), beyond the spec's type names. */
export const LABEL_COPY = {
  /** What an overpayment does: the form's `Efekt nadpłaty` choice. */
  overpaymentEffects: { SHORTEN_TERM: 'Skrócenie okresu', LOWER_INSTALMENT: 'Niższa rata' },

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
  /** The label's parts for scenario runs (issues 11, 12 and 32). */
  variableSuffix: 'zmienne',
  costsSuffix: 'z kosztami',
  overpaymentsSuffix: 'z nadpłatami',
  rateIndices: { WIBOR_3M: 'WIBOR 3M', WIBOR_6M: 'WIBOR 6M' },
} as const;

/**
 * The field messages, word for word from spec point 5 (including its unaccented "moze byc").
 * `MESSAGES` in validation.ts is this object. The limits in them are written out as the spec
 * quotes them; limits.test.ts checks each against its template filled from limits.ts.
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
