// The copy deck's texts for a variable rate as the contract writes it, index + margin (issue 33):
// the form's way `Wskaźnik + marża` and the report's lines about it. Only the lazy rate-path
// section and the report read them, so home's first load carries none.
// Facts as the issue states them (checked for issue 33, 2026): POLSTR has been published since
// June 2025 and is an official benchmark since September 2025; WIBOR is planned to end with 2027.
import {
  INDEX_VALUE_MAX,
  INDEX_VALUE_MIN,
  RATE_CHANGE_MONTH_MIN,
  RATE_MAX,
  RATE_MIN,
  SPREAD_ADJUSTMENT_MAX,
} from '../limits.ts';
import { numberText } from './shared.ts';

/** The words of a run with a recipe, in the labels and the report. */
export const VARIABLE_RATE_COPY = {
  /** A run with a recipe (issue 33): `Oprocentowanie zmienne: WIBOR 3M + marża 2 pkt proc., na start 5,85%`. */
  variableRateFormula: (index: string, margin: string, rate: string): string =>
    `Oprocentowanie zmienne: ${index} + marża ${margin} pkt proc., na start ${rate}`,
  /** How the form's rate was made (issue 33): `WIBOR 3M 3,85% + marża 2 pkt proc.`. */
  rateFormula: (index: string, value: string, margin: string): string =>
    `${index} ${value} + marża ${margin} pkt proc.`,
  /** The report's floor note (issue 33): `Wskaźnik przyjęto jako 0% w ratach 25–60, 73–90`. */
  indexFloored: (ranges: string): string => `Wskaźnik przyjęto jako 0% w ratach ${ranges}`,
  /** The report's clamp note (issue 33). */
  rateClamped: (ranges: string): string =>
    `Oprocentowanie ograniczono do dopuszczalnego zakresu w ratach ${ranges}`,
  /**
   * In place of the floor, clamp and data-end notes when the saved list of changes is not the
   * recipe's own path: those notes describe the recipe, and the report computes the saved list.
   */
  pathDiffers:
    'Zapisane zmiany oprocentowania różnią się od tych, które daje sam wzór (np. jednorazowy wzrost, zmiany poprawione ręcznie albo inna wersja danych wskaźnika); raport liczy zapisane zmiany.',
  /** The indices a variable rate's formula may name (issue 33). */
  formulaIndices: {
    WIBOR_3M: 'WIBOR 3M',
    WIBOR_6M: 'WIBOR 6M',
    POLSTR_1M: 'POLSTR 1M',
    WLASNY: 'wskaźnik własny',
  },
} as const;

/** The rate path's first way, `Wskaźnik + marża` (issue 33). */
export const FORMULA_COPY = {
  index: 'Wskaźnik',
  indices: { WIBOR_3M: 'WIBOR 3M', WIBOR_6M: 'WIBOR 6M', POLSTR_1M: 'POLSTR 1M', WLASNY: 'Własny' },
  indexValue: 'Wartość wskaźnika (%)',
  /** The WIBOR prefill's month, e.g. `Ostatnie znane zamknięcie: kwiecień 2026.` */
  latestClose: (month: string): string => `Ostatnie znane zamknięcie: ${month}.`,
  polstrHint:
    'Wartość POLSTR 1M znajdziesz w fixingu publikowanym przez administratora wskaźnika (GPW Benchmark) albo w ofercie banku.',
  ownHint: 'Wpisz wartość wskaźnika z umowy albo oferty banku.',
  margin: 'Marża banku (pkt proc.)',
  modeLegend: 'Jak może się zmieniać wskaźnik',
  modes: {
    FLAT: 'Bez zmian',
    HISTORY: 'Historia wskaźnika',
    CHANGES: 'Zmiany jak w historii',
    SHOCK: 'Jednorazowy wzrost',
    SWITCH: 'Zamiana WIBOR → POLSTR',
  },
  /** `Stała przez … lat`: the first years at a fixed rate, then the formula. */
  fixedYears: 'Stała przez (lata)',
  fixedYearsHint: '0, jeśli oprocentowanie od początku wynika ze wskaźnika i marży.',
  fixedRate: 'Oprocentowanie stałe (%)',
  fixedRateRange: `Podaj oprocentowanie stałe na pierwsze lata, od ${numberText(RATE_MIN)}% do ${RATE_MAX}%.`,
  /** `Stała przez (lata)` holds whole years, shorter than the loan. */
  fixedYearsWhole: 'Okres stałej stopy to pełna liczba lat, krótsza niż okres kredytowania.',
  /** The index value (or a shock's moved one) outside what the simulator takes. */
  indexRange: `Wartość wskaźnika musi wynosić od ${numberText(INDEX_VALUE_MIN)}% do ${INDEX_VALUE_MAX}%.`,
  /** `Historia wskaźnika` and `Zmiany jak w historii` need a series: WIBOR's only. */
  needsSeries:
    'Historię i zmiany jak w historii policzymy tylko dla WIBOR 3M i WIBOR 6M: dla innych wskaźników nie mamy danych.',
  switchMonthRange: `Zamiana może nastąpić od ${RATE_CHANGE_MONTH_MIN}. raty do ostatniej raty kredytu.`,
  switchValueRange: `Wartość POLSTR 1M musi wynosić od ${numberText(INDEX_VALUE_MIN)}% do ${INDEX_VALUE_MAX}%.`,
  spreadRange: `Korekta może wynosić od ${numberText(-SPREAD_ADJUSTMENT_MAX)} do ${SPREAD_ADJUSTMENT_MAX} pkt proc.`,
  /** A fixed period in words: `6,5% przez 5 lat, potem WIBOR 3M 3,85% + marża 2 pkt proc.`. */
  fixedThen: (rate: string, years: string, formula: string): string =>
    `${rate} przez ${years}, potem ${formula}`,
  shockDelta: 'Wzrost wskaźnika (pkt proc.)',
  shockDeltaHint: 'Może być ujemny, np. -1,5; wskaźnik nie spada poniżej 0%.',
  shockMonth: 'Wzrost od raty nr',
  shockNeeds: `Podaj, o ile punktów zmienia się wskaźnik i od której raty (od ${RATE_CHANGE_MONTH_MIN}. do ostatniej).`,
  /** The borrower's own POLSTR path after the switch goes into the list of changes. */
  switchOwnPath:
    'Jeśli POLSTR ma się dalej zmieniać, popraw albo dodaj zmiany od raty zamiany w liście „Zmiany oprocentowania” poniżej.',
  historyHint:
    'Kredyt liczony tak, jakby zaczął się w miesiącu pierwszej raty (pole „Pierwsza rata” powyżej).',
  changesFrom: 'Zmiany wskaźnika od',
  changesHint: 'Dzisiejsza wartość wskaźnika zmienia się tak, jak wskaźnik od tego miesiąca.',
  switchMonth: 'Zamiana od raty nr',
  switchValue: 'POLSTR 1M (%)',
  spread: 'Korekta (pkt proc.)',
  spreadHint: 'Może być ujemna, np. -0,3.',
  /** The line under the rate: how it was made. */
  madeOf: (formula: string): string => `Oprocentowanie: ${formula}`,
  needsIndexAndMargin: 'Podaj wartość wskaźnika i marżę banku, a obliczymy oprocentowanie.',
  help: [
    'Marża to stała część oprocentowania, którą bank ustala w umowie na cały okres kredytu.',
    'WIBOR to wskaźnik oprocentowania pożyczek między bankami; WIBOR 3M i WIBOR 6M zmieniają oprocentowanie kredytu co kwartał albo co pół roku.',
    'POLSTR to nowy wskaźnik, publikowany od czerwca 2025 r., który ma zastąpić WIBOR; obecne kredyty mają zostać przeniesione na niego z korektą.',
  ],
  nbpLink: 'Jak stopa referencyjna NBP wpływa na WIBOR',
  nbpHref: '/wiki/artykuly/stopa-referencyjna-nbp-kredyt-hipoteczny',
} as const;
