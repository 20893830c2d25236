import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { LINE_CHART_HEIGHT } from './lineSeries';

export const figure = style({ display: 'grid', gap: vars.space.sm, margin: 0, minWidth: 0 });

export { inlineList as legend } from '../../theme/patterns.css';

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const swatch = style({ flex: 'none' });

// The height is reserved before uPlot loads, so nothing below moves when the chart appears;
// `hidden` keeps a canvas wider than a just-narrowed box from pushing the page sideways.
export const plot = style({
  position: 'relative',
  height: `${LINE_CHART_HEIGHT}px`,
  minWidth: 0,
  overflow: 'hidden',
});

export const caption = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const empty = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  margin: 0,
  padding: vars.space.md,
  textAlign: 'center',
  color: vars.color.textMuted,
});
