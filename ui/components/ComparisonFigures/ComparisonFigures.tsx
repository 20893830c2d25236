import { useId, useMemo } from 'react';
import { formatMoney, formatPercent } from '../../domain';
import {
  comparedFigures,
  figureDifference,
  formatCountChange,
  formatMoneyChange,
  formatPercentChange,
  keyFigures,
  paysMore,
  type AvailableRun,
  type FigureDifference,
  type FigureUnit,
} from '../../domain/comparison';
import { COMPARE_COPY } from '../../domain/copy/compare';
import { durationText, monthWord, percentagePointsText } from '../../domain/labels';
import { LineSwatch } from '../LineChart/LineChart';
import { seriesStyle } from '../LineChart/lineSeries';
import { card } from '../../theme/patterns.css';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import * as styles from './ComparisonFigures.css';

export interface ComparisonFiguresProps {
  /** The runs to line up, at least two; the first is the base of the differences. */
  runs: readonly AvailableRun[];
}

/** A figure as the table shows it; `—` where the run has none. */
function figureText(unit: FigureUnit, value: number | null): string {
  if (value === null) return '—';
  switch (unit) {
    case 'money':
      return formatMoney(value);
    case 'percent':
      return formatPercent(value);
    case 'months':
      return COMPARE_COPY.lastMonthValue(value, durationText(value));
    default:
      unit satisfies never;
      return '—';
  }
}

/** A difference as the table shows it: zł and %, months, or pp; `—` where there is none. */
function differenceText(unit: FigureUnit, difference: FigureDifference | null): string {
  if (difference === null) return '—';
  const { change, percent } = difference;
  switch (unit) {
    case 'money':
      return COMPARE_COPY.moneyDifference(
        formatMoneyChange(change),
        percent === null ? '—' : formatPercentChange(percent),
      );
    case 'months':
      return COMPARE_COPY.monthsDifference(formatCountChange(change), monthWord(Math.abs(change)));
    case 'percent':
      return percentagePointsText(change);
    default:
      unit satisfies never;
      return '—';
  }
}

/** A run's column header: its colour and dash, as in the charts, and its name. */
function RunHeader({ run }: { run: AvailableRun }) {
  const { color, dash } = seriesStyle(run.position - 1);
  return (
    <th scope="col" className={styles.columnHeader}>
      <span className={styles.headerName}>
        <LineSwatch color={color} dash={dash} />
        {COMPARE_COPY.runName(run.position)}
      </span>
    </th>
  );
}

/** The key figures of the compared runs side by side, then their differences against the first. */
export function ComparisonFigures({ runs }: ComparisonFiguresProps) {
  const figuresId = useId();
  const differencesId = useId();
  const figures = useMemo(() => runs.map((run) => keyFigures(run.simulation)), [runs]);
  const rows = useMemo(
    () =>
      comparedFigures(
        figures,
        runs.map((run) => paysMore(run.simulation)),
      ),
    [figures, runs],
  );
  const [base, ...others] = runs;
  const [baseFigures] = figures;
  if (base === undefined || baseFigures === undefined) return null;

  return (
    <>
      <Stack as="section" space="sm" aria-labelledby={figuresId} className={card}>
        <Heading level={2} id={figuresId}>
          {COMPARE_COPY.figuresTitle}
        </Heading>
        {/* On a phone the runs scroll sideways inside the box, so it must take the keyboard. */}
        <div
          className={styles.scroller}
          tabIndex={0}
          role="region"
          aria-label={COMPARE_COPY.figuresScroll}
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.cornerHeader}>
                  {COMPARE_COPY.figureColumn}
                </th>
                {runs.map((run) => (
                  <RunHeader key={run.id} run={run} />
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(({ key, unit }) => (
                <tr key={key}>
                  <th scope="row" className={styles.rowHeader}>
                    {COMPARE_COPY.figures[key]}
                  </th>
                  {figures.map((run, index) => (
                    <td key={runs[index]?.id ?? index} className={styles.value}>
                      {figureText(unit, run[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className={styles.note}>{COMPARE_COPY.figuresNote}</p>
      </Stack>
      <Stack as="section" space="sm" aria-labelledby={differencesId} className={card}>
        <Heading level={2} id={differencesId}>
          {COMPARE_COPY.differencesTitle}
        </Heading>
        <p className={styles.note}>{COMPARE_COPY.differencesNote(base.position)}</p>
        <div
          className={styles.scroller}
          tabIndex={0}
          role="region"
          aria-label={COMPARE_COPY.differencesScroll}
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.cornerHeader}>
                  {COMPARE_COPY.figureColumn}
                </th>
                {others.map((run) => (
                  <RunHeader key={run.id} run={run} />
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(({ key, unit }) => (
                <tr key={key}>
                  <th scope="row" className={styles.rowHeader}>
                    {COMPARE_COPY.figures[key]}
                  </th>
                  {others.map((run, index) => (
                    <td key={run.id} className={styles.value}>
                      {differenceText(
                        unit,
                        figureDifference(unit, baseFigures[key], figures[index + 1]?.[key] ?? null),
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Stack>
    </>
  );
}
