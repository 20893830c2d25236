import { memo, useMemo } from 'react';
import {
  formatDateTime,
  formatMoney,
  sortSimulations,
  type Simulation,
  type SortColumnIndex,
  type SortState,
} from '../../domain';
import { LoadingState } from '../LoadingState/LoadingState';
import { Tooltip } from '../Tooltip/Tooltip';
import * as styles from './SimulationTable.css';

/** Whether the saved runs have been read: until then the table cannot say there are none. */
export type SimulationListStatus = 'loading' | 'ready' | 'unavailable';

export interface SimulationTableProps {
  simulations: readonly Simulation[];
  status?: SimulationListStatus;
  sort: SortState;
  onSortChange: (column: SortColumnIndex) => void;
  onDelete: (simulation: Simulation) => void;
}

const HEADERS: readonly { column: SortColumnIndex; text: string; numeric: boolean }[] = [
  { column: 0, text: 'Data', numeric: false },
  { column: 1, text: 'Symulacja', numeric: false },
  { column: 2, text: 'Kwota kredytu', numeric: true },
  { column: 3, text: 'Rata miesięczna', numeric: true },
  { column: 4, text: 'Odsetki', numeric: true },
  { column: 5, text: 'Całkowita spłata', numeric: true },
];

const EMPTY_TEXT = 'Nie wykonano jeszcze żadnych symulacji. Wykonaj swoją pierwszą symulację.';
const UNAVAILABLE_TEXT =
  'Nie można odczytać zapisanych symulacji w tej przeglądarce. Nowe wyniki nadal możesz obliczyć.';

function money(value: number | undefined): string {
  return value === undefined ? '—' : formatMoney(value);
}

const Row = memo(function Row({
  simulation,
  onDelete,
}: {
  simulation: Simulation;
  onDelete: (simulation: Simulation) => void;
}) {
  const { result } = simulation;
  return (
    <tr>
      <td className={styles.date}>{formatDateTime(simulation.timestamp)}</td>
      <th scope="row" className={styles.labelCell}>
        <a href={`/symulacja/${encodeURIComponent(simulation.id)}`}>{simulation.label}</a>
      </th>
      <td className={styles.numeric}>{formatMoney(simulation.settings.loanAmount)}</td>
      <td className={styles.numeric}>{money(result?.totalMonthlyRate)}</td>
      <td className={styles.numeric}>{money(result?.repaymentPlan.totalInterestPayment)}</td>
      <td className={styles.numeric}>{money(result?.repaymentPlan.totalRepayment)}</td>
      <td className={styles.actions}>
        <Tooltip text="Usuń symulację">
          <button
            type="button"
            className={styles.deleteButton}
            aria-label={`Usuń symulację ${simulation.label}`}
            onClick={() => {
              onDelete(simulation);
            }}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h2v-8h-2Zm4 0v8h2v-8h-2Z"
              />
            </svg>
          </button>
        </Tooltip>
      </td>
    </tr>
  );
});

/** The comparison table of saved runs, sortable by the spec's columns, with delete per row. */
export function SimulationTable({
  simulations,
  status = 'ready',
  sort,
  onSortChange,
  onDelete,
}: SimulationTableProps) {
  const sorted = useMemo(() => sortSimulations(simulations, sort), [simulations, sort]);

  return (
    <section aria-labelledby="tabela-porownawcza" className={styles.section}>
      <h2 id="tabela-porownawcza" className={styles.title}>
        Tabela porównawcza wykonanych symulacji
      </h2>
      {sorted.length === 0 && status === 'loading' ? (
        <LoadingState message="Wczytywanie zapisanych symulacji..." />
      ) : sorted.length === 0 ? (
        <p className={styles.empty}>{status === 'unavailable' ? UNAVAILABLE_TEXT : EMPTY_TEXT}</p>
      ) : (
        // The region scrolls on its own (max height 440), so it must be reachable by keyboard.
        <div
          className={styles.scroller}
          tabIndex={0}
          role="region"
          aria-label="Przewijana lista symulacji"
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
                  <span className="visually-hidden">Usuń</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((simulation) => (
                <Row key={simulation.id} simulation={simulation} onDelete={onDelete} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
