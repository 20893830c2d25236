import { describe, expect, it } from 'vitest';
import { MORTGAGE_TYPE_LABELS, mortgageTypeLabel, simulationLabel, yearWord } from './labels';
import { settings } from './test-support';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('yearWord', () => {
  it.each([
    { years: 1, word: 'rok' },
    { years: 2, word: 'lata' },
    { years: 4, word: 'lata' },
    { years: 5, word: 'lat' },
    { years: 12, word: 'lat' },
    { years: 14, word: 'lat' },
    { years: 21, word: 'lat' },
    { years: 22, word: 'lata' },
    { years: 25, word: 'lat' },
    { years: 34, word: 'lata' },
    { years: 40, word: 'lat' },
  ])('says "$years $word"', ({ years, word }) => {
    expect(yearWord(years)).toBe(word);
  });
});

describe('the instalment type names', () => {
  it('are the spec’s', () => {
    expect(MORTGAGE_TYPE_LABELS).toEqual({ ANNUITY: 'Stała (annuitetowa)', LINEAR: 'Malejąca' });
  });

  it('show an unknown type from old data as it is', () => {
    expect(mortgageTypeLabel('BALLOON')).toBe('BALLOON');
  });
});

describe('simulationLabel', () => {
  it.each([
    {
      loan: settings(300_000, 7.25, 25, 'ANNUITY'),
      label: '300 000 zł - 7,25% - 25 lat - Stała (annuitetowa)',
    },
    { loan: settings(65_000, 9.55, 22, 'LINEAR'), label: '65 000 zł - 9,55% - 22 lata - Malejąca' },
    { loan: settings(1_000_000, 7, 1, 'LINEAR'), label: '1 000 000 zł - 7% - 1 rok - Malejąca' },
  ])('reads "$label"', ({ loan, label }) => {
    expect(plain(simulationLabel(loan))).toBe(label);
  });
});
