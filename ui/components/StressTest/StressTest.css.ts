import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export { card as section } from '../../theme/patterns.css';

export const scroller = style({ overflowX: 'auto', minWidth: 0 });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.sizeSm,
});

const cell = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
} as const;

export const header = style({ ...cell, textAlign: 'left', background: vars.color.infoSurface });

export const numericHeader = style([header, { textAlign: 'right' }]);

export const rowHeader = style({ ...cell, textAlign: 'left', fontWeight: vars.font.weightBold });

export const numeric = style({ ...cell, textAlign: 'right' });

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});
