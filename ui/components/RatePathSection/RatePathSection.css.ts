import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const builder = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  padding: vars.space.md,
  background: vars.color.background,
  borderRadius: vars.radius.md,
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  display: 'grid',
  gap: vars.space.xs,
});

export const status = style({ margin: 0, fontWeight: vars.font.weightBold });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
  alignItems: 'end',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});
