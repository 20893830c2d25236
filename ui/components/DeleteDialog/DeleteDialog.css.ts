import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.layer.modal,
  background: 'rgba(13, 20, 33, 0.55)',
});

export const content = style({
  position: 'fixed',
  zIndex: vars.layer.modal,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(32rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 2rem)',
  overflow: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.card,
  padding: vars.space.lg,
});

export const text = style({ margin: `${vars.space.md} 0` });

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
