import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const field = style({ display: 'grid', gap: vars.space.xs });

/** A field's label, and a group's legend: bold, above the control. */
export const label = style({ fontWeight: vars.font.weightBold });

/** The control inside a Field: a number, text, month or select box, 44 px high. */
export const control = style({
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  width: '100%',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

export const message = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
