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
/** The longest schedule: 40 years of monthly instalments. */
export const MONTHS_MAX = TERM_MAX * MONTHS_PER_YEAR;
/** A rate may carry at most this many decimals: the form keeps every typed decimal, up to six. */
export const RATE_DECIMALS_MAX = 6;
/** Overpayment rows a run may hold (issue 11). */
export const OVERPAYMENTS_MAX = 20;
/** The largest sum of money any saved figure may hold: far above 100 mln zł at 60 % for 40 years. */
export const MONEY_MAX = 10_000_000_000;
/** The longest label a saved run may carry; generated labels stay under 120 characters. */
export const LABEL_MAX_LENGTH = 300;
/** The longest saved id: UUIDs have 36 characters. */
export const SIMULATION_ID_MAX_LENGTH = 64;
