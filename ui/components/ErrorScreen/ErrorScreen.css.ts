import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const box = style({
  background: vars.color.dangerSurface,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
});
