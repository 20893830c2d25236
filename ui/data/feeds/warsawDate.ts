// The feeds are cached for the calendar day in Warsaw (spec point 4).

const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of `month` (0-based) of `year`: when Europe's clocks change. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * The calendar date in Warsaw for epoch milliseconds; `key` ("2026-03-06") identifies the day.
 * Worked out from the rule Poland has kept since 1996 (the EU's): UTC+1, and UTC+2 from 01:00 UTC
 * on the last Sunday of March to 01:00 UTC on the last Sunday of October. Not `Intl` with a time
 * zone: the first such formatter loads the zone data, 15-20 ms inside the feeds' first task on
 * every page with the banner. The tests hold it to `Intl`'s answer hour by hour over 1996-2040.
 */
export function warsawDate(epochMilliseconds: number): { year: number; key: string } {
  const year = new Date(epochMilliseconds).getUTCFullYear();
  const summer =
    epochMilliseconds >= lastSundayAtOneUtc(year, 2) &&
    epochMilliseconds < lastSundayAtOneUtc(year, 9);
  const local = new Date(epochMilliseconds + (summer ? 2 : 1) * HOUR_MS);
  const two = (value: number) => String(value).padStart(2, '0');
  const localYear = local.getUTCFullYear();
  return {
    year: localYear,
    key: `${String(localYear)}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}`,
  };
}
