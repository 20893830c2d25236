import { cpiText, referenceRateText } from '../../domain';
import { BANNER_COPY } from '../../domain/copy/header';
import * as styles from './RatesBar.css';

interface ReferenceRate {
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
   * null (its feed failed) or undefined (not answered yet) hides the item: missing data is never
   * shown as NaN or an empty label. While the CPI shows without it, its place is kept, empty.
   */
  referenceRate: ReferenceRate | null | undefined;
  cpi: CpiReading | null | undefined;
}

/**
 * The place kept for the reference rate is as wide as its text: the stylesheet draws this text,
 * hidden, from an attribute, so it is no text of the page's and states no rate to anyone.
 */
const RATE_PLACE = BANNER_COPY.referenceRate('0,00');

/** The header's market figures: the NBP reference rate and CPI y/y with its month. */
export function RatesBar({ referenceRate, cpi }: RatesBarProps) {
  const rate = referenceRateText(referenceRate?.value);
  const inflation = cpiText(cpi?.value, cpi?.month, cpi?.year);
  if (rate === null && inflation === null) return null;
  // The CPI is listed second, after the rate's place, which is kept whenever the CPI shows without
  // the rate: shown first, the CPI would move along (or down a line on a phone) when the rate
  // arrived in front of it, and back when the rate's feed failed; either is a layout shift.
  const keepRatePlace = rate === null && inflation !== null;
  return (
    <ul aria-label={BANNER_COPY.listLabel} className={styles.list}>
      {rate !== null && <li className={styles.item}>{rate}</li>}
      {keepRatePlace && (
        <li className={styles.ratePlace} aria-hidden="true" data-place={RATE_PLACE} />
      )}
      {inflation !== null && <li className={styles.item}>{inflation}</li>}
    </ul>
  );
}
