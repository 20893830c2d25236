// The capacity page's form (issue 35): what the borrower typed, as text, checked field by field
// against the inputs' descriptor (capacityInput.ts) with a Polish message for each problem, and
// read into the domain's input once every field passes. Every number is read by the app's one
// number parser (validation.ts, issue 32), by its kind: money, a count, a percent or points.
import {
  AssumptionsSchema,
  CapacityInputSchema,
  DEFAULT_ASSUMPTIONS,
  type CapacityAssumptions,
  type CapacityInput,
  type ContributionCover,
  type IncomeKind,
} from './capacityInput';
import { CAPACITY_COPY } from './copy/capacity';
import { formatDecimal } from './format';
import type { MortgageType } from './records';
import { hasAllowedPrecision, type NumberSchema } from './schema';
import { checkInterestRate, checkLoanTerm, parseNumber } from './validation';

/** One borrower as typed. */
interface BorrowerValues {
  income: string;
  kind: IncomeKind;
}

/** The assumptions as typed. */
export interface AssumptionValues {
  businessShare: string;
  civilShare: string;
  firstPersonCost: string;
  furtherPersonCost: string;
  cardLimitShare: string;
  ageLimit: string;
  incomeThreshold: string;
  fixedBuffer: string;
  variableBuffer: string;
  insuranceCost: string;
  bgkContributionMax: string;
  bgkCheck: boolean;
}

/** Everything the form holds. */
export interface CapacityFormValues {
  borrowers: BorrowerValues[];
  persons: string;
  otherInstalments: string;
  cardLimits: string;
  age: string;
  term: string;
  rate: string;
  mortgageType: MortgageType;
  fixedForFiveYears: boolean;
  price: string;
  contribution: string;
  cover: ContributionCover;
  assumptions: AssumptionValues;
}

/** The fields that carry a message: `income0`, `income1`, the base fields and the assumptions. */
export type CapacityField =
  | `income${0 | 1}`
  | 'persons'
  | 'otherInstalments'
  | 'cardLimits'
  | 'age'
  | 'term'
  | 'rate'
  | 'price'
  | 'contribution'
  | Exclude<keyof AssumptionValues, 'bgkCheck'>;

const { messages } = CAPACITY_COPY;
const fields = CapacityInputSchema.fields;
const rules = AssumptionsSchema.fields;

/** A number for the form's field: grouped the Polish way, every decimal kept ("6 700", "2,5"). */
const text = (value: number) => formatDecimal(value);

/** The form as it opens: the assumptions at their defaults, the borrower's own fields empty. */
export function emptyCapacityValues(): CapacityFormValues {
  const d = DEFAULT_ASSUMPTIONS;
  return {
    borrowers: [{ income: '', kind: 'EMPLOYMENT' }],
    persons: '',
    otherInstalments: '',
    cardLimits: '',
    age: '',
    term: '',
    rate: '',
    mortgageType: 'ANNUITY',
    fixedForFiveYears: false,
    price: '',
    contribution: '',
    cover: 'NONE',
    assumptions: {
      businessShare: text(d.incomeSharePercent.BUSINESS),
      civilShare: text(d.incomeSharePercent.CIVIL),
      firstPersonCost: text(d.firstPersonCost),
      furtherPersonCost: text(d.furtherPersonCost),
      cardLimitShare: text(d.cardLimitSharePercent),
      ageLimit: text(d.ageLimit),
      incomeThreshold: text(d.incomeThreshold),
      fixedBuffer: text(d.fixedRateBufferPoints),
      variableBuffer: text(d.variableRateBufferPoints),
      insuranceCost: text(d.insuranceCostPercent),
      bgkContributionMax: text(d.bgkContributionMaxPercent),
      bgkCheck: d.bgkCheck,
    },
  };
}

/** The form filled from an input (a shared link). */
export function valuesFromInput(input: CapacityInput): CapacityFormValues {
  const a = input.assumptions;
  return {
    borrowers: input.borrowers.map(({ netIncome, kind }) => ({ income: text(netIncome), kind })),
    persons: text(input.persons),
    otherInstalments: input.otherInstalments === 0 ? '' : text(input.otherInstalments),
    cardLimits: input.cardLimits === 0 ? '' : text(input.cardLimits),
    age: text(input.age),
    term: text(input.termYears),
    rate: text(input.annualRatePercent),
    mortgageType: input.mortgageType,
    fixedForFiveYears: input.fixedForFiveYears,
    price: text(input.price),
    contribution: input.contribution === 0 ? '' : text(input.contribution),
    cover: input.cover,
    assumptions: {
      businessShare: text(a.incomeSharePercent.BUSINESS),
      civilShare: text(a.incomeSharePercent.CIVIL),
      firstPersonCost: text(a.firstPersonCost),
      furtherPersonCost: text(a.furtherPersonCost),
      cardLimitShare: text(a.cardLimitSharePercent),
      ageLimit: text(a.ageLimit),
      incomeThreshold: text(a.incomeThreshold),
      fixedBuffer: text(a.fixedRateBufferPoints),
      variableBuffer: text(a.variableRateBufferPoints),
      insuranceCost: text(a.insuranceCostPercent),
      bgkContributionMax: text(a.bgkContributionMaxPercent),
      bgkCheck: a.bgkCheck,
    },
  };
}

type Checked = { ok: true; value: number } | { ok: false; message: string };

/** Money: `optional` reads blank as 0; whole złoty when the schema is integer. */
function checkMoney(value: string, schema: NumberSchema, optional = false): Checked {
  if (value.trim() === '') {
    return optional ? { ok: true, value: 0 } : { ok: false, message: messages.required };
  }
  const number = parseNumber('money', value);
  if (number === null) return { ok: false, message: messages.notANumber };
  if (number < 0) return { ok: false, message: messages.negative };
  if (!hasAllowedPrecision(schema, number)) {
    return { ok: false, message: schema.integer ? messages.wholeZloty : messages.decimals };
  }
  if (number > schema.max) return { ok: false, message: messages.tooHigh(schema.max) };
  return { ok: true, value: number };
}

/** A whole number within the schema's range, with `outside` for a value past it. */
function checkWhole(value: string, schema: NumberSchema, outside: string): Checked {
  if (value.trim() === '') return { ok: false, message: messages.required };
  const number = parseNumber('count', value);
  if (number === null) return { ok: false, message: messages.notANumber };
  if (!Number.isInteger(number)) return { ok: false, message: messages.notAnInteger };
  if (number < schema.min || number > schema.max) return { ok: false, message: outside };
  return { ok: true, value: number };
}

/** A percent or points within the schema's range, with at most its decimals. */
function checkShare(value: string, schema: NumberSchema, points = false): Checked {
  if (value.trim() === '') return { ok: false, message: messages.required };
  const number = parseNumber(points ? 'points' : 'rate', value);
  if (number === null) return { ok: false, message: messages.notANumber };
  if (number < schema.min || number > schema.max) {
    return {
      ok: false,
      message: points
        ? messages.pointsRange(schema.max)
        : messages.percentRange(schema.min, schema.max),
    };
  }
  if (!hasAllowedPrecision(schema, number)) return { ok: false, message: messages.percentDecimals };
  return { ok: true, value: number };
}

/** The rate as on home, but a blank or unreadable rate gets a message here too. */
function checkRate(value: string): Checked {
  if (value.trim() === '') return { ok: false, message: messages.required };
  const check = checkInterestRate(value);
  return check.ok ? check : { ok: false, message: check.message ?? messages.notANumber };
}

function checkTerm(value: string): Checked {
  const check = checkLoanTerm(value);
  return check.ok ? check : { ok: false, message: check.message ?? messages.required };
}

/**
 * The assumptions as typed, each read where it passes its check and its default elsewhere: the
 * hints that name them follow what the borrower set even while other fields are still empty.
 */
export function assumptionsOf(values: CapacityFormValues): CapacityAssumptions {
  const a = values.assumptions;
  const d = DEFAULT_ASSUMPTIONS;
  const or = (check: Checked, fallback: number) => (check.ok ? check.value : fallback);
  return {
    incomeSharePercent: {
      EMPLOYMENT: d.incomeSharePercent.EMPLOYMENT,
      BUSINESS: or(
        checkShare(a.businessShare, rules.incomeSharePercent.fields.BUSINESS),
        d.incomeSharePercent.BUSINESS,
      ),
      CIVIL: or(
        checkShare(a.civilShare, rules.incomeSharePercent.fields.CIVIL),
        d.incomeSharePercent.CIVIL,
      ),
    },
    firstPersonCost: or(checkMoney(a.firstPersonCost, rules.firstPersonCost), d.firstPersonCost),
    furtherPersonCost: or(
      checkMoney(a.furtherPersonCost, rules.furtherPersonCost),
      d.furtherPersonCost,
    ),
    cardLimitSharePercent: or(
      checkShare(a.cardLimitShare, rules.cardLimitSharePercent),
      d.cardLimitSharePercent,
    ),
    ageLimit: or(checkWhole(a.ageLimit, rules.ageLimit, ''), d.ageLimit),
    incomeThreshold: or(checkMoney(a.incomeThreshold, rules.incomeThreshold), d.incomeThreshold),
    fixedRateBufferPoints: or(
      checkShare(a.fixedBuffer, rules.fixedRateBufferPoints, true),
      d.fixedRateBufferPoints,
    ),
    variableRateBufferPoints: or(
      checkShare(a.variableBuffer, rules.variableRateBufferPoints, true),
      d.variableRateBufferPoints,
    ),
    insuranceCostPercent: or(
      checkShare(a.insuranceCost, rules.insuranceCostPercent),
      d.insuranceCostPercent,
    ),
    bgkContributionMaxPercent: or(
      checkShare(a.bgkContributionMax, rules.bgkContributionMaxPercent),
      d.bgkContributionMaxPercent,
    ),
    bgkCheck: a.bgkCheck,
  };
}

/** Each field's message (none when it passes) and the input, once every field passes. */
export interface CapacityCheck {
  messages: Partial<Record<CapacityField, string>>;
  input: CapacityInput | null;
}

/** Checks every field of the form and reads it into the domain's input. */
export function checkCapacityForm(values: CapacityFormValues): CapacityCheck {
  const a = values.assumptions;
  const checks = {
    income0: checkMoney(values.borrowers[0]?.income ?? '', fields.borrowers.item.fields.netIncome),
    ...(values.borrowers.length > 1 && {
      income1: checkMoney(
        values.borrowers[1]?.income ?? '',
        fields.borrowers.item.fields.netIncome,
      ),
    }),
    persons: checkWhole(values.persons, fields.persons, messages.persons),
    otherInstalments: checkMoney(values.otherInstalments, fields.otherInstalments, true),
    cardLimits: checkMoney(values.cardLimits, fields.cardLimits, true),
    age: checkWhole(values.age, fields.age, messages.age),
    term: checkTerm(values.term),
    rate: checkRate(values.rate),
    price: checkMoney(values.price, fields.price),
    contribution: checkMoney(values.contribution, fields.contribution, true),
    businessShare: checkShare(a.businessShare, rules.incomeSharePercent.fields.BUSINESS),
    civilShare: checkShare(a.civilShare, rules.incomeSharePercent.fields.CIVIL),
    firstPersonCost: checkMoney(a.firstPersonCost, rules.firstPersonCost),
    furtherPersonCost: checkMoney(a.furtherPersonCost, rules.furtherPersonCost),
    cardLimitShare: checkShare(a.cardLimitShare, rules.cardLimitSharePercent),
    ageLimit: checkWhole(a.ageLimit, rules.ageLimit, messages.ageLimit),
    incomeThreshold: checkMoney(a.incomeThreshold, rules.incomeThreshold),
    fixedBuffer: checkShare(a.fixedBuffer, rules.fixedRateBufferPoints, true),
    variableBuffer: checkShare(a.variableBuffer, rules.variableRateBufferPoints, true),
    insuranceCost: checkShare(a.insuranceCost, rules.insuranceCostPercent),
    bgkContributionMax: checkShare(a.bgkContributionMax, rules.bgkContributionMaxPercent),
  } satisfies Partial<Record<CapacityField, Checked>>;
  const found: CapacityCheck['messages'] = {};
  for (const [name, check] of Object.entries(checks) as [CapacityField, Checked][]) {
    if (!check.ok) found[name] = check.message;
  }
  // Rules between fields, once both fields read.
  if (checks.price.ok && checks.price.value === 0) found.price = messages.pricePositive;
  if (checks.price.ok && checks.contribution.ok && checks.contribution.value > checks.price.value) {
    found.contribution = messages.contributionAbovePrice;
  }
  if (Object.keys(found).length > 0) return { messages: found, input: null };
  const value = (check: Checked) => (check.ok ? check.value : 0);
  return {
    messages: found,
    input: {
      borrowers: values.borrowers.map((borrower, index) => ({
        netIncome: value(index === 0 ? checks.income0 : (checks.income1 ?? checks.income0)),
        kind: borrower.kind,
      })),
      persons: value(checks.persons),
      otherInstalments: value(checks.otherInstalments),
      cardLimits: value(checks.cardLimits),
      age: value(checks.age),
      termYears: value(checks.term),
      annualRatePercent: value(checks.rate),
      mortgageType: values.mortgageType,
      fixedForFiveYears: values.fixedForFiveYears,
      price: value(checks.price),
      contribution: value(checks.contribution),
      cover: values.cover,
      // Every assumption passed its check, so each is read as typed.
      assumptions: assumptionsOf(values),
    },
  };
}
