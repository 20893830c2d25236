import {
  memo,
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
  type UIEvent,
} from 'react';
import { flushSync } from 'react-dom';
import {
  formatDateTime,
  formatMoney,
  reportHref,
  startFromSavedHref,
  sortSimulations,
  type Simulation,
  type SortColumnIndex,
  type SortState,
} from '../../domain';
import { COMPARE_MAX, COMPARE_MIN } from '../../domain/compareRoute';
import { TABLE_COPY } from '../../domain/copy/results';
import { Button } from '../Button/Button';
import { ErrorBoundary } from '../ErrorScreen/ErrorBoundary';
import { Tooltip } from '../Tooltip/Tooltip';
import { assignRowSlots } from './rowSlots';
import { TableFrame, TableStatus } from './TableFrame';
import * as styles from './SimulationTable.css';

/** Whether the saved runs have been read: until then the table cannot say there are none. */
export type SimulationListStatus = 'loading' | 'ready' | 'unavailable';

/** A saved record that failed the read check: it can only be deleted, by its storage key. */
interface DamagedRow {
  readonly damaged: true;
  readonly key: IDBValidKey;
}

/** What a row's delete button asks to delete: a run, or a damaged record. */
export type DeleteTarget = Simulation | DamagedRow;

/** Ticking runs to compare (issue 16): the ids ticked, in the order ticked, and what to do. */
export interface CompareSelection {
  selected: readonly string[];
  onToggle: (id: string) => void;
  /** The `Porównaj wybrane` button; it is enabled from two ticked runs. */
  onCompare: () => void;
}

export interface SimulationTableProps {
  simulations: readonly Simulation[];
  /** Records that failed the read check, listed after the runs as damaged. */
  damaged?: readonly DamagedRow[];
  status?: SimulationListStatus;
  sort: SortState;
  onSortChange: (column: SortColumnIndex) => void;
  onDelete: (target: DeleteTarget) => void;
  /** Adds the `Porównaj` checkboxes and button once there are two runs to compare. */
  compare?: CompareSelection;
}

const HEADERS: readonly { column: SortColumnIndex; text: string; numeric: boolean }[] = [
  { column: 0, text: TABLE_COPY.columns.date, numeric: false },
  { column: 1, text: TABLE_COPY.columns.label, numeric: false },
  { column: 2, text: TABLE_COPY.columns.amount, numeric: true },
  { column: 3, text: TABLE_COPY.columns.instalment, numeric: true },
  { column: 4, text: TABLE_COPY.columns.interest, numeric: true },
  { column: 5, text: TABLE_COPY.columns.total, numeric: true },
];

function money(value: number | undefined): string {
  return value === undefined ? '—' : formatMoney(value);
}

function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip text={TABLE_COPY.deleteTooltip}>
      <button
        type="button"
        className={styles.deleteButton}
        aria-label={TABLE_COPY.deleteButton(label)}
        onClick={onClick}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h2v-8h-2Zm4 0v8h2v-8h-2Z"
          />
        </svg>
      </button>
    </Tooltip>
  );
}

/** A row's `Porównaj` checkbox; unticked ones are off once the most that compare are ticked. */
function CompareCheckbox({
  id,
  label,
  checked,
  disabled,
  onToggle,
}: {
  id: string;
  label: string;
  checked: boolean;
  disabled: boolean;
  onToggle: (id: string) => void;
}) {
  return (
    <td className={styles.selectCell}>
      <input
        type="checkbox"
        className={styles.checkbox}
        aria-label={TABLE_COPY.compareCheckbox(label)}
        checked={checked}
        disabled={disabled}
        onChange={() => {
          onToggle(id);
        }}
      />
    </td>
  );
}

/** A row for a record that cannot be shown: its name says so, and only delete is offered. */
function DamagedRowView({
  onDelete,
  compareColumn = false,
  rowIndex,
}: {
  /** The row's place for assistive technology when only some rows are drawn. */
  rowIndex?: number | undefined;
  onDelete: () => void;
  compareColumn?: boolean;
}) {
  const empty = <td className={styles.numeric}>—</td>;
  return (
    <tr className={styles.damagedRow} aria-rowindex={rowIndex}>
      {compareColumn && <td className={styles.selectCell} />}
      <td className={styles.date}>—</td>
      <th scope="row" className={styles.labelCell}>
        {TABLE_COPY.damagedLabel}
      </th>
      {empty}
      {empty}
      {empty}
      {empty}
      <td className={styles.actions}>
        <DeleteButton label={TABLE_COPY.damagedLabel} onClick={onDelete} />
      </td>
    </tr>
  );
}

const Row = memo(function Row({
  simulation,
  index,
  windowed,
  onDelete,
  compareState,
  onToggleCompare,
}: {
  simulation: Simulation;
  /** The row's place in the sorted list, from 0. */
  index: number;
  /** Whether only some rows are drawn: the row then says its place (aria-rowindex). */
  windowed: boolean;
  onDelete: (target: DeleteTarget) => void;
  /** Absent without a `Porównaj` column; primitives, so unchanged rows skip rendering. */
  compareState?: 'ticked' | 'free' | 'full';
  onToggleCompare?: (id: string) => void;
}) {
  const { result } = simulation;
  return (
    <tr data-row={index} aria-rowindex={windowed ? index + 2 : undefined}>
      {compareState !== undefined && onToggleCompare !== undefined && (
        <CompareCheckbox
          id={simulation.id}
          label={simulation.label}
          checked={compareState === 'ticked'}
          disabled={compareState === 'full'}
          onToggle={onToggleCompare}
        />
      )}
      <td className={styles.date}>{formatDateTime(simulation.timestamp)}</td>
      <th scope="row" className={styles.labelCell}>
        <a href={reportHref(simulation.id)}>{simulation.label}</a>
      </th>
      <td className={styles.numeric}>{formatMoney(simulation.settings.loanAmount)}</td>
      <td className={styles.numeric}>{money(result?.totalMonthlyRate)}</td>
      <td className={styles.numeric}>{money(result?.repaymentPlan.totalInterestPayment)}</td>
      <td className={styles.numeric}>{money(result?.repaymentPlan.totalRepayment)}</td>
      <td className={styles.actions}>
        <Tooltip text={TABLE_COPY.startFromTooltip}>
          <a
            href={startFromSavedHref(simulation.id)}
            className={styles.rowLink}
            aria-label={TABLE_COPY.startFromLink(simulation.label)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1Zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 16H8V7h11v14Z"
              />
            </svg>
          </a>
        </Tooltip>
        <DeleteButton
          label={simulation.label}
          onClick={() => {
            onDelete(simulation);
          }}
        />
      </td>
    </tr>
  );
});

/** One row that cannot take the table down: if it fails to render, it shows as damaged. */
function SafeRow({
  fallbackKey,
  onDelete,
  compareColumn,
  children,
}: {
  fallbackKey: IDBValidKey;
  onDelete: (target: DeleteTarget) => void;
  compareColumn: boolean;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary
      resetKey={fallbackKey}
      fallback={
        <DamagedRowView
          compareColumn={compareColumn}
          onDelete={() => {
            onDelete({ damaged: true, key: fallbackKey });
          }}
        />
      }
    >
      {children}
    </ErrorBoundary>
  );
}

/** The `Porównaj wybrane ({n})` button and what it needs: two to four ticked runs. */
function CompareBar({ selected, onCompare }: CompareSelection) {
  const hintId = useId();
  const count = selected.length;
  return (
    <div className={styles.compareBar}>
      <Button
        tone="secondary"
        disabled={count < COMPARE_MIN}
        aria-describedby={hintId}
        onClick={onCompare}
      >
        {TABLE_COPY.compareButton(count)}
      </Button>
      <p id={hintId} className={styles.compareHint} aria-live="polite">
        {count >= COMPARE_MAX ? TABLE_COPY.compareLimit : TABLE_COPY.compareHint}
      </p>
    </div>
  );
}

/** From this many runs on, only the rows in and near the scroll region's view are drawn. */
export const WINDOW_FROM = 60;
/** Rows drawn beyond each edge of the view, so a quick scroll rarely shows a blank. */
const OVERSCAN = 12;
/** A row's height before one is measured: the 44 px buttons plus the cell's padding. */
const ROW_HEIGHT_GUESS = 54;
/** The region's height: the spec's maximum table height, which 60 rows always fill. */
const VIEW_HEIGHT = 440;

/**
 * Which rows of a long list to draw (issue 10: sorting 200 runs, or opening a dialog over them,
 * restyled and laid out every row of a table the region shows ten of): the rows in the region's
 * view and OVERSCAN on each side, with spacer rows of the measured mean row height standing in
 * for the rest, so the list scrolls and reads as before. A row holding the focus is always drawn,
 * so scrolling never drops the keyboard's place. Short lists, the spec's usual case, draw all.
 */
function useRowWindow(ids: readonly string[]) {
  const count = ids.length;
  const [scrollTop, setScrollTop] = useState(0);
  const [rowHeight, setRowHeight] = useState(ROW_HEIGHT_GUESS);
  // The run whose row holds the focus, by id: a save or delete elsewhere moves places, not ids.
  const [focusedId, setFocusedId] = useState<string | null>(null);
  // Printing drops the region's height limit, so every row is drawn for paper.
  const [printing, setPrinting] = useState(false);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const windowed = count >= WINDOW_FROM && !printing;
  let start = 0;
  let end = count;
  if (windowed) {
    start = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
    end = Math.min(count, Math.ceil((scrollTop + VIEW_HEIGHT) / rowHeight) + OVERSCAN);
    const focused = focusedId === null ? -1 : ids.indexOf(focusedId);
    if (focused >= 0) {
      start = Math.min(start, focused);
      end = Math.max(end, focused + 1);
    }
  }
  // Measured once the window opens and when the count changes, never on scrolling: rows of
  // different heights could otherwise move the window and the mean back and forth for ever.
  useLayoutEffect(() => {
    if (!windowed) return;
    const region = bodyRef.current?.closest<HTMLElement>('[role="region"]');
    // A list that grew past WINDOW_FROM while scrolled starts from where the region is.
    if (region) setScrollTop(region.scrollTop);
    const rows = bodyRef.current?.querySelectorAll('tr[data-row]') ?? [];
    let total = 0;
    rows.forEach((row) => (total += row.getBoundingClientRect().height));
    const mean = rows.length > 0 ? total / rows.length : ROW_HEIGHT_GUESS;
    setRowHeight((current) => (Math.abs(mean - current) > 0.5 ? mean : current));
  }, [windowed, count]);
  useEffect(() => {
    if (count < WINDOW_FROM) return;
    const before = () => {
      flushSync(() => {
        setPrinting(true);
      });
    };
    const after = () => {
      setPrinting(false);
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, [count]);
  return {
    windowed,
    start,
    end,
    above: start * rowHeight,
    below: (count - end) * rowHeight,
    bodyRef,
    onScroll: (event: UIEvent<HTMLElement>) => {
      setScrollTop(event.currentTarget.scrollTop);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const row = Number(event.target.closest('tr')?.dataset['row'] ?? -1);
      // At once, not as a transition: a scroll rendered before it would drop the focused row.
      setFocusedId(ids[row] ?? null);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (event.currentTarget.contains(event.relatedTarget)) return;
      // Releasing the kept row is not urgent: a dialog opening takes the focus first.
      startTransition(() => {
        setFocusedId(null);
      });
    },
  };
}

/** Each drawn run's row number, its React key: see `assignRowSlots`. */
function useRowSlots(
  ids: readonly string[],
  listed: readonly string[],
): ReadonlyMap<string, number> {
  // The last drawing's runs and numbers; a new drawing numbers its runs from them.
  const [drawing, setDrawing] = useState(() => ({
    ids,
    slots: assignRowSlots(new Map(), ids, new Set(listed)),
  }));
  const same = drawing.ids.length === ids.length && drawing.ids.every((id, i) => id === ids[i]);
  if (same) return drawing.slots;
  const next = { ids, slots: assignRowSlots(drawing.slots, ids, new Set(listed)) };
  setDrawing(next);
  return next.slots;
}

/** A row standing in for `height` pixels of rows not drawn; hidden from assistive technology. */
function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return height > 0 ? (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={columns} className={styles.spacerCell} />
    </tr>
  ) : null;
}

/** The comparison table of saved runs, sortable by the spec's columns, with delete per row. */
export function SimulationTable({
  simulations,
  damaged = [],
  status = 'ready',
  sort,
  onSortChange,
  onDelete,
  compare,
}: SimulationTableProps) {
  const sorted = useMemo(() => sortSimulations(simulations, sort), [simulations, sort]);
  const ids = useMemo(() => sorted.map(({ id }) => id), [sorted]);
  // With a single run there is nothing to compare it with, so the column stays away.
  const selection = compare !== undefined && sorted.length >= COMPARE_MIN ? compare : undefined;
  const full = selection !== undefined && selection.selected.length >= COMPARE_MAX;
  const { windowed, start, end, above, below, bodyRef, onScroll, onFocus, onBlur } =
    useRowWindow(ids);
  const drawn = sorted.slice(start, end);
  const slots = useRowSlots(
    drawn.map(({ id }) => id),
    ids,
  );
  const columns = HEADERS.length + (selection === undefined ? 1 : 2);
  const empty = sorted.length === 0 && damaged.length === 0;

  return (
    <TableFrame>
      {selection !== undefined && <CompareBar {...selection} />}
      {empty && status !== 'ready' ? (
        <TableStatus status={status} />
      ) : (
        // The region scrolls on its own (max height 440), so it must be reachable by keyboard.
        <div
          className={styles.scroller}
          tabIndex={0}
          role="region"
          aria-label={TABLE_COPY.scrollRegion}
          onScroll={windowed ? onScroll : undefined}
        >
          <table
            className={styles.table}
            // A long list draws only some rows: the count and each row's place are told instead.
            aria-rowcount={windowed ? sorted.length + damaged.length + 1 : undefined}
          >
            <thead>
              <tr aria-rowindex={windowed ? 1 : undefined}>
                {selection !== undefined && (
                  <th scope="col" className={styles.header}>
                    {TABLE_COPY.compareColumn}
                  </th>
                )}
                {HEADERS.map(({ column, text, numeric }) => {
                  const active = sort.column === column;
                  const ariaSort = active
                    ? sort.direction === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : undefined;
                  return (
                    <th
                      key={column}
                      scope="col"
                      aria-sort={ariaSort}
                      className={numeric ? styles.numericHeader : styles.header}
                    >
                      {column === 1 ? (
                        text
                      ) : (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={() => {
                            onSortChange(column);
                          }}
                        >
                          {text}
                          <span aria-hidden="true" className={styles.sortIcon}>
                            {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
                          </span>
                        </button>
                      )}
                    </th>
                  );
                })}
                <th scope="col" className={styles.header}>
                  <span className="visually-hidden">{TABLE_COPY.deleteColumn}</span>
                </th>
              </tr>
            </thead>
            <tbody ref={bodyRef} onFocus={onFocus} onBlur={onBlur}>
              <SpacerRow height={above} columns={columns} />
              {drawn.map((simulation, offset) => (
                <SafeRow
                  key={slots.get(simulation.id)}
                  fallbackKey={simulation.id}
                  onDelete={onDelete}
                  compareColumn={selection !== undefined}
                >
                  <Row
                    simulation={simulation}
                    index={start + offset}
                    windowed={windowed}
                    onDelete={onDelete}
                    {...(selection === undefined
                      ? {}
                      : {
                          compareState: selection.selected.includes(simulation.id)
                            ? 'ticked'
                            : full
                              ? 'full'
                              : 'free',
                          onToggleCompare: selection.onToggle,
                        })}
                  />
                </SafeRow>
              ))}
              {empty && (
                <tr>
                  <td colSpan={columns} className={styles.emptyCell}>
                    <p className={styles.emptyNote}>{TABLE_COPY.empty}</p>
                  </td>
                </tr>
              )}
              <SpacerRow height={below} columns={columns} />
              {damaged.map((row, index) => (
                // Damaged records have no usable id; their order is stable between reads.
                <DamagedRowView
                  key={`uszkodzona-${index}`}
                  rowIndex={windowed ? sorted.length + 2 + index : undefined}
                  compareColumn={selection !== undefined}
                  onDelete={() => {
                    onDelete(row);
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </TableFrame>
  );
}
