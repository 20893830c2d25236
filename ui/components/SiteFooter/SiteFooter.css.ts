import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const footer = style({
  marginTop: vars.space.xxl,
  background: vars.color.headerBackground,
  color: vars.color.onHeader,
  fontSize: vars.font.sizeSm,
});

export const inner = style({
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
});

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.sm,
});

export const link = style({
  color: vars.color.onHeader,
  display: 'inline-block',
  minHeight: '24px',
});

// A short address moves to a line of its own whole, as one block; a longer one wraps inside it
// (anywhere, so its min-content width never widens the column past the footer).
export const email = style({ display: 'inline-block', maxWidth: '100%', overflowWrap: 'anywhere' });

export const copyright = style({ margin: `${vars.space.lg} 0 0` });
