import { CHART_COPY } from '../../domain/copy/report';
import { tokens } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';
import type { ScheduleRow } from '../../domain/schedule';

/** The chart's three lines (spec point 9), in drawing order, with their theme colours. */
export const CHART_SERIES = [
  {
    field: 'totalMonthlyPayment',
    label: CHART_COPY.series.total,
    color: vars.color.chartTotal,
    fallback: tokens.color.chartTotal,
  },
  {
    field: 'principalPayment',
    label: CHART_COPY.series.principal,
    color: vars.color.chartPrincipal,
    fallback: tokens.color.chartPrincipal,
  },
  {
    field: 'interestPayment',
    label: CHART_COPY.series.interest,
    color: vars.color.chartInterest,
    fallback: tokens.color.chartInterest,
  },
] as const satisfies readonly {
  field: keyof ScheduleRow;
  label: string;
  color: string;
  fallback: string;
}[];

/** The chart's height in CSS pixels (spec point 9); the page reserves it before the chart loads. */
export const CHART_HEIGHT = 400;

/** The rate in force, drawn as a stepped line on its own axis for runs whose rate changes. */
export const RATE_SERIES = {
  label: CHART_COPY.rateSeries,
  color: vars.color.chartSeries2,
  fallback: tokens.color.chartSeries2,
} as const;
