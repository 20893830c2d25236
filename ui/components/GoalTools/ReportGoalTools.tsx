import { Suspense, useId, useState } from 'react';
import type { Settings } from '../../domain';
import { REPORT_GOALS_COPY } from '../../domain/copy/report';
import type { Overpayment } from '../../domain/types';
import { lazyComponent } from '../../runtime/lazy';
import { Disclosure } from '../Disclosure/Disclosure';
import { Heading } from '../Heading/Heading';
import { LoadingState } from '../LoadingState/LoadingState';
import { Stack } from '../Stack/Stack';
import * as styles from './ReportGoalTools.css';

// The tools and their engine calls are their own chunk, loaded when the toggle opens them.
const { Component: GoalTools } = lazyComponent(() =>
  import('./GoalTools').then((module) => module.default),
);

export interface ReportGoalToolsProps {
  settings: Settings;
  /** `Wstaw do nadpłat`: start a new run from these settings with the answer's rows. */
  onInsert: (settings: Settings) => void;
}

/** The report's `Nadpłaty z celem` (issue 36), closed until the borrower opens it. */
export function ReportGoalTools({ settings, onInsert }: ReportGoalToolsProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <Stack as="section" space="sm" aria-labelledby={`${id}-title`} className={styles.section}>
      <Heading level={2} id={`${id}-title`}>
        {REPORT_GOALS_COPY.title}
      </Heading>
      <p className={styles.note}>{REPORT_GOALS_COPY.note}</p>
      <Disclosure
        id={`${id}-panel`}
        label={REPORT_GOALS_COPY.toggle}
        open={open}
        onToggle={() => {
          setOpen((current) => !current);
        }}
      >
        <Suspense fallback={<LoadingState />}>
          <GoalTools
            settings={settings}
            onInsert={(rows: Overpayment[]) => {
              onInsert({ ...settings, overpayments: rows });
            }}
          />
        </Suspense>
      </Disclosure>
    </Stack>
  );
}
