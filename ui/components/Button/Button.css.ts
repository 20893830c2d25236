import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** What every tone shares. */
const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    // A button that stays focusable while it cannot run (`aria-disabled`) looks disabled too.
    '&:disabled, &[aria-disabled="true"]': {
      cursor: 'not-allowed',
      background: vars.color.disabled,
      color: '#ffffff',
    },
  },
});

/**
 * One class list per tone, the shared one included: plain class names, so no variant function
 * ships to the browser (a recipe's runtime cost the home page 0.4 KB).
 */
export const tones = styleVariants({
  primary: [
    base,
    {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      selectors: {
        '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.primaryHover },
      },
    },
  ],
  secondary: [
    base,
    { background: vars.color.surface, color: vars.color.primary, borderColor: vars.color.primary },
  ],
  danger: [base, { background: vars.color.danger, color: vars.color.onPrimary }],
  header: [
    base,
    { background: 'transparent', color: vars.color.onHeader, borderColor: vars.color.onHeader },
  ],
});

export type ButtonTone = keyof typeof tones;
