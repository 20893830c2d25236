import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const summaries = style({
  display: 'grid',
  // Side by side on wide screens; stacked, never squeezed, on a 360 px phone.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.lg,
});
