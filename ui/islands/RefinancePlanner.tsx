import { useMemo, useState } from 'react';
import { ErrorBoundary } from '../components/ErrorScreen/ErrorBoundary';
import { RefinanceChart } from '../components/RefinanceChart/RefinanceChart';
import { RefinanceForm } from '../components/RefinanceForm/RefinanceForm';
import { RunSource } from '../components/RefinanceForm/RunSource';
import { RefinanceActions, type SaveStatus } from '../components/RefinanceResult/RefinanceActions';
import {
  RefinanceResult,
  type RefinanceResultState,
} from '../components/RefinanceResult/RefinanceResult';
import { optionNames } from '../components/RefinanceResult/optionNames';
import { REFINANCE_COPY } from '../domain/copy/refinance';
import { REFINANCE_OFFERS_MAX } from '../domain/limits';
import { compareRefinance, stressRefinance } from '../domain/refinance';
import {
  checkRefinanceForm,
  emptyRefinanceValues,
  valuesFromInput,
  type RefinanceField,
  type RefinanceFormValues,
} from '../domain/refinanceForm';
import { runSettingsOf } from '../domain/refinanceSave';
import { reportHref } from '../domain/routes';
import { createSimulation } from '../domain/simulation';
import { warsawDate } from '../data/feeds/warsawDate';
import { useDataSource } from '../hooks/DataSourceContext';
import { BROWSER_ADDRESS, type AddressBar } from '../hooks/useFragmentLink';
import * as styles from './RefinancePlanner.css';
import { useRefinanceLink } from './RefinancePlannerLink';
import { useRunSource } from './RefinancePlannerSource';

export interface RefinancePlannerProps {
  /** The form as it opens; empty by default. Stories set it. */
  initialValues?: RefinanceFormValues;
  /** The decision month, YYYY-MM; this month in Warsaw by default. Stories fix it. */
  decisionMonth?: string;
  /** The address bar the inputs are read from and kept in; the browser's by default. */
  address?: AddressBar;
}

function Planner({
  initialValues,
  decisionMonth: givenMonth,
  address = BROWSER_ADDRESS,
}: RefinancePlannerProps) {
  const data = useDataSource();
  // Read once: the decision month is the month the page was opened in.
  const [decisionMonth] = useState(() => givenMonth ?? warsawDate(Date.now()).key.slice(0, 7));
  const [values, setValues] = useState(() => initialValues ?? emptyRefinanceValues());
  const [touched, setTouched] = useState<ReadonlySet<RefinanceField> | 'all'>(() =>
    initialValues === undefined ? new Set() : 'all',
  );
  const source = useRunSource(address, decisionMonth, (change) => {
    setValues(change);
    setTouched('all');
  });
  const check = useMemo(() => checkRefinanceForm(values, decisionMonth), [values, decisionMonth]);
  const { input } = check;
  const link = useRefinanceLink(address, input, (shared) => {
    setValues(valuesFromInput(shared));
    setTouched('all');
  });
  const computed = useMemo(
    () =>
      input === null
        ? null
        : {
            comparison: compareRefinance(input, decisionMonth),
            stress: stressRefinance(input, decisionMonth),
          },
    [input, decisionMonth],
  );
  const [chosen, setChosen] = useState(1);
  const [save, setSave] = useState<SaveStatus>({ kind: 'idle' });

  let messages: Partial<Record<RefinanceField, string>> = check.messages;
  if (touched !== 'all') {
    messages = {};
    for (const field of touched) {
      const message = check.messages[field];
      if (message !== undefined) messages[field] = message;
    }
  }
  const blank = values.balance.trim() === '' && values.monthsLeft.trim() === '';
  let state: RefinanceResultState = { kind: blank ? 'empty' : 'invalid' };
  let actions = null;
  let chart = null;
  if (computed !== null && input !== null) {
    const { comparison } = computed;
    const names = optionNames(comparison);
    const position = Math.min(chosen, comparison.options.length - 1);
    const option = comparison.options[position];
    const saveable = option === undefined ? null : runSettingsOf(option);
    state = { kind: 'ready', ...computed, horizonYears: input.horizonYears };
    chart = <RefinanceChart comparison={comparison} names={names} />;
    actions = (
      <RefinanceActions
        names={names}
        chosen={position}
        onChoose={(next) => {
          setChosen(next);
          setSave({ kind: 'idle' });
        }}
        refusal={saveable === null || saveable.ok ? null : saveable.reason}
        insuranceLeftOut={saveable?.ok === true && saveable.insuranceLeftOut}
        onSave={() => {
          if (saveable === null || !saveable.ok) return;
          // The settings passed the record's and the engine's rules (runSettingsOf); should the
          // run still not compute, the borrower reads that it was not saved, not nothing at all.
          let simulation;
          try {
            simulation = createSimulation(saveable.settings, {
              id: data.newSimulationId(),
              timestamp: Date.now(),
            });
          } catch {
            setSave({ kind: 'failed' });
            return;
          }
          data.addSimulation(simulation).then(
            () => {
              setSave({ kind: 'saved', href: reportHref(simulation.id) });
            },
            () => {
              setSave({ kind: 'failed' });
            },
          );
        }}
        save={save}
        onShare={() => {
          void link.share();
        }}
        share={link.status}
      />
    );
  }

  return (
    <div className={styles.layout}>
      {link.bad && (
        <p role="alert" className={styles.notice}>
          {REFINANCE_COPY.share.badLink}
        </p>
      )}
      <RefinanceForm
        values={values}
        messages={messages}
        onChange={setValues}
        onBlur={(field) => {
          setTouched((current) => (current === 'all' ? current : new Set(current).add(field)));
        }}
        source={<RunSource {...source} />}
        onAddOffer={
          values.offers.length < REFINANCE_OFFERS_MAX
            ? () => {
                setValues((current) => {
                  const last = current.offers.at(-1);
                  return last === undefined
                    ? current
                    : { ...current, offers: [...current.offers, { ...last }] };
                });
              }
            : undefined
        }
      />
      <RefinanceResult state={state} chart={chart} actions={actions} />
    </div>
  );
}

/** The refinancing planner's island: the current loan, the options, and their comparison. */
export function RefinancePlanner(props: RefinancePlannerProps) {
  return (
    <ErrorBoundary>
      <Planner {...props} />
    </ErrorBoundary>
  );
}
