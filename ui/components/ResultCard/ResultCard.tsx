import { useId, useMemo } from 'react';
import {
  formatMoney,
  reportHref,
  type MortgageType,
  type Result,
  type Settings,
} from '../../domain';
import { RESULT_CARD_COPY, RESULT_COPY } from '../../domain/copy';
import { scenarioFigures } from '../../domain/highlights';
import * as styles from './ResultCard.css';

export interface ResultCardProps {
  id: string;
  label: string;
  result: Result;
  /** A decreasing loan shows its first instalment, labelled so. */
  mortgageType: MortgageType;
  /** An unsaved run has no report to open, so the link gives way to a note. */
  saved?: boolean;
  /** The run's settings: with scenario extras, the card adds their figures (savings, RRSO…). */
  settings?: Settings;
}

/** The figures of the run just made, with a link to its full report. */
export function ResultCard({
  id,
  label,
  result,
  mortgageType,
  saved = true,
  settings,
}: ResultCardProps) {
  const titleId = useId();
  const instalmentLabel = RESULT_COPY.instalmentLabel(mortgageType);
  const extra = useMemo(
    () => (settings === undefined ? [] : scenarioFigures(settings, result, 'card')),
    [settings, result],
  );
  return (
    <section aria-labelledby={titleId} className={styles.card}>
      <h2 id={titleId} className={styles.title}>
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
        {extra.map((figure) => (
          <div key={figure.key} className={styles.figure}>
            <dt>{figure.label}</dt>
            <dd className={styles.value}>{figure.value}</dd>
            {figure.notes.map((note) => (
              <dd key={note} className={styles.note}>
                {note}
              </dd>
            ))}
          </div>
        ))}
      </dl>
      {saved ? (
        <a href={reportHref(id)} className={styles.link}>
          {RESULT_CARD_COPY.fullReport}
        </a>
      ) : (
        <p className={styles.note}>{RESULT_CARD_COPY.unsavedNote}</p>
      )}
    </section>
  );
}
