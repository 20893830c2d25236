import { describe, expect, it } from 'vitest';
import { tokens } from '../../ui/theme/tokens';
import { COLOUR_PAIRS } from './colourUses';
import { contrastRatio, meetsMinimum } from './contrast';

describe('the colour pairs the interface uses', () => {
  it.each(COLOUR_PAIRS.map((pair) => [pair.where, pair] as const))(
    '%s meets WCAG 2.2 AA for its role',
    (_where, { foreground, background, role }) => {
      const ratio = contrastRatio(tokens.color[foreground], tokens.color[background]);
      expect(meetsMinimum(ratio, role), `${foreground} on ${background}: ${ratio}:1`).toBe(true);
    },
  );

  // Issue 32: the focus ring was the error red (a focused field looked invalid) at 2,15:1 on the
  // navy header. WCAG 2.2's 1.4.11 asks 3:1 against every background the ring is drawn on.
  it('draws the focus ring in a colour of its own, on every background it appears on', () => {
    expect(tokens.color.focus).not.toBe(tokens.color.danger);
    const backgrounds = COLOUR_PAIRS.filter((pair) => pair.foreground === 'focus').map(
      (pair) => pair.background,
    );
    expect(new Set(backgrounds)).toEqual(
      new Set(['background', 'surface', 'headerBackground', 'infoSurface', 'dangerSurface']),
    );
  });
});
