import { cpiText, referenceRateText } from '../../domain';
import { BANNER_COPY } from '../../domain/copy/header';
import * as styles from './RatesBar.css';

export interface ReferenceRate {
  value: number;
  effectiveFrom?: string;
}

export interface CpiReading {
  value: number;
  month: string;
  year: number;
}

export interface RatesBarProps {
  /**
   * null hides the item: missing data is never shown as NaN or an empty label. undefined means
   * its feed has not answered yet: while the other item shows, its place is kept (empty), so the
   * other never moves when it arrives.
   */
  referenceRate: ReferenceRate | null | undefined;
  cpi: CpiReading | null | undefined;
}

/** The reference rate's text at its usual width, for the place kept while it loads. */
const PENDING_REFERENCE_RATE = referenceRateText(0);

/** The header's market figures: the NBP reference rate and CPI y/y with its month. */
export function RatesBar({ referenceRate, cpi }: RatesBarProps) {
  const rate = referenceRateText(referenceRate?.value);
  const inflation = cpiText(cpi?.value, cpi?.month, cpi?.year);
  if (rate === null && inflation === null) return null;
  // The CPI is listed second: shown before the rate's feed has answered, it would move along (or
  // down a line on a phone) when the rate arrived in front of it, a layout shift.
  const keepRatePlace = referenceRate === undefined && inflation !== null;
  return (
    <ul aria-label={BANNER_COPY.listLabel} className={styles.list}>
      {rate !== null && <li className={styles.item}>{rate}</li>}
      {keepRatePlace && (
        <li className={styles.pending} aria-hidden="true">
          {PENDING_REFERENCE_RATE}
        </li>
      )}
      {inflation !== null && <li className={styles.item}>{inflation}</li>}
    </ul>
  );
}
