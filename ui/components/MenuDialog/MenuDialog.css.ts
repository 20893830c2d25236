import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.layer.modal,
  background: 'rgba(13, 20, 33, 0.55)',
});

export const panel = style({
  position: 'fixed',
  zIndex: vars.layer.modal,
  top: 0,
  right: 0,
  bottom: 0,
  width: 'min(22rem, 100vw)',
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.elevation.card,
  padding: vars.space.lg,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.lg,
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const links = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid' });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const storage = style({
  background: vars.color.infoSurface,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});

export const storageText = style({
  margin: `${vars.space.xs} 0 0`,
  fontVariantNumeric: 'tabular-nums',
});

export const note = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});
