import type { ReactNode } from 'react';

/** The shapes, drawn on a 16 × 16 grid in the text's colour. */
const SHAPES = {
  /** ▸: a closed section (Disclosure). */
  triangleRight: <path d="M6 3.5 11.5 8 6 12.5Z" fill="currentColor" />,
  /** ▾: an open section (Disclosure). */
  triangleDown: <path d="M3.5 6h9L8 11.5Z" fill="currentColor" />,
  /** ✕: close (the menu). */
  cross: (
    <path
      d="M4 4 12 12M12 4 4 12"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      fill="none"
    />
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof SHAPES;

/** Every shape, for the design review in Storybook. */
export const ICON_NAMES = Object.keys(SHAPES) as IconName[];

export interface IconProps {
  name: IconName;
  className?: string;
}

/**
 * A small shape as SVG, 1em square in the colour of the text around it, hidden from screen
 * readers (the control it sits in carries the name). Not a symbol character: ▸, ▾ and ✕ are in
 * neither Arial nor Roboto, so each browser looked for a fallback font to draw them, on this
 * project's machine the slowest part of a page's first layout (issue 10), and each platform drew
 * them differently.
 */
export function Icon({ name, className }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      className={className}
    >
      {SHAPES[name]}
    </svg>
  );
}
