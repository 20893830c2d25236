// The form as the borrower left it, kept in this tab (sessionStorage, see ui/data/formDraft.ts)
// so a reload or Back does not lose it (issue 32). What is read back is untrusted: another
// script on the origin, an extension or a hand edit may have written anything, so the text is
// read through a schema of its own, with bounded sizes, and anything else is ignored.
import {
  DAY_COUNTS,
  MORTGAGE_TYPES,
  OVERPAYMENT_EFFECTS,
  OVERPAYMENT_REPEATS,
  RATE_INDICES,
  VariableRateSchema,
} from './records';
import {
  array,
  boolean,
  type Infer,
  object,
  optional,
  parse,
  picklist,
  string,
  withDefault,
} from './schema';
import { FORMULA_MODES } from './formulaValues';
import { isEmptyScenario, type ScenarioValues } from './scenarioValues';
import type { MortgageType } from './types';
import { OVERPAYMENTS_MAX, RATE_PATH_MAX, RUN_NAME_MAX_LENGTH } from './limits';

/** The draft format this version writes; a draft of any other is ignored, never migrated. */
const DRAFT_VERSION = 1;
/** A draft longer than this is not read: the largest real one (480 rate changes) is about 40 KB. */
const DRAFT_MAX_CHARS = 200_000;
/** The longest text a field's draft may hold; a number typed by hand is far shorter. */
const TEXT_MAX = 100;

const text = string({ maxLength: TEXT_MAX });
/** The recipe's words are made by the app, a fixed period and a formula: far below this. */
const RECIPE_TEXT_MAX = 300;
const blank = () => '';

/**
 * What the draft keeps, field by field. A new field of the form (a run's name…) is one more
 * `optional` entry under `fields`; drafts written before it still read.
 */
const FormDraftSchema = object({
  version: picklist([DRAFT_VERSION]),
  fields: object({
    amount: optional(text),
    rate: optional(text),
    term: optional(text),
    name: optional(string({ maxLength: RUN_NAME_MAX_LENGTH })),
  }),
  mortgageType: picklist(MORTGAGE_TYPES),
  open: array(picklist(['overpayments', 'costs', 'contract']), { maxLength: 3 }),
  scenario: object({
    overpayments: array(
      object({
        amount: text,
        month: text,
        repeat: picklist(OVERPAYMENT_REPEATS),
        untilMonth: text,
        effect: picklist(OVERPAYMENT_EFFECTS),
      }),
      { maxLength: OVERPAYMENTS_MAX },
    ),
    overpaymentFee: withDefault(text, blank),
    variableRate: boolean(),
    rateChanges: array(object({ month: text, rate: text }), { maxLength: RATE_PATH_MAX }),
    rateIndex: optional(picklist(RATE_INDICES)),
    /** `Wskaźnik + marża` (issue 33): the recipe the list was built from, its words, its fields. */
    recipe: optional(VariableRateSchema),
    recipeText: optional(string({ maxLength: RECIPE_TEXT_MAX })),
    formula: optional(
      object({
        index: VariableRateSchema.fields.index,
        indexValue: optional(text),
        margin: text,
        mode: picklist(FORMULA_MODES),
        fixedYears: text,
        fixedRate: text,
        changesFrom: text,
        shockDelta: text,
        shockMonth: text,
        switchMonth: text,
        switchValue: text,
        spread: text,
      }),
    ),
    firstInstalmentMonth: withDefault(text, blank),
    costs: object({
      commission: text,
      commissionUnit: picklist(['PERCENT', 'AMOUNT']),
      insurance: text,
      fees: text,
      oneOff: text,
      bridgeMargin: text,
      bridgeMonths: text,
    }),
    /** `Szczegóły jak w umowie` (issue 37); drafts written before it have none. */
    contract: optional(
      object({
        dayCount: picklist(DAY_COUNTS),
        payoutDate: text,
        firstPaymentDate: text,
        paymentDay: text,
        shiftToWorkingDay: boolean(),
      }),
    ),
  }),
});

/** A draft as read back: the rows carry no React keys (the form gives them new ones). */
export type StoredFormDraft = Infer<typeof FormDraftSchema>;

/** The form's state as it hands it over to be kept. */
export interface FormDraft {
  /** The text fields above the sections by name (`amount`, `rate`, `term`…); keys unknown here are not kept. */
  fields: Readonly<Record<string, string>>;
  mortgageType: MortgageType;
  scenario: ScenarioValues;
  /** The sections open on screen. */
  open: readonly string[];
}

/**
 * The text to keep for `draft`, or null when the form holds nothing worth keeping (all fields
 * blank, the spec's defaults, every section empty): the kept draft is then removed.
 */
export function formDraftText(draft: FormDraft): string | null {
  const { amount = '', rate = '', term = '', name = '' } = draft.fields;
  const { scenario } = draft;
  if (
    `${amount}${rate}${term}${name}`.trim() === '' &&
    draft.mortgageType === MORTGAGE_TYPES[0] &&
    isEmptyScenario(scenario)
  ) {
    return null;
  }
  const stored: StoredFormDraft = {
    version: DRAFT_VERSION,
    fields: { ...draft.fields },
    mortgageType: draft.mortgageType,
    open: draft.open.filter(
      (section) => section === 'overpayments' || section === 'costs' || section === 'contract',
    ),
    // The rows' React keys mean nothing after a reload: the form gives them new ones.
    scenario: {
      ...scenario,
      overpayments: scenario.overpayments.map(({ amount, month, repeat, untilMonth, effect }) => ({
        amount,
        month,
        repeat,
        untilMonth,
        effect,
      })),
      rateChanges: scenario.rateChanges.map(({ month, rate }) => ({ month, rate })),
    },
  };
  return JSON.stringify(stored);
}

/**
 * Reads a kept draft: the draft, or null for anything else (no draft, another version, text too
 * long, not JSON, a wrong shape, texts or lists over their bounds). Never throws.
 */
export function readFormDraft(kept: unknown): StoredFormDraft | null {
  if (typeof kept !== 'string' || kept.length > DRAFT_MAX_CHARS) return null;
  let value: unknown;
  try {
    value = JSON.parse(kept);
  } catch {
    return null;
  }
  const read = parse(FormDraftSchema, value);
  return read.ok ? read.value : null;
}
