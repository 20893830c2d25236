import { useId } from 'react';
import { formatMoney, type MortgageType, type Result } from '../../domain';
import { RESULT_COPY, RESULTS_SUMMARY_COPY } from '../../domain/copy';
import * as styles from './ResultsSummary.css';

export interface ResultsSummaryProps {
  /** Optional on the report (spec point 3): a run saved without one shows a note instead. */
  result: Result | undefined;
  /** A decreasing loan shows its first instalment, labelled so. */
  mortgageType: MortgageType;
}

/** The report's results summary: the (first) instalment, total interest and total repayment. */
export function ResultsSummary({ result, mortgageType }: ResultsSummaryProps) {
  const headingId = useId();
  const instalmentLabel = RESULT_COPY.instalmentLabel(mortgageType);
  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <h2 id={headingId} className={styles.title}>
        {RESULTS_SUMMARY_COPY.title}
      </h2>
      {result === undefined ? (
        <p className={styles.note}>{RESULTS_SUMMARY_COPY.noResult}</p>
      ) : (
        <dl className={styles.list}>
          <div className={styles.item}>
            <dt className={styles.term}>{instalmentLabel}</dt>
            <dd className={styles.primary}>{formatMoney(result.totalMonthlyRate)}</dd>
          </div>
          <div className={styles.item}>
            <dt className={styles.term}>{RESULT_COPY.totalInterest}</dt>
            <dd className={styles.value}>
              {formatMoney(result.repaymentPlan.totalInterestPayment)}
            </dd>
          </div>
          <div className={styles.item}>
            <dt className={styles.term}>{RESULT_COPY.totalRepayment}</dt>
            <dd className={styles.value}>{formatMoney(result.repaymentPlan.totalRepayment)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
