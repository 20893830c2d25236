import { useMemo } from 'react';
import {
  sortSimulations,
  type Simulation,
  type SortColumnIndex,
  type SortState,
} from '../../domain';
import { COMPARE_MAX, COMPARE_MIN } from '../../domain/compareRoute';
import { TABLE_COPY } from '../../domain/copy/results';
import { paysMoreThanRepayment } from '../../domain/totals';
import { CompareBar } from './CompareBar';
import { DamagedRowView, Row, SafeRow, SpacerRow } from './Rows';
import { TableFrame, TableStatus } from './TableFrame';
import { HEADERS, TableHead } from './TableHead';
import type { CompareSelection, DamagedRow, DeleteTarget, SimulationListStatus } from './types';
import { useRowSlots } from './useRowSlots';
import { useRowWindow } from './useRowWindow';
import * as styles from './SimulationTable.css';

export type { CompareSelection, DeleteTarget, SimulationListStatus } from './types';
export { WINDOW_FROM } from './useRowWindow';

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
  // The cost column shows only beside a run with costs or overpayment fees, so a table of plain
  // runs stays the spec's (issue 32).
  const costColumn = useMemo(
    () =>
      simulations.some(
        ({ result }) => result !== undefined && paysMoreThanRepayment(result.repaymentPlan),
      ),
    [simulations],
  );
  const columns = HEADERS.length - (costColumn ? 0 : 1) + (selection === undefined ? 1 : 2);
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
            <TableHead
              sort={sort}
              onSortChange={onSortChange}
              compareColumn={selection !== undefined}
              costColumn={costColumn}
              windowed={windowed}
            />
            <tbody ref={bodyRef} onFocus={onFocus} onBlur={onBlur}>
              <SpacerRow height={above} columns={columns} />
              {drawn.map((simulation, offset) => (
                <SafeRow
                  key={slots.get(simulation.id)}
                  fallbackKey={simulation.id}
                  onDelete={onDelete}
                  compareColumn={selection !== undefined}
                  costColumn={costColumn}
                >
                  <Row
                    simulation={simulation}
                    index={start + offset}
                    windowed={windowed}
                    costColumn={costColumn}
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
                  costColumn={costColumn}
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
