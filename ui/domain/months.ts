/** Polish month names in the nominative, January first: "luty 2026" in the banner. */
export const POLISH_MONTHS = [
  'styczeń',
  'luty',
  'marzec',
  'kwiecień',
  'maj',
  'czerwiec',
  'lipiec',
  'sierpień',
  'wrzesień',
  'październik',
  'listopad',
  'grudzień',
] as const;
/** One Polish month name in the nominative. */
export type PolishMonth = (typeof POLISH_MONTHS)[number];

/** Polish month names in the genitive, January first: "od stycznia 2021". */
export const POLISH_MONTHS_GENITIVE = [
  'stycznia',
  'lutego',
  'marca',
  'kwietnia',
  'maja',
  'czerwca',
  'lipca',
  'sierpnia',
  'września',
  'października',
  'listopada',
  'grudnia',
] as const;
