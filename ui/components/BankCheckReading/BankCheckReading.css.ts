import { style } from '@vanilla-extract/css';

/** A paragraph or list of the reading: the stack spaces them, not their own margins. */
export const text = style({ margin: 0 });
