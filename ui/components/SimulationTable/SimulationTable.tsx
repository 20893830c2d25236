import { memo, useMemo, type ReactNode } from 'react';
import {
  formatDateTime,
  formatMoney,
  reportHref,
  sortSimulations,
  type Simulation,
  type SortColumnIndex,
  type SortState,
} from '../../domain';
import { TABLE_COPY } from '../../domain/copy';
import { ErrorBoundary } from '../ErrorScreen/ErrorBoundary';
import { LoadingState } from '../LoadingState/LoadingState';
import { Tooltip } from '../Tooltip/Tooltip';
import * as styles from './SimulationTable.css';

/** Whether the saved runs have been read: until then the table cannot say there are none. */
export type SimulationListStatus = 'loading' | 'ready' | 'unavailable';

/** A saved record that failed the read check: it can only be deleted, by its storage key. */
export interface DamagedRow {
  readonly damaged: true;
  readonly key: IDBValidKey;
}

/** What a row's delete button asks to delete: a run, or a damaged record. */
export type DeleteTarget = Simulation | DamagedRow;

export interface SimulationTableProps {
  simulations: readonly Simulation[];
  /** Records that failed the read check, listed after the runs as damaged. */
  damaged?: readonly DamagedRow[];
  status?: SimulationListStatus;
  sort: SortState;
  onSortChange: (column: SortColumnIndex) => void;
  onDelete: (target: DeleteTarget) => void;
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

/** A row for a record that cannot be shown: its name says so, and only delete is offered. */
function DamagedRowView({ onDelete }: { onDelete: () => void }) {
  const empty = <td className={styles.numeric}>—</td>;
  return (
    <tr className={styles.damagedRow}>
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
  onDelete,
}: {
  simulation: Simulation;
  onDelete: (target: DeleteTarget) => void;
}) {
  const { result } = simulation;
  return (
    <tr>
      <td className={styles.date}>{formatDateTime(simulation.timestamp)}</td>
      <th scope="row" className={styles.labelCell}>
        <a href={reportHref(simulation.id)}>{simulation.label}</a>
      </th>
      <td className={styles.numeric}>{formatMoney(simulation.settings.loanAmount)}</td>
      <td className={styles.numeric}>{money(result?.totalMonthlyRate)}</td>
      <td className={styles.numeric}>{money(result?.repaymentPlan.totalInterestPayment)}</td>
      <td className={styles.numeric}>{money(result?.repaymentPlan.totalRepayment)}</td>
      <td className={styles.actions}>
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
  children,
}: {
  fallbackKey: IDBValidKey;
  onDelete: (target: DeleteTarget) => void;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary
      fallback={
        <DamagedRowView
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

/** The comparison table of saved runs, sortable by the spec's columns, with delete per row. */
export function SimulationTable({
  simulations,
  damaged = [],
  status = 'ready',
  sort,
  onSortChange,
  onDelete,
}: SimulationTableProps) {
  const sorted = useMemo(() => sortSimulations(simulations, sort), [simulations, sort]);

  return (
    <section aria-labelledby="tabela-porownawcza" className={styles.section}>
      <h2 id="tabela-porownawcza" className={styles.title}>
        {TABLE_COPY.title}
      </h2>
      {sorted.length === 0 && damaged.length === 0 && status === 'loading' ? (
        <LoadingState message={TABLE_COPY.loading} />
      ) : sorted.length === 0 && damaged.length === 0 ? (
        <p className={styles.empty}>
          {status === 'unavailable' ? TABLE_COPY.unavailable : TABLE_COPY.empty}
        </p>
      ) : (
        // The region scrolls on its own (max height 440), so it must be reachable by keyboard.
        <div
          className={styles.scroller}
          tabIndex={0}
          role="region"
          aria-label={TABLE_COPY.scrollRegion}
        >
          <table className={styles.table}>
            <thead>
              <tr>
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
            <tbody>
              {sorted.map((simulation) => (
                <SafeRow key={simulation.id} fallbackKey={simulation.id} onDelete={onDelete}>
                  <Row simulation={simulation} onDelete={onDelete} />
                </SafeRow>
              ))}
              {damaged.map((row, index) => (
                // Damaged records have no usable id; their order is stable between reads.
                <DamagedRowView
                  key={`uszkodzona-${index}`}
                  onDelete={() => {
                    onDelete(row);
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
