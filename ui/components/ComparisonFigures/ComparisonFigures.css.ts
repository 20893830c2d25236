import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export { scrollRegion as scroller } from '../../theme/patterns.css';

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.sizeSm,
});

const cell = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
} as const;

export const columnHeader = style({
  ...cell,
  position: 'sticky',
  top: 0,
  zIndex: vars.layer.pinned,
  background: vars.color.infoSurface,
  borderBottom: `2px solid ${vars.color.border}`,
  textAlign: 'right',
  whiteSpace: 'nowrap',
});

export const headerName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

// The figures' names stay in view while a phone scrolls the runs sideways.
export const rowHeader = style({
  ...cell,
  position: 'sticky',
  left: 0,
  background: vars.color.surface,
  textAlign: 'left',
  fontWeight: vars.font.weightBold,
  minWidth: '9rem',
});

export const cornerHeader = style([
  rowHeader,
  {
    top: 0,
    zIndex: vars.layer.pinnedCorner,
    background: vars.color.infoSurface,
    borderBottom: `2px solid ${vars.color.border}`,
  },
]);

export const value = style({
  ...cell,
  textAlign: 'right',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
