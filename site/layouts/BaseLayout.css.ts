import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-10rem',
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.primary,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const page = style({
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} 0`,
  display: 'grid',
  gap: vars.space.lg,
});

export const main = style({
  minWidth: 0,
  selectors: { '&:focus': { outline: 'none' } },
});
