import { describe, expect, it } from 'vitest';
import gus2025 from '../fixtures/gus-cpi-2025.json?raw';
import gus2026 from '../fixtures/gus-cpi-2026.json?raw';
import { FEED_CONFIG } from './fetchFeed';
import { latestCpiOfYear, normaliseCpiRows } from './gus';

describe('normaliseCpiRows', () => {
  it('keys the y/y figures of "Ogółem" by Polish month, then year, with a decimal comma', () => {
    expect(normaliseCpiRows(JSON.parse(gus2026))).toEqual({
      styczeń: { '2026': '2,1' },
      luty: { '2026': '2,1' },
    });
  });

  it('turns GUS indices into percentages without float noise (102,4 → 2,4)', () => {
    expect(normaliseCpiRows(JSON.parse(gus2025))).toEqual({
      styczeń: { '2025': '4,9' },
      listopad: { '2025': '2,5' },
      grudzień: { '2025': '2,4' },
    });
  });

  it('skips rows of another section, as configured', () => {
    expect(normaliseCpiRows(JSON.parse(gus2026), { ...FEED_CONFIG.gus, sectionId: 1698 })).toEqual(
      {},
    );
  });

  it.each([
    ['not an object', 'x'],
    ['no data', {}],
    ['data not a list', { data: {} }],
  ])('rejects an answer with %s', (_case, payload) => {
    expect(() => normaliseCpiRows(payload)).toThrow(/data/);
  });

  it('skips rows with a missing or non-numeric value', () => {
    const rows = JSON.parse(gus2026) as { data: Record<string, unknown>[] };
    for (const row of rows.data) row['wartosc'] = 'brak';
    expect(normaliseCpiRows(rows)).toEqual({});
  });
});

describe('latestCpiOfYear', () => {
  it('takes the latest month of the year that has a value', () => {
    const byMonth = {
      styczeń: { '2026': '2,1' },
      luty: { '2026': '2,1' },
      grudzień: { '2025': '2,4' },
    };
    expect(latestCpiOfYear(byMonth, 2026)).toEqual({ value: 2.1, month: 'luty', year: 2026 });
    expect(latestCpiOfYear(byMonth, 2025)).toEqual({ value: 2.4, month: 'grudzień', year: 2025 });
  });

  it('fails when the year has no value yet', () => {
    expect(() => latestCpiOfYear({ grudzień: { '2025': '2,4' } }, 2026)).toThrow(/2026/);
  });
});
