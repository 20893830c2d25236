import { useEffect, useRef, useState } from 'react';
import { addMonths, calendarMonthText } from '../../domain/calendar';
import { FORMULA_COPY } from '../../domain/copy/variableRate';
import { formatDecimal } from '../../domain/format';
import { MONTHS_PER_YEAR } from '../../domain/limits';
import { parseCalendarMonth, rateChangeRows } from '../../domain/scenarioForm';
import { EMPTY_FORMULA, FORMULA_MODES, type FormulaValues } from '../../domain/formulaValues';
import type { ScenarioValues } from '../../domain/scenarioValues';
import type { FormulaIndex, VariableRate } from '../../domain/types';
import { lazyModule } from '../../runtime/lazy';
import { NumberField } from '../SimulationForm/NumberField';
import { RadioGroup } from '../SimulationForm/RadioGroup';
import type { SectionProps } from '../SimulationForm/sectionProps';
import { SelectField } from '../SimulationForm/SelectField';
import * as formStyles from '../SimulationForm/SimulationForm.css';
import { FormulaModeFields, type FormulaTextField } from './FormulaModeFields';
import type { RateHistory } from './RatePathSection';
import * as styles from './RatePathSection.css';

const MODE_OPTIONS = FORMULA_MODES.map((mode) => [mode, FORMULA_COPY.modes[mode]] as const);
const INDICES: readonly FormulaIndex[] = ['WIBOR_3M', 'WIBOR_6M', 'POLSTR_1M', 'WLASNY'];
const INDEX_OPTIONS = INDICES.map((index) => [index, FORMULA_COPY.indices[index]] as const);

const importFormula = lazyModule(() => import('../../domain/formulaForm')).load;
/** The code that reads the builder's fields, with the rate path and its series. */
export type FormulaModule = typeof import('../../domain/formulaForm');

/** A field without a message of its own: the status line says what is wrong. */
const UNCHECKED = { message: null, invalid: false, onBlur: () => undefined };

/** The index's last close and its month, to prefill `Wartość wskaźnika`; null without a series. */
function latestClose(history: RateHistory | null, index: FormulaIndex) {
  if (history === null || (index !== 'WIBOR_3M' && index !== 'WIBOR_6M')) return null;
  const series = history.RATE_INDEX_SERIES[index];
  return {
    value: series.values.at(-1) ?? 0,
    month: addMonths(series.firstMonth, series.values.length - 1),
  };
}

export interface FormulaBuilderProps extends SectionProps {
  history: RateHistory | null;
  /** Stories hand in the module; the lazy chunk by default. */
  loadFormula?: () => Promise<FormulaModule>;
}

/** The builder's fields for a recipe the form holds without them (a section drawn anew). */
function formulaOf(recipe: VariableRate | undefined): FormulaValues {
  if (recipe === undefined) return EMPTY_FORMULA;
  const years = (recipe.fixedMonths ?? 0) / MONTHS_PER_YEAR;
  const { switchTo } = recipe;
  return {
    ...EMPTY_FORMULA,
    index: recipe.index,
    indexValue: formatDecimal(recipe.indexPercent),
    margin: formatDecimal(recipe.marginPercent),
    mode: switchTo === undefined ? recipe.mode : 'SWITCH',
    ...(years > 0 && Number.isInteger(years) && recipe.fixedRatePercent !== undefined
      ? { fixedYears: String(years), fixedRate: formatDecimal(recipe.fixedRatePercent) }
      : {}),
    ...(recipe.mode === 'CHANGES' && recipe.startMonth !== undefined
      ? { changesFrom: recipe.startMonth }
      : {}),
    ...(switchTo === undefined
      ? {}
      : {
          switchMonth: String(switchTo.month),
          switchValue: formatDecimal(switchTo.indexPercent),
          spread: formatDecimal(switchTo.spreadAdjustmentPercent),
        }),
  };
}

/** The form's recipe and its words dropped: an incomplete recipe describes no run. */
function withoutRecipe(current: ScenarioValues): ScenarioValues {
  return current.recipe === undefined
    ? current
    : { ...current, recipe: undefined, recipeText: undefined };
}

/**
 * `Wskaźnik + marża` (issue 33): the index, its value and the bank's margin, a fixed period, and
 * how the index may move. Its fields live in the form's values (kept in the tab); a complete
 * recipe becomes the list of changes and fills the rate field at once.
 */
export function FormulaBuilder({
  values,
  update,
  base,
  idPrefix,
  setRate,
  history,
  loadFormula = importFormula,
}: FormulaBuilderProps) {
  const formula = values.formula ?? formulaOf(values.recipe);
  const [formulaModule, setFormulaModule] = useState<FormulaModule | null>(null);
  const latest = latestClose(history, formula.index);
  const indexText = formula.indexValue ?? (latest === null ? '' : formatDecimal(latest.value));

  function change(fields: Partial<FormulaValues>) {
    update((current) => ({
      ...current,
      formula: { ...(current.formula ?? formulaOf(current.recipe)), ...fields },
    }));
  }
  function set(field: FormulaTextField, text: string) {
    update((current) => {
      const formula = { ...(current.formula ?? formulaOf(current.recipe)) };
      formula[field] = text;
      return { ...current, formula };
    });
  }

  useEffect(() => {
    let current = true;
    loadFormula().then(
      (module) => {
        if (current) setFormulaModule(module);
      },
      (error: unknown) => {
        console.warn('[FormulaBuilder] Could not load the rate path.', error);
      },
    );
    return () => {
      current = false;
    };
  }, [loadFormula]);

  const outcome =
    formulaModule === null
      ? null
      : formulaModule.formulaOutcome(formula, {
          indexText,
          loanTermYears: base.loanTermYears,
          firstInstalmentMonth: values.firstInstalmentMonth,
        });
  // The effect runs when the outcome's content changes, not its identity.
  const outcomeKey = JSON.stringify(outcome);
  // The recipe the form came back with (a reload): its list and rate may have been edited since.
  const restored = useRef(values.recipe);
  const applied = useRef<string | null>(null);

  // A complete recipe fills the list of changes and the rate field; an incomplete one drops it.
  useEffect(() => {
    if (outcome === null || formulaModule === null || applied.current === outcomeKey) return;
    const first = applied.current === null;
    applied.current = outcomeKey;
    if (!('path' in outcome)) {
      update(withoutRecipe);
      return;
    }
    const { recipe, path, made } = outcome;
    if (first && formulaModule.sameRecipe(restored.current, recipe)) {
      // The stored list and rate are authoritative: the borrower may have edited them.
      update((current) => ({ ...current, recipe, recipeText: made }));
      return;
    }
    update((current) => ({
      ...current,
      recipe,
      recipeText: made,
      rateIndex: undefined,
      rateChanges: rateChangeRows(path.rateChanges),
    }));
    setRate?.(formatDecimal(path.annualInterestRatePercent));
    // `update` and `setRate` are new functions each render; the outcome's content decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcomeKey, formulaModule]);

  const hint =
    latest !== null
      ? FORMULA_COPY.latestClose(calendarMonthText(latest.month))
      : formula.index === 'POLSTR_1M'
        ? FORMULA_COPY.polstrHint
        : formula.index === 'WLASNY'
          ? FORMULA_COPY.ownHint
          : undefined;
  return (
    <div className={styles.builder}>
      <div className={formStyles.fields}>
        <SelectField
          id={`${idPrefix}formula-wskaznik`}
          label={FORMULA_COPY.index}
          value={formula.index}
          options={INDEX_OPTIONS}
          onChange={(index) => {
            change({ index, indexValue: undefined });
          }}
        />
        <NumberField
          id={`${idPrefix}formula-wartosc`}
          label={FORMULA_COPY.indexValue}
          {...(hint === undefined ? {} : { hint })}
          kind="points"
          value={indexText}
          onChange={(text) => {
            set('indexValue', text);
          }}
          {...UNCHECKED}
        />
        <NumberField
          id={`${idPrefix}formula-marza`}
          label={FORMULA_COPY.margin}
          kind="points"
          value={formula.margin}
          onChange={(text) => {
            set('margin', text);
          }}
          {...UNCHECKED}
        />
        <NumberField
          id={`${idPrefix}formula-stala-lata`}
          label={FORMULA_COPY.fixedYears}
          hint={FORMULA_COPY.fixedYearsHint}
          kind="term"
          value={formula.fixedYears}
          onChange={(text) => {
            set('fixedYears', text);
          }}
          {...UNCHECKED}
        />
        {formula.fixedYears.trim() !== '' && (
          <NumberField
            id={`${idPrefix}formula-stala-stopa`}
            label={FORMULA_COPY.fixedRate}
            kind="rate"
            value={formula.fixedRate}
            onChange={(text) => {
              set('fixedRate', text);
            }}
            {...UNCHECKED}
          />
        )}
      </div>
      <p className={styles.status} role="status" aria-live="polite">
        {outcome === null
          ? null
          : 'made' in outcome
            ? FORMULA_COPY.madeOf(outcome.made)
            : outcome.problem}
      </p>
      <RadioGroup
        legend={FORMULA_COPY.modeLegend}
        name={`${idPrefix}formula-tryb`}
        value={formula.mode}
        options={MODE_OPTIONS}
        onChange={(mode) => {
          change({ mode });
        }}
      />
      <FormulaModeFields
        formula={formula}
        set={set}
        idPrefix={idPrefix}
        hasStart={parseCalendarMonth(values.firstInstalmentMonth) !== null}
        history={history}
      />
      <div className={styles.note}>
        {FORMULA_COPY.help.map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
        <p>
          <a href={FORMULA_COPY.nbpHref}>{FORMULA_COPY.nbpLink}</a>
        </p>
      </div>
    </div>
  );
}
