import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const button = recipe({
  base: {
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
      '&:disabled': { cursor: 'not-allowed', background: vars.color.disabled, color: '#ffffff' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onPrimary,
      },
      header: {
        background: 'transparent',
        color: vars.color.onHeader,
        borderColor: vars.color.onHeader,
      },
    },
  },
  defaultVariants: { tone: 'primary' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
