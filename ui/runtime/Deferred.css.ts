import { style } from '@vanilla-extract/css';

/** Room kept for a deferred part: about a short section's height, empty and unannounced. */
export const placeholder = style({
  minHeight: '16rem',
});
