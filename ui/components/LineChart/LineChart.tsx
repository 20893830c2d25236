import { Suspense, useId, type ReactNode } from 'react';
import { CHART_COPY } from '../../domain/copy/report';
import { ErrorBoundary } from '../ErrorScreen/ErrorBoundary';
import { lazyComponent } from '../../runtime/lazy';
import type { LineMarker, LineSeries, LineValues } from './lineSeries';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import * as styles from './LineChart.css';

// uPlot is a separate chunk, shared with the report's chart: the figures paint first.
const { Component: LinePlot } = lazyComponent(() =>
  import('./LinePlot').then((module) => module.default),
);

export interface LineChartProps {
  title: string;
  /** The title's level in the page's outline. */
  headingLevel?: 2 | 3;
  /** The x axis: instalment numbers. */
  months: readonly number[];
  /** The lines' styles and names; keep the array stable between renders, as the plot is built on it. */
  series: readonly LineSeries[];
  /** Each line's values, as many as `months`; these may change on every render. */
  values: LineValues;
  /** Months marked on the lines, each with a label; keep the array stable, like `series`. */
  markers?: readonly LineMarker[] | undefined;
  /** The chart's text alternative: what the lines show, in words and figures. */
  description: ReactNode;
  /** Shown over the empty plot when there are no months. */
  emptyText: string;
  /** Shown instead of the plot when the chart cannot be drawn. */
  failedText: string;
}

/** A line legend's swatch: the series' colour and dash, as the canvas draws them. */
export function LineSwatch({ color, dash }: Pick<LineSeries, 'color' | 'dash'>) {
  return (
    <svg width="28" height="8" viewBox="0 0 28 8" aria-hidden="true" className={styles.swatch}>
      <line
        x1="0"
        y1="4"
        x2="28"
        y2="4"
        stroke={color}
        strokeWidth="3"
        strokeDasharray={dash.length === 0 ? undefined : dash.join(' ')}
      />
    </svg>
  );
}

/** Overlaid money lines month by month, with an HTML legend and a text alternative. */
export function LineChart({
  title,
  headingLevel = 3,
  months,
  series,
  values,
  markers,
  description,
  emptyText,
  failedText,
}: LineChartProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Stack as="section" space="sm" aria-labelledby={titleId}>
      <Heading level={headingLevel} size="md" id={titleId}>
        {title}
      </Heading>
      <figure aria-labelledby={titleId} aria-describedby={descriptionId} className={styles.figure}>
        {/* The legend is plain HTML, so it is there before the chart's code arrives. */}
        <ul aria-label={CHART_COPY.legendLabel} className={styles.legend}>
          {series.map(({ label, color, dash }) => (
            <li key={label} className={styles.legendItem}>
              <LineSwatch color={color} dash={dash} />
              <span>{label}</span>
            </li>
          ))}
        </ul>
        <div className={styles.plot}>
          {/* A chart that fails (its code did not load, say) must not take the page with it. */}
          <ErrorBoundary fallback={<p className={styles.empty}>{failedText}</p>}>
            <Suspense fallback={null}>
              <LinePlot months={months} series={series} values={values} markers={markers} />
            </Suspense>
          </ErrorBoundary>
          {months.length === 0 && <p className={styles.empty}>{emptyText}</p>}
        </div>
        <figcaption id={descriptionId} className={styles.caption}>
          {description}
        </figcaption>
      </figure>
    </Stack>
  );
}
