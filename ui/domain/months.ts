import { CALENDAR_COPY } from './copy/shared';

/** Polish month names in the nominative, January first: "luty 2026" in the banner. */
export const POLISH_MONTHS = CALENDAR_COPY.months;
/** One Polish month name in the nominative. */
export type PolishMonth = (typeof POLISH_MONTHS)[number];

/** Polish month names in the genitive, January first: "od stycznia 2021". */
export const POLISH_MONTHS_GENITIVE = CALENDAR_COPY.monthsGenitive;
