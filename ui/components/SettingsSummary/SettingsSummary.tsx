import { useId } from 'react';
import {
  formatMoney,
  formatPercent,
  mortgageTypeLabel,
  type Settings,
  yearWord,
} from '../../domain';
import * as styles from './SettingsSummary.css';

export interface SettingsSummaryProps {
  settings: Settings;
}

/** The report's "Dokonane ustawienia symulacji": amount, RRSO, term and instalment type. */
export function SettingsSummary({ settings }: SettingsSummaryProps) {
  const headingId = useId();
  const { loanAmount, annualInterestRatePercent, loanTermYears, mortgageType } = settings;
  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <h2 id={headingId} className={styles.title}>
        Dokonane ustawienia symulacji
      </h2>
      <dl className={styles.list}>
        <div className={styles.item}>
          <dt className={styles.term}>Kwota kredytu</dt>
          <dd className={styles.value}>{formatMoney(loanAmount)}</dd>
        </div>
        <div className={styles.item}>
          <dt className={styles.term}>Oprocentowanie</dt>
          <dd className={styles.value}>
            RRSO {formatPercent(annualInterestRatePercent)} przez cały okres kredytowania
          </dd>
        </div>
        <div className={styles.item}>
          <dt className={styles.term}>Okres kredytowania</dt>
          <dd className={styles.value}>
            {loanTermYears} {yearWord(loanTermYears)}
          </dd>
        </div>
        <div className={styles.item}>
          <dt className={styles.term}>Rodzaj rat</dt>
          <dd className={styles.value}>{mortgageTypeLabel(mortgageType)}</dd>
        </div>
      </dl>
    </section>
  );
}
