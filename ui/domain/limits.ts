/** Smallest loan amount in whole złoty (spec point 9). */
export const LOAN_AMOUNT_MIN = 30_000;
/** Largest loan amount in whole złoty (spec point 9). */
export const LOAN_AMOUNT_MAX = 100_000_000;
/** Lowest annual rate in percent (spec point 9). */
export const RATE_MIN = 0.01;
/** Highest annual rate in percent (spec point 9). */
export const RATE_MAX = 60;
/** Shortest term in whole years (spec point 9). */
export const TERM_MIN = 1;
/** Longest term in whole years (spec point 9). */
export const TERM_MAX = 40;
/** Instalments per year: the monthly rate is the annual percent / 1200. */
export const MONTHS_PER_YEAR = 12;
