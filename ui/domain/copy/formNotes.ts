// The copy deck's notes about the form that load only when needed (a paste, the form kept in
// this tab); see ui/domain/copy.ts for the deck's rules.

/** Notes about what the form did with a paste or with the copy of it kept in this tab (issue 32). */
export const FORM_NOTES_COPY = {
  /** Beside a money or term field when a paste, without its unit, still is not a number. */
  pasteRefused: 'Wklejony tekst nie jest liczbą.',
  /** Above the form when it was filled again from the copy kept in this tab (a reload, Back). */
  restored: 'Przywrócono dane wpisane wcześniej w tej karcie.',
  /** Above the form once `Wyczyść formularz` has emptied it and the kept copy. */
  cleared: 'Formularz został wyczyszczony.',
} as const;
