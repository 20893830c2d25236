import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

export const article = style({ maxWidth: '46rem' });

export const headline = style({ fontSize: vars.font.sizeXl, margin: `0 0 ${vars.space.xs}` });

export const updated = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  marginTop: 0,
});

globalStyle(`${article} h2`, { fontSize: vars.font.sizeLg, marginTop: vars.space.xl });

globalStyle(`${article} table`, {
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.font.sizeSm,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${article} th, ${article} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'left',
});

globalStyle(`${article} th`, { background: vars.color.infoSurface });
