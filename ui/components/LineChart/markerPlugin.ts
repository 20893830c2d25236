// The markers of a LineChart (issue 34's break-even months), drawn on uPlot's canvas after the
// lines; part of the plot's lazy chunk.
import uPlot from 'uplot';
import type { LineMarker } from './lineSeries';

/** What the markers are drawn with: the lines' resolved colours and dashes, and the theme's. */
interface MarkerStyle {
  colors: readonly string[];
  dashes: readonly (readonly number[])[];
  text: string;
  surface: string;
  family: string;
}

/**
 * Draws each marker after the lines: a vertical rule in its line's colour and dash, a dot where
 * the line is that month, and its label in a box at the top, one row per marker so labels of
 * close months do not overlap.
 */
export function markerPlugin(markers: readonly LineMarker[], style: MarkerStyle): uPlot.Plugin {
  return {
    hooks: {
      draw: (chart) => {
        const ratio = uPlot.pxRatio;
        const { ctx } = chart;
        const { left, top, width, height } = chart.bbox;
        const months = chart.data[0];
        ctx.save();
        ctx.font = `bold ${12 * ratio}px ${style.family}`;
        ctx.textBaseline = 'middle';
        ctx.textAlign = 'left';
        markers.forEach((marker, row) => {
          const index = months.indexOf(marker.month);
          if (index < 0) return;
          const color = style.colors[marker.series] ?? style.text;
          const x = Math.round(chart.valToPos(marker.month, 'x', true));
          ctx.strokeStyle = color;
          ctx.lineWidth = 2 * ratio;
          ctx.setLineDash((style.dashes[marker.series] ?? []).map((part) => part * ratio));
          ctx.beginPath();
          ctx.moveTo(x, top);
          ctx.lineTo(x, top + height);
          ctx.stroke();
          ctx.setLineDash([]);
          const value = chart.data[marker.series + 1]?.[index];
          if (typeof value === 'number') {
            ctx.beginPath();
            ctx.arc(x, chart.valToPos(value, 'y', true), 5 * ratio, 0, 2 * Math.PI);
            ctx.fillStyle = color;
            ctx.fill();
            ctx.strokeStyle = style.surface;
            ctx.stroke();
          }
          const padding = 4 * ratio;
          const boxWidth = ctx.measureText(marker.label).width + 2 * padding;
          const boxHeight = 18 * ratio;
          // Right of the rule, or left of it where the label would leave the plot.
          const boxLeft =
            x + padding + boxWidth > left + width ? x - padding - boxWidth : x + padding;
          const boxTop = top + padding + row * (boxHeight + padding);
          ctx.fillStyle = style.surface;
          ctx.fillRect(boxLeft, boxTop, boxWidth, boxHeight);
          ctx.strokeStyle = color;
          ctx.lineWidth = ratio;
          ctx.strokeRect(boxLeft, boxTop, boxWidth, boxHeight);
          ctx.fillStyle = style.text;
          ctx.fillText(marker.label, boxLeft + padding, boxTop + boxHeight / 2);
        });
        ctx.restore();
      },
    },
  };
}
