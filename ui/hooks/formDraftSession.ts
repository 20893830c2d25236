// Loaded once there is a kept draft to read or a change to keep (issue 32): the draft's schema,
// the form's values made from it and the writing stay off the home page's first load.
import type { DataSource } from '../data/types';
import { acceptedInput, type NumberKind } from '../domain';
import { FORM_NOTES_COPY } from '../domain/copy/formNotes';
import {
  formDraftText,
  readFormDraft,
  type FormDraft,
  type StoredFormDraft,
} from '../domain/formDraft';
import { formatDecimal } from '../domain/format';
import { newOverpaymentRow, newRateChangeRow } from '../domain/scenarioRows';
import type { FormulaValues } from '../domain/formulaValues';
import type { ScenarioValues } from '../domain/scenarioValues';
import type { SimulationFormProps } from '../components/SimulationForm/SimulationForm';

/** The notes above the form: restored, cleared. */
export { FORM_NOTES_COPY };

/** The form's props that start it from the kept draft. */
export type DraftProps = Pick<
  SimulationFormProps,
  'initialValues' | 'initialScenario' | 'initiallyOpen' | 'initialName'
>;

/** How long after the last change the form is written: off the keystroke's frame. */
const KEEP_DELAY_MS = 300;

let pending: { data: DataSource; draft: FormDraft } | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

/** Writes the change waiting to be kept, if any. */
function flush(): void {
  clearTimeout(timer);
  if (pending === null) return;
  const { data, draft } = pending;
  pending = null;
  data.writeFormDraft(formDraftText(draft));
}

/** Keeps `draft` in `data` a moment after the last change, or at once as the page is left. */
export function keep(data: DataSource, draft: FormDraft): void {
  if (!listening) {
    listening = true;
    window.addEventListener('pagehide', flush);
  }
  pending = { data, draft };
  clearTimeout(timer);
  timer = setTimeout(flush, KEEP_DELAY_MS);
}

/** Forgets the kept draft and any change waiting to be kept. */
export function forget(data: DataSource): void {
  clearTimeout(timer);
  pending = null;
  data.writeFormDraft(null);
}

/** A field's kept text as the field itself would take it: anything else leaves it empty. */
function field(kind: NumberKind, text: string | undefined): string {
  return acceptedInput(kind, text ?? '') ?? '';
}

/** `Wskaźnik + marża`'s fields from a kept draft, each as its field would take it (issue 33). */
function restoredFormula(scenario: StoredFormDraft['scenario']): FormulaValues | undefined {
  const { formula, recipe } = scenario;
  if (formula === undefined) return undefined;
  // A value shown from the series but never typed is written out, so the recipe reads the same
  // before the series has loaded again.
  const indexValue =
    formula.indexValue ?? (recipe === undefined ? undefined : formatDecimal(recipe.indexPercent));
  return {
    index: formula.index,
    ...(indexValue === undefined ? {} : { indexValue: field('points', indexValue) }),
    margin: field('points', formula.margin),
    mode: formula.mode,
    fixedYears: field('term', formula.fixedYears),
    fixedRate: field('rate', formula.fixedRate),
    changesFrom: formula.changesFrom,
    shockDelta: field('points', formula.shockDelta),
    shockMonth: field('count', formula.shockMonth),
    switchMonth: field('count', formula.switchMonth),
    switchValue: field('rate', formula.switchValue),
    spread: field('points', formula.spread),
  };
}

/** The form's props from a kept draft's text, or null when there is none worth reading. */
export function restoredForm(kept: string | null): DraftProps | null {
  const draft = readFormDraft(kept);
  if (draft === null) return null;
  const { fields, scenario } = draft;
  const { costs } = scenario;
  const initialScenario: ScenarioValues = {
    overpayments: scenario.overpayments.map((row) => ({
      ...newOverpaymentRow(),
      amount: field('money', row.amount),
      month: field('count', row.month),
      repeat: row.repeat,
      untilMonth: field('count', row.untilMonth),
      effect: row.effect,
    })),
    overpaymentFee: field('rate', scenario.overpaymentFee),
    variableRate: scenario.variableRate,
    rateChanges: scenario.rateChanges.map((row) => ({
      ...newRateChangeRow(),
      month: field('count', row.month),
      rate: field('rate', row.rate),
    })),
    rateIndex: scenario.rateIndex,
    recipe: scenario.recipe,
    recipeText: scenario.recipeText,
    formula: restoredFormula(scenario),
    // An <input type="month"> shows nothing but a `yyyy-mm` month; the checks read the rest.
    firstInstalmentMonth: scenario.firstInstalmentMonth,
    costs: {
      commission: field(costs.commissionUnit === 'PERCENT' ? 'rate' : 'money', costs.commission),
      commissionUnit: costs.commissionUnit,
      insurance: field('money', costs.insurance),
      fees: field('money', costs.fees),
      oneOff: field('money', costs.oneOff),
      bridgeMargin: field('points', costs.bridgeMargin),
      bridgeMonths: field('count', costs.bridgeMonths),
    },
    // Dates as an <input type="date"> shows them, `yyyy-mm-dd`; the checks read the rest.
    ...(scenario.contract === undefined
      ? {}
      : {
          contract: {
            ...scenario.contract,
            paymentDay: field('count', scenario.contract.paymentDay),
          },
        }),
  };
  return {
    initialValues: {
      amount: field('money', fields.amount),
      rate: field('rate', fields.rate),
      term: field('term', fields.term),
      mortgageType: draft.mortgageType,
    },
    initialScenario,
    initiallyOpen: draft.open,
    ...(fields.name === undefined ? {} : { initialName: fields.name }),
  };
}
