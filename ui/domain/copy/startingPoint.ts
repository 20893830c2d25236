// The copy deck's notes above a form started from another run; see ui/domain/copy.ts for the
// deck's rules. A file of its own: the home page loads these only when the address names a run.

/** Above the form filled from another run (`Użyj jako punkt wyjścia`, issue 14). */
export const STARTING_POINT_COPY = {
  note: 'Formularz wypełniono ustawieniami wybranej symulacji. Zmień je i rozpocznij nową symulację.',
  missing: 'Nie znaleziono symulacji, na której miał się opierać formularz.',
} as const;
