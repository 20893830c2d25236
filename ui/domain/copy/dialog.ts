// The copy deck's texts of the delete confirmation, loaded with the dialog (the table's and the
// menu's); see ui/domain/copy.ts for the deck's rules.

/** The delete confirmation opened from the comparison table (spec point 4). */
export const DIALOG_COPY = {
  /** @spec */
  deleteTitle: 'Potwierdzenie usunięcia',
  /** The question naming the run labelled `label`. */
  deleteQuestion: (label: string) =>
    `Czy na pewno chcesz nieodwracalnie usunąć symulację „${label}”?`,
  /** @spec */
  confirm: 'Usuń',
  /** @spec */
  cancel: 'Anuluj',
} as const;
