// Polish public holidays, computed for any year rather than tabled, so a 40-year schedule needs no
// list that runs out. The list is art. 1 pkt 1 of the ustawa z dnia 18 stycznia 1951 r. o dniach
// wolnych od pracy (t.j. Dz.U. z 2025 r. poz. 296), with the two changes that moved dates since
// the list of 1990:
// - 6 January (Święto Trzech Króli) from 2011: ustawa z dnia 24 września 2010 r. o zmianie ustawy
//   o dniach wolnych od pracy (Dz.U. 2010 nr 224 poz. 1459), in force on 1 January 2011;
// - 24 December (Wigilia Bożego Narodzenia) from 2025: ustawa z dnia 6 grudnia 2024 r. o zmianie
//   ustawy o dniach wolnych od pracy oraz niektórych innych ustaw (Dz.U. 2024 poz. 1965), in force
//   on 1 February 2025.
// Years before 1990 had another list (22 July, no 3 May); no schedule checked here reaches them.
// Sundays are days off by art. 1 pkt 2; Saturdays are not holidays but banks do not book payments
// on them, so `isWorkingDay` leaves both out.
import {
  type CivilDate,
  civilDateOf,
  type DayNumber,
  dayNumberOf,
  isoWeekday,
  partsOfDayNumber,
} from './civilDate';

/** The first year 6 January is a public holiday (Dz.U. 2010 nr 224 poz. 1459). */
const EPIPHANY_FROM = 2011;
/** The first year 24 December is a public holiday (Dz.U. 2024 poz. 1965). */
const CHRISTMAS_EVE_FROM = 2025;
/** Pentecost Sunday (pierwszy dzień Zielonych Świątek): Easter + 49 days. */
const PENTECOST_AFTER_EASTER = 49;
/** Corpus Christi (Boże Ciało), a Thursday: Easter + 60 days. */
const CORPUS_CHRISTI_AFTER_EASTER = 60;

/**
 * Easter Sunday of `year` (Gregorian) as a day number, by the anonymous Gregorian algorithm
 * (Meeus, Astronomical Algorithms, ch. 8; Butcher 1876): exact for every Gregorian year.
 */
export function easterSunday(year: number): DayNumber {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayNumberOf(year, month, day);
}

/** The fixed-date holidays of `year` as [month, day] pairs. */
function fixedHolidays(year: number): [number, number][] {
  const days: [number, number][] = [[1, 1]];
  if (year >= EPIPHANY_FROM) days.push([1, 6]);
  days.push([5, 1], [5, 3], [8, 15], [11, 1], [11, 11]);
  if (year >= CHRISTMAS_EVE_FROM) days.push([12, 24]);
  days.push([12, 25], [12, 26]);
  return days;
}

/** The public holidays of `year` as day numbers, in calendar order. */
function holidayNumbers(year: number): DayNumber[] {
  const easter = easterSunday(year);
  const days = fixedHolidays(year).map(([month, day]) => dayNumberOf(year, month, day));
  days.push(
    easter,
    easter + 1,
    easter + PENTECOST_AFTER_EASTER,
    easter + CORPUS_CHRISTI_AFTER_EASTER,
  );
  return days.sort((left, right) => left - right);
}

/** The Polish public holidays of `year`, `YYYY-MM-DD`, in calendar order (Sundays among them). */
export function polishPublicHolidays(year: number): CivilDate[] {
  return holidayNumbers(year).map(civilDateOf);
}

// A 40-year schedule asks about some 480 days in 41 years: each year's set is made once.
const cache = new Map<number, ReadonlySet<DayNumber>>();

function holidaySet(year: number): ReadonlySet<DayNumber> {
  let set = cache.get(year);
  if (set === undefined) {
    set = new Set(holidayNumbers(year));
    cache.set(year, set);
  }
  return set;
}

/** True when day `day` is a Polish public holiday. */
export function isPolishPublicHoliday(day: DayNumber): boolean {
  return holidaySet(partsOfDayNumber(day).year).has(day);
}

/** True on a day a bank books payments: not a Saturday, not a Sunday, not a public holiday. */
export function isWorkingDay(day: DayNumber): boolean {
  return isoWeekday(day) < 6 && !isPolishPublicHoliday(day);
}
