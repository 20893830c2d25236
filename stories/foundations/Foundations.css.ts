import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/vars.css';

export const page = style({
  fontFamily: vars.font.body,
  color: vars.color.text,
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSm,
  background: vars.color.surface,
});

export const cell = style({
  textAlign: 'left',
  verticalAlign: 'middle',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerCell = style([cell, { background: vars.color.infoSurface }]);

export const code = style({
  fontFamily: 'ui-monospace, "Liberation Mono", "DejaVu Sans Mono", monospace',
  fontSize: vars.font.sizeSm,
  overflowWrap: 'anywhere',
});

export const swatch = style({
  display: 'inline-block',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.textMuted}`,
  verticalAlign: 'middle',
});

/** A sample of a foreground on its background, as text or as a 3 px line. */
export const sample = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
});

export const line = style({ display: 'inline-block', width: '2.5rem', height: '3px' });

export const pass = style({ color: vars.color.text, fontWeight: vars.font.weightBold });

export const fail = style({ color: vars.color.danger, fontWeight: vars.font.weightBold });

export const bar = style({
  display: 'inline-block',
  height: vars.space.md,
  background: vars.color.primary,
  verticalAlign: 'middle',
});

export const box = style({
  width: '6rem',
  height: '4rem',
  background: vars.color.surface,
  border: `2px solid ${vars.color.primary}`,
});

export const raised = style({
  width: '12rem',
  height: '6rem',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  margin: vars.space.md,
});

export const scroll = style({ overflowX: 'auto', maxWidth: '100%' });
