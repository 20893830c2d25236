import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const disclosure = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.sm,
  minWidth: 0,
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
});

export const marker = style({ flexShrink: 0 });

export const panel = style({ paddingTop: vars.space.sm, minWidth: 0 });
