import { Suspense, useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import {
  DEFAULT_SETTINGS,
  MORTGAGE_TYPE_LABELS,
  MORTGAGE_TYPES,
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
import { Disclosure } from '../Disclosure/Disclosure';
import { Heading } from '../Heading/Heading';
import { LoadingState } from '../LoadingState/LoadingState';
import { Stack } from '../Stack/Stack';
import { FirstInstalmentField } from './FirstInstalmentField';
import { FormActions } from './FormActions';
import { NumberField } from './NumberField';
import { RadioGroup } from './RadioGroup';
import { RunNameField } from './RunNameField';
import * as styles from './SimulationForm.css';
import { onIdle } from '../../runtime/idle';
import { lazyComponent, lazyModule } from '../../runtime/lazy';
import { useEarlyInput } from '../../runtime/useEarlyInput';
import { BASE_FIELDS, useBaseFields, type FormValues } from './useBaseFields';

// Each section loads when it is first opened: the home page's first load carries none of them.
/** The radio groups' names (one per page: the form appears once) and the rate kind's values. */
const MORTGAGE_TYPE_NAME = 'rodzaj-rat';
const RATE_KIND_NAME = 'oprocentowanie-rodzaj';
const RATE_KIND_VALUES = { fixed: 'STALE', variable: 'ZMIENNE' } as const;

const { Component: OverpaymentsSection } = lazyComponent(() =>
  import('../OverpaymentsSection/OverpaymentsSection').then((module) => module.default),
);
const { Component: RatePathSection } = lazyComponent(() =>
  import('../RatePathSection/RatePathSection').then((module) => module.default),
);
const { Component: CostsSection } = lazyComponent(() =>
  import('../CostsSection/CostsSection').then((module) => module.default),
);

/** A section the form can open; exported for the starting values. */
export type OpenSection = 'overpayments' | 'costs';

/** Where a scenario's checks stand until their code has loaded: nothing to simulate yet. */
const PENDING_CHECK: ScenarioCheck = { messages: {}, invalid: [], extras: null };

/**
 * The scenario checks, loaded with the first scenario input (or once the browser is idle), so
 * the spec's form costs the first load nothing for them.
 */
const scenarioChecks = lazyModule(() => import('../../domain/scenarioForm'));

/** The scenario checks, or where their loading stands. */
type ScenarioChecker = typeof checkScenario | 'loading' | 'failed';

function useScenarioChecker(needed: boolean): ScenarioChecker {
  // A form mounted after the checks have loaded (a new starting point) has them at once.
  const [checker, setChecker] = useState<ScenarioChecker>(
    () => scenarioChecks.current()?.checkScenario ?? 'loading',
  );
  useEffect(() => {
    if (checker !== 'loading') return;
    let current = true;
    const load = () =>
      scenarioChecks.load().then(
        (module) => {
          if (current) setChecker(() => module.checkScenario);
        },
        (error: unknown) => {
          console.warn('[SimulationForm] Could not load the scenario checks.', error);
          // Only a run with scenario extras needs them; the line beside the button says why it
          // cannot start (a failed module fetch stays failed until the page is reloaded).
          if (current && needed) setChecker('failed');
        },
      );
    if (!needed) {
      const cancelIdle = onIdle(() => void load(), { timeoutMs: 3000, fallbackMs: 200 });
      return () => {
        current = false;
        cancelIdle();
      };
    }
    void load();
    return () => {
      current = false;
    };
  }, [needed, checker]);
  return checker;
}

/** The radio groups' choices: the instalment types, and a fixed or a variable rate. */
const MORTGAGE_TYPE_OPTIONS = MORTGAGE_TYPES.map(
  (type) => [type, MORTGAGE_TYPE_LABELS[type]] as const,
);
const RATE_KIND_OPTIONS = [
  [RATE_KIND_VALUES.fixed, FORM_SCENARIO_COPY.fixed],
  [RATE_KIND_VALUES.variable, FORM_SCENARIO_COPY.variable],
] as const;

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
  // Every element id starts with this, so two forms on one page (a Docs page) never clash.
  const idPrefix = useId();
  const [scenario, setScenario] = useState<ScenarioValues>(initialScenario);
  const [open, setOpen] = useState<ReadonlySet<OpenSection>>(() => new Set(initiallyOpen));
  // Scenario fields show their message once touched (or after a submit attempt).
  const [touchedScenario, setTouchedScenario] = useState<ReadonlySet<string> | 'all'>(
    initiallyTouched ? 'all' : new Set(),
  );
  const { values, setValues, checks, base, touchAll, fieldProps } = useBaseFields(
    initialValues,
    initiallyTouched,
  );
  const empty = isEmptyScenario(scenario);
  const checker = useScenarioChecker(!empty);
  const scenarioCheck = empty
    ? EMPTY_SCENARIO_CHECK
    : typeof checker === 'string'
      ? PENDING_CHECK
      : checker(scenario, base);
  const valid =
    checks.amount.ok && checks.rate.ok && checks.term.ok && scenarioCheck.extras !== null;
  // The button is never disabled silently: this line names what is missing or wrong.
  const pending = [
    ...BASE_FIELDS.filter((name) => !checks[name].ok),
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

  function submit(event: SyntheticEvent<HTMLFormElement, SubmitEvent>) {
    event.preventDefault();
    const extras = scenarioCheck.extras;
    if (!checks.amount.ok || !checks.rate.ok || !checks.term.ok || extras === null || busy) {
      touchAll();
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
      <RadioGroup
        legend={FORM_COPY.typeLegend}
        name={MORTGAGE_TYPE_NAME}
        value={values.mortgageType}
        options={MORTGAGE_TYPE_OPTIONS}
        onChange={(mortgageType) => {
          setValues((current) => ({ ...current, mortgageType }));
        }}
      />
      <RadioGroup
        legend={FORM_SCENARIO_COPY.rateLegend}
        name={RATE_KIND_NAME}
        value={scenario.variableRate ? RATE_KIND_VALUES.variable : RATE_KIND_VALUES.fixed}
        options={RATE_KIND_OPTIONS}
        onChange={(kind) => {
          const variableRate = kind === RATE_KIND_VALUES.variable;
          setScenario((current) => ({ ...current, variableRate }));
        }}
      />
      <FirstInstalmentField
        id={firstInstalmentId}
        value={scenario.firstInstalmentMonth}
        message={firstInstalmentMessage}
        onChange={(firstInstalmentMonth) => {
          setScenario((current) => ({ ...current, firstInstalmentMonth }));
        }}
        onBlur={() => {
          touchScenario(firstInstalmentKey);
        }}
      />
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
      <RunNameField idPrefix={idPrefix} />
      <FormActions blocked={!valid || busy} status={status} saveError={saveError} />
    </Stack>
  );
}
