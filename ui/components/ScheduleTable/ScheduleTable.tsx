import { useEffect, useId, useState } from 'react';
import { formatMoney } from '../../domain';
import { SCHEDULE_COPY } from '../../domain/copy';
import type { ScheduleRow, ScheduleTotals } from './scheduleRows';
import * as styles from './ScheduleTable.css';

export interface ScheduleTableProps {
  /** The instalments to list, already numbered (see `numberEntries`). */
  rows: readonly ScheduleRow[];
  /** The plan's totals for the SUMA row. */
  totals: ScheduleTotals;
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

/** How many rows to render now: FIRST_ROWS at first, then the rest in steps after each paint. */
function useProgressiveCount(total: number): number {
  const [shown, setShown] = useState(FIRST_ROWS);
  useEffect(() => {
    if (shown >= total) return;
    // The next step waits for the next frame and then for a new task, so the browser paints
    // the rows it has (and handles input) before laying out more.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        setShown((count) => count + ROWS_PER_STEP);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, total]);
  return Math.min(shown, total);
}

const COLUMNS = [
  SCHEDULE_COPY.columns.number,
  SCHEDULE_COPY.columns.total,
  SCHEDULE_COPY.columns.principal,
  SCHEDULE_COPY.columns.interest,
  SCHEDULE_COPY.columns.remaining,
] as const;

/** The repayment schedule: every instalment in a 440 px scroll box with a sticky header and SUMA. */
export function ScheduleTable({ rows, totals }: ScheduleTableProps) {
  const headingId = useId();
  const shown = useProgressiveCount(rows.length);
  return (
    // A plain wrapper: the scroll box below is the one landmark named after the heading.
    <div className={styles.section}>
      <h2 id={headingId} className={styles.title}>
        {SCHEDULE_TITLE}
      </h2>
      {/* The box scrolls on its own, so keyboard users must be able to focus it to scroll. */}
      <div className={styles.scroller} tabIndex={0} role="region" aria-labelledby={headingId}>
        <table className={styles.table}>
          {/* Hidden from sight, not from readers: visible it would scroll away above the sticky header. */}
          <caption className="visually-hidden">{SCHEDULE_COPY.caption}</caption>
          <thead>
            <tr>
              {COLUMNS.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={index === 0 ? styles.cornerHeader : styles.header}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={COLUMNS.length} className={styles.empty}>
                  {SCHEDULE_COPY.empty}
                </td>
              </tr>
            ) : (
              rows.slice(0, shown).map((row) => (
                <tr key={row.month}>
                  <th scope="row" className={styles.number}>
                    {row.month}
                  </th>
                  <td className={styles.money}>{formatMoney(row.totalMonthlyPayment)}</td>
                  <td className={styles.money}>{formatMoney(row.principalPayment)}</td>
                  <td className={styles.money}>{formatMoney(row.interestPayment)}</td>
                  <td className={styles.money}>{formatMoney(row.remainingDebt)}</td>
                </tr>
              ))
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className={styles.footerNumber}>
                {SCHEDULE_COPY.totals}
              </th>
              <td className={styles.footerCell}>{formatMoney(totals.totalRepayment)}</td>
              <td className={styles.footerCell}>{formatMoney(totals.totalRepaymentRate)}</td>
              <td className={styles.footerCell}>{formatMoney(totals.totalInterestPayment)}</td>
              <td className={styles.footerCell}>{formatMoney(totals.remainingDebt)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
