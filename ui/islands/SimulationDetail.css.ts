import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const report = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const headline = style({ margin: 0 });

export const pending = style({ minHeight: '100vh' });

/** The run's date under the headline, printed too. */
export const date = style({ margin: 0, color: vars.color.textMuted });

/** The run's own name under the headline (issue 32). */
export const name = style({ margin: 0, fontWeight: vars.font.weightBold });

/** A run whose saved figures differed from the engine's (issue 32). */
export const recomputed = style({
  margin: 0,
  padding: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  background: vars.color.infoSurface,
});

/** The banner of a report opened from a shared link. */
export const shared = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.md,
  background: vars.color.infoSurface,
  borderRadius: vars.radius.md,
  '@media': { print: { display: 'none' } },
});

export const sharedTitle = style({ margin: 0, fontWeight: vars.font.weightBold });
