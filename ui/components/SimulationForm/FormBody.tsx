import { Suspense, useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { DEFAULT_SETTINGS, MORTGAGE_TYPES } from '../../domain';
import { FORM_COPY, FORM_SCENARIO_COPY, FORM_STATUS_COPY } from '../../domain/copy/form';
import {
  EMPTY_SCENARIO,
  EMPTY_SCENARIO_CHECK,
  fieldId,
  filledCosts,
  isEmptyScenario,
  recipeStartRate,
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
import {
  isToggled,
  MORTGAGE_TYPE_NAME,
  MORTGAGE_TYPE_OPTIONS,
  RATE_KIND_NAME,
  RATE_KIND_OPTIONS,
  RATE_KIND_VALUES,
  RatePathSection,
  SECTIONS,
} from './formParts';
import type { FormBodyProps, OpenSection } from './SimulationForm';
import * as styles from './SimulationForm.css';
import { useEarlyInput } from '../../runtime/useEarlyInput';
import { BASE_FIELDS, useBaseFields } from './useBaseFields';
import { PENDING_CHECK, useScenarioChecker } from './useScenarioChecker';

/** The form itself; `SimulationForm` draws it anew when it is cleared. */
export function FormBody({
  onSubmit,
  saveError = null,
  busy = false,
  initialValues,
  initialScenario = EMPTY_SCENARIO,
  initiallyOpen = [],
  initiallyTouched = false,
  initialName = '',
  onDraftChange,
  onClear,
  announce,
  focusFirst,
}: FormBodyProps) {
  // Every element id starts with this, so two forms on one page (a Docs page) never clash.
  const idPrefix = useId();
  const [scenario, setScenario] = useState<ScenarioValues>(initialScenario);
  // The run's name: its input keeps the text (the page reads it at the start, runNameIn); this
  // copy is for the form kept in the tab.
  const [name, setName] = useState(initialName);
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
    mortgageType: values.mortgageType,
    idPrefix,
    setRate: (rate: string) => {
      setValues((current) => ({ ...current, rate }));
    },
  };
  // How `Wskaźnik + marża` made the rate, or that a rate typed over it no longer follows it.
  const { recipe, recipeText } = scenario;
  const rateNote =
    !scenario.variableRate || recipe === undefined || recipeText === undefined
      ? undefined
      : checks.rate.ok && checks.rate.value === recipeStartRate(recipe)
        ? FORM_SCENARIO_COPY.rateFromRecipe(recipeText)
        : FORM_SCENARIO_COPY.rateTypedOverRecipe(recipeText);
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

  // A press on the start button (or Enter in a field) while it cannot run moves focus to the
  // first field that needs attention once its message is drawn, or to the toggle of a section
  // whose fields are still loading (issue 32).
  const [attention, setAttention] = useState(0);
  useEffect(() => {
    const form = formRef.current;
    if (attention === 0 || form === null) return;
    const toggle = scenarioCheck.invalid.find(isToggled);
    // No section named: the costs' toggle, as before the contract section came (issue 32).
    const panel = SECTIONS.find(([section]) => section === toggle)?.[1] ?? 'koszty';
    const target =
      form.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form.querySelector<HTMLElement>(`[aria-controls="${idPrefix}sekcja-${panel}"]`);
    target?.focus();
    // Only a new press moves focus again, not the renders in between.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attention]);

  // The form as the borrower changes it, to be kept in this tab; not as it was started.
  const state = [values, scenario, open, name] as const;
  const started = useRef(state);
  useEffect(() => {
    if (state.every((part, index) => part === started.current[index])) return;
    const { mortgageType, ...fields } = values;
    onDraftChange?.({ fields: { ...fields, name }, mortgageType, scenario, open: [...open] });
    // `state` is these four, made anew at each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values, scenario, open, name, onDraftChange]);

  useEffect(() => {
    if (focusFirst) formRef.current?.querySelector('input')?.focus();
  }, [focusFirst]);

  function submit(event: SyntheticEvent<HTMLFormElement, SubmitEvent>) {
    event.preventDefault();
    const extras = scenarioCheck.extras;
    if (busy) return;
    if (!checks.amount.ok || !checks.rate.ok || !checks.term.ok || extras === null) {
      touchAll();
      setTouchedScenario('all');
      setOpen((current) => {
        const next = new Set(current);
        for (const name of scenarioCheck.invalid) if (isToggled(name)) next.add(name);
        return next;
      });
      announce(status);
      setAttention((count) => count + 1);
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
          kind="money"
          {...fieldProps('amount')}
        />
        <NumberField
          id={`${idPrefix}oprocentowanie`}
          label={FORM_COPY.rateLabel}
          hint={FORM_COPY.rateHint}
          note={rateNote}
          kind="rate"
          quietPaste
          {...fieldProps('rate')}
        />
        <NumberField
          id={`${idPrefix}okres-kredytowania`}
          label={FORM_COPY.termLabel}
          hint={FORM_COPY.termHint}
          kind="term"
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
      {SECTIONS.map(([section, name, Section]) => (
        <Disclosure
          key={section}
          id={`${idPrefix}sekcja-${name}`}
          label={
            section === 'overpayments'
              ? FORM_SCENARIO_COPY.overpaymentsToggle(scenario.overpayments.length)
              : section === 'costs'
                ? FORM_SCENARIO_COPY.costsToggle(filledCosts(scenario.costs))
                : FORM_SCENARIO_COPY.contractToggle
          }
          open={open.has(section)}
          onToggle={() => {
            toggle(section);
          }}
          earlyTapName={name}
        >
          <Suspense fallback={<LoadingState />}>
            <Section {...sectionProps} />
          </Suspense>
        </Disclosure>
      ))}
      <RunNameField idPrefix={idPrefix} initialName={initialName} onNameChange={setName} />
      <FormActions
        blocked={!valid || busy}
        status={status}
        saveError={saveError}
        onClear={() => {
          onClear?.();
        }}
      />
    </Stack>
  );
}
