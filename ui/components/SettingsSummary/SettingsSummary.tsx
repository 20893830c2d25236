import { useId } from 'react';
import { formatMoney, formatPercent, mortgageTypeLabel, type Settings } from '../../domain';
import { SETTINGS_SUMMARY_COPY, yearsText } from '../../domain/copy';
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
        {SETTINGS_SUMMARY_COPY.title}
      </h2>
      <dl className={styles.list}>
        <div className={styles.item}>
          <dt className={styles.term}>{SETTINGS_SUMMARY_COPY.amount}</dt>
          <dd className={styles.value}>{formatMoney(loanAmount)}</dd>
        </div>
        <div className={styles.item}>
          <dt className={styles.term}>{SETTINGS_SUMMARY_COPY.rate}</dt>
          <dd className={styles.value}>
            {SETTINGS_SUMMARY_COPY.rateForWholeTerm(formatPercent(annualInterestRatePercent))}
          </dd>
        </div>
        <div className={styles.item}>
          <dt className={styles.term}>{SETTINGS_SUMMARY_COPY.term}</dt>
          <dd className={styles.value}>{yearsText(loanTermYears)}</dd>
        </div>
        <div className={styles.item}>
          <dt className={styles.term}>{SETTINGS_SUMMARY_COPY.type}</dt>
          <dd className={styles.value}>{mortgageTypeLabel(mortgageType)}</dd>
        </div>
      </dl>
    </section>
  );
}
