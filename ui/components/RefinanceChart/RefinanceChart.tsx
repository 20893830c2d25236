import { useMemo } from 'react';
import { formatMoney } from '../../domain';
import { REFINANCE_COPY } from '../../domain/copy/refinance';
import type { Comparison } from '../../domain/refinance';
import { LineChart } from '../LineChart/LineChart';
import { seriesStyle, type LineMarker, type LineSeries } from '../LineChart/lineSeries';
import { breakEvenText } from '../RefinanceResult/optionNames';

const copy = REFINANCE_COPY.chart;

export interface RefinanceChartProps {
  comparison: Comparison;
  /** Every option's name, `Zostaję` first. */
  names: readonly string[];
}

/**
 * G(j) of each option against `Zostaję`, month by month from the decision month, with the zero
 * line; each option's break-even month is marked on its line (a rule in its colour and dash,
 * labelled with the option's number from the legend), and the text alternative says it all.
 */
export function RefinanceChart({ comparison, names }: RefinanceChartProps) {
  const options = useMemo(() => comparison.options.slice(1), [comparison]);
  // A key of the lines' names and break-even months: the plot is rebuilt only when they change.
  const key = [...names, ...options.map((option) => String(option.breakEven))].join('|');
  const series = useMemo(
    (): LineSeries[] => [
      ...options.map((option, index) => ({
        label: copy.legend(index + 1, names[index + 1] ?? '', breakEvenText(option)),
        shortLabel: names[index + 1] ?? '',
        ...seriesStyle(index),
      })),
      { label: copy.zero, ...seriesStyle(options.length) },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for names and options.
    [key],
  );
  const markers = useMemo(
    (): LineMarker[] =>
      options.flatMap((option, index) =>
        option.breakEven === null
          ? []
          : [
              {
                series: index,
                month: option.breakEven,
                label: copy.marker(index + 1, option.breakEven),
              },
            ],
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for names and options.
    [key],
  );
  const months = useMemo(
    () => Array.from({ length: comparison.lastMonth + 1 }, (_, month) => month),
    [comparison.lastMonth],
  );
  const values = useMemo(
    () => [
      ...options.map((option) => option.gain.map((grosze) => grosze / 100)),
      months.map(() => 0),
    ],
    [options, months],
  );
  const description = copy.describe(
    options.map((option, index) =>
      copy.line(names[index + 1] ?? '', breakEvenText(option), formatMoney(option.gainAtEnd / 100)),
    ),
  );
  return (
    <LineChart
      title={copy.title}
      months={months}
      series={series}
      values={values}
      markers={markers}
      description={description}
      emptyText={copy.empty}
      failedText={copy.failed}
    />
  );
}
