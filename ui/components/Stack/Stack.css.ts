import { recipe } from '@vanilla-extract/recipes';
import { tokens } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

/** The theme's space tokens a stack's gap can take. */
export type StackSpace = keyof typeof tokens.space;
/** `start`: children keep their own width (buttons, links) instead of the stack's. */
export const STACK_ALIGNS = ['stretch', 'start'] as const;
export type StackAlign = (typeof STACK_ALIGNS)[number];

const SPACES = Object.keys(tokens.space) as StackSpace[];

// `minWidth: 0`: a stack inside a grid or flex row may shrink below its content (a table that
// scrolls inside it), instead of widening the row. `alignContent: start`: a stack stretched to
// a taller neighbour's height (a grid row of cards) keeps its children together at the top.
const stack = recipe({
  base: { display: 'grid', minWidth: 0, alignContent: 'start' },
  variants: {
    space: Object.fromEntries(SPACES.map((space) => [space, { gap: vars.space[space] }])) as Record<
      StackSpace,
      { gap: string }
    >,
    align: { stretch: {}, start: { justifyItems: 'start' } },
  },
  defaultVariants: { space: 'md', align: 'stretch' },
});

/** Every space and alignment's class list, worked out at build time (see Heading.css.ts). */
export const stackClasses = Object.fromEntries(
  SPACES.map((space) => [
    space,
    Object.fromEntries(STACK_ALIGNS.map((align) => [align, stack({ space, align })])),
  ]),
) as Record<StackSpace, Record<StackAlign, string>>;
