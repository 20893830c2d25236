import { useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import UplotReact from 'uplot-react';
import 'uplot/dist/uPlot.min.css';
import { formatMoney, formatPercent } from '../../domain';
import { CHART_COPY } from '../../domain/copy/report';
import { tokens } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';
import type { ScheduleRow } from '../../domain/schedule';
import { useNearScreen } from '../../runtime/nearScreen';
import { CHART_HEIGHT, CHART_SERIES, RATE_SERIES } from './chartSeries';
import * as styles from './RepaymentPlot.css';

/**
 * The spec's margins (point 9: top 20, right 70, bottom 20, left 70) as uPlot's [top, right,
 * bottom, left]. As in the chart libraries those numbers come from, the left margin is where the
 * y axis's money labels stand, so uPlot gets no extra left padding and the axis at least 70 px
 * (Y_AXIS_MIN_SIZE); a phone keeps a readable plot instead of losing 140 px plus the axis.
 */
const PADDING: uPlot.Padding = [20, 70, 20, 0];
const Y_AXIS_MIN_SIZE = 70;
/** Whole months and years, so the x axis never shows "12,5" as an instalment number. */
const MONTH_INCREMENTS = [1, 2, 3, 6, 12, 24, 36, 60, 120, 240];
const TICK_SIZE = 10;
const AXIS_GAP = 5;

export interface RepaymentPlotProps {
  rows: readonly ScheduleRow[];
  /** Draws the rate in force as a stepped line on a right-hand axis (a run whose rate changes). */
  showRate?: boolean;
}

/** Resolves a theme variable such as `var(--color-chartTotal)` as the canvas needs it: a value. */
function resolveVar(element: Element, reference: string, fallback: string): string {
  const name = /^var\((--[^,)]+)/.exec(reference)?.[1];
  const value = name === undefined ? '' : getComputedStyle(element).getPropertyValue(name).trim();
  return value === '' ? fallback : value;
}

/** uPlot's columns: month numbers, then one column per series, in CHART_SERIES order, then the rate. */
function alignedData(rows: readonly ScheduleRow[], showRate: boolean): uPlot.AlignedData {
  return [
    rows.map((row) => row.month),
    ...CHART_SERIES.map(({ field }) => rows.map((row) => row[field])),
    ...(showRate ? [rows.map((row) => row.annualInterestRatePercent ?? null)] : []),
  ];
}

/** Shows "Miesiąc {n}" and the three amounts next to the pointer, at once (tooltip delay 0). */
function tooltipPlugin(colors: readonly string[], showRate: boolean): uPlot.Plugin {
  const tooltip = document.createElement('div');
  tooltip.className = styles.tooltip;
  // The schedule below gives the same figures to assistive technology, row by row.
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
          ...CHART_SERIES.map(({ label }, index) => {
            const value = chart.data[index + 1]?.[idx];
            const text = typeof value === 'number' ? formatMoney(value) : '—';
            return line(`${label}: ${text}`, colors[index]);
          }),
          ...(showRate
            ? [
                (() => {
                  const value = chart.data[CHART_SERIES.length + 1]?.[idx];
                  const text = typeof value === 'number' ? formatPercent(value) : '—';
                  return line(`${RATE_SERIES.label}: ${text}`, colors[CHART_SERIES.length]);
                })(),
              ]
            : []),
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

/** Everything but the width and margins, which follow the box; built once per chart. */
function chartOptions(
  element: Element,
  showRate: boolean,
): Omit<uPlot.Options, 'width' | 'padding'> {
  const colors = [...CHART_SERIES, RATE_SERIES].map(({ color, fallback }) =>
    resolveVar(element, color, fallback),
  );
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
  const rateAxis: uPlot.Axis = {
    ...axis,
    scale: 'pct',
    grid: { show: false },
    values: (_chart, splits) => splits.map((value) => formatPercent(value)),
  };
  // uPlot's Side.Right; its const enum cannot be read under verbatimModuleSyntax.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment
  rateAxis.side = 1;
  return {
    height: CHART_HEIGHT,
    // The page draws its own legend in HTML; the tooltip shows the values.
    legend: { show: false },
    // Dragging would zoom, and a zoomed chart has no visible way back.
    cursor: { drag: { x: false, y: false, setScale: false } },
    scales: {
      x: { time: false },
      // Amounts start at 0 zł, so the lines' heights compare honestly.
      y: { range: { min: { soft: 0, mode: 1, pad: 0 }, max: { soft: 0, mode: 3, pad: 0.1 } } },
      pct: { range: { min: { soft: 0, mode: 1, pad: 0 }, max: { soft: 0, mode: 3, pad: 0.1 } } },
    },
    series: [
      { label: CHART_COPY.month },
      ...CHART_SERIES.map(({ label }, index) => ({
        label,
        stroke: colors[index] ?? text,
        width: 2,
        points: { show: false },
      })),
      ...(showRate
        ? [
            {
              label: RATE_SERIES.label,
              scale: 'pct',
              stroke: colors[CHART_SERIES.length] ?? text,
              width: 2,
              dash: [6, 3],
              points: { show: false },
              // A rate holds until the next change: steps, not slopes.
              ...(uPlot.paths.stepped === undefined
                ? {}
                : { paths: uPlot.paths.stepped({ align: 1 }) }),
            } satisfies uPlot.Series,
          ]
        : []),
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
      ...(showRate ? [rateAxis] : []),
    ],
    plugins: [tooltipPlugin(colors, showRate)],
  };
}

/** The uPlot canvas: full width of its box, redrawn at the box's width whenever that changes. */
export default function RepaymentPlot({ rows, showRate = false }: RepaymentPlotProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [options, setOptions] = useState<Omit<uPlot.Options, 'width' | 'padding'> | null>(null);
  const [drawn, setDrawn] = useState(false);
  // Measured and prepared at once; drawn when the borrower comes near it (or prints).
  const near = useNearScreen(boxRef);

  useEffect(() => {
    const box = boxRef.current;
    if (box === null) return;
    // Called back after layout; React renders the resized chart in a later task, after paint.
    const observer = new ResizeObserver(([entry]) => {
      if (entry !== undefined) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(box);
    let active = true;
    const built = chartOptions(box, showRate);
    // The canvas does not redraw when a web font arrives, so it waits for the theme's font.
    const fontsLoaded = [built.axes?.[0]?.font, built.axes?.[0]?.labelFont].map((font) =>
      typeof font === 'string' ? document.fonts.load(font) : Promise.resolve([]),
    );
    void Promise.all(fontsLoaded)
      // Without the font the chart still draws, in the fallback face.
      .catch(() => undefined)
      .then(() => {
        if (active) setOptions(built);
      });
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [showRate]);

  const data = useMemo(() => alignedData(rows, showRate), [rows, showRate]);
  // Same option objects with a new width make uplot-react resize the chart, not rebuild it.
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
