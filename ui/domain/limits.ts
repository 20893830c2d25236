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
/** The tax on gains `Nadpłacać czy inwestować?` takes (issue 36), in percent of the gain. */
export const GAINS_TAX_PERCENT_MAX = 100;

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

// Credit capacity and own contribution (issue 35): the ranges of the page's inputs, then the
// legal and supervisory figures its rules apply, each with its source and date. The defaults a
// borrower may change are ui/domain/capacity.ts's DEFAULT_ASSUMPTIONS.

/** Borrowers the capacity page takes (`Dodaj drugiego kredytobiorcę`, issue 35). */
export const CAPACITY_BORROWERS_MAX = 2;
/** The highest net income of one borrower, in złoty a month: far above any household's. */
export const CAPACITY_INCOME_MAX = 1_000_000;
/** The highest sum of other instalments, in złoty a month (issue 35). */
export const CAPACITY_DEBT_MAX = 1_000_000;
/** The highest total of card and overdraft limits, in złoty (issue 35). */
export const CARD_LIMITS_MAX = 10_000_000;
/** The most people a household may count on the capacity page (issue 35). */
export const HOUSEHOLD_PERSONS_MAX = 10;
/** The youngest borrower: a loan needs full legal capacity (art. 11 Kodeksu cywilnego). */
export const BORROWER_AGE_MIN = 18;
/** The oldest borrower the page accepts; past the age limit no loan fits anyway. */
export const BORROWER_AGE_MAX = 100;
/** The lowest age by which the loan must end that the page accepts (issue 35). */
export const AGE_LIMIT_MIN = 65;
/** The highest age by which the loan must end that the page accepts (issue 35). */
export const AGE_LIMIT_MAX = 80;
/** The lowest monthly share of card and overdraft limits counted as debt, % (issue 35). */
export const CARD_LIMIT_SHARE_MIN = 3;
/** The highest monthly share of card and overdraft limits counted as debt, % (issue 35). */
export const CARD_LIMIT_SHARE_MAX = 5;
/** The highest share of an income that is counted, % of it. */
export const INCOME_SHARE_MAX = 100;
/** The most a household's living costs per person may be set to, in złoty a month. */
export const LIVING_COST_MAX = 100_000;
/** The highest stress buffer the page accepts, in percentage points (issue 35). */
export const STRESS_BUFFER_MAX = 10;
/** The lowest cost of low-contribution insurance the page accepts, % of the missing part (issue 35). */
export const INSURANCE_COST_MIN = 2;
/** The highest cost of low-contribution insurance the page accepts, % of the missing part (issue 35). */
export const INSURANCE_COST_MAX = 4;
/** The highest property price, in whole złoty: twice the largest loan. */
export const PROPERTY_PRICE_MAX = 2 * LOAN_AMOUNT_MAX;

// The rules' figures. Sources, as checked for issue 35 (May 2026):
// - KNF, Rekomendacja S (2013) on mortgage-secured exposures, as the issue states it: a
//   debt-service ratio of at most 40 % of net income for incomes up to the average wage in the
//   borrower's region and 50 % above; the assessment over at most 25 years; a loan-to-value of
//   80 %, or 90 % when the part above 80 % is insured or otherwise secured. Banks apply them in
//   their own ways. The stress buffers are in ui/domain/capacity.ts.
// - BGK, "Gwarancja wkładu własnego" (bgk.pl, osoby prywatne > zabezpieczenie kredytu), under
//   the act of 1 October 2021 on the guaranteed housing loan, since 2023 "o rodzinnym kredycie
//   mieszkaniowym i bezpiecznym kredycie 2%" (Dz.U. 2023 poz. 859, poz. 1114): the guarantee
//   covers 10–20 % of the price, at most 100 000 zł, for a loan of at least 15 years, for a
//   one-off fee of 1 % of the guarantee, at most 1 000 zł.

/** The debt-service ratio for incomes up to the threshold, % (KNF, Rekomendacja S, 2013). */
export const DSTI_LOW_PERCENT = 40;
/** The debt-service ratio for incomes above the threshold, % (KNF, Rekomendacja S, 2013). */
export const DSTI_HIGH_PERCENT = 50;
/** The longest period a bank assesses a loan's instalment over, in years (KNF, Rekomendacja S). */
export const ASSESSMENT_YEARS_MAX = 25;
/** The loan-to-value without extra security, % of the price (KNF, Rekomendacja S). */
export const LTV_PERCENT = 80;
/** The loan-to-value with low-contribution insurance, % of the price (KNF, Rekomendacja S). */
export const LTV_INSURED_PERCENT = 90;
/** A fixed rate this long earns the lower stress buffer, in years (UKNF, 2023). */
export const FIXED_RATE_YEARS_MIN = 5;
/** The buffer banks applied to other rates from April 2022, in percentage points (KNF). */
export const VARIABLE_RATE_BUFFER_POINTS = 5;
/** The most of the price the BGK guarantee replaces, % (BGK, Gwarancja wkładu własnego). */
export const BGK_COVER_PERCENT = 20;
/** The own contribution the BGK guarantee allows at most, % of the price (BGK; a setting). */
export const BGK_CONTRIBUTION_MAX_PERCENT = 10;
/** The largest BGK guarantee, in złoty (BGK, Gwarancja wkładu własnego). */
export const BGK_GUARANTEE_MAX = 100_000;
/** The shortest loan the BGK guarantee covers, in years (BGK, Gwarancja wkładu własnego). */
export const BGK_TERM_YEARS_MIN = 15;
/** The BGK guarantee's one-off fee, % of the guarantee (BGK, Gwarancja wkładu własnego). */
export const BGK_FEE_PERCENT = 1;
/** The BGK guarantee's fee at most, in złoty (BGK, Gwarancja wkładu własnego). */
export const BGK_FEE_MAX = 1_000;

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
