import { memo, type ReactNode } from 'react';
import {
  formatDateTime,
  formatMoney,
  reportHref,
  startFromSavedHref,
  type Simulation,
} from '../../domain';
import { TABLE_COPY } from '../../domain/copy/results';
import { RUN_FIGURES_COPY } from '../../domain/copy/runFigures';
import { hasRateChanges } from '../../domain/scenarioKinds';
import { instalmentExtremes, totalCostOfCredit } from '../../domain/totals';
import { ErrorBoundary } from '../ErrorScreen/ErrorBoundary';
import { MoreActions, narrowOnly, wideOnly } from '../MoreActions/MoreActions';
import { Tooltip } from '../Tooltip/Tooltip';
import type { DeleteTarget } from './types';
import * as styles from './SimulationTable.css';

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
export function DamagedRowView({
  onDelete,
  compareColumn = false,
  costColumn = false,
  rowIndex,
}: {
  /** The row's place for assistive technology when only some rows are drawn. */
  rowIndex?: number | undefined;
  onDelete: () => void;
  compareColumn?: boolean;
  costColumn?: boolean;
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
      {costColumn && empty}
      <td className={styles.actions}>
        <DeleteButton label={TABLE_COPY.damagedLabel} onClick={onDelete} />
      </td>
    </tr>
  );
}

/**
 * The instalment cell: the (first) instalment, and for a run whose rate changes a second line
 * with its highest instalment and the month it falls in (issue 32).
 */
function InstalmentCell({ simulation }: { simulation: Simulation }) {
  const { result } = simulation;
  const highest =
    result !== undefined && hasRateChanges(simulation.settings)
      ? instalmentExtremes(result.repaymentPlan.entries)?.highest
      : undefined;
  return (
    <td className={styles.numeric}>
      {money(result?.totalMonthlyRate)}
      {highest !== undefined && (
        <span className={styles.secondLine}>
          {RUN_FIGURES_COPY.highestInstalment(formatMoney(highest.instalment), highest.month)}
        </span>
      )}
    </td>
  );
}

/** One run's row: its date, report link, figures, `Użyj jako punkt wyjścia` and delete. */
export const Row = memo(function Row({
  simulation,
  index,
  windowed,
  costColumn = false,
  onDelete,
  compareState,
  onToggleCompare,
}: {
  simulation: Simulation;
  /** The row's place in the sorted list, from 0. */
  index: number;
  /** Whether only some rows are drawn: the row then says its place (aria-rowindex). */
  windowed: boolean;
  /** Adds the total cost of credit (issue 32). */
  costColumn?: boolean;
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
        {/* Saved data is untrusted: the name and label are rendered as text, never as markup. */}
        {simulation.name !== undefined && <span className={styles.runName}>{simulation.name}</span>}
        <a href={reportHref(simulation.id)}>{simulation.label}</a>
        {simulation.resultsRecomputed === true && (
          <span className={styles.recomputed}>{RUN_FIGURES_COPY.recomputed}</span>
        )}
      </th>
      <td className={styles.numeric}>{formatMoney(simulation.settings.loanAmount)}</td>
      <InstalmentCell simulation={simulation} />
      <td className={styles.numeric}>{money(result?.repaymentPlan.totalInterestPayment)}</td>
      <td className={styles.numeric}>{money(result?.repaymentPlan.totalRepayment)}</td>
      {costColumn && (
        <td className={styles.numeric}>
          {money(result === undefined ? undefined : totalCostOfCredit(result.repaymentPlan))}
        </td>
      )}
      <td className={styles.actions}>
        <span className={wideOnly}>
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
        </span>
        <span className={narrowOnly}>
          <MoreActions
            name={TABLE_COPY.moreActions(simulation.label)}
            items={[
              {
                text: TABLE_COPY.startFromTooltip,
                href: startFromSavedHref(simulation.id),
              },
              {
                text: TABLE_COPY.deleteTooltip,
                danger: true,
                onSelect: () => {
                  onDelete(simulation);
                },
              },
            ]}
          />
        </span>
      </td>
    </tr>
  );
});

/** One row that cannot take the table down: if it fails to render, it shows as damaged. */
export function SafeRow({
  fallbackKey,
  onDelete,
  compareColumn,
  costColumn,
  children,
}: {
  fallbackKey: IDBValidKey;
  onDelete: (target: DeleteTarget) => void;
  compareColumn: boolean;
  costColumn: boolean;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary
      resetKey={fallbackKey}
      fallback={
        <DamagedRowView
          compareColumn={compareColumn}
          costColumn={costColumn}
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

/** A row standing in for `height` pixels of rows not drawn; hidden from assistive technology. */
export function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return height > 0 ? (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={columns} className={styles.spacerCell} />
    </tr>
  ) : null;
}
