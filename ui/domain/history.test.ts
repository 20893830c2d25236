import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, monthOrdinal } from './calendar';
import {
  CPI_YOY_SERIES,
  historicalPathAssumption,
  historicalRatePath,
  historicalStartMonths,
  RATE_INDEX_SERIES,
  RATES_HISTORY_FIRST_MONTH,
  RATES_HISTORY_LAST_MONTH,
} from './history';
import { lastKnownValueText } from './labels';
import { validateSettings } from './mortgage';
import { captureError, settings } from './test-support';
import type { HistoricalPathOptions } from './history';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const csvPath = fileURLToPath(new URL('./data/rates-history.csv', import.meta.url));

/** The committed CSV, read here independently of the generator: month → [3M, 6M, CPI]. */
function readCsv(): Map<string, (number | null)[]> {
  const [, ...rows] = readFileSync(csvPath, 'utf8').trim().split('\n');
  return new Map(
    rows.map((row) => {
      const [month = '', ...cells] = row.trim().split(',');
      return [month, cells.map((cell) => (cell === '' ? null : Number(cell)))];
    }),
  );
}

describe('the generated history module', () => {
  const csv = readCsv();

  it.each([
    ['WIBOR 3M', RATE_INDEX_SERIES.WIBOR_3M, 0],
    ['WIBOR 6M', RATE_INDEX_SERIES.WIBOR_6M, 1],
    ['CPI y/y', CPI_YOY_SERIES, 2],
  ] as const)(
    'holds every %s value of the committed CSV, month by month',
    (_name, series, column) => {
      const fromCsv = [...csv.entries()].filter(([, cells]) => cells[column] !== null);
      expect(series.firstMonth).toBe(fromCsv[0]?.[0]);
      expect(series.values).toEqual(fromCsv.map(([, cells]) => cells[column]));
      // Consecutive months: the CSV's first filled month plus the index is the value's month.
      fromCsv.forEach(([month], index) => {
        expect(addMonths(series.firstMonth, index)).toBe(month);
      });
    },
  );

  it('names the data’s date range: 1997-01 to 2026-04', () => {
    expect([RATES_HISTORY_FIRST_MONTH, RATES_HISTORY_LAST_MONTH]).toEqual(['1997-01', '2026-04']);
  });

  it('holds the spot checks the data’s README gives', () => {
    const at = (series: typeof CPI_YOY_SERIES, month: string) =>
      series.values[(monthOrdinal(month) ?? 0) - (monthOrdinal(series.firstMonth) ?? 0)];
    expect(at(RATE_INDEX_SERIES.WIBOR_3M, '2021-01')).toBe(0.21);
    expect(at(RATE_INDEX_SERIES.WIBOR_3M, '2022-10')).toBe(7.51);
    expect(at(RATE_INDEX_SERIES.WIBOR_3M, '2025-12')).toBe(3.99);
    expect(at(CPI_YOY_SERIES, '2022-10')).toBe(17.9);
    expect(at(CPI_YOY_SERIES, '2023-09')).toBe(8.2);
    expect(at(CPI_YOY_SERIES, '2024-01')).toBe(3.7);
  });

  it('is what scripts/generate-rates-history.mjs makes of the committed CSV', () => {
    const output = execFileSync(
      process.execPath,
      ['scripts/generate-rates-history.mjs', 'ui/domain/data/rates-history.csv', '--check'],
      { cwd: projectRoot, encoding: 'utf8' },
    );
    expect(output).toContain('matches');
  }, 30_000);
});

describe('historicalRatePath, worked out by hand from the CSV', () => {
  const path = (options: Partial<HistoricalPathOptions>) =>
    historicalRatePath({
      index: 'WIBOR_3M',
      startMonth: '2021-01',
      annualInterestRatePercent: 2.21,
      months: 300,
      ...options,
    });

  it('WIBOR 3M from 2021-01 at 2,21 %: the refixes every 3 instalments through the 2022 shock', () => {
    // Instalment 1 (January 2021) reads the December 2020 close, 0,21 %. Instalment k falls in
    // month 2021-01 + k − 1 and reads the close before it; refixes at 4, 7, 10, 13, …
    //   k = 4, 7 (Mar, Jun 2021 closes 0,21): no change
    //   k = 10 (Oct 2021, reads Sep 0,23):  2,21 + 0,02 = 2,23
    //   k = 13 (Jan 2022, reads Dec 2,54):  4,54
    //   k = 16 (Apr 2022, reads Mar 4,77):  6,77
    //   k = 19 (Jul 2022, reads Jun 7,05):  9,05
    //   k = 22 (Oct 2022, reads Sep 7,21):  9,21 (the 7,51 % peak is the October close,
    //                                        read only by November, which is no refix)
    //   k = 25 (Jan 2023, reads Dec 7,02):  9,02
    //   k = 28 (Apr 2023, reads Mar 6,89):  8,89
    //   k = 31 (Jul 2023, reads Jun 6,90):  8,90
    //   k = 34 (Oct 2023, reads Sep 5,77):  7,77
    expect(path({}).slice(0, 9)).toEqual([
      { month: 10, annualInterestRatePercent: 2.23 },
      { month: 13, annualInterestRatePercent: 4.54 },
      { month: 16, annualInterestRatePercent: 6.77 },
      { month: 19, annualInterestRatePercent: 9.05 },
      { month: 22, annualInterestRatePercent: 9.21 },
      { month: 25, annualInterestRatePercent: 9.02 },
      { month: 28, annualInterestRatePercent: 8.89 },
      { month: 31, annualInterestRatePercent: 8.9 },
      { month: 34, annualInterestRatePercent: 7.77 },
    ]);
  });

  it('WIBOR 6M from 2021-01 at 3 %: refixes every 6 instalments', () => {
    // Base: the December 2020 6M close, 0,25 %. k = 7 reads June 2021, 0,25: no change;
    // k = 13 reads Dec 2021, 2,84: 5,59; k = 19 reads Jun 2022, 7,35: 10,1; k = 25 reads
    // Dec 2022, 7,14: 9,89.
    expect(path({ index: 'WIBOR_6M', annualInterestRatePercent: 3, months: 30 })).toEqual([
      { month: 13, annualInterestRatePercent: 5.59 },
      { month: 19, annualInterestRatePercent: 10.1 },
      { month: 25, annualInterestRatePercent: 9.89 },
    ]);
  });

  it('keeps the entered rate’s decimals: 7,125 % moves by whole hundredths', () => {
    expect(path({ annualInterestRatePercent: 7.125, months: 13 })).toEqual([
      { month: 10, annualInterestRatePercent: 7.145 },
      { month: 13, annualInterestRatePercent: 9.455 },
    ]);
  });

  it('clamps at 0,01 %: from 2020-04 at 0,5 % the 3M fall of 0,91 pp stops at the floor', () => {
    // Base: March 2020 close 1,17. k = 4 (Jul 2020) reads June 0,26: 0,5 − 0,91 → 0,01.
    // k = 7 (Oct 2020) reads Sep 0,22: still below the floor, so no new change.
    expect(path({ startMonth: '2020-04', annualInterestRatePercent: 0.5, months: 9 })).toEqual([
      { month: 4, annualInterestRatePercent: 0.01 },
    ]);
  });

  it('clamps at 60 %: from 1997-05 at 59 % the July 1997 jump of 3,23 pp stops at the ceiling', () => {
    // Base: April 1997 close 22,96. k = 4 (Aug 1997) reads July 26,19: 62,23 → 60.
    // k = 7 reads Oct 25,23 (61,27) and k = 10 reads Jan 1998 26,5 (62,54): still 60, no change.
    // k = 13 (May 1998) reads April 23,74: 59 + 0,78 = 59,78.
    expect(path({ startMonth: '1997-05', annualInterestRatePercent: 59, months: 13 })).toEqual([
      { month: 4, annualInterestRatePercent: 60 },
      { month: 13, annualInterestRatePercent: 59.78 },
    ]);
  });

  it('emits no change for a period in which the index stood still', () => {
    expect(path({ months: 9 })).toEqual([]);
  });

  it('never emits a change past the term', () => {
    expect(path({ months: 12 }).map((change) => change.month)).toEqual([10]);
  });
});

describe('historicalRatePath past the end of the data', () => {
  it('holds the last close, so at most one more change follows, at the first refix reading it', () => {
    // From 2026-03: instalment 1 reads February 2026 (3,80); k = 4 (June 2026) reads May, past
    // the data, so the April close 3,85 holds: +0,05. Every later refix reads the same 3,85.
    const options = {
      index: 'WIBOR_3M',
      startMonth: '2026-03',
      annualInterestRatePercent: 7,
      months: 360,
    } as const;
    expect(historicalRatePath(options)).toEqual([{ month: 4, annualInterestRatePercent: 7.05 }]);
    expect(historicalPathAssumption(options)).toEqual({
      assumedFromMonth: '2026-05',
      lastKnownMonth: '2026-04',
      instalment: 4,
    });
    expect(lastKnownValueText('2026-05')).toBe('od maja 2026 przyjęto ostatnią znaną wartość');
  });

  it('says so for a 2021 start only once a refix reads past April 2026', () => {
    const options = {
      index: 'WIBOR_3M',
      startMonth: '2021-01',
      annualInterestRatePercent: 2.21,
      months: 300,
    } as const;
    // k = 64 (April 2026) reads March, in the data; k = 67 (July 2026) reads June, past it.
    expect(historicalPathAssumption(options)).toMatchObject({ instalment: 67 });
    expect(historicalPathAssumption({ ...options, months: 66 })).toBeNull();
    const late = historicalRatePath(options).filter((change) => change.month > 64);
    expect(late).toEqual([]);
  });

  it('accepts the last start the picker offers, 2026-05, with no change at all', () => {
    expect(
      historicalRatePath({
        index: 'WIBOR_6M',
        startMonth: '2026-05',
        annualInterestRatePercent: 7,
        months: 360,
      }),
    ).toEqual([]);
  });
});

describe('historicalStartMonths (the picker)', () => {
  it.each([
    ['WIBOR_3M', '1997-02', '2026-05'],
    ['WIBOR_6M', '1997-03', '2026-05'],
  ] as const)('offers %s from %s to %s', (index, first, last) => {
    expect(historicalStartMonths(index)).toEqual({ first, last });
  });

  it('refuses a start that needs data before the index’s first month', () => {
    const refused = (index: 'WIBOR_3M' | 'WIBOR_6M', startMonth: string) =>
      captureError(() =>
        historicalRatePath({ index, startMonth, annualInterestRatePercent: 7, months: 120 }),
      );
    expect(refused('WIBOR_3M', '1997-01')).toMatchObject({
      kind: 'out-of-range',
      argument: 'startMonth',
    });
    expect(refused('WIBOR_6M', '1997-02')).toMatchObject({ kind: 'out-of-range' });
    expect(() =>
      historicalRatePath({
        index: 'WIBOR_6M',
        startMonth: '1997-03',
        annualInterestRatePercent: 7,
        months: 120,
      }),
    ).not.toThrow();
  });

  describe.each([
    { rule: 'an unknown index', options: { index: 'WIBOR_1M' }, kind: 'unknown-enum' },
    { rule: 'a malformed month', options: { startMonth: '2021-13' }, kind: 'malformed' },
    { rule: 'a month as a date', options: { startMonth: '2021-01-01' }, kind: 'malformed' },
    { rule: 'a rate over 60 %', options: { annualInterestRatePercent: 61 }, kind: 'out-of-range' },
    { rule: 'a rate of NaN', options: { annualInterestRatePercent: Number.NaN }, kind: 'nan' },
    { rule: 'a term of 481 months', options: { months: 481 }, kind: 'out-of-range' },
  ])('$rule', ({ options, kind }) => {
    it(`is refused with ${kind}`, () => {
      const all = {
        index: 'WIBOR_3M',
        startMonth: '2021-01',
        annualInterestRatePercent: 7,
        months: 120,
        ...options,
      } as HistoricalPathOptions;
      expect(captureError(() => historicalRatePath(all))).toMatchObject({ kind });
    });
  });
});

describe('historicalRatePath, for every start the picker offers', () => {
  it('gives changes the engine accepts for that loan', () => {
    const first = monthOrdinal('1997-02') ?? 0;
    const last = monthOrdinal('2026-05') ?? 0;
    fc.assert(
      fc.property(
        fc.constantFrom('WIBOR_3M', 'WIBOR_6M' as const),
        fc.integer({ min: first + 1, max: last }),
        fc.integer({ min: 1, max: 6000 }).map((hundredths) => hundredths / 100),
        fc.integer({ min: 1, max: 40 }),
        (index, start, rate, years) => {
          const startMonth = addMonths('1997-02', start - first);
          const rateChanges = historicalRatePath({
            index,
            startMonth,
            annualInterestRatePercent: rate,
            months: years * 12,
          });
          expect(() => {
            validateSettings({ ...settings(300_000, rate, years), rateChanges });
          }).not.toThrow();
        },
      ),
      { numRuns: 300 },
    );
  });
});
