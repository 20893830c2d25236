import { useEffect, useState } from 'react';
import { addMonths, calendarMonthGenitive, calendarMonthText } from '../../domain/calendar';
import { RATE_PATH_COPY } from '../../domain/copy/scenario';
import {
  MONTHS_PER_YEAR,
  PERIODIC_MARGIN_MAX,
  RATE_CHANGE_MONTH_MIN,
  RATE_CHANGES_MAX,
} from '../../domain/limits';
import {
  newRateChangeRow,
  parseCalendarMonth,
  periodicChange,
  rateChangeRows,
  shockChange,
  type RateChangeRowValues,
} from '../../domain/scenarioForm';
import type { RateChange, RateIndex } from '../../domain/types';
import { parseNumber } from '../../domain/validation';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { RadioGroup } from '../SimulationForm/RadioGroup';
import type { SectionProps } from '../SimulationForm/sectionProps';
import { Stack } from '../Stack/Stack';
import { FormulaBuilder } from './FormulaBuilder';
import { RateChangeRow } from './RateChangeRow';
import { RatePathBuilder } from './RatePathBuilder';
import * as styles from './RatePathSection.css';
import { lazyModule } from '../../runtime/lazy';

/** The ways to build the list of changes (issues 12 and 33); index + margin first. */
export const RATE_PATH_METHODS = ['FORMULA', 'MANUAL', 'SHOCK', 'PERIODIC', 'HISTORICAL'] as const;
export type RatePathMethod = (typeof RATE_PATH_METHODS)[number];

/** The historical WIBOR and WIRON data and what is built from it. */
export type RateHistory = typeof import('../../domain/history');
type History = RateHistory;
const importHistory = lazyModule<History>(() => import('../../domain/history')).load;

/** The index's last close, which `Okresowo stała` assumes for the rest of the loan. */
function lastKnownOf(history: History, index: RateIndex): { value: number; month: string } | null {
  const series = history.RATE_INDEX_SERIES[index] as
    History['RATE_INDEX_SERIES'][RateIndex] | undefined;
  return series === undefined
    ? null
    : {
        value: series.values.at(-1) ?? 0,
        month: calendarMonthText(addMonths(series.firstMonth, series.values.length - 1)),
      };
}

const METHOD_OPTIONS = RATE_PATH_METHODS.map(
  (method) => [method, RATE_PATH_COPY.methods[method]] as const,
);

/** The historical data, loaded on demand: it is needed only by two of the four ways. */
function useHistory(wanted: boolean, loadHistory: () => Promise<History>): History | null {
  const [history, setHistory] = useState<History | null>(null);
  useEffect(() => {
    if (!wanted || history !== null) return;
    let current = true;
    loadHistory().then(
      (module) => {
        if (current) setHistory(module);
      },
      (error: unknown) => {
        console.warn('[RatePathSection] Could not load the rate history.', error);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, history, loadHistory]);
  return history;
}

export interface RatePathSectionProps extends SectionProps {
  /** Stories open a given way first; else `Wskaźnik + marża`, or `Ręcznie` for a list made without a recipe. */
  initialMethod?: RatePathMethod;
  /** Fetches the historical data; the module's own chunk by default. Stories delay or fail it. */
  loadHistory?: () => Promise<RateHistory>;
}

/**
 * The `Zmienne` rate path: four ways to fill one editable list of changes (by hand, a one-step
 * shock, fixed for some years then margin + WIBOR, or WIBOR as it really moved).
 */
function RatePathSection({
  values,
  update,
  message,
  touch,
  base,
  idPrefix,
  initialMethod,
  loadHistory = importHistory,
  setRate,
}: RatePathSectionProps) {
  // A list made without a recipe (a reload, a run started from) opens by hand, so the recipe's
  // fields, kept in the tab, never rebuild it unasked.
  const [method, setMethod] = useState<RatePathMethod>(
    initialMethod ??
      (values.recipe === undefined && values.rateChanges.length > 0 ? 'MANUAL' : 'FORMULA'),
  );
  const [delta, setDelta] = useState('');
  const [shockMonth, setShockMonth] = useState('');
  const [years, setYears] = useState('');
  const [margin, setMargin] = useState('');
  const [index, setIndex] = useState<RateIndex>(values.rateIndex ?? 'WIBOR_3M');
  const [status, setStatus] = useState<string | null>(null);
  const history = useHistory(method !== 'MANUAL' && method !== 'SHOCK', loadHistory);
  const rows = values.rateChanges;
  const months =
    base.loanTermYears === undefined ? undefined : base.loanTermYears * MONTHS_PER_YEAR;

  function replaceChanges(changes: readonly RateChange[], rateIndex?: RateIndex) {
    update((current) => ({ ...current, rateChanges: rateChangeRows(changes), rateIndex }));
    setStatus(
      changes.length === 0
        ? RATE_PATH_COPY.historicalNoChange
        : RATE_PATH_COPY.inserted(changes.length),
    );
  }

  function changeRow(key: number, change: Partial<RateChangeRowValues>) {
    update((current) => ({
      ...current,
      // Edited by hand, the list is no longer WIBOR as it moved.
      rateIndex: undefined,
      rateChanges: current.rateChanges.map((row) =>
        row.key === key ? { ...row, ...change } : row,
      ),
    }));
  }

  const lastKnown = history === null ? null : lastKnownOf(history, index);

  const start = parseCalendarMonth(values.firstInstalmentMonth);
  const range = history === null ? null : history.historicalStartMonths(index);

  /**
   * Fills the list the chosen way. A click before the historical data has arrived waits for it
   * (it is fetched when one of the two ways that need it is picked) and then carries on.
   */
  function insert(loaded: History | null = history) {
    if ((method === 'PERIODIC' || method === 'HISTORICAL') && loaded === null) {
      setStatus(RATE_PATH_COPY.historyLoading);
      loadHistory().then(
        (module) => {
          insert(module);
        },
        (error: unknown) => {
          console.warn('[RatePathSection] Could not load the rate history.', error);
          setStatus(RATE_PATH_COPY.historyError);
        },
      );
      return;
    }
    const known = loaded === null ? null : lastKnownOf(loaded, index);
    const startRange = loaded === null ? null : loaded.historicalStartMonths(index);
    const rate = base.annualInterestRatePercent;
    if (method === 'SHOCK') {
      const change =
        rate === undefined
          ? null
          : shockChange(
              rate,
              parseNumber('points', delta) ?? Number.NaN,
              parseNumber('count', shockMonth) ?? 0,
            );
      if (
        change === null ||
        months === undefined ||
        change.month < RATE_CHANGE_MONTH_MIN ||
        change.month > months
      ) {
        setStatus(RATE_PATH_COPY.messages.deltaRange);
        return;
      }
      replaceChanges([change]);
    } else if (method === 'PERIODIC') {
      const fixedYears = parseNumber('term', years) ?? 0;
      const marginValue = parseNumber('points', margin);
      if (
        base.loanTermYears === undefined ||
        !Number.isInteger(fixedYears) ||
        fixedYears < 1 ||
        fixedYears >= base.loanTermYears
      ) {
        setStatus(RATE_PATH_COPY.messages.periodicYears);
        return;
      }
      if (
        marginValue === null ||
        marginValue < 0 ||
        marginValue > PERIODIC_MARGIN_MAX ||
        known === null
      ) {
        setStatus(RATE_PATH_COPY.messages.marginRange);
        return;
      }
      const change = periodicChange(fixedYears, marginValue, known.value);
      if (change === null) {
        setStatus(RATE_PATH_COPY.messages.deltaRange);
        return;
      }
      replaceChanges(change.annualInterestRatePercent === rate ? [] : [change]);
    } else if (method === 'HISTORICAL' && loaded !== null) {
      if (start === null || rate === undefined || months === undefined) {
        setStatus(RATE_PATH_COPY.historicalNeedsStart);
        return;
      }
      try {
        replaceChanges(
          loaded.historicalRatePath({
            index,
            startMonth: start,
            annualInterestRatePercent: rate,
            months,
          }),
          index,
        );
      } catch {
        if (startRange !== null) {
          setStatus(
            RATE_PATH_COPY.historicalRange(
              calendarMonthGenitive(startRange.first),
              calendarMonthGenitive(startRange.last),
            ),
          );
        }
      }
    }
  }

  return (
    <Stack space="md">
      <RadioGroup
        legend={RATE_PATH_COPY.methodLegend}
        name="sposob-zmian"
        value={method}
        options={METHOD_OPTIONS}
        onChange={(chosen) => {
          setMethod(chosen);
          setStatus(null);
          // Another way builds the list without a recipe (issue 33).
          update((current) =>
            current.recipe === undefined
              ? current
              : { ...current, recipe: undefined, recipeText: undefined },
          );
        }}
      />
      {method === 'FORMULA' && (
        <FormulaBuilder
          values={values}
          update={update}
          message={message}
          touch={touch}
          base={base}
          idPrefix={idPrefix}
          history={history}
          {...(setRate === undefined ? {} : { setRate })}
        />
      )}
      {method !== 'MANUAL' && method !== 'FORMULA' && (
        <RatePathBuilder
          method={method}
          idPrefix={idPrefix}
          delta={{ value: delta, onChange: setDelta }}
          shockMonth={{ value: shockMonth, onChange: setShockMonth }}
          years={{ value: years, onChange: setYears }}
          margin={{ value: margin, onChange: setMargin }}
          index={index}
          onIndexChange={setIndex}
          lastKnown={lastKnown}
          history={history}
          range={range}
          start={start}
          onInsert={() => {
            insert();
          }}
        />
      )}
      <p role="status" aria-live="polite" className={styles.status}>
        {status}
      </p>
      <Heading level={3}>{RATE_PATH_COPY.changesTitle}</Heading>
      {rows.length === 0 && <p className={styles.note}>{RATE_PATH_COPY.noChanges}</p>}
      {rows.map((row, position) => (
        <RateChangeRow
          key={row.key}
          row={row}
          position={position + 1}
          message={message}
          touch={touch}
          idPrefix={idPrefix}
          onChange={(change) => {
            changeRow(row.key, change);
          }}
          onRemove={() => {
            update((current) => ({
              ...current,
              rateIndex: undefined,
              rateChanges: current.rateChanges.filter((candidate) => candidate.key !== row.key),
            }));
          }}
        />
      ))}
      <div className={styles.actions}>
        <Button
          tone="secondary"
          disabled={rows.length >= RATE_CHANGES_MAX}
          onClick={() => {
            update((current) => ({
              ...current,
              rateIndex: undefined,
              rateChanges: [...current.rateChanges, newRateChangeRow()],
            }));
          }}
        >
          {RATE_PATH_COPY.add}
        </Button>
        {rows.length >= RATE_CHANGES_MAX && <p className={styles.note}>{RATE_PATH_COPY.maxRows}</p>}
      </div>
    </Stack>
  );
}

export default RatePathSection;
