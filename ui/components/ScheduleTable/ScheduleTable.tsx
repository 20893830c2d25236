import { memo, useEffect, useId, useMemo, useState } from 'react';
import { formatMoney, formatPercent } from '../../domain';
import { SCHEDULE_COPY } from '../../domain/copy/report';
import {
  columnKind,
  yearlyRows,
  type ScheduleColumnKey,
  type ScheduleRow,
  type ScheduleTotals,
  type YearlyRow,
} from '../../domain/schedule';
import * as styles from './ScheduleTable.css';

/** The two views of the schedule (issue 14). */
export const SCHEDULE_VIEWS = ['monthly', 'yearly'] as const;
export type ScheduleView = (typeof SCHEDULE_VIEWS)[number];

export interface ScheduleTableProps {
  /** The instalments to list, already numbered (see `numberEntries`). */
  rows: readonly ScheduleRow[];
  /** The columns the run has (see `scheduleColumns`); the spec's five at least. */
  columns: readonly ScheduleColumnKey[];
  /** The SUMA row, the same in both views. */
  totals: ScheduleTotals;
  /** The view shown first; the borrower switches with `Miesięcznie` / `Rocznie`. */
  initialView?: ScheduleView;
}

/** The title the schedule's heading, caption and scroll region share. */
export const SCHEDULE_TITLE = SCHEDULE_COPY.title;

/**
 * Rows in the first paint: the 440 px box shows about 14 rows of 30 px. Laying out all 480 rows
 * of a 40-year loan at once took Chromium about 80 ms, past the page's 50 ms first-render budget.
 */
const FIRST_ROWS = 16;
/** Rows added per later step; each step is a short task, so the page stays responsive. */
const ROWS_PER_STEP = 110;

/**
 * How many rows to render now: FIRST_ROWS at first, then the rest in steps after each paint.
 * Switching the view starts over, so the other view's first screenful is painted at once.
 */
function useProgressiveCount(total: number, view: ScheduleView): number {
  const [progress, setProgress] = useState({ view, shown: FIRST_ROWS });
  if (progress.view !== view) setProgress({ view, shown: FIRST_ROWS });
  const shown = progress.view === view ? progress.shown : FIRST_ROWS;
  useEffect(() => {
    if (shown >= total) return;
    // The next step waits for the next frame and then for a new task, so the browser paints
    // the rows it has (and handles input) before laying out more.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        setProgress((current) => ({ view: current.view, shown: current.shown + ROWS_PER_STEP }));
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, total]);
  return Math.min(shown, total);
}

/** A cell's text by its column's kind: money, a rate with every decimal, a count or text. */
function cellText(key: ScheduleColumnKey, value: number | string | undefined | null): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  switch (columnKind(key)) {
    case 'money':
      return formatMoney(value);
    case 'rate':
      return formatPercent(value);
    case 'count':
    case 'text':
      return String(value);
  }
}

/**
 * One instalment's row. Memoised: each later step of the progressive render adds rows, and the
 * rows already on screen are not formatted again.
 */
const MonthRow = memo(function MonthRow({
  row,
  columns,
}: {
  row: ScheduleRow;
  columns: readonly ScheduleColumnKey[];
}) {
  return (
    <tr>
      <th scope="row" className={styles.number}>
        {row.month}
      </th>
      {columns.map((key) => (
        <td key={key} className={styles.money}>
          {cellText(key, row[key])}
        </td>
      ))}
    </tr>
  );
});

/** The yearly view's columns: the monthly money columns, without the rate and the month. */
const YEARLY_KEYS = [
  'totalMonthlyPayment',
  'principalPayment',
  'interestPayment',
  'overpayment',
  'overpaymentFee',
  'costs',
  'remainingDebt',
] as const satisfies readonly (keyof YearlyRow & ScheduleColumnKey)[];

/**
 * The repayment schedule: every instalment in a 440 px scroll box with a sticky header and SUMA,
 * or the same by year of the loan.
 */
export function ScheduleTable({
  rows,
  columns,
  totals,
  initialView = 'monthly',
}: ScheduleTableProps) {
  const headingId = useId();
  const switchId = useId();
  const [view, setView] = useState<ScheduleView>(initialView);
  const shown = useProgressiveCount(rows.length, view);
  const years = useMemo(() => (view === 'yearly' ? yearlyRows(rows) : []), [view, rows]);
  const yearlyColumns = YEARLY_KEYS.filter((key) => columns.includes(key));
  // Stable while the columns are, so the memoised rows are not rendered again.
  const dataColumns = useMemo(() => columns.filter((key) => key !== 'month'), [columns]);
  const footerColumns = view === 'yearly' ? yearlyColumns : dataColumns;
  const columnCount = footerColumns.length + 1;

  return (
    // A plain wrapper: the scroll box below is the one landmark named after the heading.
    <div className={styles.section}>
      <div className={styles.heading}>
        <h2 id={headingId} className={styles.title}>
          {SCHEDULE_TITLE}
        </h2>
        <div role="group" aria-labelledby={switchId} className={styles.views}>
          <span id={switchId} className="visually-hidden">
            {SCHEDULE_COPY.viewLegend}
          </span>
          {SCHEDULE_VIEWS.map((candidate) => (
            <button
              key={candidate}
              type="button"
              className={styles.viewButton}
              aria-pressed={view === candidate}
              onClick={() => {
                setView(candidate);
              }}
            >
              {candidate === 'monthly' ? SCHEDULE_COPY.monthly : SCHEDULE_COPY.yearlyView}
            </button>
          ))}
        </div>
      </div>
      {/* The box scrolls on its own, so keyboard users must be able to focus it to scroll. */}
      <div className={styles.scroller} tabIndex={0} role="region" aria-labelledby={headingId}>
        <table className={styles.table} data-view={view}>
          {/* Hidden from sight, not from readers: visible it would scroll away above the sticky header. */}
          <caption className="visually-hidden">
            {view === 'yearly' ? SCHEDULE_COPY.yearlyCaption : SCHEDULE_COPY.caption}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cornerHeader}>
                {view === 'yearly' ? SCHEDULE_COPY.yearly.year : SCHEDULE_COPY.columns.month}
              </th>
              {footerColumns.map((key) => (
                <th key={key} scope="col" className={styles.header}>
                  {view === 'yearly'
                    ? SCHEDULE_COPY.yearly[key as (typeof YEARLY_KEYS)[number]]
                    : SCHEDULE_COPY.columns[key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className={styles.empty}>
                  {SCHEDULE_COPY.empty}
                </td>
              </tr>
            ) : view === 'yearly' ? (
              years.map((year) => (
                <tr key={year.year}>
                  <th scope="row" className={styles.number}>
                    {year.year}
                  </th>
                  {yearlyColumns.map((key) => (
                    <td key={key} className={styles.money}>
                      {cellText(key, year[key])}
                    </td>
                  ))}
                </tr>
              ))
            ) : (
              rows
                .slice(0, shown)
                .map((row) => <MonthRow key={row.month} row={row} columns={dataColumns} />)
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className={styles.footerNumber}>
                {SCHEDULE_COPY.totals}
              </th>
              {footerColumns.map((key) => (
                <td key={key} className={styles.footerCell}>
                  {cellText(key, totals[key])}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
