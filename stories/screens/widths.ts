import type { StoryObj } from '@storybook/react-vite';
import { wholePage } from '../viewports';

/** What atWidth touches: any story, whatever its args. */
type Placed = Pick<StoryObj, 'parameters' | 'globals'>;

/**
 * A screen's story at `width` px in a viewport as tall as its page: Chromium leaves whatever
 * lies below the viewport unpainted, so a shorter one would cut the screenshot short. Each
 * screen's filled state has a baseline at 360 px (the narrowest phone) and at 1280 px (a desktop).
 */
export function atWidth<S extends Placed>(story: S, width: 360 | 1280, height: number): S {
  const page = wholePage(width, height);
  return {
    ...story,
    parameters: { ...story.parameters, ...page.parameters },
    globals: { ...story.globals, ...page.globals },
  };
}
