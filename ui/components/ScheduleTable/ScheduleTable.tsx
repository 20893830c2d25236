import {
  memo,
  startTransition,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { afterNextPaint, onIdle } from '../../runtime/idle';
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
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
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
/**
 * Rows added per later step; each step is a short task, so the page stays responsive. With 110 a
 * step, each was a long task of 90–100 ms in Lighthouse's 4× slower phone (2-core Intel Xeon
 * machine) and the report's Total Blocking Time read 165–182 ms; with 40, 41–129 ms. With 40,
 * laying out a step's rows and painting them still took 12–25 ms (48–100 ms on that phone); with
 * 20, the cold gate's report read 59–81 ms in five runs of six (2026-11-26).
 */
const ROWS_PER_STEP = 20;

/**
 * How many monthly rows to render now: FIRST_ROWS at first, then the rest in steps after each
 * paint. While the yearly view shows, the monthly rows are trimmed back to FIRST_ROWS in a task of
 * their own after that view is painted, so switching back lays out one screenful, not 480 rows.
 */
function useProgressiveCount(total: number, active: boolean): number {
  const [shown, setShown] = useState(FIRST_ROWS);
  useEffect(() => {
    const done = active ? shown >= total : shown <= FIRST_ROWS;
    if (done) return;
    // The next step waits for the next paint, so the browser paints what it has (and handles
    // input) first.
    // As a transition, React renders the step in slices of a few milliseconds and a tap that comes
    // in between is answered first.
    return afterNextPaint(() => {
      startTransition(() => {
        setShown((current) => (active ? current + ROWS_PER_STEP : FIRST_ROWS));
      });
    });
  }, [shown, total, active]);
  // A printout holds the whole schedule, however soon after opening it is asked for (and a tab
  // opened in the background paints no frame, so its steps wait): every row, before printing.
  useEffect(() => {
    const everyRow = () => {
      flushSync(() => {
        setShown(total);
      });
    };
    window.addEventListener('beforeprint', everyRow);
    return () => {
      window.removeEventListener('beforeprint', everyRow);
    };
  }, [total]);
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

/** One view's table: its caption, header, body and the SUMA row. */
function ViewTable({
  view,
  columns,
  totals,
  children,
}: {
  view: ScheduleView;
  columns: readonly ScheduleColumnKey[];
  totals: ScheduleTotals;
  children: ReactNode;
}) {
  const yearly = view === 'yearly';
  return (
    <table className={styles.table} data-view={view}>
      {/* Hidden from sight, not from readers: visible it would scroll away above the sticky header. */}
      <caption className="visually-hidden">
        {yearly ? SCHEDULE_COPY.yearlyCaption : SCHEDULE_COPY.caption}
      </caption>
      <thead>
        <tr>
          <th scope="col" className={styles.cornerHeader}>
            {yearly ? SCHEDULE_COPY.yearly.year : SCHEDULE_COPY.columns.month}
          </th>
          {columns.map((key) => (
            <th key={key} scope="col" className={styles.header}>
              {yearly
                ? SCHEDULE_COPY.yearly[key as (typeof YEARLY_KEYS)[number]]
                : SCHEDULE_COPY.columns[key]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
      <tfoot>
        <tr>
          <th scope="row" className={styles.footerNumber}>
            {SCHEDULE_COPY.totals}
          </th>
          {columns.map((key) => (
            <td key={key} className={styles.footerCell}>
              {cellText(key, totals[key])}
            </td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * A view's pane in the scroll box. The view not shown stays mounted but skipped by the browser
 * (`content-visibility: hidden`, out of the accessibility tree): the switch itself neither removes
 * nor lays out the 480 rows of a 40-year loan (removing them took about 50 ms at 4× CPU).
 */
function ViewPane({
  active,
  paneRef,
  children,
}: {
  active: boolean;
  paneRef?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  return (
    <div
      ref={paneRef}
      className={active ? undefined : styles.hiddenView}
      aria-hidden={!active || undefined}
      inert={!active}
    >
      {children}
    </div>
  );
}

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
  // The yearly table is built when first asked for or when the browser is idle, then kept.
  const [yearlyBuilt, setYearlyBuilt] = useState(initialView === 'yearly');
  const shown = useProgressiveCount(rows.length, view === 'monthly');
  // Once every month is drawn, the yearly table is built while the browser is idle (hidden, and
  // laid out in another idle moment, below), so the first switch only shows it.
  const allShown = rows.length > 0 && shown >= rows.length;
  useEffect(() => {
    if (yearlyBuilt || !allShown) return;
    return onIdle(() => {
      startTransition(() => {
        setYearlyBuilt(true);
      });
    });
  }, [yearlyBuilt, allShown]);
  const years = useMemo(() => (yearlyBuilt ? yearlyRows(rows) : []), [yearlyBuilt, rows]);
  // Skipped content is laid out only when it shows, or when script asks where something in it
  // is. Asked while the browser is idle, the hidden yearly table is laid out ahead, so the first
  // switch finds its rows laid out and only has to paint them.
  const yearlyPane = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!yearlyBuilt || view === 'yearly') return;
    return onIdle(() => {
      yearlyPane.current?.querySelector('table')?.getBoundingClientRect();
    });
  }, [yearlyBuilt, view, years]);
  const yearlyColumns = YEARLY_KEYS.filter((key) => columns.includes(key));
  // Stable while the columns are, so the memoised rows are not rendered again.
  const dataColumns = useMemo(() => columns.filter((key) => key !== 'month'), [columns]);
  const empty = (columnCount: number) => (
    <tr>
      <td colSpan={columnCount} className={styles.empty}>
        {SCHEDULE_COPY.empty}
      </td>
    </tr>
  );

  return (
    // A plain wrapper: the scroll box below is the one landmark named after the heading.
    <Stack space="sm">
      <div className={styles.heading}>
        <Heading level={2} id={headingId}>
          {SCHEDULE_TITLE}
        </Heading>
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
                if (candidate === 'yearly') setYearlyBuilt(true);
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
        <ViewPane active={view === 'monthly'}>
          <ViewTable view="monthly" columns={dataColumns} totals={totals}>
            {rows.length === 0
              ? empty(dataColumns.length + 1)
              : rows
                  .slice(0, shown)
                  .map((row) => <MonthRow key={row.month} row={row} columns={dataColumns} />)}
          </ViewTable>
        </ViewPane>
        {yearlyBuilt && (
          <ViewPane active={view === 'yearly'} paneRef={yearlyPane}>
            <ViewTable view="yearly" columns={yearlyColumns} totals={totals}>
              {rows.length === 0
                ? empty(yearlyColumns.length + 1)
                : years.map((year) => (
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
                  ))}
            </ViewTable>
          </ViewPane>
        )}
      </div>
    </Stack>
  );
}
