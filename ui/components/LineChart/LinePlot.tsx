import { useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import UplotReact from 'uplot-react';
import 'uplot/dist/uPlot.min.css';
import { formatMoney } from '../../domain';
import { CHART_COPY } from '../../domain/copy/report';
import { tokens } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';
import { useNearScreen } from '../../runtime/nearScreen';
import { LINE_CHART_HEIGHT, type LineMarker, type LineSeries, type LineValues } from './lineSeries';
import * as styles from './LinePlot.css';
import { markerPlugin } from './markerPlugin';

// The report chart's frame (RepaymentPlot): the spec's right margin, the money axis at least
// 70 px wide on the left, whole months on the x axis, and no drag-to-zoom.
const PADDING: uPlot.Padding = [16, 24, 8, 0];
const Y_AXIS_MIN_SIZE = 70;
const MONTH_INCREMENTS = [1, 2, 3, 6, 12, 24, 36, 60, 120, 240];
const TICK_SIZE = 10;
const AXIS_GAP = 5;

export interface LinePlotProps {
  months: readonly number[];
  series: readonly LineSeries[];
  values: LineValues;
  /** Months marked on the lines; keep the array stable between renders, like `series`. */
  markers?: readonly LineMarker[] | undefined;
}

/** No markers: one shared empty list, so the plot's options are not rebuilt for a new one. */
const NO_MARKERS: readonly LineMarker[] = [];

/** Resolves a theme variable such as `var(--color-chartSeries1)` as the canvas needs it: a value. */
function resolveVar(element: Element, reference: string, fallback: string): string {
  const name = /^var\((--[^,)]+)/.exec(reference)?.[1];
  const value = name === undefined ? '' : getComputedStyle(element).getPropertyValue(name).trim();
  return value === '' ? fallback : value;
}

/** Shows "Miesiąc {n}" and every line's amount next to the pointer, at once. */
function tooltipPlugin(series: readonly LineSeries[], colors: readonly string[]): uPlot.Plugin {
  const tooltip = document.createElement('div');
  tooltip.className = styles.tooltip;
  // The chart's text alternative and the figures around it say the same in words.
  tooltip.setAttribute('aria-hidden', 'true');
  tooltip.hidden = true;

  const line = (text: string, color?: string): HTMLElement => {
    const element = document.createElement('div');
    element.className = styles.tooltipLine;
    if (color !== undefined) {
      const swatch = document.createElement('span');
      swatch.className = styles.tooltipSwatch;
      swatch.style.background = color;
      element.append(swatch);
    }
    element.append(text);
    return element;
  };

  return {
    hooks: {
      init: (chart) => {
        chart.over.append(tooltip);
      },
      setCursor: (chart) => {
        const { idx, left = -1, top = -1 } = chart.cursor;
        const month = idx === null || idx === undefined ? undefined : chart.data[0][idx];
        if (idx === null || idx === undefined || month === undefined || left < 0) {
          tooltip.hidden = true;
          return;
        }
        const title = line(CHART_COPY.tooltipTitle(month));
        title.classList.add(styles.tooltipTitle);
        tooltip.replaceChildren(
          title,
          ...series.map(({ label, shortLabel }, index) => {
            const value = chart.data[index + 1]?.[idx];
            const text = typeof value === 'number' ? formatMoney(value) : '—';
            return line(`${shortLabel ?? label}: ${text}`, colors[index]);
          }),
        );
        tooltip.hidden = false;
        // Beside the pointer, flipped to the other side near the right or bottom edge.
        const offset = 12;
        const { clientWidth: width, clientHeight: height } = chart.over;
        const x =
          left + offset + tooltip.offsetWidth > width
            ? left - offset - tooltip.offsetWidth
            : left + offset;
        const y = Math.min(top + offset, height - tooltip.offsetHeight);
        tooltip.style.transform = `translate(${Math.max(0, x)}px, ${Math.max(0, y)}px)`;
      },
    },
  };
}

/** Measures tick labels in the axis font, so the y axis is as wide as its money values. */
function axisSizer(font: string): uPlot.Axis.Size {
  const context = document.createElement('canvas').getContext('2d');
  return (_chart, values) => {
    if (context === null) return Math.max(Y_AXIS_MIN_SIZE, 90);
    context.font = font;
    // uPlot's types say string[], but its first layout pass has no tick labels yet (null).
    const labels = (values as string[] | null) ?? [];
    const widest = Math.max(0, ...labels.map((label) => context.measureText(label).width));
    return Math.max(Y_AXIS_MIN_SIZE, Math.ceil(widest + TICK_SIZE + AXIS_GAP + 4));
  };
}

type SizelessOptions = Omit<uPlot.Options, 'width' | 'padding'>;

/** Everything but the width and margins, which follow the box; built once per set of lines. */
function chartOptions(
  element: Element,
  series: readonly LineSeries[],
  markers: readonly LineMarker[],
): SizelessOptions {
  const colors = series.map(({ color, fallback }) => resolveVar(element, color, fallback));
  const text = resolveVar(element, vars.color.text, tokens.color.text);
  const grid = resolveVar(element, vars.color.border, tokens.color.border);
  const family = resolveVar(element, vars.font.body, tokens.font.body);
  const font = `12px ${family}`;
  const axis = {
    stroke: text,
    font,
    labelFont: `bold 12px ${family}`,
    grid: { stroke: grid, width: 1 },
    ticks: { stroke: grid, width: 1, size: TICK_SIZE },
    gap: AXIS_GAP,
  } satisfies uPlot.Axis;
  return {
    height: LINE_CHART_HEIGHT,
    // The page draws its own legend in HTML; the tooltip shows the values.
    legend: { show: false },
    // Dragging would zoom, and a zoomed chart has no visible way back.
    cursor: { drag: { x: false, y: false, setScale: false } },
    scales: {
      x: { time: false },
      // Amounts start at 0 zł, so the lines' heights compare honestly.
      y: { range: { min: { soft: 0, mode: 1, pad: 0 }, max: { soft: 0, mode: 3, pad: 0.1 } } },
    },
    series: [
      { label: CHART_COPY.month },
      ...series.map(({ label, dash }, index) => ({
        label,
        stroke: colors[index] ?? text,
        width: 2,
        ...(dash.length === 0 ? {} : { dash: [...dash] }),
        points: { show: false },
      })),
    ],
    axes: [
      {
        ...axis,
        label: CHART_COPY.xAxis,
        incrs: MONTH_INCREMENTS,
        values: (_chart, splits) => splits.map(String),
      },
      {
        ...axis,
        size: axisSizer(font),
        values: (_chart, splits) => splits.map((value) => formatMoney(value)),
      },
    ],
    plugins: [
      tooltipPlugin(series, colors),
      ...(markers.length === 0
        ? []
        : [
            markerPlugin(markers, {
              colors,
              dashes: series.map(({ dash }) => dash),
              text,
              surface: resolveVar(element, vars.color.surface, tokens.color.surface),
              family,
            }),
          ]),
    ],
  };
}

/** The uPlot canvas for LineChart: full width of its box, redrawn whenever that width changes. */
export default function LinePlot({ months, series, values, markers = NO_MARKERS }: LinePlotProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  // The options remember which lines they were built for: until they are rebuilt for new lines,
  // data with another number of columns must not reach the old chart.
  const [built, setBuilt] = useState<{
    series: readonly LineSeries[];
    markers: readonly LineMarker[];
    options: SizelessOptions;
  }>();
  const [drawn, setDrawn] = useState(false);
  // Measured and prepared at once; drawn when the borrower comes near it (or prints).
  const near = useNearScreen(boxRef);

  useEffect(() => {
    const box = boxRef.current;
    if (box === null) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry !== undefined) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(box);
    return () => {
      observer.disconnect();
    };
  }, []);

  useEffect(() => {
    const box = boxRef.current;
    if (box === null) return;
    let active = true;
    const options = chartOptions(box, series, markers);
    // The canvas does not redraw when a web font arrives, so it waits for the theme's font.
    const fontsLoaded = [options.axes?.[0]?.font, options.axes?.[0]?.labelFont].map((font) =>
      typeof font === 'string' ? document.fonts.load(font) : Promise.resolve([]),
    );
    void Promise.all(fontsLoaded)
      // Without the font the chart still draws, in the fallback face.
      .catch(() => undefined)
      .then(() => {
        if (active) setBuilt({ series, markers, options });
      });
    return () => {
      active = false;
    };
  }, [series, markers]);

  const data = useMemo<uPlot.AlignedData>(
    () => [[...months], ...values.map((line) => [...line])],
    [months, values],
  );
  // Same option objects with a new width make uplot-react resize the chart, not rebuild it.
  const options = built?.series === series && built.markers === markers ? built.options : null;
  const sized = useMemo(
    () => (options === null ? null : { ...options, width, padding: PADDING }),
    [options, width],
  );

  const ready = sized !== null && width > 0;

  return (
    <div
      ref={boxRef}
      className={styles.box}
      // `waiting`: ready, and drawn once the borrower comes near it. Tests read the state.
      data-chart-state={drawn ? 'drawn' : ready && !near ? 'waiting' : 'pending'}
    >
      {near && ready && (
        <UplotReact
          options={sized}
          data={data}
          onCreate={(chart) => {
            // Painted now rather than in uPlot's own microtask: a printout started by a click
            // (Drukuj) lays the page out for paper before that microtask would run.
            chart.batch(() => undefined);
            setDrawn(true);
          }}
        />
      )}
    </div>
  );
}
