import { lazy, Suspense, useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import {
  checkInterestRate,
  checkLoanAmount,
  checkLoanTerm,
  DEFAULT_SETTINGS,
  formatAmount,
  formatDecimal,
  MORTGAGE_TYPE_LABELS,
  MORTGAGE_TYPES,
  type FieldCheck,
  type MortgageType,
  type Settings,
} from '../../domain';
import { FORM_COPY, FORM_SCENARIO_COPY, FORM_STATUS_COPY } from '../../domain/copy/form';
import type { checkScenario } from '../../domain/scenarioForm';
import {
  EMPTY_SCENARIO,
  EMPTY_SCENARIO_CHECK,
  fieldId,
  filledCosts,
  isEmptyScenario,
  type ScenarioCheck,
  type ScenarioValues,
} from '../../domain/scenarioValues';
import { Button } from '../Button/Button';
import { Disclosure } from '../Disclosure/Disclosure';
import { Field, fieldControlClass, fieldLabelClass } from '../Field/Field';
import { Heading } from '../Heading/Heading';
import { LoadingState } from '../LoadingState/LoadingState';
import { Stack } from '../Stack/Stack';
import { NumberField } from './NumberField';
import * as styles from './SimulationForm.css';
import { useEarlyInput } from '../EarlyInput/useEarlyInput';

// Each section loads when it is first opened: the home page's first load carries none of them.
/** The radio groups' names (one per page: the form appears once) and the rate kind's values. */
const MORTGAGE_TYPE_NAME = 'rodzaj-rat';
const RATE_KIND_NAME = 'oprocentowanie-rodzaj';
const RATE_KIND_VALUES = { fixed: 'STALE', variable: 'ZMIENNE' } as const;

const OverpaymentsSection = lazy(() => import('../OverpaymentsSection/OverpaymentsSection'));
const RatePathSection = lazy(() => import('../RatePathSection/RatePathSection'));
const CostsSection = lazy(() => import('../CostsSection/CostsSection'));

/** A section the form can open; exported for the starting values. */
export type OpenSection = 'overpayments' | 'costs';

/** Where a scenario's checks stand until their code has loaded: nothing to simulate yet. */
const PENDING_CHECK: ScenarioCheck = { messages: {}, invalid: [], extras: null };

/**
 * The scenario checks, loaded with the first scenario input (or once the browser is idle), so
 * the spec's form costs the first load nothing for them.
 */
let loadedChecker: typeof checkScenario | null = null;

/** The scenario checks, or where their loading stands. */
type ScenarioChecker = typeof checkScenario | 'loading' | 'failed';

function useScenarioChecker(needed: boolean): ScenarioChecker {
  // A form mounted after the checks have loaded (a new starting point) has them at once.
  const [checker, setChecker] = useState<ScenarioChecker>(() => loadedChecker ?? 'loading');
  useEffect(() => {
    if (checker !== 'loading') return;
    let current = true;
    const load = () =>
      import('../../domain/scenarioForm').then(
        (module) => {
          loadedChecker = module.checkScenario;
          if (current) setChecker(() => module.checkScenario);
        },
        (error: unknown) => {
          console.warn('[SimulationForm] Could not load the scenario checks.', error);
          // Only a run with scenario extras needs them; the line beside the button says why it
          // cannot start (a failed module fetch stays failed until the page is reloaded).
          if (current && needed) setChecker('failed');
        },
      );
    if (needed) {
      void load();
    } else if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => void load(), { timeout: 3000 });
      return () => {
        current = false;
        cancelIdleCallback(handle);
      };
    }
    return () => {
      current = false;
    };
  }, [needed, checker]);
  return checker;
}

/** What the borrower has typed, as text, before it is checked. */
export interface FormValues {
  amount: string;
  rate: string;
  term: string;
  mortgageType: MortgageType;
}

type FieldName = 'amount' | 'rate' | 'term';

export interface SimulationFormProps {
  onSubmit: (settings: Settings) => void;
  /** The reason the last save failed, shown next to the button. */
  saveError?: string | null;
  /** True while a run is being saved. */
  busy?: boolean;
  /** Stories and tests start from given texts; the page starts empty. */
  initialValues?: Partial<FormValues>;
  /** The scenario sections' starting values, e.g. from a run used as a starting point. */
  initialScenario?: ScenarioValues;
  /** Opens these sections from the start (stories; a starting point with rows). */
  initiallyOpen?: readonly OpenSection[];
  /** Marks every field touched, so its message shows from the start. */
  initiallyTouched?: boolean;
}

const CHECKS: Record<FieldName, (text: string) => FieldCheck> = {
  amount: checkLoanAmount,
  rate: checkInterestRate,
  term: checkLoanTerm,
};

/** The settings form "Ustawienia symulacji": fields, instalment type and the start button. */
export function SimulationForm({
  onSubmit,
  saveError = null,
  busy = false,
  initialValues,
  initialScenario = EMPTY_SCENARIO,
  initiallyOpen = [],
  initiallyTouched = false,
}: SimulationFormProps) {
  const statusId = useId();
  // Every element id starts with this, so two forms on one page (a Docs page) never clash.
  const idPrefix = useId();
  const [scenario, setScenario] = useState<ScenarioValues>(initialScenario);
  const [open, setOpen] = useState<ReadonlySet<OpenSection>>(() => new Set(initiallyOpen));
  // Scenario fields show their message once touched (or after a submit attempt).
  const [touchedScenario, setTouchedScenario] = useState<ReadonlySet<string> | 'all'>(
    initiallyTouched ? 'all' : new Set(),
  );
  // The model starts at the spec's defaults (0), shown as empty fields with a "0" placeholder.
  const [values, setValues] = useState<FormValues>({
    amount: '',
    rate: '',
    term: '',
    mortgageType: DEFAULT_SETTINGS.mortgageType,
    ...initialValues,
  });
  const [touched, setTouched] = useState<Record<FieldName, boolean>>({
    amount: initiallyTouched,
    rate: initiallyTouched,
    term: initiallyTouched,
  });

  const checks = {
    amount: CHECKS.amount(values.amount),
    rate: CHECKS.rate(values.rate),
    term: CHECKS.term(values.term),
  };
  const empty = isEmptyScenario(scenario);
  const checker = useScenarioChecker(!empty);
  const base = {
    loanAmount: checks.amount.ok ? checks.amount.value : undefined,
    annualInterestRatePercent: checks.rate.ok ? checks.rate.value : undefined,
    loanTermYears: checks.term.ok ? checks.term.value : undefined,
  };
  const scenarioCheck = empty
    ? EMPTY_SCENARIO_CHECK
    : typeof checker === 'string'
      ? PENDING_CHECK
      : checker(scenario, base);
  const valid =
    checks.amount.ok && checks.rate.ok && checks.term.ok && scenarioCheck.extras !== null;
  // The button is never disabled silently: this line names what is missing or wrong.
  const pending = [
    ...(['amount', 'rate', 'term'] as const).filter((name) => !checks[name].ok),
    // Each scenario section's problems go under its own name.
    ...scenarioCheck.invalid,
  ].map((name) => FORM_STATUS_COPY.fields[name]);
  // The line beside the button: what is missing or wrong, else why the scenario cannot be checked
  // yet, else (valid) the save under way.
  const status =
    pending.length > 0
      ? FORM_STATUS_COPY.pending(pending)
      : !valid
        ? checker === 'failed'
          ? FORM_COPY.engineError
          : FORM_STATUS_COPY.checking
        : FORM_STATUS_COPY.saving;

  function scenarioMessage(id: string): string | null {
    const shown = touchedScenario === 'all' || touchedScenario.has(id);
    return shown ? (scenarioCheck.messages[id] ?? null) : null;
  }

  function touchScenario(id: string) {
    setTouchedScenario((current) => (current === 'all' ? current : new Set(current).add(id)));
  }

  function toggle(section: OpenSection) {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(section)) next.add(section);
      return next;
    });
  }

  const sectionProps = {
    values: scenario,
    update: (change: (current: ScenarioValues) => ScenarioValues) => {
      setScenario(change);
    },
    message: scenarioMessage,
    touch: touchScenario,
    base,
    idPrefix,
  };
  const firstInstalmentKey = fieldId('pierwsza', 'rata', 'miesiac');
  const firstInstalmentId = `${idPrefix}${firstInstalmentKey}`;
  const firstInstalmentMessage = scenarioMessage(firstInstalmentKey);

  // Choices made in the server-rendered form before hydration are kept (the three number fields
  // keep theirs themselves, see NumberField, and so do the sections' toggles, see Disclosure).
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef, (form) => {
    const checkedValue = (name: string): unknown => {
      const control = form.elements.namedItem(name);
      return control instanceof RadioNodeList ? control.value : undefined;
    };
    const type = MORTGAGE_TYPES.find((option) => option === checkedValue(MORTGAGE_TYPE_NAME));
    if (type !== undefined && type !== values.mortgageType) {
      setValues((current) => ({ ...current, mortgageType: type }));
    }
    const variable = checkedValue(RATE_KIND_NAME) === RATE_KIND_VALUES.variable;
    const month = form.elements.namedItem(firstInstalmentId);
    const firstInstalmentMonth =
      month instanceof HTMLInputElement ? month.value : scenario.firstInstalmentMonth;
    if (
      variable !== scenario.variableRate ||
      firstInstalmentMonth !== scenario.firstInstalmentMonth
    ) {
      setScenario((current) => ({ ...current, variableRate: variable, firstInstalmentMonth }));
    }
  });

  function change(name: FieldName, text: string) {
    setValues((current) => ({ ...current, [name]: text }));
  }

  function blur(name: FieldName) {
    setTouched((current) => ({ ...current, [name]: true }));
    const check = checks[name];
    // Valid amounts and rates are shown grouped the Polish way: "300 000", "7,25"; the rate
    // keeps every decimal typed, so what is shown is what is simulated.
    if (check.ok && name === 'amount') change(name, formatAmount(check.value));
    if (check.ok && name === 'rate') change(name, formatDecimal(check.value));
  }

  function submit(event: SyntheticEvent<HTMLFormElement, SubmitEvent>) {
    event.preventDefault();
    const extras = scenarioCheck.extras;
    if (!checks.amount.ok || !checks.rate.ok || !checks.term.ok || extras === null || busy) {
      setTouched({ amount: true, rate: true, term: true });
      setTouchedScenario('all');
      return;
    }
    onSubmit({
      ...DEFAULT_SETTINGS,
      loanAmount: checks.amount.value,
      annualInterestRatePercent: checks.rate.value,
      loanTermYears: checks.term.value,
      mortgageType: values.mortgageType,
      ...extras,
    });
  }

  function fieldProps(name: FieldName) {
    const check = checks[name];
    const shown = touched[name] && !check.ok;
    return {
      value: values[name],
      message: shown ? check.message : null,
      invalid: shown,
      onChange: (text: string) => {
        change(name, text);
      },
      onBlur: () => {
        blur(name);
      },
    };
  }

  return (
    <Stack
      as="form"
      space="md"
      ref={formRef}
      className={styles.form}
      aria-labelledby={`${idPrefix}ustawienia-symulacji`}
      noValidate
      onSubmit={submit}
    >
      <Heading level={2} id={`${idPrefix}ustawienia-symulacji`}>
        {FORM_COPY.title}
      </Heading>
      <div className={styles.fields}>
        <NumberField
          id={`${idPrefix}kwota-kredytu`}
          label={FORM_COPY.amountLabel}
          hint={FORM_COPY.amountHint}
          kind="integer"
          {...fieldProps('amount')}
        />
        <NumberField
          id={`${idPrefix}oprocentowanie`}
          label={FORM_COPY.rateLabel}
          hint={FORM_COPY.rateHint}
          kind="decimal"
          {...fieldProps('rate')}
        />
        <NumberField
          id={`${idPrefix}okres-kredytowania`}
          label={FORM_COPY.termLabel}
          hint={FORM_COPY.termHint}
          kind="integer"
          {...fieldProps('term')}
        />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={fieldLabelClass}>{FORM_COPY.typeLegend}</legend>
        <div className={styles.radios}>
          {MORTGAGE_TYPES.map((type) => (
            <label key={type} className={styles.radio}>
              <input
                type="radio"
                name={MORTGAGE_TYPE_NAME}
                value={type}
                checked={values.mortgageType === type}
                onChange={() => {
                  setValues((current) => ({ ...current, mortgageType: type }));
                }}
              />
              {MORTGAGE_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={fieldLabelClass}>{FORM_SCENARIO_COPY.rateLegend}</legend>
        <div className={styles.radios}>
          {([false, true] as const).map((variable) => (
            <label key={String(variable)} className={styles.radio}>
              <input
                type="radio"
                name={RATE_KIND_NAME}
                value={variable ? RATE_KIND_VALUES.variable : RATE_KIND_VALUES.fixed}
                checked={scenario.variableRate === variable}
                onChange={() => {
                  setScenario((current) => ({ ...current, variableRate: variable }));
                }}
              />
              {variable ? FORM_SCENARIO_COPY.variable : FORM_SCENARIO_COPY.fixed}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.optionalField}>
        <Field
          id={firstInstalmentId}
          label={FORM_SCENARIO_COPY.firstInstalment}
          hint={FORM_SCENARIO_COPY.firstInstalmentHint}
          message={firstInstalmentMessage}
        >
          {(control) => (
            <input
              {...control}
              name={firstInstalmentId}
              type="month"
              className={fieldControlClass}
              value={scenario.firstInstalmentMonth}
              aria-invalid={firstInstalmentMessage !== null}
              onChange={(event) => {
                const firstInstalmentMonth = event.currentTarget.value;
                setScenario((current) => ({ ...current, firstInstalmentMonth }));
              }}
              onBlur={() => {
                touchScenario(firstInstalmentKey);
              }}
            />
          )}
        </Field>
      </div>
      {scenario.variableRate && (
        <Suspense fallback={<LoadingState />}>
          <RatePathSection {...sectionProps} />
        </Suspense>
      )}
      <Disclosure
        id={`${idPrefix}sekcja-nadplaty`}
        label={FORM_SCENARIO_COPY.overpaymentsToggle(scenario.overpayments.length)}
        open={open.has('overpayments')}
        onToggle={() => {
          toggle('overpayments');
        }}
        earlyTapName="nadplaty"
      >
        <Suspense fallback={<LoadingState />}>
          <OverpaymentsSection {...sectionProps} />
        </Suspense>
      </Disclosure>
      <Disclosure
        id={`${idPrefix}sekcja-koszty`}
        label={FORM_SCENARIO_COPY.costsToggle(filledCosts(scenario.costs))}
        open={open.has('costs')}
        onToggle={() => {
          toggle('costs');
        }}
        earlyTapName="koszty"
      >
        <Suspense fallback={<LoadingState />}>
          <CostsSection {...sectionProps} />
        </Suspense>
      </Disclosure>
      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={!valid || busy}
          aria-describedby={!valid || busy ? statusId : undefined}
        >
          {FORM_COPY.submit}
        </Button>
        {(!valid || busy) && (
          <p id={statusId} className={styles.pending}>
            {status}
          </p>
        )}
        <p role="status" aria-live="polite" className={styles.saveError}>
          {saveError}
        </p>
      </div>
    </Stack>
  );
}
