// Every limit of the product, once. The schema (records.ts), the engine's cross-field rules
// (terms.ts), the form's checks, the components and the copy deck's messages all read them from
// here, so a limit and the text that names it cannot disagree (limits.test.ts greps for copies).
// Plain constants and nothing else: the copy deck imports this file in plain Node.

// The spec's three fields (spec points 5 and 9).

/** Smallest loan amount in whole złoty (spec point 9). */
export const LOAN_AMOUNT_MIN = 30_000;
/** Largest loan amount in whole złoty (spec point 9). */
export const LOAN_AMOUNT_MAX = 100_000_000;
/** Lowest annual rate in percent (spec point 9). */
export const RATE_MIN = 0.01;
/** Highest annual rate in percent (spec point 9). */
export const RATE_MAX = 60;
/** A rate may carry at most this many decimals: the form keeps every typed decimal, up to six. */
export const RATE_DECIMALS_MAX = 6;
/** Shortest term in whole years (spec point 9). */
export const TERM_MIN = 1;
/** Longest term in whole years (spec point 9). */
export const TERM_MAX = 40;
/** Instalments per year: the monthly rate is the annual percent / 1200. */
export const MONTHS_PER_YEAR = 12;
/** The longest schedule: 40 years of monthly instalments. */
export const MONTHS_MAX = TERM_MAX * MONTHS_PER_YEAR;

// Money.

/** Money carries at most this many decimals: whole grosze. */
export const MONEY_DECIMALS = 2;
/** The largest sum of money any saved figure may hold: far above 100 mln zł at 60 % for 40 years. */
export const MONEY_MAX = 10_000_000_000;

// Overpayments (issue 11).

/** Overpayment rows a run may hold (issue 11). */
export const OVERPAYMENTS_MAX = 20;
/** The smallest overpayment: one grosz. */
export const OVERPAYMENT_AMOUNT_MIN = 0.01;
/** The early-repayment fee the form allows, in percent (art. 40 ustawy o kredycie hipotecznym). */
export const OVERPAYMENT_FEE_FORM_MAX = 3;
/** The fee period the form assumes: at a variable rate, the first 36 months (art. 40 ustawy o kredycie hipotecznym). */
export const OVERPAYMENT_FEE_MONTHS = 36;
/** The highest early-repayment fee the engine and stored data accept, in percent (issue 11). */
export const OVERPAYMENT_FEE_PERCENT_MAX = 100;

// The rate path (issue 12).

/** Rate changes a borrower may list by hand (issue 12). */
export const RATE_CHANGES_MAX = 60;
/** The first instalment a rate change may fall in: the first one carries the entered rate. */
export const RATE_CHANGE_MONTH_MIN = 2;
/** Rate changes a saved run may hold: one a month from the second instalment (historical paths). */
export const RATE_PATH_MAX = MONTHS_MAX - 1;
/** The highest margin the periodic-rate builder accepts, in percentage points (issue 12). */
export const PERIODIC_MARGIN_MAX = 20;

// The costs of credit (issue 13).

/** The highest commission, in percent of the loan (issue 13). */
export const COMMISSION_PERCENT_MAX = 10;
/** The highest commission amount or one-off cost, in złoty: half the largest loan (issue 13). */
export const ONE_OFF_COST_MAX = LOAN_AMOUNT_MAX / 2;
/** The most a monthly cost (insurance, fees) may be, in złoty (issue 13). */
export const MONTHLY_COST_MAX = 10_000;
/** The highest bridge margin, in percentage points (issue 13). */
export const BRIDGE_MARGIN_MAX = 10;
/** The most instalments a bridge margin may last: all but the last one (issue 13). */
export const BRIDGE_MONTHS_MAX = MONTHS_MAX - 1;

// The report and the compare page (issue 16).

/** The lowest constant inflation the real-cost section accepts, in % a year (issue 16). */
export const INFLATION_MIN = -10;
/** The highest constant inflation the real-cost section accepts, in % a year (issue 16). */
export const INFLATION_MAX = 50;
/** The fewest runs a comparison needs (issue 16). */
export const COMPARE_MIN = 2;
/** The most runs one comparison shows: one colour each from the theme's four-colour palette. */
export const COMPARE_MAX = 4;

// Saved records and files.

/** The longest label a saved run may carry; generated labels stay under 120 characters. */
export const LABEL_MAX_LENGTH = 300;
/** The longest name a borrower may give a run (`Nazwa (opcjonalnie)`, issue 32). */
export const RUN_NAME_MAX_LENGTH = 60;
/** The longest saved id: UUIDs have 36 characters. */
export const SIMULATION_ID_MAX_LENGTH = 64;
/** The latest time a Date can hold, in epoch milliseconds (ECMAScript's 8.64e15). */
export const EPOCH_MILLISECONDS_MAX = 8_640_000_000_000_000;
/**
 * Largest backup file read, in MB of 1024² bytes (issue 32). A backup holds each run's settings,
 * not its schedule: a 35-year run with 160 rate changes and monthly overpayments takes about
 * 8 KB, the largest run the schema allows (479 rate changes, 20 overpayments) under 30 KB, so
 * this is over 8 000 of the largest runs, and over 30 000 of the long ones. Files in the older
 * layout, which carried schedules (about 70 KB a long run), keep importing up to the same size.
 */
export const BACKUP_MAX_MEGABYTES = 256;
/** Largest backup file read, in bytes (issues 14 and 32). */
export const BACKUP_MAX_BYTES = BACKUP_MAX_MEGABYTES * 1024 * 1024;

// Interest by the real days and the bank's schedule check (issue 37).

/** The earliest payment day of a month a contract may name. */
export const PAYMENT_DAY_MIN = 1;
/** The latest payment day a contract may name: every month has a 28th. */
export const PAYMENT_DAY_MAX = 28;
/** The longest pasted schedule or CSV file read, in characters: a 480-row schedule is about 60 000. */
export const BANK_SCHEDULE_CHARS_MAX = 500_000;
/** The most lines a pasted schedule may have: 480 rows with titles, page breaks and totals. */
export const BANK_SCHEDULE_LINES_MAX = 2_000;
/** The longest line read, in characters: a schedule's row is a few dozen. */
export const BANK_SCHEDULE_LINE_CHARS_MAX = 1_000;
