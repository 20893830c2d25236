import { useEffect, useState } from 'react';
import { addMonths, calendarMonthGenitive, calendarMonthText } from '../../domain/calendar';
import { RATE_PATH_COPY } from '../../domain/copy/scenario';
import { formatPercent } from '../../domain/format';
import { RATE_INDEX_LABELS } from '../../domain/labels';
import { RATE_INDICES } from '../../domain/records';
import {
  fieldId,
  newRateChangeRow,
  parseCalendarMonth,
  periodicChange,
  RATE_CHANGES_MAX,
  rateChangeRows,
  shockChange,
  type RateChangeRowValues,
} from '../../domain/scenarioForm';
import type { RateChange, RateIndex } from '../../domain/types';
import { parseNumber } from '../../domain/validation';
import { Button } from '../Button/Button';
import { fieldLabelClass } from '../Field/Field';
import { Heading } from '../Heading/Heading';
import { NumberField } from '../SimulationForm/NumberField';
import type { SectionProps } from '../SimulationForm/sectionProps';
import { SelectField } from '../SimulationForm/SelectField';
import { Stack } from '../Stack/Stack';
import * as formStyles from '../SimulationForm/SimulationForm.css';
import * as styles from './RatePathSection.css';

/** The four ways to build the list of changes (issue 12). */
export const RATE_PATH_METHODS = ['MANUAL', 'SHOCK', 'PERIODIC', 'HISTORICAL'] as const;
export type RatePathMethod = (typeof RATE_PATH_METHODS)[number];

/** The historical WIBOR and WIRON data and what is built from it. */
export type RateHistory = typeof import('../../domain/history');
type History = RateHistory;
const importHistory = (): Promise<History> => import('../../domain/history');

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

const INDEX_OPTIONS = RATE_INDICES.map((index) => [index, RATE_INDEX_LABELS[index]] as const);

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
  /** Stories open a given way first; the form starts by hand. */
  initialMethod?: RatePathMethod;
  /** Fetches the historical data; the module's own chunk by default. Stories delay or fail it. */
  loadHistory?: () => Promise<RateHistory>;
}

/**
 * The `Zmienne` rate path: four ways to fill one editable list of changes (by hand, a one-step
 * shock, fixed for some years then margin + WIBOR, or WIBOR as it really moved).
 */
export function RatePathSection({
  values,
  update,
  message,
  touch,
  base,
  idPrefix,
  initialMethod = 'MANUAL',
  loadHistory = importHistory,
}: RatePathSectionProps) {
  const [method, setMethod] = useState<RatePathMethod>(initialMethod);
  const [delta, setDelta] = useState('');
  const [shockMonth, setShockMonth] = useState('');
  const [years, setYears] = useState('');
  const [margin, setMargin] = useState('');
  const [index, setIndex] = useState<RateIndex>(values.rateIndex ?? 'WIBOR_3M');
  const [status, setStatus] = useState<string | null>(null);
  const history = useHistory(method === 'PERIODIC' || method === 'HISTORICAL', loadHistory);
  const rows = values.rateChanges;
  const months = base.loanTermYears === undefined ? undefined : base.loanTermYears * 12;

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
          : shockChange(rate, parseNumber(delta) ?? Number.NaN, parseNumber(shockMonth) ?? 0);
      if (change === null || months === undefined || change.month < 2 || change.month > months) {
        setStatus(RATE_PATH_COPY.messages.deltaRange);
        return;
      }
      replaceChanges([change]);
    } else if (method === 'PERIODIC') {
      const fixedYears = parseNumber(years) ?? 0;
      const marginValue = parseNumber(margin);
      if (
        base.loanTermYears === undefined ||
        !Number.isInteger(fixedYears) ||
        fixedYears < 1 ||
        fixedYears >= base.loanTermYears
      ) {
        setStatus(RATE_PATH_COPY.messages.periodicYears);
        return;
      }
      if (marginValue === null || marginValue < 0 || marginValue > 20 || known === null) {
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
      <fieldset className={formStyles.fieldset}>
        <legend className={fieldLabelClass}>{RATE_PATH_COPY.methodLegend}</legend>
        <div className={formStyles.radios}>
          {RATE_PATH_METHODS.map((candidate) => (
            <label key={candidate} className={formStyles.radio}>
              <input
                type="radio"
                name="sposob-zmian"
                value={candidate}
                checked={method === candidate}
                onChange={() => {
                  setMethod(candidate);
                  setStatus(null);
                }}
              />
              {RATE_PATH_COPY.methods[candidate]}
            </label>
          ))}
        </div>
      </fieldset>
      {method !== 'MANUAL' && (
        <div className={styles.builder}>
          <div className={formStyles.fields}>
            {method === 'SHOCK' && (
              <>
                <NumberField
                  id={`${idPrefix}wzrost-zmiana`}
                  label={RATE_PATH_COPY.shockDelta}
                  hint={RATE_PATH_COPY.shockDeltaHint}
                  kind="decimal"
                  value={delta}
                  message={null}
                  invalid={false}
                  onChange={setDelta}
                  onBlur={() => undefined}
                />
                <NumberField
                  id={`${idPrefix}wzrost-od-raty`}
                  label={RATE_PATH_COPY.shockMonth}
                  kind="integer"
                  value={shockMonth}
                  message={null}
                  invalid={false}
                  onChange={setShockMonth}
                  onBlur={() => undefined}
                />
              </>
            )}
            {method === 'PERIODIC' && (
              <>
                <NumberField
                  id={`${idPrefix}okresowo-lata`}
                  label={RATE_PATH_COPY.periodicYears}
                  kind="integer"
                  value={years}
                  message={null}
                  invalid={false}
                  onChange={setYears}
                  onBlur={() => undefined}
                />
                <NumberField
                  id={`${idPrefix}okresowo-marza`}
                  label={RATE_PATH_COPY.periodicMargin}
                  kind="decimal"
                  value={margin}
                  message={null}
                  invalid={false}
                  onChange={setMargin}
                  onBlur={() => undefined}
                />
              </>
            )}
            {(method === 'PERIODIC' || method === 'HISTORICAL') && (
              <SelectField
                id={`${idPrefix}wskaznik`}
                label={RATE_PATH_COPY.index}
                value={index}
                options={INDEX_OPTIONS}
                onChange={setIndex}
              />
            )}
          </div>
          {method === 'PERIODIC' && lastKnown !== null && (
            <p className={styles.note}>
              {RATE_PATH_COPY.lastKnown(
                RATE_INDEX_LABELS[index],
                formatPercent(lastKnown.value),
                lastKnown.month,
              )}
            </p>
          )}
          {method === 'HISTORICAL' && history !== null && range !== null && (
            <div className={styles.note}>
              <p>
                {start === null
                  ? RATE_PATH_COPY.historicalNeedsStart
                  : RATE_PATH_COPY.historicalRange(
                      calendarMonthGenitive(range.first),
                      calendarMonthGenitive(range.last),
                    )}
              </p>
              <p>
                {RATE_PATH_COPY.historicalSource(
                  history.WIBOR_SOURCE,
                  calendarMonthGenitive(history.RATES_HISTORY_FIRST_MONTH),
                  calendarMonthGenitive(history.RATES_HISTORY_LAST_MONTH),
                )}
              </p>
              <p>{RATE_PATH_COPY.pastRates}</p>
            </div>
          )}
          <Button
            tone="secondary"
            onClick={() => {
              insert();
            }}
          >
            {RATE_PATH_COPY.insert}
          </Button>
        </div>
      )}
      <p role="status" aria-live="polite" className={styles.status}>
        {status}
      </p>
      <Heading level={3}>{RATE_PATH_COPY.changesTitle}</Heading>
      {rows.length === 0 && <p className={styles.note}>{RATE_PATH_COPY.noChanges}</p>}
      {rows.map((row, position) => {
        const monthKey = fieldId('zmiana-stopy', row.key, 'od');
        const rateKey = fieldId('zmiana-stopy', row.key, 'stopa');
        const suffix = RATE_PATH_COPY.inRow('', position + 1);
        return (
          <fieldset key={row.key} className={styles.row}>
            <legend className="visually-hidden">{RATE_PATH_COPY.rowLegend(position + 1)}</legend>
            <NumberField
              id={`${idPrefix}${monthKey}`}
              label={RATE_PATH_COPY.month}
              labelSuffix={suffix}
              kind="integer"
              value={row.month}
              message={message(monthKey)}
              invalid={message(monthKey) !== null}
              onChange={(month) => {
                changeRow(row.key, { month });
              }}
              onBlur={() => {
                touch(monthKey);
              }}
            />
            <NumberField
              id={`${idPrefix}${rateKey}`}
              label={RATE_PATH_COPY.rate}
              labelSuffix={suffix}
              kind="decimal"
              value={row.rate}
              message={message(rateKey)}
              invalid={message(rateKey) !== null}
              onChange={(rate) => {
                changeRow(row.key, { rate });
              }}
              onBlur={() => {
                touch(rateKey);
              }}
            />
            <Button
              tone="secondary"
              aria-label={RATE_PATH_COPY.inRow(RATE_PATH_COPY.remove, position + 1)}
              onClick={() => {
                update((current) => ({
                  ...current,
                  rateIndex: undefined,
                  rateChanges: current.rateChanges.filter((candidate) => candidate.key !== row.key),
                }));
              }}
            >
              {RATE_PATH_COPY.remove}
            </Button>
          </fieldset>
        );
      })}
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
