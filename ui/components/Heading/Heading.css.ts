import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** The title sizes, from the page's headline down to a block's sub-title. */
export const HEADING_SIZES = ['xl', 'lg', 'md'] as const;
/** `danger` for a title that announces a failure (the error screen). */
export const HEADING_TONES = ['neutral', 'danger'] as const;

export type HeadingSize = (typeof HEADING_SIZES)[number];
export type HeadingTone = (typeof HEADING_TONES)[number];

// No margin: the space around a title is its container's (a Stack's gap).
const heading = recipe({
  base: { margin: 0, lineHeight: 1.25 },
  variants: {
    size: {
      xl: { fontSize: vars.font.sizeXl },
      lg: { fontSize: vars.font.sizeLg },
      md: { fontSize: vars.font.sizeMd },
    },
    tone: { neutral: {}, danger: { color: vars.color.danger } },
  },
  defaultVariants: { size: 'lg', tone: 'neutral' },
});

/**
 * Every size and tone's class list, worked out here at build time: only these strings ship, no
 * variant function (a recipe's runtime cost the home page 0.4 KB; see Button.css.ts).
 */
export const headingClasses = Object.fromEntries(
  HEADING_SIZES.map((size) => [
    size,
    Object.fromEntries(HEADING_TONES.map((tone) => [tone, heading({ size, tone })])),
  ]),
) as Record<HeadingSize, Record<HeadingTone, string>>;
