import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const scroll = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontVariantNumeric: 'tabular-nums',
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  verticalAlign: 'top',
});

export const rowHead = style([cell, { textAlign: 'left', fontWeight: 'normal' }]);

export const best = style({ background: vars.color.infoSurface });

export const verdict = style({ margin: 0, fontWeight: 'bold', fontSize: vars.font.sizeLg });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'end',
});
