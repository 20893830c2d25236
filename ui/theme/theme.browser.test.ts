import { describe, expect, it } from 'vitest';
import { tokens, vars } from './index';

describe('the theme contract in a real browser', () => {
  it('exposes every colour under a stable CSS variable name that canvas code can read', () => {
    const root = getComputedStyle(document.documentElement);
    for (const [name, value] of Object.entries(tokens.color)) {
      expect(vars.color[name as keyof typeof tokens.color]).toBe(`var(--color-${name})`);
      expect(root.getPropertyValue(`--color-${name}`).trim()).toBe(value);
    }
  });

  it('gives the card the spec elevation shadow', () => {
    const card = document.createElement('div');
    card.style.boxShadow = vars.elevation.card;
    document.body.append(card);
    expect(getComputedStyle(card).boxShadow).not.toBe('none');
    card.remove();
  });

  it('sets text in the system font stack and declares no web font to download', () => {
    // A web font would cost bytes on first load and shift the layout when it swaps in.
    expect(getComputedStyle(document.documentElement).fontFamily).toMatch(/^-apple-system,.*Arial/);
    expect(document.fonts.size).toBe(0);
  });
});
