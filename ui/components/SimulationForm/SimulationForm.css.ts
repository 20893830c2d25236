import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const form = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
});

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  alignItems: 'start',
});

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const radios = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  marginTop: vars.space.xs,
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
});

// WCAG 2.5.8: the radio itself is a 24 px target, not only its label.
globalStyle(`${radio} input`, {
  width: '1.5rem',
  height: '1.5rem',
  margin: 0,
  accentColor: vars.color.primary,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const saveError = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.font.weightBold,
});

/** The status line beside a disabled start button, naming what is missing or wrong. */
export const pending = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

/** An optional field outside the main grid, no wider than one column of it. */
export const optionalField = style({ maxWidth: '22rem' });
