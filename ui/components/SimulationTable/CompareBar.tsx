import { useId } from 'react';
import { COMPARE_MAX, COMPARE_MIN } from '../../domain/compareRoute';
import { TABLE_COPY } from '../../domain/copy/results';
import { Button } from '../Button/Button';
import type { CompareSelection } from './types';
import * as styles from './SimulationTable.css';

/** The `Porównaj wybrane ({n})` button and what it needs: two to four ticked runs. */
export function CompareBar({ selected, onCompare }: CompareSelection) {
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
