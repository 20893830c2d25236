// Where the planner's current loan comes from (issue 34): the saved runs for the picker, the run a
// report's link names (`#na-podstawie={id}`), and `Po racie nr …`, which refills the fields from
// that run's schedule. A run that is not stored leaves the typed form with a note.
import { useEffect, useState } from 'react';
import type { PickableRun } from '../components/RefinanceForm/RunSource';
import { REFINANCE_COPY } from '../domain/copy/refinance';
import type { RefinanceFormValues } from '../domain/refinanceForm';
import { defaultInstalment, lastInstalmentOf, valuesFromRun } from '../domain/refinanceRun';
import { refinanceRunFromHash } from '../domain/refinanceRoutes';
import type { Simulation } from '../domain/types';
import { parseNumber } from '../domain/validation';
import { useDataSource } from '../hooks/DataSourceContext';
import type { AddressBar } from '../hooks/useFragmentLink';

const copy = REFINANCE_COPY.source;

type Change = (change: (current: RefinanceFormValues) => RefinanceFormValues) => void;

/** The picker's state and what it does to the form. */
export function useRunSource(address: AddressBar, decisionMonth: string, change: Change) {
  const data = useDataSource();
  const [runs, setRuns] = useState<Simulation[]>([]);
  const [source, setSource] = useState<'TYPED' | 'RUN'>('TYPED');
  const [runId, setRunId] = useState<string | null>(null);
  const [after, setAfter] = useState('');
  const [touched, setTouched] = useState(false);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    let live = true;
    const wanted = refinanceRunFromHash(address.read());
    void data.getAllSimulations().then(
      (saved) => {
        if (!live) return;
        setRuns(saved.simulations);
        if (wanted === null) return;
        const run = saved.simulations.find((one) => one.id === wanted);
        if (run === undefined) {
          setMissing(true);
          return;
        }
        pick(run);
      },
      () => {
        if (live && wanted !== null) setMissing(true);
      },
    );
    return () => {
      live = false;
    };
    // Read once, for the address the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, address]);

  function pick(run: Simulation, instalment = defaultInstalment(run, decisionMonth)) {
    setSource('RUN');
    setRunId(run.id);
    setAfter(String(instalment));
    change((current) => valuesFromRun(run, instalment, current));
  }

  const run = runs.find((one) => one.id === runId) ?? null;
  const last = run === null ? 0 : lastInstalmentOf(run);
  const afterValue = parseNumber('count', after);
  const afterOk =
    afterValue !== null && Number.isInteger(afterValue) && afterValue >= 1 && afterValue < last;
  const afterMessage =
    touched && run !== null && !afterOk ? copy.afterHint(Math.max(1, last - 1)) : null;
  let note: string | null = null;
  if (missing && source === 'TYPED') note = copy.missingRun;
  else if (source === 'RUN' && run !== null && afterOk) note = copy.fromRun(run.label, afterValue);

  const pickable: PickableRun[] = runs
    .filter((one) => lastInstalmentOf(one) > 1)
    .map((one) => ({ id: one.id, label: one.label, last: lastInstalmentOf(one) }));
  return {
    runs: pickable,
    source,
    runId,
    after,
    afterMessage,
    note,
    onSource: (next: 'TYPED' | 'RUN') => {
      const first = runs.find((one) => one.id === (runId ?? pickable[0]?.id));
      if (next === 'RUN' && first !== undefined) pick(first);
      else setSource(next);
    },
    onRun: (id: string) => {
      const chosen = runs.find((one) => one.id === id);
      if (chosen !== undefined) pick(chosen);
    },
    onAfter: (text: string) => {
      setAfter(text);
      const value = parseNumber('count', text);
      if (run !== null && value !== null && Number.isInteger(value) && value >= 1 && value < last) {
        change((current) => valuesFromRun(run, value, current));
      }
    },
    onAfterBlur: () => {
      setTouched(true);
    },
  };
}
