import { describe, expect, it } from 'vitest';
import { warsawDate } from './warsawDate';

describe('the Warsaw calendar day', () => {
  it.each([
    ['2026-03-05T22:59:00Z', '2026-03-05', 'one minute before midnight in winter (UTC+1)'],
    [
      '2026-03-05T23:01:00Z',
      '2026-03-06',
      'one minute after midnight in winter, still 03-05 in UTC',
    ],
    ['2026-07-01T22:01:00Z', '2026-07-02', 'one minute after midnight in summer (UTC+2)'],
    ['2026-12-31T23:30:00Z', '2027-01-01', 'New Year in Warsaw, still the old year in UTC'],
  ])('puts %s on %s: %s', (iso, day) => {
    expect(warsawDate(Date.parse(iso)).key).toBe(day);
  });

  it.each([
    ['2026-03-29T00:59:00Z', '2026-03-29', 'one minute before the spring change: 01:59 in Warsaw'],
    ['2026-10-24T22:30:00Z', '2026-10-25', '00:30 on the night of the autumn change (UTC+2)'],
    ['2026-10-25T22:30:00Z', '2026-10-25', '23:30 the evening after it (UTC+1 again)'],
  ])('puts %s on %s: %s', (iso, day) => {
    expect(warsawDate(Date.parse(iso)).key).toBe(day);
  });

  it("agrees with Intl's time-zone data every hour and half-hour around every change, 1996-2040", () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Warsaw',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    let checked = 0;
    for (let year = 1996; year <= 2040; year += 1) {
      // Each hour of the last week of March and of October (both changes fall in it), and the turn
      // of the year.
      for (const [month, day] of [
        [2, 24],
        [9, 24],
        [11, 30],
      ] as const) {
        const from = Date.UTC(year, month, day);
        for (let at = from; at < from + 8 * 86_400_000; at += 1_800_000) {
          expect(warsawDate(at).key, new Date(at).toISOString()).toBe(intl.format(at));
          checked += 1;
        }
      }
    }
    expect(checked).toBe(45 * 3 * 8 * 48);
  });
});
