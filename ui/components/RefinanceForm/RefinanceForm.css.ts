import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const form = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  minWidth: 0,
});

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  // 13rem keeps one column inside a 360 px screen with the form's padding.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(13rem, 100%), 1fr))',
  alignItems: 'start',
});

export const offer = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  minWidth: 0,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
});

// WCAG 2.5.8: the box itself is a 24 px target, not only its label.
globalStyle(`${checkbox} input`, {
  width: '1.5rem',
  height: '1.5rem',
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.primary,
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

globalStyle(`${form} input[type="radio"]`, { flexShrink: 0 });
