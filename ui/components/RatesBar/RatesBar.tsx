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
  /** null or undefined hides the item: missing data is never shown as NaN or an empty label. */
  referenceRate: ReferenceRate | null | undefined;
  cpi: CpiReading | null | undefined;
}

/** The header's market figures: the NBP reference rate and CPI y/y with its month. */
export function RatesBar({ referenceRate, cpi }: RatesBarProps) {
  const items = [
    referenceRateText(referenceRate?.value),
    cpiText(cpi?.value, cpi?.month, cpi?.year),
  ].filter((text): text is string => text !== null);
  if (items.length === 0) return null;
  return (
    <ul aria-label={BANNER_COPY.listLabel} className={styles.list}>
      {items.map((text) => (
        <li key={text} className={styles.item}>
          {text}
        </li>
      ))}
    </ul>
  );
}
