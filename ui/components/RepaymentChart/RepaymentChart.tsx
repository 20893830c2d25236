import { Suspense, useId } from 'react';
import { mortgageTypeLabel, type MortgageType } from '../../domain';
import { CHART_COPY } from '../../domain/copy/report';
import { ErrorBoundary } from '../ErrorScreen/ErrorBoundary';
import { lazyComponent } from '../../runtime/lazy';
import type { ScheduleRow } from '../../domain/schedule';
import { CHART_SERIES, RATE_SERIES } from './chartSeries';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import * as styles from './RepaymentChart.css';

// uPlot is a separate chunk: the summaries and the schedule paint first, the chart follows.
const { Component: RepaymentPlot } = lazyComponent(() =>
  import('./RepaymentPlot').then((module) => module.default),
);

export interface RepaymentChartProps {
  /** The instalments to draw, already numbered (see `numberEntries`); none gives an empty chart with a note. */
  rows: readonly ScheduleRow[];
  /** Shown as the subtitle. */
  mortgageType: MortgageType;
  /** Adds the rate in force as a stepped line, for a run whose rate changes (issue 12). */
  showRate?: boolean;
}

/** The line chart of how each instalment splits into principal and interest over the term. */
export function RepaymentChart({ rows, mortgageType, showRate = false }: RepaymentChartProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Stack as="section" space="sm" aria-labelledby={titleId} className={styles.section}>
      <div>
        <Heading level={2} id={titleId}>
          {CHART_COPY.title}
        </Heading>
        <p className={styles.subtitle}>{CHART_COPY.subtitle(mortgageTypeLabel(mortgageType))}</p>
      </div>
      <figure aria-labelledby={titleId} aria-describedby={descriptionId} className={styles.figure}>
        {/* The legend is plain HTML, so it is there before the chart's code arrives. */}
        <ul aria-label={CHART_COPY.legendLabel} className={styles.legend}>
          {[...CHART_SERIES, ...(showRate ? [RATE_SERIES] : [])].map(({ label, color }) => (
            <li key={label} className={styles.legendItem}>
              <span aria-hidden="true" className={styles.swatch} style={{ background: color }} />
              {label}
            </li>
          ))}
        </ul>
        <div className={styles.plot}>
          {/* A chart that fails (its code did not load, say) must not take the schedule with it. */}
          <ErrorBoundary fallback={<p className={styles.empty}>{CHART_COPY.failed}</p>}>
            <Suspense fallback={null}>
              <RepaymentPlot rows={rows} showRate={showRate} />
            </Suspense>
          </ErrorBoundary>
          {rows.length === 0 && <p className={styles.empty}>{CHART_COPY.empty}</p>}
        </div>
        <figcaption id={descriptionId} className={styles.caption}>
          {showRate ? `${CHART_COPY.caption} ${CHART_COPY.rateCaption}` : CHART_COPY.caption}
        </figcaption>
      </figure>
    </Stack>
  );
}
