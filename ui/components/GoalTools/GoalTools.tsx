import type { Settings } from '../../domain';
import { GOALS_COPY } from '../../domain/copy/goals';
import type { Overpayment } from '../../domain/types';
import { Stack } from '../Stack/Stack';
import { GoalSeek, type GoalFields } from './GoalSeek';
import { InvestCompare, type InvestFields } from './InvestCompare';
import * as styles from './GoalTools.css';

export interface GoalToolsProps {
  /** The run's settings, or null while the form's main fields are not valid yet. */
  settings: Settings | null;
  /** `Wstaw do nadpłat`. */
  onInsert: (rows: Overpayment[]) => void;
  /** Shown after an insert into a form on this page. */
  insertedText?: string | undefined;
  /** Starting values, for stories. */
  initialGoal?: Partial<GoalFields>;
  initialInvest?: Partial<InvestFields>;
}

/**
 * `Nadpłaty z celem` (issue 36): the goal-seek and `Nadpłacać czy inwestować?`, on the run's own
 * settings. Loaded in its own chunk, only when a borrower opens it.
 */
export default function GoalTools({
  settings,
  onInsert,
  insertedText,
  initialGoal,
  initialInvest,
}: GoalToolsProps) {
  if (settings === null) return <p className={styles.muted}>{GOALS_COPY.needsLoan}</p>;
  return (
    <Stack space="md">
      <p className={styles.muted}>{GOALS_COPY.intro}</p>
      <GoalSeek
        settings={settings}
        onInsert={onInsert}
        insertedText={insertedText}
        {...(initialGoal === undefined ? {} : { initial: initialGoal })}
      />
      <InvestCompare
        settings={settings}
        {...(initialInvest === undefined ? {} : { initial: initialInvest })}
      />
    </Stack>
  );
}
