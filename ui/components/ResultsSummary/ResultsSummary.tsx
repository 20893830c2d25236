import { useId, useMemo } from 'react';
import { formatMoney, type MortgageType, type Result, type Settings } from '../../domain';
import { RESULTS_SUMMARY_COPY } from '../../domain/copy/report';
import { afterEndNote, scenarioFigures } from '../../domain/highlights';
import { RESULT_COPY, RUN_FIGURES_COPY } from '../../domain/copy/runFigures';
import { hasRateChanges } from '../../domain/scenarioKinds';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import * as styles from './ResultsSummary.css';

export interface ResultsSummaryProps {
  /** Optional on the report (spec point 3): a run saved without one shows a note instead. */
  result: Result | undefined;
  /** A decreasing loan shows its first instalment, labelled so. */
  mortgageType: MortgageType;
  /** The run's settings: with scenario extras, their figures follow the spec's three. */
  settings?: Settings;
}

/** The report's results summary: the (first) instalment, total interest and total repayment. */
export function ResultsSummary({ result, mortgageType, settings }: ResultsSummaryProps) {
  const headingId = useId();
  const extra = useMemo(() => {
    if (settings === undefined || result === undefined) return { figures: [], note: null };
    const figures = scenarioFigures(settings, result, 'report');
    // `Całkowita kwota do zapłaty` goes beside `Całkowita kwota do spłaty` (issue 32).
    return {
      figures: [
        ...figures.filter((figure) => figure.key === 'totalAmountToPay'),
        ...figures.filter((figure) => figure.key !== 'totalAmountToPay'),
      ],
      note: afterEndNote(settings, result),
    };
  }, [settings, result]);
  const variable = settings !== undefined && hasRateChanges(settings);
  const instalmentLabel =
    variable && mortgageType === 'ANNUITY'
      ? RUN_FIGURES_COPY.firstInstalment
      : RESULT_COPY.instalmentLabel(mortgageType);
  return (
    <Stack as="section" space="md" aria-labelledby={headingId} className={styles.card}>
      <Heading level={2} id={headingId}>
        {RESULTS_SUMMARY_COPY.title}
      </Heading>
      {/* The figures and the note below them, with no space between. */}
      <div>
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
            {extra.figures.map((figure) => (
              <div key={figure.key} className={styles.item}>
                <dt className={styles.term}>{figure.label}</dt>
                <dd className={styles.value}>{figure.value}</dd>
                {figure.notes.map((note) => (
                  <dd key={note} className={styles.note}>
                    {note}
                  </dd>
                ))}
              </div>
            ))}
          </dl>
        )}
        {extra.note !== null && <p className={styles.note}>{extra.note}</p>}
      </div>
    </Stack>
  );
}
