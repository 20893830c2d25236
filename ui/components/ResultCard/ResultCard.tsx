import { formatMoney, type MortgageType, type Result } from '../../domain';
import { RESULT_CARD_COPY, RESULT_COPY } from '../../domain/copy';
import * as styles from './ResultCard.css';

export interface ResultCardProps {
  id: string;
  label: string;
  result: Result;
  /** A decreasing loan shows its first instalment, labelled so. */
  mortgageType: MortgageType;
  /** An unsaved run has no report to open, so the link gives way to a note. */
  saved?: boolean;
}

/** The figures of the run just made, with a link to its full report. */
export function ResultCard({ id, label, result, mortgageType, saved = true }: ResultCardProps) {
  const instalmentLabel = RESULT_COPY.instalmentLabel(mortgageType);
  return (
    <section aria-labelledby="wyniki-symulacji" className={styles.card}>
      <h2 id="wyniki-symulacji" className={styles.title}>
        {RESULT_CARD_COPY.title}
      </h2>
      <p className={styles.label}>{label}</p>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{instalmentLabel}</dt>
          <dd className={styles.primary}>{formatMoney(result.totalMonthlyRate)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{RESULT_COPY.totalInterest}</dt>
          <dd className={styles.value}>{formatMoney(result.repaymentPlan.totalInterestPayment)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{RESULT_COPY.totalRepayment}</dt>
          <dd className={styles.value}>{formatMoney(result.repaymentPlan.totalRepayment)}</dd>
        </div>
      </dl>
      {saved ? (
        <a href={`/symulacja/${encodeURIComponent(id)}`} className={styles.link}>
          {RESULT_CARD_COPY.fullReport}
        </a>
      ) : (
        <p className={styles.note}>{RESULT_CARD_COPY.unsavedNote}</p>
      )}
    </section>
  );
}
