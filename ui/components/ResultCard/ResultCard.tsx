import { useEffect, useId, useState } from 'react';
import {
  formatMoney,
  hasCosts,
  hasOverpayments,
  reportHref,
  type MortgageType,
  type Result,
  type Settings,
} from '../../domain';
import type { Figure } from '../../domain/highlights';
import { RESULT_CARD_COPY, RESULT_COPY, RUN_FIGURES_COPY } from '../../domain/copy/runFigures';
import { hasRateChanges } from '../../domain/scenarioKinds';
import { Heading } from '../Heading/Heading';
import * as styles from './ResultCard.css';
import { lazyModule } from '../../runtime/lazy';

// The scenario figures' code loads only for a run that has some, keeping the home page light.
const highlightsCode = lazyModule(() => import('../../domain/highlights'));

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
  const variable = settings !== undefined && hasRateChanges(settings);
  const instalmentLabel =
    variable && mortgageType === 'ANNUITY'
      ? RUN_FIGURES_COPY.firstInstalment
      : RESULT_COPY.instalmentLabel(mortgageType);
  // The figures belong to the result they were made for; a newer run shows none until its own.
  const [loaded, setLoaded] = useState<{ result: Result; figures: readonly Figure[] } | null>(null);
  const figures = loaded?.result === result ? loaded.figures : [];
  // `Całkowita kwota do zapłaty` goes beside `Całkowita kwota do spłaty` (issue 32).
  const toPay = figures.filter((figure) => figure.key === 'totalAmountToPay');
  const extra = figures.filter((figure) => figure.key !== 'totalAmountToPay');
  useEffect(() => {
    if (
      settings === undefined ||
      (!hasOverpayments(settings) && !hasCosts(settings) && !hasRateChanges(settings))
    ) {
      return;
    }
    // The scenario figures' code loads only for a run that has some, keeping the home page light.
    let current = true;
    void highlightsCode.load().then(({ scenarioFigures }) => {
      if (current) setLoaded({ result, figures: scenarioFigures(settings, result, 'card') });
    });
    return () => {
      current = false;
    };
  }, [settings, result]);
  return (
    <section aria-labelledby={titleId} className={styles.card}>
      <Heading level={2} id={titleId}>
        {RESULT_CARD_COPY.title}
      </Heading>
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
        {[...toPay, ...extra].map((figure) => (
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
