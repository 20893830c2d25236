import type { HTMLAttributes } from 'react';
import { headingClasses, type HeadingSize, type HeadingTone } from './Heading.css';

export { HEADING_SIZES, HEADING_TONES, type HeadingSize, type HeadingTone } from './Heading.css';

/** The document levels a title can take, as a tuple so stories can list them. */
export const HEADING_LEVELS = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

/** Each level's size unless told otherwise: the page's headline, a section, a part of one. */
const SIZE_OF_LEVEL: Record<HeadingLevel, HeadingSize> = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'md' };

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document level: `level={2}` is an `<h2>`. */
  level: HeadingLevel;
  /** The look, when it differs from the level's own (the footer's column titles are `md` h2s). */
  size?: HeadingSize;
  tone?: HeadingTone;
}

/** The class a title of this level takes, for headings another library renders (a dialog's). */
export function headingClass(
  level: HeadingLevel,
  size: HeadingSize = SIZE_OF_LEVEL[level],
  tone: HeadingTone = 'neutral',
): string {
  return headingClasses[size][tone];
}

/** A section's title in the theme's one title style; the space around it is its container's. */
export function Heading({ level, size, tone, className, ...rest }: HeadingProps) {
  const Element = `h${level}` as const;
  const own = headingClass(level, size, tone);
  return <Element className={className === undefined ? own : `${own} ${className}`} {...rest} />;
}
