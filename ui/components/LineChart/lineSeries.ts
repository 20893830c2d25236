import { tokens } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

/** One line of a LineChart: its legend text, its theme colour and dash (its values come apart). */
export interface LineSeries {
  /** The legend's text. */
  label: string;
  /** The tooltip's shorter name; the label when absent. */
  shortLabel?: string;
  /** A theme variable reference, such as `vars.color.chartSeries1`. */
  color: string;
  /** The colour's token value, for a canvas that cannot read the variable. */
  fallback: string;
  /** The canvas dash pattern in CSS pixels; empty for a solid line. */
  dash: readonly number[];
}

/**
 * A month marked on one line (the planner's break-even month, issue 34): a vertical rule in the
 * line's colour and dash, a dot where the line crosses it, and a label, so it is not told by
 * colour alone.
 */
export interface LineMarker {
  /** The line's position in the chart's `series` (0-based). */
  series: number;
  /** A month of the x axis. */
  month: number;
  /** Drawn beside the rule; the chart's text alternative says the same in words. */
  label: string;
}

/** Each line's values, one per month of the chart's x axis; null leaves a gap. */
export type LineValues = readonly (readonly (number | null)[])[];

/**
 * The four overlaid-line styles, in order: the theme's colour-blind-safe palette, each colour
 * paired with its own dash, so lines stay apart in greyscale and for any colour vision.
 */
export const SERIES_STYLES = [
  { color: vars.color.chartSeries1, fallback: tokens.color.chartSeries1, dash: [] },
  { color: vars.color.chartSeries2, fallback: tokens.color.chartSeries2, dash: [10, 5] },
  { color: vars.color.chartSeries3, fallback: tokens.color.chartSeries3, dash: [2, 4] },
  { color: vars.color.chartSeries4, fallback: tokens.color.chartSeries4, dash: [12, 4, 2, 4] },
] as const satisfies readonly Pick<LineSeries, 'color' | 'fallback' | 'dash'>[];

/** The line style of the `index`-th series (0-based), repeating after four. */
export function seriesStyle(index: number): (typeof SERIES_STYLES)[number] {
  const count = SERIES_STYLES.length;
  return SERIES_STYLES[((index % count) + count) % count] ?? SERIES_STYLES[0];
}

/** A LineChart's plot height in CSS pixels; the box is reserved before uPlot loads. */
export const LINE_CHART_HEIGHT = 320;
