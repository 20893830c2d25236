import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const box = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
});

export const text = style({ margin: 0 });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  // A comfortable touch target (WCAG 2.2 target size).
  minHeight: vars.size.touchTarget,
  fontWeight: vars.font.weightBold,
});
