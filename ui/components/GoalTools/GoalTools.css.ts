import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const tool = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  alignItems: 'start',
  width: '100%',
});

export const figures = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.font.weightBold });

export const message = style({ margin: 0, color: vars.color.danger });
