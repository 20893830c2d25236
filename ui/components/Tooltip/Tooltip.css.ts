import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const anchor = style({ position: 'relative', display: 'inline-flex' });

export const bubble = style({
  position: 'absolute',
  right: 0,
  bottom: 'calc(100% + 4px)',
  zIndex: vars.layer.tooltip,
  // A short text stays on one line; a long one wraps instead of running off the screen.
  width: 'max-content',
  maxWidth: '16rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.font.sizeSm,
  pointerEvents: 'none',
});
