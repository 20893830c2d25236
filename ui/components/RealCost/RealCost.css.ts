import { style } from '@vanilla-extract/css';
import { card } from '../../theme/patterns.css';
import { vars } from '../../theme/vars.css';

export { figureItem as item, figureTerm as term } from '../../theme/patterns.css';

export { card as section };

export const text = style({ margin: 0 });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const controls = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  alignItems: 'start',
});

export const picker = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const select = style({
  font: 'inherit',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
});

export const assumption = style({ display: 'grid', gap: vars.space.xxs });

export const assumptionTitle = style({ margin: 0, fontWeight: vars.font.weightBold });

export const figures = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  margin: 0,
});

export const value = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeLg,
  fontVariantNumeric: 'tabular-nums',
});

export const nominal = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontVariantNumeric: 'tabular-nums',
});
