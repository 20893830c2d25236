import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const anchor = style({ position: 'relative', display: 'inline-flex' });

export const bubble = style({
  position: 'absolute',
  right: 0,
  bottom: 'calc(100% + 4px)',
  zIndex: 5,
  whiteSpace: 'nowrap',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.font.sizeSm,
  pointerEvents: 'none',
});
