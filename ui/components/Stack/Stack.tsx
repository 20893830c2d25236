import type { ComponentPropsWithRef } from 'react';
import { stackClasses, type StackAlign, type StackSpace } from './Stack.css';

export { STACK_ALIGNS } from './Stack.css';

/** The elements a stack can be: a plain box, a landmark, a form, a list. */
export type StackElement = 'div' | 'section' | 'form' | 'fieldset' | 'ul' | 'ol' | 'dl' | 'figure';

export type StackProps<T extends StackElement = 'div'> = {
  /** The element drawn; a `div` by default. */
  as?: T;
  /** The gap between children, from the theme's space tokens. */
  space: StackSpace;
  align?: StackAlign;
} & ComponentPropsWithRef<T>;

/** Children one under another, `space` apart: the spacing a section needs, with no CSS of its own. */
export function Stack<T extends StackElement = 'div'>({
  as,
  space,
  align = 'stretch',
  className,
  ...rest
}: StackProps<T>) {
  // Callers' props are checked against `as`; inside, TypeScript cannot follow a generic element
  // to its props, so it is drawn as if it were a div.
  const Element = (as ?? 'div') as 'div';
  const own = stackClasses[space][align];
  return (
    <Element
      className={className === undefined ? own : `${own} ${className}`}
      {...(rest as ComponentPropsWithRef<'div'>)}
    />
  );
}
