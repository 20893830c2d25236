import { useId, useMemo } from 'react';
import { reportHref } from '../../domain';
import { availableRuns, type ComparedRun } from '../../domain/comparison';
import { COMPARE_COPY } from '../../domain/copy/compare';
import { REPORT_COPY } from '../../domain/copy/report';
import { ComparisonCharts } from '../ComparisonCharts/ComparisonCharts';
import { ComparisonFigures } from '../ComparisonFigures/ComparisonFigures';
import { LineSwatch } from '../LineChart/LineChart';
import { seriesStyle } from '../LineChart/lineSeries';
import { card } from '../../theme/patterns.css';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import * as styles from './ComparisonReport.css';

export interface ComparisonReportProps {
  /** Every run the address names, in its order; those not available are named, not compared. */
  runs: readonly ComparedRun[];
}

/** One compared run in the list: its line style and its label, linking to its report. */
function RunItem({ run }: { run: ComparedRun }) {
  if (run.status !== 'available') {
    return (
      <li className={styles.unavailable}>
        <span aria-hidden="true" className={styles.noSwatch} />
        <span className={styles.name}>
          {run.status === 'deleted'
            ? COMPARE_COPY.deletedRun(run.position)
            : COMPARE_COPY.damagedRun(run.position)}
        </span>
        <span className={styles.note}>{COMPARE_COPY.unavailableNote}</span>
      </li>
    );
  }
  const { color, dash } = seriesStyle(run.position - 1);
  return (
    <li className={styles.item}>
      <LineSwatch color={color} dash={dash} />
      <span className={styles.name}>{COMPARE_COPY.runName(run.position)}:</span>
      {/* Saved data is untrusted: the name and label are rendered as text, never as markup. */}
      {run.simulation.name !== undefined && (
        <span className={styles.runName}>{run.simulation.name}</span>
      )}
      <a href={reportHref(run.id)}>{run.simulation.label}</a>
      {run.simulation.resultsRecomputed === true && (
        <span className={styles.note}>{REPORT_COPY.recomputed}</span>
      )}
    </li>
  );
}

/** The compare page's body: the runs, their key figures and differences, and three charts. */
export function ComparisonReport({ runs }: ComparisonReportProps) {
  const titleId = useId();
  const compared = useMemo(() => availableRuns(runs), [runs]);
  return (
    <Stack space="lg">
      <Stack as="section" space="sm" aria-labelledby={titleId} className={card}>
        <Heading level={2} id={titleId}>
          {COMPARE_COPY.runsTitle}
        </Heading>
        <ul className={styles.list}>
          {runs.map((run) => (
            <RunItem key={run.id} run={run} />
          ))}
        </ul>
      </Stack>
      <ComparisonFigures runs={compared} />
      <ComparisonCharts runs={compared} />
    </Stack>
  );
}
