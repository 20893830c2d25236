import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const layout = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

/** The link's inputs could not be read. */
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weightBold,
});
