import { useMemo } from 'react';
import { CapacityForm } from '../components/CapacityForm/CapacityForm';
import { CapacityIncome } from '../components/CapacityIncome/CapacityIncome';
import {
  CapacityResult,
  type CapacityResultState,
} from '../components/CapacityResult/CapacityResult';
import { CapacityShare } from '../components/CapacityResult/CapacityShare';
import { ErrorBoundary } from '../components/ErrorScreen/ErrorBoundary';
import { assessCapacity, incomeNeeded, simulationSettings } from '../domain/capacity';
import { valuesFromInput, type CapacityFormValues } from '../domain/capacityForm';
import { CAPACITY_COPY } from '../domain/copy/capacity';
import * as styles from './CapacityCalculator.css';
import { useCapacityForm, useIncomeAmount } from './CapacityCalculatorForm';
import { BROWSER_ADDRESS, type AddressBar } from '../hooks/useFragmentLink';
import { useCapacityLink, useSimulateHref } from './CapacityCalculatorLink';

export interface CapacityCalculatorProps {
  /** The form as it opens; empty by default. Stories set it. */
  initialValues?: CapacityFormValues;
  /** The address bar the inputs are read from and kept in; the browser's by default. */
  address?: AddressBar;
}

function Calculator({ initialValues, address = BROWSER_ADDRESS }: CapacityCalculatorProps) {
  const form = useCapacityForm(initialValues);
  const { input } = form.check;
  const link = useCapacityLink(address, input, (shared) => {
    form.replace(valuesFromInput(shared));
  });
  const result = useMemo(() => (input === null ? null : assessCapacity(input)), [input]);
  const settings = useMemo(
    () => (input === null || result === null ? null : simulationSettings(input, result)),
    [input, result],
  );
  const simulate = useSimulateHref(settings);
  const amount = useIncomeAmount();
  const needed = useMemo(
    () =>
      input === null || amount.amount === null
        ? null
        : { amount: amount.amount, needed: incomeNeeded(input, amount.amount) },
    [input, amount.amount],
  );
  const state: CapacityResultState =
    input === null || result === null
      ? { kind: form.blank ? 'empty' : 'invalid' }
      : {
          kind: 'ready',
          result,
          annualRatePercent: input.annualRatePercent,
          bgkContributionMaxPercent: input.assumptions.bgkContributionMaxPercent,
          simulate,
        };
  return (
    <div className={styles.layout}>
      {link.bad && (
        <p role="alert" className={styles.notice}>
          {CAPACITY_COPY.share.badLink}
        </p>
      )}
      <CapacityForm
        values={form.values}
        messages={form.shown}
        assumptions={form.assumptions}
        onChange={form.change}
        onBlur={form.blur}
      />
      <CapacityResult
        state={state}
        share={
          <CapacityShare
            status={link.status}
            onShare={() => {
              void link.share();
            }}
          />
        }
      />
      <CapacityIncome
        value={amount.text}
        message={amount.message}
        onChange={amount.change}
        onBlur={amount.blur}
        answer={needed}
        ageLimit={form.assumptions.ageLimit}
      />
    </div>
  );
}

/** The capacity page's island: the form, the result with every limit, and the reverse solve. */
export function CapacityCalculator(props: CapacityCalculatorProps) {
  return (
    <ErrorBoundary>
      <Calculator {...props} />
    </ErrorBoundary>
  );
}
