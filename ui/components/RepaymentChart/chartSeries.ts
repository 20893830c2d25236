import { tokens } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';
import type { ScheduleRow } from '../ScheduleTable/scheduleRows';

/** The chart's three lines (spec point 9), in drawing order, with their theme colours. */
export const CHART_SERIES = [
  {
    field: 'totalMonthlyPayment',
    label: 'Całkowita miesięczna rata',
    color: vars.color.chartTotal,
    fallback: tokens.color.chartTotal,
  },
  {
    field: 'principalPayment',
    label: 'Spłata kapitału',
    color: vars.color.chartPrincipal,
    fallback: tokens.color.chartPrincipal,
  },
  {
    field: 'interestPayment',
    label: 'Odsetki',
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
