// The copy deck's texts of a run's figures, on the result card, the report and the table (loaded
// with them, not with the home page's form); see ui/domain/copy.ts for the deck's rules.
import type { MortgageType } from '../types';

/** The figures of a run, shared by the result card and the report's results summary. */
export const RESULT_COPY = {
  instalment: 'Rata miesięczna',
  /** A decreasing loan's instalment figure is its first one. */
  firstInstalment: 'Pierwsza rata (malejąca)',
  totalInterest: 'Całkowite odsetki',
  totalRepayment: 'Całkowita kwota do spłaty',
  /** The instalment figure's label for a loan of `mortgageType`. */
  instalmentLabel: (mortgageType: MortgageType): string =>
    mortgageType === 'LINEAR' ? RESULT_COPY.firstInstalment : RESULT_COPY.instalment,
} as const;

/** The result card on the home page, shown after a run. */
export const RESULT_CARD_COPY = {
  /** @spec */
  title: 'Wyniki simulacji',
  /** @spec The link to the run's report. */
  fullReport: 'Pełny raport',
  /** Replaces the link when the run could not be saved. */
  unsavedNote: 'Pełny raport jest dostępny tylko dla symulacji zapisanych w przeglądarce.',
} as const;

/** A run whose saved figures differed from the engine's, in the table and the report (issue 32). */
export const RECOMPUTED_NOTE =
  'Wyniki przeliczone ponownie: zapisane wartości różniły się od obliczeń.';

/**
 * What issue 32 adds to the table, the card and the report: the cost column, a variable rate's
 * first and highest instalments, and the mark of recomputed results.
 */
export const RUN_FIGURES_COPY = {
  /** The table's column after the spec's ones: interest, costs and overpayment fees. */
  costColumn: 'Koszt kredytu',
  /** An annuity whose rate changes: its instalment figure is the first one. */
  firstInstalment: 'Pierwsza rata',
  /** A variable-rate run's second line under its first instalment in the table. */
  highestInstalment: (money: string, month: number) => `najwyższa ${money} (rata nr ${month})`,
  recomputed: RECOMPUTED_NOTE,
} as const;
