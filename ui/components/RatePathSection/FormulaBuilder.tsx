import { useEffect, useState } from 'react';
import { addMonths, calendarMonthGenitive, calendarMonthText } from '../../domain/calendar';
import { RATE_PATH_COPY } from '../../domain/copy/scenario';
import { FORMULA_COPY } from '../../domain/copy/variableRate';
import { CalculationError } from '../../domain/errors';
import { formatDecimal } from '../../domain/format';
import { rateFormulaText } from '../../domain/recipeLabels';
import { parseCalendarMonth, rateChangeRows } from '../../domain/scenarioForm';
import type { FormulaIndex, Settings, VariableRate } from '../../domain/types';
import { parseNumber } from '../../domain/validation';
import { lazyModule } from '../../runtime/lazy';
import { Field, fieldControlClass } from '../Field/Field';
import { NumberField } from '../SimulationForm/NumberField';
import { RadioGroup } from '../SimulationForm/RadioGroup';
import type { SectionProps } from '../SimulationForm/sectionProps';
import { SelectField } from '../SimulationForm/SelectField';
import * as formStyles from '../SimulationForm/SimulationForm.css';
import type { RateHistory } from './RatePathSection';
import * as styles from './RatePathSection.css';

/** How the index may move, as the form offers it: the recipe's modes and the switch. */
const MODES = ['FLAT', 'HISTORY', 'CHANGES', 'SWITCH'] as const;
type Mode = (typeof MODES)[number];
const MODE_OPTIONS = MODES.map((mode) => [mode, FORMULA_COPY.modes[mode]] as const);
const INDICES: readonly FormulaIndex[] = ['WIBOR_3M', 'WIBOR_6M', 'POLSTR_1M', 'WLASNY'];
const INDEX_OPTIONS = INDICES.map((index) => [index, FORMULA_COPY.indices[index]] as const);

const importPath = lazyModule(() => import('../../domain/variableRate')).load;
type PathModule = typeof import('../../domain/variableRate');
type VariableRatePath = ReturnType<PathModule['variableRatePath']>;

/** The index's last close and its month, to prefill `Wartość wskaźnika`; null without a series. */
function latestClose(history: RateHistory | null, index: FormulaIndex) {
  if (history === null || (index !== 'WIBOR_3M' && index !== 'WIBOR_6M')) return null;
  const series = history.RATE_INDEX_SERIES[index];
  return {
    value: series.values.at(-1) ?? 0,
    month: addMonths(series.firstMonth, series.values.length - 1),
  };
}

/** The borrower's words for a refused recipe. */
function refusal(error: unknown, history: RateHistory | null, index: FormulaIndex): string {
  const argument = error instanceof CalculationError ? error.argument : '';
  if (argument === 'variableRate.startMonth' && history !== null && index !== 'POLSTR_1M') {
    const range = history.historicalStartMonths(index === 'WIBOR_6M' ? 'WIBOR_6M' : 'WIBOR_3M');
    return RATE_PATH_COPY.historicalRange(
      calendarMonthGenitive(range.first),
      calendarMonthGenitive(range.last),
    );
  }
  if (argument === 'variableRate.marginPercent') return RATE_PATH_COPY.messages.marginRange;
  return RATE_PATH_COPY.messages.deltaRange;
}

/** A complete recipe with its path and the words for it, or why there is none. */
type Outcome = { recipe: VariableRate; path: VariableRatePath; made: string } | { problem: string };

export interface FormulaBuilderProps extends SectionProps {
  history: RateHistory | null;
  /** Stories hand in the module; the lazy chunk by default. */
  loadPath?: () => Promise<PathModule>;
}

/**
 * `Wskaźnik + marża` (issue 33): the index, its value and the bank's margin, and how the index
 * may move. A complete recipe becomes the list of changes and fills the rate field at once.
 */
export function FormulaBuilder({
  values,
  update,
  base,
  idPrefix,
  setRate,
  history,
  loadPath = importPath,
}: FormulaBuilderProps) {
  const [index, setIndex] = useState<FormulaIndex>(values.recipe?.index ?? 'WIBOR_3M');
  // Null until the borrower types: the WIBOR's latest close shows then, once the series is here.
  const [typedIndex, setTypedIndex] = useState<string | null>(
    values.recipe === undefined ? null : formatDecimal(values.recipe.indexPercent),
  );
  const [marginText, setMarginText] = useState(
    values.recipe === undefined ? '' : formatDecimal(values.recipe.marginPercent),
  );
  const [mode, setMode] = useState<Mode>('FLAT');
  const [changesFrom, setChangesFrom] = useState('');
  const [switchMonth, setSwitchMonth] = useState('');
  const [switchValue, setSwitchValue] = useState('');
  const [spread, setSpread] = useState('');
  const [pathModule, setPathModule] = useState<PathModule | null>(null);
  const latest = latestClose(history, index);
  const indexText = typedIndex ?? (latest === null ? '' : formatDecimal(latest.value));

  useEffect(() => {
    let current = true;
    loadPath().then(
      (module) => {
        if (current) setPathModule(module);
      },
      (error: unknown) => {
        console.warn('[FormulaBuilder] Could not load the rate path.', error);
      },
    );
    return () => {
      current = false;
    };
  }, [loadPath]);

  const years = base.loanTermYears;
  const start = parseCalendarMonth(values.firstInstalmentMonth);
  // The recipe and its path, or why there is none, from what is typed.
  const outcome = ((): Outcome | null => {
    if (pathModule === null) return null;
    const indexPercent = parseNumber('points', indexText);
    const margin = parseNumber('points', marginText);
    if (indexPercent === null || margin === null || years === undefined) {
      return { problem: FORMULA_COPY.needsIndexAndMargin };
    }
    const recipe: VariableRate = {
      index,
      marginPercent: margin,
      indexPercent,
      mode: mode === 'SWITCH' ? 'FLAT' : mode,
    };
    if (mode === 'HISTORY' && start !== null) recipe.startMonth = start;
    if (mode === 'CHANGES') {
      const from = parseCalendarMonth(changesFrom);
      if (from !== null) recipe.startMonth = from;
    }
    if (mode === 'SWITCH') {
      recipe.switchTo = {
        month: parseNumber('count', switchMonth) ?? 0,
        index: 'POLSTR_1M',
        indexPercent: parseNumber('rate', switchValue) ?? Number.NaN,
        spreadAdjustmentPercent: parseNumber('points', spread) ?? 0,
      };
    }
    try {
      const settings = { loanTermYears: years, variableRate: recipe } as Settings;
      const path = pathModule.variableRatePath(settings);
      return {
        // In HISTORY the index is the close the replay reads at instalment 1.
        recipe: { ...recipe, indexPercent: path.firstIndexPercent },
        path,
        made: rateFormulaText(index, path.firstIndexPercent, margin),
      };
    } catch (error) {
      return { problem: refusal(error, history, index) };
    }
  })();
  // The effect runs when the outcome's content changes, not its identity.
  const outcomeKey = JSON.stringify(outcome);

  // A complete recipe fills the list of changes and the rate field; an incomplete one drops it.
  useEffect(() => {
    if (outcome === null) return;
    if ('path' in outcome) {
      const { recipe, path } = outcome;
      update((current) => ({
        ...current,
        recipe,
        rateIndex: undefined,
        rateChanges: rateChangeRows(path.rateChanges),
      }));
      setRate?.(formatDecimal(path.annualInterestRatePercent));
    } else {
      update((current) =>
        current.recipe === undefined ? current : { ...current, recipe: undefined },
      );
    }
    // `update` and `setRate` are new functions each render; the outcome's content decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcomeKey]);

  const unchecked = { message: null, invalid: false, onBlur: () => undefined };
  const hint =
    latest !== null
      ? FORMULA_COPY.latestClose(calendarMonthText(latest.month))
      : index === 'POLSTR_1M'
        ? FORMULA_COPY.polstrHint
        : index === 'WLASNY'
          ? FORMULA_COPY.ownHint
          : undefined;
  return (
    <div className={styles.builder}>
      <div className={formStyles.fields}>
        <SelectField
          id={`${idPrefix}formula-wskaznik`}
          label={FORMULA_COPY.index}
          value={index}
          options={INDEX_OPTIONS}
          onChange={(chosen) => {
            setIndex(chosen);
            setTypedIndex(null);
          }}
        />
        <NumberField
          id={`${idPrefix}formula-wartosc`}
          label={FORMULA_COPY.indexValue}
          {...(hint === undefined ? {} : { hint })}
          kind="points"
          value={indexText}
          onChange={setTypedIndex}
          {...unchecked}
        />
        <NumberField
          id={`${idPrefix}formula-marza`}
          label={FORMULA_COPY.margin}
          kind="points"
          value={marginText}
          onChange={setMarginText}
          {...unchecked}
        />
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
        value={mode}
        options={MODE_OPTIONS}
        onChange={setMode}
      />
      {mode === 'HISTORY' && (
        <p className={styles.note}>
          {start === null ? RATE_PATH_COPY.historicalNeedsStart : FORMULA_COPY.historyHint}
        </p>
      )}
      {mode === 'CHANGES' && (
        <Field
          id={`${idPrefix}formula-od`}
          label={FORMULA_COPY.changesFrom}
          hint={FORMULA_COPY.changesHint}
        >
          {(control) => (
            <input
              {...control}
              type="month"
              className={fieldControlClass}
              value={changesFrom}
              onChange={(event) => {
                setChangesFrom(event.currentTarget.value);
              }}
            />
          )}
        </Field>
      )}
      {mode === 'SWITCH' && (
        <div className={formStyles.fields}>
          <NumberField
            id={`${idPrefix}formula-zamiana`}
            label={FORMULA_COPY.switchMonth}
            kind="count"
            value={switchMonth}
            onChange={setSwitchMonth}
            {...unchecked}
          />
          <NumberField
            id={`${idPrefix}formula-polstr`}
            label={FORMULA_COPY.switchValue}
            hint={FORMULA_COPY.polstrHint}
            kind="rate"
            value={switchValue}
            onChange={setSwitchValue}
            {...unchecked}
          />
          <NumberField
            id={`${idPrefix}formula-korekta`}
            label={FORMULA_COPY.spread}
            hint={FORMULA_COPY.spreadHint}
            kind="points"
            value={spread}
            onChange={setSpread}
            {...unchecked}
          />
        </div>
      )}
      {(mode === 'HISTORY' || mode === 'CHANGES') && history !== null && (
        <div className={styles.note}>
          <p>
            {RATE_PATH_COPY.historicalSource(
              history.WIBOR_SOURCE,
              calendarMonthGenitive(history.RATES_HISTORY_FIRST_MONTH),
              calendarMonthGenitive(history.RATES_HISTORY_LAST_MONTH),
            )}
          </p>
          <p>{RATE_PATH_COPY.pastRates}</p>
        </div>
      )}
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
