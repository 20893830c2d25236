import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const layout = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const focusTarget = style({
  minWidth: 0,
  borderRadius: vars.radius.lg,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}` },
  },
});

export const tableError = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.font.weightBold,
});

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

/** Says the form was filled from another run. */
export const startNote = style({
  margin: 0,
  padding: vars.space.md,
  background: vars.color.infoSurface,
  borderRadius: vars.radius.md,
});
