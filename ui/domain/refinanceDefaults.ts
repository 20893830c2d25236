// The refinancing planner's default costs of moving the loan (issue 34), with their sources as
// checked on 2026-11-29 (docs/sources.md lists the addresses). Every one is a starting value the
// borrower can change; the field's help text says which are law and which are not.

/**
 * `Wpis hipoteki (zł)`: the fixed court fee of 200 zł on an application to enter a limited
 * property right (a mortgage is one, art. 244 § 1 k.c.) in the land register: art. 42 ust. 1
 * ustawy z dnia 28 lipca 2005 r. o kosztach sądowych w sprawach cywilnych (t.j. Dz.U. z 2023 r.
 * poz. 1144, as amended).
 */
export const MORTGAGE_ENTRY_FEE = 200;

/**
 * `Wykreślenie hipoteki (zł)`: the court fee on removing the old bank's mortgage. Secondary
 * sources (2025) give 100 zł; the article that fixes it was not confirmed, so the field's help
 * text asks the borrower to check it.
 */
export const MORTGAGE_REMOVAL_FEE = 100;

/**
 * `PCC (zł)`: the tax on establishing a mortgage that secures claims of an amount not fixed in
 * advance, 19 zł (0,1 % applies only to a mortgage on fixed existing claims): art. 7 ust. 1
 * ustawy z dnia 9 września 2000 r. o podatku od czynności cywilnoprawnych, as the Ministry of
 * Finance reads it; the point of ust. 1 was not confirmed.
 */
export const MORTGAGE_TAX = 19;

/**
 * `Wycena nieruchomości (zł)`: a market price of a valuer's report, not a figure of law; banks'
 * tables of fees differ. Issue 34's default.
 */
export const VALUATION_DEFAULT = 600;
