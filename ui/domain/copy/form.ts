// The copy deck's form texts; see ui/domain/copy.ts for the deck's rules.
import {
  LOAN_AMOUNT_MAX,
  LOAN_AMOUNT_MIN,
  RATE_DECIMALS_MAX,
  RATE_MAX,
  RATE_MIN,
  TERM_MAX,
  TERM_MIN,
} from '../limits.ts';
import { numberText } from './shared.ts';

/** The settings form on the home page. */
export const FORM_COPY = {
  /** @spec */
  title: 'Ustawienia symulacji',
  amountLabel: 'Kwota kredytu (zł)',
  amountHint: `Od ${numberText(LOAN_AMOUNT_MIN)} zł do ${numberText(LOAN_AMOUNT_MAX)} zł.`,
  rateLabel: 'Oprocentowanie RRSO (%)',
  rateHint: `Od ${numberText(RATE_MIN)}% do ${RATE_MAX}%, np. 7,25.`,
  termLabel: 'Okres kredytowania (lata)',
  termHint: `Od ${TERM_MIN} roku do ${TERM_MAX} lat.`,
  typeLegend: 'Rodzaj rat',
  submit: 'Rozpocznij symulację',
  /** Shown next to the button when the browser's storage is full. */
  saveErrorQuota: 'Brak miejsca w pamięci przeglądarki – symulacja nie została zapisana.',
  /** Shown next to the button when saving failed for any other reason. */
  saveErrorGeneric:
    'Nie udało się zapisać symulacji w tej przeglądarce – wynik nie zostanie zachowany.',
  /** Shown next to the button when the calculator's code could not be fetched (offline). */
  engineError:
    'Nie udało się wczytać kalkulatora. Sprawdź połączenie z internetem i odśwież stronę.',
  /** Shown next to the button when a run could not be computed or started (issue 38). */
  startError: 'Nie udało się obliczyć symulacji. Sprawdź dane i spróbuj ponownie.',
  /** Beside a rate with more decimals than a run keeps (issue 38); 6 takes "miejsc". */
  rateDecimals: `Oprocentowanie może mieć najwyżej ${RATE_DECIMALS_MAX} miejsc po przecinku.`,
  /** Empties the form and the copy of it kept in this tab (issue 32). */
  clear: 'Wyczyść formularz',
} as const;

/** The line beside the start button naming what is still missing or wrong (issue 10). */
export const FORM_STATUS_COPY = {
  /** Field names as the line lists them. */
  fields: {
    amount: 'kwota kredytu',
    rate: 'oprocentowanie RRSO',
    term: 'okres kredytowania',
    overpayments: 'nadpłaty',
    ratePath: 'zmiany oprocentowania',
    costs: 'koszty kredytu',
    firstInstalment: 'pierwsza rata',
    contract: 'szczegóły jak w umowie',
  },
  /** "Uzupełnij lub popraw: kwota kredytu, okres kredytowania." */
  pending: (fields: readonly string[]): string => `Uzupełnij lub popraw: ${fields.join(', ')}.`,
  /** While the checks of the settings beyond the three fields are still loading (a moment). */
  checking: 'Sprawdzanie dodatkowych ustawień…',
  /** While the run just started is being saved, which takes the button for a moment. */
  saving: 'Zapisywanie symulacji w przeglądarce…',
} as const;

/** The scenario controls the form always shows, whose sections load when opened (issues 11–13). */
export const FORM_SCENARIO_COPY = {
  /** The `Nadpłaty` section's toggle, with the number of rows when it has any. */
  overpaymentsToggle: (count: number): string => (count > 0 ? `Nadpłaty (${count})` : 'Nadpłaty'),
  /** The `Koszty kredytu` section's toggle, with the number of costs filled in. */
  costsToggle: (count: number): string =>
    count > 0 ? `Koszty kredytu (${count})` : 'Koszty kredytu',
  /** The `Szczegóły jak w umowie` section's toggle: the day count and the dates (issue 37). */
  contractToggle: 'Szczegóły jak w umowie',
  /** Under the rate field while `Wskaźnik + marża` made it (issue 33). */
  rateFromRecipe: (made: string): string => `Wynika ze wzoru: ${made}`,
  /** Under the rate field once a rate is typed over the recipe's (issue 33). */
  rateTypedOverRecipe: (made: string): string =>
    `Wpisane ręcznie: nie wynika już ze wzoru ${made}, więc symulacja zostanie zapisana bez niego.`,
  /** The `Oprocentowanie` choice under the rate field (issue 12). */
  rateLegend: 'Oprocentowanie',
  fixed: 'Stałe przez cały okres',
  variable: 'Zmienne',
  firstInstalment: 'Pierwsza rata (miesiąc i rok)',
  firstInstalmentHint: 'Opcjonalnie, np. 2026-04: harmonogram pokaże wtedy miesiąc każdej raty.',
} as const;
