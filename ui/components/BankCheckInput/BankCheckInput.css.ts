import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// A schedule's rows are wide: the box keeps them on one line each and scrolls inside itself, so
// the page never scrolls sideways at 360 px.
export const textarea = style({
  width: '100%',
  minHeight: '12rem',
  boxSizing: 'border-box',
  // Columns copied from a PDF line up only in a font of equal widths.
  fontFamily: 'monospace',
  fontSize: vars.font.sizeSm,
  whiteSpace: 'pre',
  overflowX: 'auto',
  resize: 'vertical',
});

export const refusal = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.font.weightBold,
});
