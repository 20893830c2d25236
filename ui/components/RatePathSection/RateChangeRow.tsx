import { RATE_PATH_COPY } from '../../domain/copy/scenario';
import { fieldId, type RateChangeRowValues } from '../../domain/scenarioForm';
import { Button } from '../Button/Button';
import { NumberField } from '../SimulationForm/NumberField';
import type { SectionProps } from '../SimulationForm/sectionProps';
import * as styles from './RatePathSection.css';

export interface RateChangeRowProps extends Pick<SectionProps, 'message' | 'touch' | 'idPrefix'> {
  row: RateChangeRowValues;
  /** The row's place in the list, from 1, as its legend and its remove button say. */
  position: number;
  onChange: (change: Partial<RateChangeRowValues>) => void;
  onRemove: () => void;
}

/** One change of the rate: from which instalment, the new rate, and `Usuń`. */
export function RateChangeRow({
  row,
  position,
  message,
  touch,
  idPrefix,
  onChange,
  onRemove,
}: RateChangeRowProps) {
  const monthKey = fieldId('zmiana-stopy', row.key, 'od');
  const rateKey = fieldId('zmiana-stopy', row.key, 'stopa');
  const suffix = RATE_PATH_COPY.inRow('', position);
  return (
    <fieldset className={styles.row}>
      <legend className="visually-hidden">{RATE_PATH_COPY.rowLegend(position)}</legend>
      <NumberField
        id={`${idPrefix}${monthKey}`}
        label={RATE_PATH_COPY.month}
        labelSuffix={suffix}
        kind="count"
        value={row.month}
        message={message(monthKey)}
        invalid={message(monthKey) !== null}
        onChange={(month) => {
          onChange({ month });
        }}
        onBlur={() => {
          touch(monthKey);
        }}
      />
      <NumberField
        id={`${idPrefix}${rateKey}`}
        label={RATE_PATH_COPY.rate}
        labelSuffix={suffix}
        kind="rate"
        value={row.rate}
        message={message(rateKey)}
        invalid={message(rateKey) !== null}
        onChange={(rate) => {
          onChange({ rate });
        }}
        onBlur={() => {
          touch(rateKey);
        }}
      />
      <Button
        tone="secondary"
        aria-label={RATE_PATH_COPY.inRow(RATE_PATH_COPY.remove, position)}
        onClick={onRemove}
      >
        {RATE_PATH_COPY.remove}
      </Button>
    </fieldset>
  );
}
