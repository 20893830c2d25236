import { lazy, Suspense, useId } from 'react';
import { mortgageTypeLabel, type MortgageType } from '../../domain';
import { ErrorBoundary } from '../ErrorScreen/ErrorBoundary';
import type { ScheduleRow } from '../ScheduleTable/scheduleRows';
import { CHART_SERIES } from './chartSeries';
import * as styles from './RepaymentChart.css';

// uPlot is a separate chunk: the summaries and the schedule paint first, the chart follows.
const RepaymentPlot = lazy(() => import('./RepaymentPlot'));

export interface RepaymentChartProps {
  /** The instalments to draw, already numbered (see `numberEntries`); none gives an empty chart with a note. */
  rows: readonly ScheduleRow[];
  /** Shown as the subtitle. */
  mortgageType: MortgageType;
}

/** The line chart of how each instalment splits into principal and interest over the term. */
export function RepaymentChart({ rows, mortgageType }: RepaymentChartProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <div>
        <h2 id={titleId} className={styles.title}>
          Zmiany struktury miesięcznej raty kredytu w czasie
        </h2>
        <p className={styles.subtitle}>Rodzaj rat: {mortgageTypeLabel(mortgageType)}</p>
      </div>
      <figure aria-labelledby={titleId} aria-describedby={descriptionId} className={styles.figure}>
        {/* The legend is plain HTML, so it is there before the chart's code arrives. */}
        <ul aria-label="Legenda wykresu" className={styles.legend}>
          {CHART_SERIES.map(({ label, color }) => (
            <li key={label} className={styles.legendItem}>
              <span aria-hidden="true" className={styles.swatch} style={{ background: color }} />
              {label}
            </li>
          ))}
        </ul>
        <div className={styles.plot}>
          {/* A chart that fails (its code did not load, say) must not take the schedule with it. */}
          <ErrorBoundary
            fallback={
              <p className={styles.empty}>
                Nie udało się narysować wykresu. Wszystkie kwoty zawiera harmonogram poniżej.
              </p>
            }
          >
            <Suspense fallback={null}>
              <RepaymentPlot rows={rows} />
            </Suspense>
          </ErrorBoundary>
          {rows.length === 0 && (
            <p className={styles.empty}>Harmonogram nie zawiera rat, więc wykres jest pusty.</p>
          )}
        </div>
        <figcaption id={descriptionId} className={styles.caption}>
          Wykres pokazuje dla każdego miesiąca całkowitą ratę oraz jej część kapitałową i odsetkową.
          Te same kwoty, rata po racie, zawiera tabela „Harmonogram spłaty hipoteki” poniżej.
        </figcaption>
      </figure>
    </section>
  );
}
