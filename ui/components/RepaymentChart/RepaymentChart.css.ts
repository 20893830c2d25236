import { style } from '@vanilla-extract/css';
import { card } from '../../theme/patterns.css';
import { vars } from '../../theme/vars.css';
import { CHART_HEIGHT } from './chartSeries';

export const section = style([card, { padding: vars.space.md }]);

export const subtitle = style({ margin: 0, color: vars.color.textMuted });

export const figure = style({ display: 'grid', gap: vars.space.sm, margin: 0, minWidth: 0 });

export { inlineList as legend } from '../../theme/patterns.css';

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const swatch = style({ width: '24px', height: '4px', borderRadius: '2px' });

// The height is reserved before uPlot loads, so nothing below moves when the chart appears;
// `hidden` keeps a canvas wider than a just-narrowed box from pushing the page sideways.
export const plot = style({
  position: 'relative',
  height: `${CHART_HEIGHT}px`,
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
  color: vars.color.textMuted,
});
