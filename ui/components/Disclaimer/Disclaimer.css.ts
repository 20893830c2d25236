import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const box = style({
  borderLeft: `4px solid ${vars.color.primary}`,
  background: vars.color.infoSurface,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
});

export const text = style({ margin: 0, fontSize: vars.font.sizeSm });
