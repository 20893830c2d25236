import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// The panel a calculator page's form sits in (the capacity page, the refinance planner), with its
// row of actions, its checkboxes and its muted notes: one look for every such form.

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
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

// A long option (`Gwarancja BGK (Rodzinny kredyt mieszkaniowy)`) squeezed its radio to 17 px at
// 360 px, under WCAG 2.5.8's 24 px: the radios keep their size.
globalStyle(`${panel} input[type="radio"]`, { flexShrink: 0 });
