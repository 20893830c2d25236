import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const box = style({ width: '100%', height: '100%' });

export const tooltip = style({
  position: 'absolute',
  top: 0,
  left: 0,
  zIndex: vars.layer.pinnedCorner,
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.elevation.card,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
  whiteSpace: 'nowrap',
  // The pointer must keep reaching the chart underneath.
  pointerEvents: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const tooltipLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const tooltipTitle = style({ fontWeight: vars.font.weightBold });

export const tooltipSwatch = style({ width: '12px', height: '3px', borderRadius: '2px' });
