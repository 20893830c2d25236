import { describe, expect, it } from 'vitest';
import { cpiText, referenceRateText } from './indicators';

describe('the rates banner texts', () => {
  it('show the reference rate with two decimals and a comma', () => {
    expect(referenceRateText(4)).toBe('Stopa referencyjna NBP: 4,00%');
    expect(referenceRateText(3.75)).toBe('Stopa referencyjna NBP: 3,75%');
  });

  it('show CPI with its month and one decimal', () => {
    expect(cpiText(2.1, 'luty', 2026)).toBe('Inflacja CPI r/r (luty 2026): 2,1%');
    expect(cpiText(-0.5, 'marzec', 2026)).toBe('Inflacja CPI r/r (marzec 2026): -0,5%');
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])(
    'give no text at all for a missing value (%s), never "NaN"',
    (value) => {
      expect(referenceRateText(value)).toBeNull();
      expect(cpiText(value, 'luty', 2026)).toBeNull();
    },
  );
});

describe('the banner never shows "-0"', () => {
  it('for an NBP rate of -0', () => {
    expect(referenceRateText(-0)).toBe('Stopa referencyjna NBP: 0,00%');
  });

  it('for a CPI index of 99.96, i.e. -0.04 %', () => {
    expect(cpiText(99.96 - 100, 'luty', 2026)).toBe('Inflacja CPI r/r (luty 2026): 0,0%');
  });
});
