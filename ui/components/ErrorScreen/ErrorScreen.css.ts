import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const box = style({
  background: vars.color.dangerSurface,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
});

export const heading = style({
  marginTop: 0,
  fontSize: vars.font.sizeLg,
  color: vars.color.danger,
});
