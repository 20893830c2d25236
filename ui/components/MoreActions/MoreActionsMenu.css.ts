import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// Above the tables' sticky headers and the tooltips; it is portalled into <body>.
export const menu = style({
  zIndex: vars.layer.menu,
  minWidth: '14rem',
  maxWidth: 'calc(100vw - 16px)',
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.card,
  fontSize: vars.font.sizeMd,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.infoSurface },
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '-3px',
    },
  },
});

export const danger = style([item, { color: vars.color.danger }]);
