import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export { card } from '../../theme/patterns.css';

export const label = style({
  margin: `${vars.space.xs} 0 ${vars.space.md}`,
  color: vars.color.textMuted,
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
  margin: `0 0 ${vars.space.md}`,
});

export const figure = style({ display: 'grid', gap: vars.space.xxs });

export const value = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

export const primary = style([value, { fontSize: vars.font.sizeXl, color: vars.color.primary }]);

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  fontWeight: vars.font.weightBold,
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
