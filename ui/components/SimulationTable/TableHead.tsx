import type { SortColumnIndex, SortState } from '../../domain';
import { TABLE_COPY } from '../../domain/copy/results';
import { RUN_FIGURES_COPY } from '../../domain/copy/runFigures';
import * as styles from './SimulationTable.css';

/**
 * The spec's sortable columns, in order, then the total cost of credit (issue 32); the label (1)
 * is each row's header and not a control.
 */
export const HEADERS: readonly { column: SortColumnIndex; text: string; numeric: boolean }[] = [
  { column: 0, text: TABLE_COPY.columns.date, numeric: false },
  { column: 1, text: TABLE_COPY.columns.label, numeric: false },
  { column: 2, text: TABLE_COPY.columns.amount, numeric: true },
  { column: 3, text: TABLE_COPY.columns.instalment, numeric: true },
  { column: 4, text: TABLE_COPY.columns.interest, numeric: true },
  { column: 5, text: TABLE_COPY.columns.total, numeric: true },
  { column: 6, text: RUN_FIGURES_COPY.costColumn, numeric: true },
];

export interface TableHeadProps {
  sort: SortState;
  onSortChange: (column: SortColumnIndex) => void;
  /** Adds the `Porównaj` column's header. */
  compareColumn: boolean;
  /** Adds the total cost of credit's column (issue 32), shown when some run has costs. */
  costColumn: boolean;
  /** Whether only some rows are drawn: the header row then says its place (aria-rowindex). */
  windowed: boolean;
}

/** The header row: a sort button per sortable column, its direction told by `aria-sort`. */
export function TableHead({
  sort,
  onSortChange,
  compareColumn,
  costColumn,
  windowed,
}: TableHeadProps) {
  return (
    <thead>
      <tr aria-rowindex={windowed ? 1 : undefined}>
        {compareColumn && (
          <th scope="col" className={styles.header}>
            {TABLE_COPY.compareColumn}
          </th>
        )}
        {(costColumn ? HEADERS : HEADERS.slice(0, -1)).map(({ column, text, numeric }) => {
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
        <th scope="col" className={styles.actionsHeader}>
          <span className="visually-hidden">{TABLE_COPY.deleteColumn}</span>
        </th>
      </tr>
    </thead>
  );
}
