import { useEffect, useRef, useState } from 'react';
import { BankCheckInput } from '../components/BankCheckInput/BankCheckInput';
import { BankCheckMapping } from '../components/BankCheckMapping/BankCheckMapping';
import { BankCheckReading } from '../components/BankCheckReading/BankCheckReading';
import { BankCheckResult } from '../components/BankCheckResult/BankCheckResult';
import { BankCheckSave, type BankSaveStatus } from '../components/BankCheckSave/BankCheckSave';
import { BankCheckTerms } from '../components/BankCheckTerms/BankCheckTerms';
import { ErrorBoundary } from '../components/ErrorScreen/ErrorBoundary';
import { readTextFile } from '../data/files';
import { bankCheckRefusal, checkBankSchedule, inferLoan } from '../domain/bankCheck';
import {
  checkBankTerms,
  runSettingsOfCheck,
  valuesFromInferred,
  type BankCheckField,
  type BankCheckValues,
} from '../domain/bankCheckForm';
import type {
  BankCheckResult as CheckResult,
  BankCheckTerms as Terms,
  InferredLoan,
} from '../domain/bankCheckTypes';
import {
  readBankSchedule,
  type BankScheduleLayout,
  type BankScheduleResult,
  type ColumnMap,
} from '../domain/bankSchedule';
import { BANK_CHECK_COPY } from '../domain/copy/bankCheck';
import { BANK_CHECK_RESULT_COPY } from '../domain/copy/bankCheckResult';
import { BANK_SCHEDULE_CHARS_MAX } from '../domain/limits';
import { reportHref } from '../domain/routes';
import { createSimulation } from '../domain/simulation';
import { useDataSource } from '../hooks/DataSourceContext';
import * as styles from './BankCheck.css';

export interface BankCheckProps {
  /** The text the box opens with, read at once; empty by default. Stories set it. */
  initialText?: string;
}

/** What a reading leads to: the form of the inferred loan, or why the rows cannot be checked. */
type Next =
  | { values: BankCheckValues; rates: InferredLoan['annualInterestRatePercent']; refusal: null }
  | { values: null; rates: null; refusal: string | null };

function nextOf(reading: BankScheduleResult | null): Next {
  if (reading?.status !== 'read') return { values: null, rates: null, refusal: null };
  const inferred = inferLoan(reading.rows);
  if (inferred !== null) {
    return {
      values: valuesFromInferred(inferred),
      rates: inferred.annualInterestRatePercent,
      refusal: null,
    };
  }
  const reason = bankCheckRefusal(reading.rows) ?? 'no-loan';
  return { values: null, rates: null, refusal: BANK_CHECK_RESULT_COPY.refusals[reason] };
}

/** Refusals of a text too big to be a schedule: it is dropped, never kept in the box. */
const TOO_BIG: ReadonlySet<string> = new Set(['too-long', 'too-many-lines', 'line-too-long']);

/** True when `reading` refused a text for its size alone. */
function tooBig(reading: BankScheduleResult): boolean {
  return reading.status === 'refused' && TOO_BIG.has(reading.reason);
}

interface Checked {
  terms: Terms;
  result: CheckResult;
}

function Check({ initialText = '' }: BankCheckProps) {
  const data = useDataSource();
  // The pasted text lives only here, in memory: never in storage, never in the address.
  const [text, setText] = useState(initialText);
  const [reading, setReading] = useState<BankScheduleResult | null>(() =>
    initialText === '' ? null : readBankSchedule(initialText),
  );
  // A file too large to open, or rows that read but cannot be checked.
  const [otherRefusal, setOtherRefusal] = useState<string | null>(() => nextOf(reading).refusal);
  const [columns, setColumns] = useState<ColumnMap>(() =>
    reading?.status === 'needs-mapping' ? reading.layout.columns : {},
  );
  const [values, setValues] = useState<BankCheckValues | null>(() => nextOf(reading).values);
  const [rates, setRates] = useState(() => nextOf(reading).rates);
  const [touched, setTouched] = useState<ReadonlySet<BankCheckField> | 'all'>(() => new Set());
  const [checked, setChecked] = useState<Checked | null>(null);
  const [save, setSave] = useState<BankSaveStatus>({ kind: 'idle' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Set by `Sprawdź`: once the result is drawn, focus moves to its heading.
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    headingRef.current?.focus();
  }, [checked]);

  function show(result: BankScheduleResult) {
    const next = nextOf(result);
    setReading(result);
    setOtherRefusal(next.refusal);
    setValues(next.values);
    setRates(next.rates);
    setChecked(null);
    setSave({ kind: 'idle' });
    setTouched(new Set());
    if (result.status === 'needs-mapping') setColumns(result.layout.columns);
    // A box of 100 000 lines costs the browser seconds at every change: it is emptied.
    if (tooBig(result)) setText('');
  }

  function read(source: string, layout?: BankScheduleLayout) {
    show(readBankSchedule(source, layout));
  }

  async function openFile(file: File) {
    try {
      const content = await readTextFile(file, BANK_SCHEDULE_CHARS_MAX);
      if (content === null || content.length > BANK_SCHEDULE_CHARS_MAX) {
        setReading(null);
        setValues(null);
        setChecked(null);
        setOtherRefusal(BANK_CHECK_COPY.messages.tooLong);
        return;
      }
      setText(content);
      read(content);
    } catch {
      setOtherRefusal(BANK_CHECK_COPY.input.fileUnreadable);
    }
  }

  const termsCheck = values === null ? null : checkBankTerms(values);
  let messages: Partial<Record<BankCheckField, string>> = termsCheck?.messages ?? {};
  if (touched !== 'all') {
    const shown: Partial<Record<BankCheckField, string>> = {};
    for (const field of touched) {
      const message = messages[field];
      if (message !== undefined) shown[field] = message;
    }
    messages = shown;
  }

  const refusal = otherRefusal ?? (reading?.status === 'refused' ? reading.message : null);
  const saveable = checked === null ? null : runSettingsOfCheck(checked.terms, checked.result);

  return (
    <div className={styles.layout}>
      <BankCheckInput
        text={text}
        onText={setText}
        onPaste={(pasted) => {
          // A paste too big to be a schedule is refused before it lands in the box; any other
          // is read when the borrower asks.
          const result = readBankSchedule(pasted);
          if (!tooBig(result)) return false;
          show(result);
          return true;
        }}
        onRead={() => {
          read(text);
        }}
        onFile={(file) => {
          void openFile(file);
        }}
        refusal={refusal}
      />
      {reading?.status === 'needs-mapping' && (
        <BankCheckMapping
          message={reading.message}
          header={reading.header}
          sample={reading.sample}
          columns={columns}
          onChange={setColumns}
          onRead={() => {
            read(text, { ...reading.layout, columns });
          }}
        />
      )}
      {reading?.status === 'read' && values !== null && (
        <BankCheckTerms
          reading={<BankCheckReading rows={reading.rows.length} notices={reading.notices} />}
          values={values}
          inferredRates={rates}
          messages={messages}
          onChange={setValues}
          onBlur={(field) => {
            setTouched((current) => (current === 'all' ? current : new Set(current).add(field)));
          }}
          onCheck={() => {
            setTouched('all');
            const terms = termsCheck?.terms ?? null;
            if (terms === null) return;
            setChecked({ terms, result: checkBankSchedule(reading.rows, terms) });
            setSave({ kind: 'idle' });
            focusPending.current = true;
          }}
        />
      )}
      {checked !== null && saveable !== null && (
        <BankCheckResult
          result={checked.result}
          headingRef={headingRef}
          actions={
            <BankCheckSave
              refusal={saveable.ok ? null : saveable.reason}
              save={save}
              onSave={() => {
                if (!saveable.ok) return;
                // The settings passed the record's and the engine's rules (runSettingsOfCheck);
                // should the run still not compute, the borrower reads that it was not saved.
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
                setSave({ kind: 'saving' });
                data.addSimulation(simulation).then(
                  () => {
                    setSave({ kind: 'saved', href: reportHref(simulation.id) });
                  },
                  () => {
                    setSave({ kind: 'failed' });
                  },
                );
              }}
            />
          }
        />
      )}
    </div>
  );
}

/** The bank schedule check's island: the paste, the columns, the inferred loan and the result. */
export function BankCheck(props: BankCheckProps) {
  return (
    <ErrorBoundary>
      <Check {...props} />
    </ErrorBoundary>
  );
}
