// The locale, time zone and currency of every figure the borrower sees. A module of its own so a
// worker can read them without bringing the formatters along (ui/runtime/intlWarmUp.worker.ts).

/** The locale of every figure the borrower sees (spec point 9). */
export const LOCALE = 'pl-PL';
/** Dates are shown in Polish time whatever the machine's zone, so SSR and browser agree. */
export const TIME_ZONE = 'Europe/Warsaw';
/** Amounts are in złoty. */
export const CURRENCY = 'PLN';
