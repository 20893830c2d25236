import { calendarMonthGenitive, type CalendarMonth } from '../../domain/calendar';
import { RATE_PATH_COPY } from '../../domain/copy/scenario';
import { formatPercent } from '../../domain/format';
import { RATE_INDEX_LABELS } from '../../domain/labels';
import { RATE_INDICES } from '../../domain/records';
import type { RateIndex } from '../../domain/types';
import { Button } from '../Button/Button';
import { NumberField } from '../SimulationForm/NumberField';
import { SelectField } from '../SimulationForm/SelectField';
import * as formStyles from '../SimulationForm/SimulationForm.css';
import type { RateHistory, RatePathMethod } from './RatePathSection';
import * as styles from './RatePathSection.css';

const INDEX_OPTIONS = RATE_INDICES.map((index) => [index, RATE_INDEX_LABELS[index]] as const);

/** A builder field's text and how to change it. */
interface Typed {
  value: string;
  onChange: (value: string) => void;
}

export interface RatePathBuilderProps {
  method: Exclude<RatePathMethod, 'MANUAL' | 'FORMULA'>;
  idPrefix: string;
  /** `Jednorazowy wzrost`: by how many points, from which instalment. */
  delta: Typed;
  shockMonth: Typed;
  /** `Okresowo stała`: for how many years, then which margin over the index. */
  years: Typed;
  margin: Typed;
  index: RateIndex;
  onIndexChange: (index: RateIndex) => void;
  /** The index's last close, once the history has loaded. */
  lastKnown: { value: number; month: string } | null;
  history: RateHistory | null;
  /** The months the chosen index's history can start from. */
  range: { first: CalendarMonth; last: CalendarMonth } | null;
  /** The form's first instalment month, which `Historyczne` starts from. */
  start: CalendarMonth | null;
  onInsert: () => void;
}

/** What one of the three ways other than by hand asks for, and its `Wstaw zmiany` button. */
export function RatePathBuilder({
  method,
  idPrefix,
  delta,
  shockMonth,
  years,
  margin,
  index,
  onIndexChange,
  lastKnown,
  history,
  range,
  start,
  onInsert,
}: RatePathBuilderProps) {
  // Typed values are checked when inserted, as a whole, so no field shows a message of its own.
  const unchecked = { message: null, invalid: false, onBlur: () => undefined };
  return (
    <div className={styles.builder}>
      <div className={formStyles.fields}>
        {method === 'SHOCK' && (
          <>
            <NumberField
              id={`${idPrefix}wzrost-zmiana`}
              label={RATE_PATH_COPY.shockDelta}
              hint={RATE_PATH_COPY.shockDeltaHint}
              kind="points"
              {...delta}
              {...unchecked}
            />
            <NumberField
              id={`${idPrefix}wzrost-od-raty`}
              label={RATE_PATH_COPY.shockMonth}
              kind="count"
              {...shockMonth}
              {...unchecked}
            />
          </>
        )}
        {method === 'PERIODIC' && (
          <>
            <NumberField
              id={`${idPrefix}okresowo-lata`}
              label={RATE_PATH_COPY.periodicYears}
              kind="term"
              {...years}
              {...unchecked}
            />
            <NumberField
              id={`${idPrefix}okresowo-marza`}
              label={RATE_PATH_COPY.periodicMargin}
              kind="points"
              {...margin}
              {...unchecked}
            />
          </>
        )}
        {(method === 'PERIODIC' || method === 'HISTORICAL') && (
          <SelectField
            id={`${idPrefix}wskaznik`}
            label={RATE_PATH_COPY.index}
            value={index}
            options={INDEX_OPTIONS}
            onChange={onIndexChange}
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
      <Button tone="secondary" onClick={onInsert}>
        {RATE_PATH_COPY.insert}
      </Button>
    </div>
  );
}
