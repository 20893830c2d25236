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

/** What only works with JavaScript; a <noscript> style hides it when scripts are off. */
export const needsJavaScript = style({ minWidth: 0 });

export const noscript = style({
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.md,
  background: vars.color.infoSurface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
