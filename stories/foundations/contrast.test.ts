import { describe, expect, it } from 'vitest';
import { contrastRatio, formatRatio, meetsMinimum, parseHex, relativeLuminance } from './contrast';

describe('parseHex', () => {
  it.each([
    ['#ffffff', { red: 255, green: 255, blue: 255 }],
    ['#0B57D0', { red: 11, green: 87, blue: 208 }],
    ['#f80', { red: 255, green: 136, blue: 0 }],
  ])('reads %s', (colour, rgb) => {
    expect(parseHex(colour)).toEqual(rgb);
  });

  it.each(['rgba(0,0,0,.2)', '#ff', '#gggggg', 'white'])('refuses %s', (colour) => {
    expect(() => parseHex(colour)).toThrow(/Not a #rgb or #rrggbb colour/);
  });
});

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
  });

  it('weighs green most and blue least, as the eye does', () => {
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance('#0000ff')).toBeCloseTo(0.0722, 4);
  });
});

describe('contrastRatio', () => {
  // Reference values from WebAIM's contrast checker.
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#0000ff', '#ffffff', 8.59],
    ['#ff0000', '#ffffff', 4],
  ])('%s on %s is %f:1', (foreground, background, expected) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(expected, 1);
  });

  it('does not depend on which colour is in front', () => {
    expect(contrastRatio('#b3261e', '#fdecea')).toBe(contrastRatio('#fdecea', '#b3261e'));
  });
});

describe('formatRatio', () => {
  it('writes the Polish way and never rounds a fail up into a pass', () => {
    expect(formatRatio(4.4999)).toBe('4,49:1');
    expect(formatRatio(21)).toBe('21,00:1');
  });
});

describe('meetsMinimum', () => {
  it.each([
    [4.5, 'text', true],
    [4.49, 'text', false],
    [3, 'largeText', true],
    [2.99, 'graphic', false],
    [1.2, 'decorative', true],
    [1.2, 'disabled', true],
  ] as const)('%f:1 as %s → %s', (ratio, role, expected) => {
    expect(meetsMinimum(ratio, role)).toBe(expected);
  });
});
