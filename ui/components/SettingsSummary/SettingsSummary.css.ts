import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  // The spec's card elevation 4, as on the home page's result card.
  boxShadow: vars.elevation.card,
  padding: vars.space.lg,
  minWidth: 0,
});

export const title = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.sizeLg });

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const item = style({ display: 'grid', gap: vars.space.xxs });

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const value = style({ margin: 0, fontWeight: vars.font.weightBold });
