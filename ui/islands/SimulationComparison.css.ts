import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const headline = style({ margin: 0 });

// A screen high: the long comparison that replaces it then moves the footer below the fold.
export const pending = style({ minHeight: '100vh' });

/** A page-wide notice, such as the database having been upgraded in another tab. */
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weightBold,
});
