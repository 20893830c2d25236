import { useMemo } from 'react';
import type { MortgageType, Settings } from '../../domain';
import { GOALS_COPY } from '../../domain/copy/goals';
import { overpaymentRows } from '../../domain/scenarioRows';
import { checkScenario } from '../../domain/scenarioForm';
import type { SectionProps } from '../SimulationForm/sectionProps';
import GoalTools from './GoalTools';

export interface GoalToolsInFormProps extends Pick<SectionProps, 'values' | 'update' | 'base'> {
  mortgageType: MortgageType;
}

/** The run the form would start, without its overpayment rows; null while it is not valid. */
function formSettings({ values, base, mortgageType }: GoalToolsInFormProps): Settings | null {
  const { loanAmount, annualInterestRatePercent, loanTermYears } = base;
  if (loanAmount === undefined || annualInterestRatePercent === undefined) return null;
  if (loanTermYears === undefined) return null;
  // The tools drop the rows (the answer replaces them), so a half-typed row does not block them;
  // the fee is read with the rows, as the form reads it.
  const extras =
    checkScenario(values, base).extras ??
    checkScenario({ ...values, overpayments: [] }, base).extras;
  if (extras === null) return null;
  return {
    loanAmount,
    annualInterestRatePercent,
    loanTermYears,
    mortgageType,
    fixedInterestRate: true,
    ...extras,
  };
}

/** `Nadpłaty z celem` inside the form's `Nadpłaty`: `Wstaw do nadpłat` replaces the rows. */
export default function GoalToolsInForm(props: GoalToolsInFormProps) {
  const { values, base, mortgageType, update } = props;
  const settings = useMemo(
    () => formSettings({ values, base, mortgageType, update }),
    [values, base, mortgageType, update],
  );
  return (
    <GoalTools
      settings={settings}
      insertedText={GOALS_COPY.inserted}
      onInsert={(rows) => {
        update((current) => ({
          ...current,
          overpayments: overpaymentRows(rows),
        }));
      }}
    />
  );
}
